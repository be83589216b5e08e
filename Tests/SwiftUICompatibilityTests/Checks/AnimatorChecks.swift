// Phase animators and merging custom animations against positions worked
// out by hand. Apple's
// page: the trigger is "a value whose changes cause the animator to use the
// next phase"; each phase is animated into with the animation its closure
// returns, and the next one follows when that animation completes. A
// repeated phase changes nothing on screen, so its animation completes at
// once (SwiftUI's observed behaviour). Every change is a 1 s linear
// animation; interrupted timing curves add up, so a change started during
// another moves by its own fraction of its own distance.
import AnimGen
import Testing

@Suite struct AnimatorChecks {
    /// The marker's left edge at time `t` (10 fps frames).
    private func left(_ frames: ViewRenderer, at t: Double) throws -> Int? {
        let p = Picture(pixmap: try frames.render(frame: Int((t * 10).rounded())), scale: 1)
        return p.inkedColumns(row: 5)?.lowerBound
    }

    @Test func aRepeatedPhaseDoesNotHoldTheMarker() throws {
        // Tap at 0.5: 0 → 50 over 0.5…1.5; 50 → 50 moves nothing and ends at
        // once; back to 0 over 1.5…2.5.
        let frames = try ViewAnimation(HoppingMarker(stops: [0, 50, 50]), width: 120, height: 10)
            .at(0.5) { $0.taps = 1 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 4)
        for (t, x) in [(0.4, 0), (1.0, 25), (1.5, 50), (2.0, 25), (2.5, 0), (3.5, 0)] {
            #expect(try left(frames, at: t) == x, "t = \(t)")
        }
    }

    @Test func aTapDuringARunMovesOnToTheNextPhaseAtOnce() throws {
        // Tap at 0.5: 0 → 50 (0.5…1.5), 50 → 100 (1.5…2.5). Tap at 2.0, at
        // 75: the phase after 100 (back to 0) starts at once, 100 → 0 over
        // 2.0…3.0, on top of the last 25 of the change into 100. At 2.5:
        // 100 − 50 = 50. The run then ends at the first phase.
        let frames = try ViewAnimation(HoppingMarker(stops: [0, 50, 100]), width: 120, height: 10)
            .at(0.5) { $0.taps = 1 }
            .at(2.0) { $0.taps = 2 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 5)
        for (t, x) in [(1.0, 25), (2.0, 75), (2.5, 50), (3.0, 0), (4.5, 0)] {
            #expect(try left(frames, at: t) == x, "t = \(t)")
        }
    }

    @Test func eachTapRunsThroughThePhasesOnce() throws {
        // Two taps far apart: two identical runs, 2 s each.
        let frames = try ViewAnimation(HoppingMarker(stops: [0, 60]), width: 120, height: 10)
            .at(0.5) { $0.taps = 1 }
            .at(3.0) { $0.taps = 2 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 6)
        for (t, x) in [(1.0, 30), (2.0, 30), (2.5, 0), (3.5, 30), (4.5, 30), (5.5, 0)] {
            #expect(try left(frames, at: t) == x, "t = \(t)")
        }
    }

    @Test func anOuterAnimationMovesTheContentDuringARun() throws {
        // Tap at 0: the hop goes 0 → 40 over 0…1 and back over 1…2. At 0.5
        // `shift` goes 0 → 50 under a 1 s linear animation of its own (0.5…1.5).
        // The two add: 20 + 0 at 0.5, 40 + 25 at 1, 20 + 50 at 1.5, 0 + 50 at 2.
        let frames = try ViewAnimation(ShiftedHoppingMarker(), width: 120, height: 10)
            .at(0) { $0.update { $0.taps = 1 } }
            .at(0.5, animation: .linear(duration: 1)) { $0.shift = 50 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        for (t, x) in [(0.5, 20), (1.0, 65), (1.5, 70), (2.0, 50), (2.5, 50)] {
            #expect(try left(frames, at: t) == x, "t = \(t)")
        }
        // Without an animation the shift jumps, inside the run as well.
        let jump = try ViewAnimation(ShiftedHoppingMarker(), width: 120, height: 10)
            .at(0) { $0.update { $0.taps = 1 } }
            .at(0.5) { $0.update { $0.shift = 50 } }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        #expect(try left(jump, at: 1.0) == 90)
    }

    @Test func aMergingCustomAnimationTakesOverTheRunningOne() throws {
        // Apple: if shouldMerge returns true the new animation gets the
        // previous one's elapsed time and state and the previous one is
        // removed. 0 → 40 at 0, → 100 at 1, both 2 s linear: from 1 on the
        // whole 0 → 100 runs at elapsed time t, so x = 50·t, done at 2.
        let frames = try ViewAnimation(SlidingMarker(), width: 120, height: 10)
            .at(0, animation: .takeOver(duration: 2)) { $0.x = 40 }
            .at(1, animation: .takeOver(duration: 2)) { $0.x = 100 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        for (t, x) in [(0.5, 10), (1.2, 60), (1.6, 80), (2.0, 100), (2.5, 100)] {
            #expect(try left(frames, at: t) == x, "t = \(t)")
        }
        // The built-in timing curves do not merge: they run side by side and add.
        let added = try ViewAnimation(SlidingMarker(), width: 120, height: 10)
            .at(0, animation: .linear(duration: 2)) { $0.x = 40 }
            .at(1, animation: .linear(duration: 2)) { $0.x = 100 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        // At 2: 40 + 60·½ = 70.
        #expect(try left(added, at: 2.0) == 70)
    }

    @Test func aHighlightFollowsTheSelectedSourceAnimated() throws {
        // Apple: a view with isSource false takes the source's geometry;
        // it is proposed the source's size and placed on it. The highlight
        // is a fixed 10 × 10 frame, so offered a 30-wide cell it stays 10
        // wide, centred on the cell: on cell 0 at 10…19. Selecting cell 2
        // under a 1 s linear animation moves the cell frame it follows from
        // 0…30 to 60…90: at t the highlight starts at 10 + 60·t.
        let frames = try ViewAnimation(TabHighlight(), width: 120, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.selected = 2 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        for (t, x) in [(0.0, 10), (0.2, 22), (0.5, 40), (1.0, 70), (1.5, 70)] {
            let p = Picture(pixmap: try frames.render(frame: Int((t * 10).rounded())), scale: 1)
            #expect(p.inkedColumns(row: 5) == x...(x + 9), "t = \(t)")
        }
        // Without animation it jumps.
        let jump = try ViewAnimation(TabHighlight(), width: 120, height: 10).at(0) { $0.selected = 3 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(Picture(pixmap: try jump.render(frame: 2), scale: 1).inkedColumns(row: 5) == 100...109)
    }

    @Test func aFollowerIsLaidOutAtTheSourcesSizeWhileItsParentKeepsItsFrame() throws {
        // The outline is offered the cell's 30 × 10 and takes it: its border
        // stays 2 wide (a drawing scaled from 10 to 30 would make the sides
        // 6 wide). Over cell 0 (0…29) first, then, selected at t = 0.5, over
        // cell 1 (30…59). Its parent still placed its 10 × 10 frame at
        // (0, 0), so the red mark offset 10 from that corner sits at x
        // 10…14, rows 5…9.
        let frames = try ViewAnimation(StretchingTabHighlight(), width: 120, height: 10).at(0.5) { $0.selected = 1 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let before = Picture(pixmap: try frames.render(frame: 0), scale: 1)
        #expect(before.inkedColumns(row: 2) == 0...29)
        let p = Picture(pixmap: try frames.render(frame: 7), scale: 1)
        #expect(p.inkedColumns(row: 2) == 30...59)
        #expect(p.isOpaque(30, 2) && p.isOpaque(31, 2) && p.isClear(32, 2) && p.isClear(57, 2) && p.isOpaque(59, 2))
        #expect(p.isOpaque(45, 0) && p.isOpaque(45, 9) && p.isClear(45, 5))
        #expect(matches(p.at(12, 7), 255, 59, 48) && p.isClear(12, 2) && p.isClear(16, 7))
    }
}
