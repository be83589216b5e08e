// Transitions against positions and alphas worked out from Apple's pages:
// push(from:) moves in from the edge while fading in and out towards the
// opposite edge; a Transition's body at willAppear/didDisappear is the look
// animated from/to, identity the steady look; modifier(active:identity:)
// animates from one modifier to the other; an attached animation runs the
// transition. A linear 1 s animation at 10 fps is halfway at frame 5.
import AnimGen
import Testing

@Suite struct TransitionChecks {
    private func frame5<V: View>(_ view: V) throws -> Picture {
        try frame(5, of: view, width: 60, height: 60, fps: 10, seconds: 1.5)
    }

    private func isHalfBlue(_ p: RGBA8) -> Bool { abs(Int(p.a) - 128) <= 2 && p.r == 0 && p.b > 100 }

    @Test func pushComesInFromItsEdgeAndLeavesTowardsTheOther() throws {
        // Inserted: moved left by half its width, x in [−10, 30), half opaque.
        let inserted = try frame5(TransitionStage { BlueCard().transition(.push(from: .leading)) })
        #expect(isHalfBlue(inserted.at(1, 30)) && isHalfBlue(inserted.at(29.5, 30)), "\(inserted.at(1, 30))")
        #expect(inserted.isClear(30.5, 30))
        // Removed: moved right by half its width, x in [30, 70).
        let removed = try frame5(TransitionStage(inserting: false) { BlueCard().transition(.push(from: .leading)) })
        #expect(isHalfBlue(removed.at(30.5, 30)) && isHalfBlue(removed.at(59, 30)))
        #expect(removed.isClear(29.5, 30))
    }

    @Test func customTransitionAnimatesFromItsWillAppearBody() throws {
        // willAppear: offset y +20, opacity 0; halfway: y in [20, 60), alpha ½.
        let picture = try frame5(TransitionStage { BlueCard().transition(RiseAndFade()) })
        #expect(isHalfBlue(picture.at(30, 20.5)) && isHalfBlue(picture.at(30, 59)))
        #expect(picture.isClear(30, 19.5))
        let end = try frame(10, of: TransitionStage { BlueCard().transition(RiseAndFade()) }, width: 60, height: 60, fps: 10, seconds: 1.5)
        #expect(end.isOpaque(30, 10.5) && end.isClear(30, 50.5))
    }

    @Test func modifierTransitionGoesFromActiveToIdentity() throws {
        // Opacity 0.2 → 1: halfway 0.6, alpha 153.
        let picture = try frame5(TransitionStage { BlueCard().transition(.modifier(active: Dim(level: 0.2), identity: Dim(level: 1))) })
        let p = picture.at(30, 30)
        #expect(abs(Int(p.a) - 153) <= 2 && p.r == 0, "\(p)")
    }

    @Test func attachedAnimationRunsAnUnanimatedChange() throws {
        // No withAnimation: the transition's own 2 s linear animation is halfway at 1 s.
        let stage = TransitionStage(animated: false) { BlueCard().transition(.opacity.animation(.linear(duration: 2))) }
        let picture = try frame(10, of: stage, width: 60, height: 60, fps: 10, seconds: 3)
        #expect(isHalfBlue(picture.at(30, 30)), "\(picture.at(30, 30))")
        let end = try frame(20, of: stage, width: 60, height: 60, fps: 10, seconds: 3)
        #expect(end.isOpaque(30, 30))
        // Without an attached animation the same change shows at once.
        let plain = try frame(1, of: TransitionStage(animated: false) { BlueCard().transition(.opacity) }, width: 60, height: 60)
        #expect(plain.isOpaque(30, 30))
    }

    @Test func blurReplaceFadesAndGrowsIn() throws {
        // Halfway: opacity ½ and scale 0.75 about the centre (30 wide, edges
        // at 15 and 45), blurred; 4 outside the scaled edge little is left.
        let picture = try frame5(TransitionStage { BlueCard().transition(.blurReplace) })
        #expect(isHalfBlue(picture.at(30, 30)))
        #expect(picture.at(11, 30).a < 30)
        let end = try frame(10, of: TransitionStage { BlueCard().transition(.blurReplace) }, width: 60, height: 60, fps: 10, seconds: 1.5)
        #expect(end.isOpaque(10.5, 30) && end.isClear(9.5, 30))
    }

    @Test func interpolatedGlyphsGrowAndChangeColourTogether() throws {
        // Apple: texts with identical strings interpolate; matching glyph
        // pairs animate their colour, position and size. Half way through a
        // 1 s linear change from 20-point blue to 40-point red the glyphs are
        // those of 30-point text (outlines scale linearly) in the mix of the
        // two colours: (128, 0, 128) where fully covered.
        let frames = try ViewAnimation(GrowingGreeting(), width: 120, height: 60)
            .at(1, animation: .linear(duration: 1)) { $0.big = true }
            .makeRenderer(frameRate: try FrameRate(4), duration: 3)
        let half = try frames.render(frame: 6)
        let still = try ViewAnimation(StillGreeting(size: 30, color: Color(red: 0.5, green: 0, blue: 0.5)), width: 120, height: 60)
            .makeRenderer(frameRate: try FrameRate(4), duration: 1).render(frame: 0)
        func inkBox(_ p: Pixmap) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<p.height { for x in 0..<p.width where p.pixel(x: x, y: y).a >= 128 { xs.append(x); ys.append(y) } }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
            return (x0...x1, y0...y1)
        }
        let box = try #require(inkBox(half)), expected = try #require(inkBox(still))
        #expect(abs(box.x.lowerBound - expected.x.lowerBound) <= 1 && abs(box.x.upperBound - expected.x.upperBound) <= 1)
        #expect(abs(box.y.lowerBound - expected.y.lowerBound) <= 1 && abs(box.y.upperBound - expected.y.upperBound) <= 1)
        var solid = 0
        for y in box.y { for x in box.x where half.pixel(x: x, y: y).a == 255 {
            #expect(matches(half.pixel(x: x, y: y), 128, 0, 128, within: 3), "pixel (\(x), \(y))")
            solid += 1
        } }
        #expect(solid > 30)
        // Before and after: the two styles as they are, smaller and larger.
        let start = try frames.render(frame: 0), end = try frames.render(frame: 8)
        let startBox = try #require(inkBox(start)), endBox = try #require(inkBox(end))
        #expect(startBox.y.count < box.y.count && box.y.count < endBox.y.count)
        for (p, b, colour) in [(start, startBox, (0, 0, 255)), (end, endBox, (255, 0, 0))] {
            for y in b.y { for x in b.x where p.pixel(x: x, y: y).a == 255 {
                #expect(matches(p.pixel(x: x, y: y), colour.0, colour.1, colour.2), "pixel (\(x), \(y))")
            } }
        }
    }
}
