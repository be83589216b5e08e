import Foundation
import Testing
@testable import SwiftUICore

@Suite struct RetargetingTests {
    @Test func timingCurvesRunAlongsideAdditively() {
        var v = AnimatedValue(0.0)
        v.set(1, animation: .linear(duration: 1), at: 0)
        v.set(2, animation: .linear(duration: 1), at: 0.5)
        // value = 2 − (1 − p₁) − (1 − p₂), by hand:
        #expect(v.value(at: 0.5) == 0.5)       // continuous at the retarget
        #expect(v.value(at: 0.75) == 1.0)      // 2 − 0.25 − 0.75
        #expect(v.value(at: 1.0) == 1.5)       // first done; 2 − 0.5
        #expect(v.value(at: 1.5) == 2.0)
        #expect(v.velocity(at: 0.75) == 2)     // both layers move at 1/s
        #expect(!v.isAnimating(at: 1.5) && v.target == 2)
    }

    @Test func aSpringTakesOverTheRunningSpringsValueAndVelocity() {
        let spring = Animation.spring(duration: 0.5, bounce: 0.3)
        var v = AnimatedValue(0.0)
        v.set(1, animation: spring, at: 0)
        // Independent truth: one RK4 run whose target switches from 1 to −1 at 0.2 s.
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot() * 0.7
        let before = rk4Spring(mass: 1, stiffness: k, damping: c, target: 1, at: [0.1, 0.2])
        #expect(abs(v.value(at: 0.1) - before[0].x) < 1e-6)
        v.set(-1, animation: spring, at: 0.2)
        let s0 = before[1]
        let taus = [0.0, 0.05, 0.1, 0.3, 0.6]
        let after = rk4Spring(mass: 1, stiffness: k, damping: c, target: -1, x0: s0.x, v0: s0.v, at: taus)
        for (i, tau) in taus.enumerated() {
            #expect(abs(v.value(at: 0.2 + tau) - after[i].x) < 1e-6, "τ \(tau)")
            #expect(abs(v.velocity(at: 0.2 + tau) - after[i].v) < 1e-5)
        }
        #expect(v.value(at: 20) == -1 && !v.isAnimating(at: 20))
    }

    @Test func aTimingCurveOverASpringEasesFromTheCurrentValue() {
        let spring = Animation.spring(duration: 0.5, bounce: 0.3)
        var v = AnimatedValue(0.0)
        v.set(1, animation: spring, at: 0)
        v.set(2, animation: .easeIn(duration: 1), at: 0.2)
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot() * 0.7
        let times = [0.2, 0.4, 0.7]
        let springX = rk4Spring(mass: 1, stiffness: k, damping: c, target: 1, at: times)
        for (i, t) in times.enumerated() {
            // The spring keeps going to 1; the curve adds the step 1 → 2 on top.
            let expected = springX[i].x + referenceBezier(t - 0.2, 0.42, 0, 1, 1)
            #expect(abs(v.value(at: t) - expected) < 1e-6)
        }
    }

    @Test func interpolatingSpringsAdd() {
        let a = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2)
        var v = AnimatedValue(0.0)
        v.set(1, animation: a, at: 0)
        v.set(3, animation: a, at: 0.1)
        let s = Spring(duration: 0.5, bounce: 0.2)
        let t = 0.3
        let expected = s.value(target: 1.0, time: t) + s.value(target: 2.0, time: t - 0.1)
        #expect(abs(v.value(at: t) - expected) < 1e-12)
    }

    @Test func aChangeWithoutAnimationJumpsAndStopsAnimations() {
        var v = AnimatedValue(CGPoint.zero.animatableData)
        v.set(CGPoint(x: 10, y: 10).animatableData, animation: .easeInOut, at: 0)
        v.set(CGPoint(x: 5, y: 0).animatableData, animation: nil, at: 0.1)
        #expect(v.value(at: 0.1) == CGPoint(x: 5, y: 0).animatableData)
        #expect(!v.isAnimating(at: 0.1))
    }
}
