// A custom animation is called on the change itself, keeps its context's
// state from call to call, merges only with its own kind, and reports its
// logical completion; a tracked change hands its velocity to a spring.
// Expectations from Apple's pages (CustomAnimation, AnimationContext,
// shouldMerge(previous:value:time:context:), Transaction.tracksVelocity)
// and from closed forms worked out by hand.
import Foundation
import Testing
@testable import SwiftUICore

/// Moves at `speed` units per second whatever the distance: the duration
/// depends on the change it is given, so it must be given the change itself.
struct ConstantSpeed: CustomAnimation {
    let speed: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let distance = value.magnitudeSquared.squareRoot()
        guard distance > 0, time * speed < distance else { return nil }
        return value.scaled(by: time * speed / distance)
    }
}

/// Counts its calls in its state; its value is the fraction of `needed`
/// calls seen so far (nil once all were seen), so it depends on state kept
/// between calls.
struct CountedSteps: CustomAnimation {
    let needed: Int
    struct Calls: AnimationStateKey { static var defaultValue: Int { 0 } }
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let seen = context.state[Calls.self] + 1
        context.state[Calls.self] = seen
        if seen > needed { return nil }
        return value.scaled(by: Double(seen) / Double(needed))
    }
}

/// Linear over `duration`, logically complete half way.
struct HalfwayComplete: CustomAnimation {
    let duration: Double
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { return nil }
        if time >= duration / 2 { context.isLogicallyComplete = true }
        return value.scaled(by: time / duration)
    }
}

@Suite struct CustomAnimationStateTests {
    @Test func theAnimationIsGivenTheWholeChange() {
        // 100 units a second: 0 → 50 takes 0.5 s, 0 → 200 takes 2 s.
        let a = Animation(ConstantSpeed(speed: 100))
        var near = AnimatedValue(0.0), far = AnimatedValue(0.0)
        near.set(50, animation: a, at: 0)
        far.set(200, animation: a, at: 0)
        #expect(abs(near.value(at: 0.25) - 25) < 1e-9)
        #expect(abs(far.value(at: 0.25) - 25) < 1e-9)
        #expect(near.value(at: 0.5) == 50 && !near.isAnimating(at: 0.5))
        #expect(far.isAnimating(at: 1.9) && !far.isAnimating(at: 2))
        // A two-component change: 30-40 is 50 long, so at 0.25 half of it.
        var point = AnimatedValue(AnimatablePair(0.0, 0.0))
        point.set(AnimatablePair(30.0, 40.0), animation: a, at: 0)
        let p = point.value(at: 0.25)
        #expect(abs(p.first - 15) < 1e-9 && abs(p.second - 20) < 1e-9)
    }

    @Test func stateIsKeptFromCallToCallOnAFixedGrid() {
        // Calls every 1/240 s from the start: before 0.1 s there are the
        // calls at 0, 1/240 … 23/240 (24), and the one at 0.1 is the 25th.
        let a = Animation(CountedSteps(needed: 100))
        var v = AnimatedValue(0.0)
        v.set(1, animation: a, at: 2)
        #expect(abs(v.value(at: 2.1) - 0.25) < 1e-9)
        // Half way between grid points: 25 calls before, the 26th at the time.
        #expect(abs(v.value(at: 2.1 + 1.0 / 480) - 0.26) < 1e-9)
        // Any time after the 100th call (at 99/240 s) is a 101st call: nil.
        #expect(v.isAnimating(at: 2 + 99.0 / 240) && !v.isAnimating(at: 2 + 99.01 / 240))
        // The same value whatever order frames are asked in.
        let forward = (0..<60).map { v.value(at: 2 + Double($0) / 60) }
        let backward = (0..<60).reversed().map { v.value(at: 2 + Double($0) / 60) }
        #expect(forward == backward.reversed())
    }

    @Test func onlyAnimationsOfTheSameTypeAreAskedToMerge() {
        // A merging linear custom animation over a running linear timing
        // curve: not the same type, so both run and add; over itself it
        // takes over.
        var mixed = AnimatedValue(0.0)
        mixed.set(40, animation: .linear(duration: 2), at: 0)
        mixed.set(100, animation: Animation(MergingLinear(duration: 2, merges: true)), at: 1)
        // 40·(1.5/2) + 60·(0.5/2) = 30 + 15.
        #expect(abs(mixed.value(at: 1.5) - 45) < 1e-9)
        var same = AnimatedValue(0.0)
        same.set(40, animation: Animation(MergingLinear(duration: 2, merges: true)), at: 0)
        same.set(100, animation: Animation(MergingLinear(duration: 2, merges: true)), at: 1)
        // Taken over: 0 → 100 at the first one's elapsed time, 1.5 of 2 s.
        #expect(abs(same.value(at: 1.5) - 75) < 1e-9)
        #expect(!same.isAnimating(at: 2))
    }

    @Test func aMergedAnimationContinuesTheStateItTookOver() {
        // CountedSteps that merges: the second change at 0.5 s (120 calls
        // before it) goes on counting from 120, not from 0.
        struct MergingSteps: CustomAnimation {
            let needed: Int
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                CountedSteps(needed: needed).animate(value: value, time: time, context: &context)
            }
            func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                  context: inout AnimationContext<V>) -> Bool { true }
        }
        let a = Animation(MergingSteps(needed: 240))
        var v = AnimatedValue(0.0)
        v.set(10, animation: a, at: 0)
        v.set(20, animation: a, at: 0.5)
        // At 0.75: 120 calls before the merge, 60 after it, then the one at
        // 0.75 itself: 181 of 240, of the whole change 0 → 20.
        #expect(abs(v.value(at: 0.75) - 20 * 181 / 240) < 1e-9)
    }

    @Test func logicalCompletionIsWhatTheStateSays() {
        let a = Animation(HalfwayComplete(duration: 2))
        // Complete at the first grid call at or past 1 s (call 240, at 1 s).
        #expect(abs((a.logicalDuration ?? 0) - 1) < 1e-9)
        #expect(abs((a.duration ?? 0) - 2) < 1e-5)
    }

    @Test func modifiersWrapACustomAnimationCalledOnTheChange() {
        // Delayed by 1 s and twice as fast: 0 → 50 at 100/s takes 0.25 s after the delay.
        var v = AnimatedValue(0.0)
        v.set(50, animation: Animation(ConstantSpeed(speed: 100)).speed(2).delay(1), at: 0)
        #expect(v.value(at: 0.5) == 0)
        #expect(abs(v.value(at: 1.125) - 25) < 1e-9)
        #expect(!v.isAnimating(at: 1.25))
    }

    @Test func aTrackedChangeHandsItsVelocityToASpring() throws {
        // Dragged 0 → 10 in 0.1 s (100 units/s) with tracking, then let go
        // at 0.1 with a critically damped spring to 50: ω = 2π/0.5 = 4π.
        // The gap g = 50 − x starts at 40 and closes at 100/s, so g' = −100:
        // g(τ) = (g0 + (g0' + ω·g0)·τ)·e^(−ωτ).
        let spring = Animation.spring(response: 0.5, dampingFraction: 1)
        var v = AnimatedValue(0.0)
        v.set(0, animation: nil, at: 0, tracksVelocity: true)
        v.set(10, animation: nil, at: 0.1, tracksVelocity: true)
        v.set(50, animation: spring, at: 0.1)
        let omega = 4 * Double.pi
        for tau in [0.02, 0.1, 0.3] {
            let gap = (40 + (-100 + omega * 40) * tau) * exp(-omega * tau)
            #expect(abs(v.value(at: 0.1 + tau) - (50 - gap)) < 1e-6, "τ = \(tau)")
        }
        #expect(abs(v.velocity(at: 0.1) - 100) < 1e-6)
        // Without tracking the same spring starts at rest.
        var still = AnimatedValue(0.0)
        still.set(10, animation: nil, at: 0.1)
        still.set(50, animation: spring, at: 0.1)
        #expect(abs(still.velocity(at: 0.1)) < 1e-9)
    }
}
