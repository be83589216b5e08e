// Animatable shapes written the SwiftUI way, animated by `withAnimation` in
// `onAppear`; frame i is at t = i / 10 s. Expected values come from the
// documented curves: linear, and easeInOut's symmetric Bézier (0.5 at half time).
import AnimGen
import Testing

@Suite struct AnimatableShapeChecks {
    @Test func progressArcFollowsALinearAnimation() throws {
        // Centre (60, 60), radius 45, 10 wide: the arc spans 40…50 from the centre.
        let atStart = try frame(2, of: ProgressCard(), width: 120, height: 120)  // 0.2: up to -18°
        #expect(atStart.isOpaque(86, 23))      // -54°
        #expect(atStart.isClear(105, 60))      // 0°: not reached yet
        let half = try frame(5, of: ProgressCard(), width: 120, height: 120)     // 0.5: to 6 o'clock
        #expect(half.isOpaque(105, 60))
        #expect(half.isClear(15, 60))          // 9 o'clock
        let done = try frame(10, of: ProgressCard(), width: 120, height: 120)
        #expect(done.isOpaque(15, 60))
    }

    @Test func barAnimatesAPairOfValues() throws {
        // The bar is x 30…70 in a 100 pt tall frame; its top is at 100 × (1 − fraction).
        let start = try frame(0, of: GrowingBar(), width: 100, height: 100, seconds: 2.5)
        #expect(start.isOpaque(50, 76) && start.isClear(50, 74))
        let middle = try frame(10, of: GrowingBar(), width: 100, height: 100, seconds: 2.5)  // fraction 0.625
        #expect(middle.isOpaque(50, 38) && middle.isClear(50, 36))
        let half = middle.at(50, 37).a     // the row 37…38 is half covered by the top at 37.5
        #expect(half > 110 && half < 145)
        #expect(middle.isOpaque(31, 90) && middle.isClear(29, 90))
        #expect(middle.isClear(30.5, 38))  // corner radius 5 at half time
        let end = try frame(20, of: GrowingBar(), width: 100, height: 100, seconds: 2.5)
        #expect(end.isOpaque(50, 1) && end.isClear(30.5, 0.5))
    }
}
