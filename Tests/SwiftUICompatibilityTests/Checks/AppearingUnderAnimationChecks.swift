// Apple: a transition applies "when a view is added to and removed from the
// view hierarchy" (Transition), and the everywhere-`animation(_:)` applies
// its animation "to all animatable values within this view": to changes. A
// view that is there at the first frame is not added by a change, nor is a
// view inside another that is being added (that one's transition brings it
// in). Alphas: a linear 2 s fade is at ½ (128) after 1 s.
import AnimGen
import Testing

@Suite struct AppearingUnderAnimationChecks {
    @Test func viewsOfTheFirstFrameShowAtOnceUnderAnEverywhereAnimation() throws {
        // 60×60 canvas: the column is 20 × 48 about (30, 30), the first
        // square y 6…26. At 1 s the scale is 1.25 about the centre: that
        // square spans y 0…25; opaque at both times, never faded in.
        let first = try frame(0, of: GrowingColumn(), width: 60, height: 60)
        #expect(matches(first.at(30, 16), 0, 122, 255, within: 3), "\(first.at(30, 16))")
        #expect(first.isClear(30, 30))
        let half = try frame(10, of: GrowingColumn(), width: 60, height: 60)
        #expect(matches(half.at(30, 2), 0, 122, 255, within: 3), "\(half.at(30, 2))")
    }

    @Test func viewsInsideAnAddedViewComeInWithIt() throws {
        // The column fades in once: ½ at 1 s, not ½ × ½ (each square fading too).
        let frames = try ViewAnimation(RevealedColumn(), width: 60, height: 60)
            .at(0.5, animation: .linear(duration: 2)) { $0.shown = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        let p = try frames.render(frame: 15).pixel(x: 30, y: 16)
        #expect(abs(Int(p.a) - 128) <= 2, "\(p)")
    }

    @Test func aViewAddedToAPlaceAlreadyThereStillComesIn() throws {
        // The row was there (empty) from the first frame: its first square
        // fades in over the 2 s, ½ at 1 s.
        let frames = try ViewAnimation(GrowingRow(), width: 60, height: 60)
            .at(0.5, animation: .linear(duration: 2)) { $0.count = 1 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        let p = try frames.render(frame: 15).pixel(x: 10, y: 30)
        #expect(abs(Int(p.a) - 128) <= 2, "\(p)")
    }
}
