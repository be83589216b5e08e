// Scripted touches on SwiftUI-style views, checked on pixels at times
// worked out by hand. A tap lasts 0.1 s (down at its time, lift 0.1 s
// later); a button's action and a tap gesture run at the lift, so a
// `withAnimation(.linear(duration: 1))` started by a tap at 0.5 s is half
// way at 1.1 s. Each view is also rendered in sequence, alone and on
// several threads: the frames agree byte for byte.
import AnimGen
import Testing

@Suite struct InteractionChecks {
    private func picture(_ renderer: ViewRenderer, _ frame: Int) throws -> Picture {
        Picture(pixmap: try renderer.render(frame: frame), scale: renderer.scale)
    }

    /// Every frame in order, then some alone from a fresh renderer, then all on several threads: the same bytes.
    private func expectFramesIndependent(_ make: () throws -> ViewRenderer, alone: [Int]) throws {
        let sequence = try make()
        let inOrder = try (0..<sequence.frameCount).map { try sequence.render(frame: $0).bytes }
        for i in alone { #expect(try make().render(frame: i).bytes == inOrder[i], "frame \(i) alone") }
        let threaded = try make()
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: inOrder.count) { i in
            if (try? threaded.render(frame: i).bytes) != inOrder[i] { mismatches.add(i) }
        }
        #expect(mismatches.frames == [])
    }

    @Test func confettiBurstsFromTheTappedButton() throws {
        // The dots start behind the button at the centre (150, 150) and fly
        // 120 points out over 1 s from the lift at 0.6 s: the red one (angle
        // 0) is centred at (210, 150) at 1.1 s, past the button's edge, and at
        // (270, 150) from 1.6 s; the yellow one (90°) at (150, 210) at 1.1 s.
        let make = { try ViewAnimation(ConfettiButton(), width: 300, height: 300)
            .tap("Celebrate", at: 0.5)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        let before = try picture(r, 5), half = try picture(r, 11), end = try picture(r, 19)
        #expect(before.isClear(210, 150) && before.isClear(270, 150) && before.isClear(150, 210))
        #expect(matches(half.at(210, 150), 255, 59, 48), "\(half.at(210, 150))")
        #expect(matches(half.at(150, 210), 255, 204, 0), "\(half.at(150, 210))")
        #expect(half.isClear(270, 150))
        #expect(matches(end.at(270, 150), 255, 59, 48) && end.isClear(210, 150))
        try expectFramesIndependent(make, alone: [0, 11, 15])
    }

    @Test func tappedTabPullsTheMatchedHighlightAcross() throws {
        // Cells are 30 wide; tab 2 spans x 60…90. The highlight follows the
        // selected cell's frame: x 0…30 before, 30…60 half way (1.1 s), 60…90 after.
        let make = { try ViewAnimation(SlidingTabs(), width: 120, height: 10)
            .tap("tab2", at: 0.5)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        let before = try picture(r, 5), half = try picture(r, 11), end = try picture(r, 19)
        #expect(before.isOpaque(15, 5) && before.isClear(45, 5))
        #expect(half.isOpaque(30.5, 5) && half.isOpaque(59.5, 5))
        #expect(half.isClear(29.5, 5) && half.isClear(60.5, 5))
        #expect(end.isOpaque(75, 5) && end.isClear(45, 5))
        try expectFramesIndependent(make, alone: [11])
    }

    @Test func tappedSwitchSlidesItsKnobOver() throws {
        // A 200 × 60 canvas: the row is 31 tall (y 14.5…45.5), the 51-point
        // switch at its trailing edge (x 149…200). The 27-point knob sits 2 in:
        // x 151…178 off, 171…198 on. A tap on the switch at 0.5 s lifts at
        // 0.6 s; the knob's 0.25 s ease-in-out is half way at 0.725 s (frame
        // 29 at 40 fps): x 161…188.
        let make = { try ViewAnimation(WiFiRow(), width: 200, height: 60)
            .tap(.point(x: 174.5, y: 30), at: 0.5)
            .makeRenderer(frameRate: try FrameRate(40), duration: 1) }
        let r = try make()
        let off = try picture(r, 0), half = try picture(r, 29), on = try picture(r, 40)
        let white = { (p: RGBA8) in matches(p, 255, 255, 255) }
        #expect(white(off.at(152.5, 30)) && white(off.at(176.5, 30)) && !white(off.at(180, 30)))
        #expect(!white(half.at(159.5, 30)) && white(half.at(162.5, 30)) && white(half.at(186.5, 30)) && !white(half.at(189.5, 30)))
        #expect(white(on.at(172.5, 30)) && white(on.at(196.5, 30)) && !white(on.at(169.5, 30)))
        // Off, the track is the system fill grey (translucent); on, system green.
        #expect(off.at(190, 30).a < 255)
        #expect(matches(on.at(160, 30), 52, 199, 89), "\(on.at(160, 30))")
        try expectFramesIndependent(make, alone: [29])
    }

    @Test func draggedCardFollowsThePathAndStaysWhereDropped() throws {
        // The 40-point card is centred (x, y 80…120). The drag goes 60 right
        // then 40 down, 100 points in 1 s from 0.5 s: at 1.1 s the finger is
        // 60 along (translation (60, 0)); at 1.3 s 80 along ((60, 20)); it
        // lifts at 1.5 s and the card keeps the whole (60, 40).
        let make = { try ViewAnimation(DraggableCard(), width: 200, height: 200)
            .drag("card", through: [CGPoint(x: 60, y: 0), CGPoint(x: 60, y: 40)], at: 0.5, duration: 1)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        let start = try picture(r, 5), six = try picture(r, 6), eleven = try picture(r, 11)
        let thirteen = try picture(r, 13), end = try picture(r, 19)
        #expect(start.isOpaque(80.5, 100) && start.isClear(79.5, 100))
        // 10 points along at 0.6 s: the drag has just reached its 10-point minimum.
        #expect(six.isOpaque(90.5, 100) && six.isClear(89.5, 100))
        #expect(eleven.isOpaque(140.5, 100) && eleven.isClear(139.5, 100) && eleven.isOpaque(179.5, 100) && eleven.isClear(180.5, 100))
        #expect(thirteen.isOpaque(160, 100.5) && thirteen.isClear(160, 99.5))
        #expect(end.isOpaque(160, 120.5) && end.isClear(160, 119.5) && end.isOpaque(160, 159.5))
        try expectFramesIndependent(make, alone: [6, 13, 19])
    }

    @Test func customStyleShowsThePressWhileTheFingerIsDown() throws {
        // VStack of a 20-point lamp and a 60 × 30 button, 10 apart, centred in
        // 100 × 100: the lamp spans y 20…40, the button y 50…80. A long
        // press from 0.5 s to 1.5 s: red while down, the action at the lift.
        let make = { try ViewAnimation(PressableLamp(), width: 100, height: 100)
            .longPress("Light", at: 0.5, duration: 1)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        let before = try picture(r, 4), pressed = try picture(r, 10), after = try picture(r, 16)
        #expect(matches(before.at(50, 65), 0, 122, 255) && matches(before.at(50, 30), 142, 142, 147))
        #expect(matches(pressed.at(50, 65), 255, 59, 48) && matches(pressed.at(50, 30), 142, 142, 147))
        #expect(matches(after.at(50, 65), 0, 122, 255) && matches(after.at(50, 30), 52, 199, 89))
        try expectFramesIndependent(make, alone: [10, 16])
    }

    @Test func twoFingersNeitherPressNorTriggerAButton() throws {
        // PressableLamp again (lamp y 20…40, button x 20…80, y 50…80). A
        // two-finger tap (a pinch that does not move, fingers 20 points
        // apart) from 0.5 s to 1.0 s and a two-finger drag inside the button
        // from 1.2 s to 1.6 s: a tap needs one finger, so the button stays
        // blue and the lamp grey. A one-finger tap at 2.0 s lifts at 2.1 s
        // and lights the lamp.
        let make = { try ViewAnimation(PressableLamp(), width: 100, height: 100)
            .pinch("Light", from: 1, to: 1, at: 0.5, duration: 0.5, fingerSpacing: 20)
            .drag(fingers: [CGPoint(x: 40, y: 60), CGPoint(x: 45, y: 60)], [CGPoint(x: 40, y: 70), CGPoint(x: 45, y: 70)],
                  at: 1.2, duration: 0.4)
            .tap("Light", at: 2)
            .makeRenderer(frameRate: try FrameRate(10), duration: 3) }
        let r = try make()
        for i in [7, 14, 19] {
            let p = try picture(r, i)
            #expect(matches(p.at(50, 65), 0, 122, 255) && matches(p.at(50, 30), 142, 142, 147), "frame \(i)")
        }
        let lit = try picture(r, 23)
        #expect(matches(lit.at(50, 65), 0, 122, 255) && matches(lit.at(50, 30), 52, 199, 89))
    }

    @Test func borderedProminentButtonDimsWhilePressed() throws {
        // The platter is the tint (0, 122, 255) and draws at 0.6 opacity while pressed.
        let make = { try ViewAnimation(ProminentButton(), width: 120, height: 60)
            .longPress("Save", at: 0.5, duration: 1)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        let idle = try picture(r, 0), pressed = try picture(r, 10), released = try picture(r, 16)
        guard let columns = idle.inkedColumns(row: 30) else { Issue.record("no platter"); return }
        let x = CGFloat(columns.lowerBound) + 4   // inside the 12-point padding, left of the title
        #expect(matches(idle.at(x, 30), 0, 122, 255), "\(idle.at(x, 30))")
        let p = pressed.at(x, 30)
        #expect(abs(Int(p.a) - 153) <= 1 && p.r == 0, "\(p)")
        #expect(matches(released.at(x, 30), 0, 122, 255))
    }

    @Test func customToggleStyleFlipsItsBinding() throws {
        // The 20-point box is the row's first ink; grey (142, 142, 147) until the
        // tap at 0.2 s lifts at 0.3 s (0.2 + 0.1 is a hair over 0.3 in binary, so frame 4 is the first to show it), then green (52, 199, 89).
        let frames = try ViewAnimation(TermsRow(), width: 120, height: 30)
            .tap("checkbox", at: 0.2)
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let before = Picture(pixmap: try frames.render(frame: 2), scale: 1)
        let after = Picture(pixmap: try frames.render(frame: 4), scale: 1)
        let box = try #require(before.inkedColumns(row: 15))
        let x = CGFloat(box.lowerBound) + 10
        #expect(matches(before.at(x, 15), 142, 142, 147) && matches(after.at(x, 15), 52, 199, 89), "\(before.at(x, 15)) \(after.at(x, 15))")
    }

    @Test func pinchedPhotoZoomsWithTheFingersAndPansWithTheirMidpoint() throws {
        // The 60 × 40 photo is centred in 200 × 200: x 70…130, y 80…120. The
        // pinch from 1× to 2× starts at 0.5 s and lifts at 1.5 s. At 1.0 s
        // (frame 30 at 30 fps) the fingers are 150 points apart, 100 at the
        // down: magnification 1.5, the photo 90 × 60 (x 55…145, y 70…130).
        // At the lift the scale keeps 2: 120 × 80 (x 40…160, y 60…140). A
        // two-finger drag of 30 points right from 2.0 s to 2.5 s pans it by
        // its midpoint: 18 along at 2.3 s (frame 69), x 58…178; 30 at the end.
        let make = { try ViewAnimation(PinchToZoomPhoto(), width: 200, height: 200)
            .pinch("photo", from: 1, to: 2, at: 0.5, duration: 1)
            .drag(fingers: [CGPoint(x: 50, y: 100), CGPoint(x: 80, y: 100)], [CGPoint(x: 150, y: 100), CGPoint(x: 180, y: 100)],
                  at: 2, duration: 0.5)
            .makeRenderer(frameRate: .fps30, duration: 3) }
        let r = try make()
        let before = try picture(r, 15), half = try picture(r, 30), kept = try picture(r, 50)
        let panning = try picture(r, 69), panned = try picture(r, 80)
        #expect(before.isOpaque(70.5, 100) && before.isClear(69.5, 100) && before.isOpaque(100, 80.5) && before.isClear(100, 79.5))
        #expect(half.isOpaque(55.5, 100) && half.isClear(54.5, 100) && half.isOpaque(144.5, 100) && half.isClear(145.5, 100))
        #expect(half.isOpaque(100, 70.5) && half.isClear(100, 69.5) && half.isOpaque(100, 129.5) && half.isClear(100, 130.5))
        #expect(kept.isOpaque(40.5, 100) && kept.isClear(39.5, 100) && kept.isOpaque(100, 60.5) && kept.isClear(100, 59.5))
        #expect(panning.isOpaque(58.5, 100) && panning.isClear(57.5, 100) && panning.isOpaque(177.5, 100) && panning.isClear(178.5, 100))
        #expect(panned.isOpaque(70.5, 100) && panned.isClear(69.5, 100) && panned.isOpaque(189.5, 100) && panned.isClear(190.5, 100))
        #expect(matches(half.at(100, 100), 88, 86, 214), "\(half.at(100, 100))")
        try expectFramesIndependent(make, alone: [30, 50, 69])
    }

    @Test func cardTurnsWithTheFingersAndStaysTurned() throws {
        // An 80 × 8 bar centred at (100, 100), turned 90° by two fingers from
        // 0.5 s to 1.5 s. At 1.0 s (frame 30) it has turned 45° clockwise:
        // its axis runs through (125.5, 125.5) (36 points out, inside its
        // 40-point half length) and (130.5, 130.5) is past its end (43);
        // (105.5, 94.5) is 7.8 from the axis, outside its half width of 4.
        // From the lift on it is upright: (100.5, 135.5) in, (135.5, 100.5) out.
        let make = { try ViewAnimation(RotatingCard(), width: 200, height: 200)
            .rotate("card", by: .degrees(90), at: 0.5, duration: 1)
            .makeRenderer(frameRate: .fps30, duration: 2) }
        let r = try make()
        let before = try picture(r, 10), half = try picture(r, 30), after = try picture(r, 50)
        #expect(before.isOpaque(135.5, 100.5) && before.isClear(125.5, 125.5))
        #expect(half.isOpaque(125.5, 125.5) && half.isOpaque(74.5, 74.5) && half.isClear(130.5, 130.5) && half.isClear(105.5, 94.5))
        #expect(half.isClear(135.5, 100.5))
        #expect(after.isOpaque(100.5, 135.5) && after.isOpaque(100.5, 64.5) && after.isClear(135.5, 100.5))
        try expectFramesIndependent(make, alone: [30, 50])
    }

    @Test func aTapThatFindsNothingNamesWhatItLookedFor() throws {
        let animation = ViewAnimation(ConfettiButton(), width: 240, height: 240).tap("Start", at: 0.5)
        #expect {
            _ = try animation.makeRenderer(frameRate: try FrameRate(10), duration: 1)
        } throws: { error in
            let text = "\(error)"
            return text.contains("\"Start\"") && text.contains("\"Celebrate\"")
        }
    }
}

/// Frames that came out different on a thread.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int] = []
    func add(_ i: Int) { lock.lock(); list.append(i); lock.unlock() }
    var frames: [Int] { lock.lock(); defer { lock.unlock() }; return list.sorted() }
}
