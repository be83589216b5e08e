// CustomAnimation and logical completion; expectations from the curves'
// own formulas.
import Foundation
import Testing
@testable import SwiftUICore

/// Quadratic ease-in over `duration`, finished (nil) after it, written as
/// SwiftUI's documentation writes custom animations.
struct Quadratic: CustomAnimation {
    let duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        let p = time / duration
        return value.scaled(by: p * p)
    }
}

/// Linear over `duration`; `merges` is its answer to `shouldMerge`.
struct MergingLinear: CustomAnimation {
    let duration: TimeInterval
    let merges: Bool
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time >= duration ? nil : value.scaled(by: time / duration)
    }
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        merges
    }
}

@Suite struct CustomAnimationTests {
    @Test func shouldMergeDecidesBetweenTakingOverAndAdding() {
        // 0 → 40 at 0, then → 100 at 1, each with a 2 s linear custom animation.
        for merges in [true, false] {
            let a = Animation(MergingLinear(duration: 2, merges: merges))
            var v = AnimatedValue(0.0)
            v.set(40, animation: a, at: 0)
            v.set(100, animation: a, at: 1)
            if merges {
                // Taken over: the whole 100 from 0, at the first one's elapsed time.
                #expect(abs(v.value(at: 1.5) - 75) < 1e-9)
                #expect(v.value(at: 2) == 100 && !v.isAnimating(at: 2))
            } else {
                // Added: 40·(3/4) + 60·(1/4).
                #expect(abs(v.value(at: 1.5) - 45) < 1e-9)
                #expect(abs(v.value(at: 2.5) - 85) < 1e-9 && v.isAnimating(at: 2.5))
            }
        }
    }

    @Test func customAnimationDrivesProgressAndEndsWhenItReturnsNil() {
        let a = Animation(Quadratic(duration: 2))
        #expect(abs(a.progress(at: 1) - 0.25) < 1e-12)
        #expect(abs(a.value(from: 10.0, to: 30.0, at: 0.5) - (10 + 20 * 0.0625)) < 1e-12)
        #expect(abs((a.duration ?? 0) - 2) < 1e-5)
        #expect(a.progress(at: 2.5) == 1)
        // Velocity by difference: d/dt (t/2)² = t/2.
        #expect(abs(a.progressVelocity(at: 1) - 0.5) < 1e-3)
        #expect(Animation(Quadratic(duration: 2)) == a && Animation(Quadratic(duration: 1)) != a)
    }

    @Test func customAnimationsCombineWithModifiers() {
        let a = Animation(Quadratic(duration: 1)).delay(1).speed(2)
        // Speed 2 shows the delayed animation at 2t: at t = 0.75, (1.5 − 1)² = 0.25.
        #expect(abs(a.progress(at: 0.75) - 0.25) < 1e-12)
        #expect(abs((a.duration ?? 0) - 1) < 1e-5)
    }

    @Test func logicalCompletionIsNeverLaterThanTheEnd() {
        let base = Animation.linear(duration: 1)
        #expect(base.logicallyComplete(after: 0.4).logicalDuration == 0.4)
        #expect(base.logicallyComplete(after: 5).logicalDuration == 1)
        // The motion is the base animation's.
        #expect(base.logicallyComplete(after: 0.4).progress(at: 0.7) == 0.7)
        #expect(base.logicallyComplete(after: 0.4).duration == 1)
        #expect(base.delay(0.5).logicallyComplete(after: 0.2).logicalDuration == 0.2)
        #expect(base.logicallyComplete(after: 0.2).delay(0.5).logicalDuration == 0.7)
        #expect(base.repeatForever().logicalDuration == nil)
    }

    @Test func animationAnimateMatchesItsProgress() {
        var context = AnimationContext<Double>()
        let a = Animation.easeIn(duration: 1)
        // easeIn is the cubic Bézier (0.42, 0) (1, 1); at t = 1 it is done.
        #expect(a.animate(value: 10.0, time: 1.5, context: &context) == nil)
        #expect(a.animate(value: 10.0, time: 0, context: &context) == 0)
        #expect(Animation.spring.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
        #expect(!Animation.linear.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))
    }
}
