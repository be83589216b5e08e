import Foundation
import Testing
@testable import SwiftUICore

@Suite struct AnimationTests {
    @Test func timingCurvesDefaultTo035Seconds() {
        #expect(Animation.easeInOut.duration == 0.35 && Animation.linear.duration == 0.35)
        #expect(abs(Animation.easeInOut.progress(at: 0.175) - 0.5) < 1e-15)
        #expect(Animation.linear(duration: 2).progress(at: 0.5) == 0.25)
        #expect(abs(Animation.easeIn(duration: 2).progress(at: 0.5) - referenceBezier(0.25, 0.42, 0, 1, 1)) < 1e-13)
        #expect(abs(Animation.timingCurve(0.2, 0.1, 0.3, 0.9, duration: 1).progress(at: 0.4) - referenceBezier(0.4, 0.2, 0.1, 0.3, 0.9)) < 1e-13)
        #expect(Animation.easeOut.progress(at: 0.35) == 1 && Animation.easeOut.progress(at: 9) == 1)
        #expect(Animation.linear(duration: 2).progressVelocity(at: 1) == 0.5)
    }

    @Test func defaultIsTheCriticallyDampedSpringOfResponse055() {
        // 1 − e^{−ωt}(1 + ωt) with ω = 2π/0.55: the critically damped step response.
        let w = 2 * Double.pi / 0.55
        for t in stride(from: 0.0, through: 0.8, by: 0.05) {
            #expect(abs(Animation.default.progress(at: t) - (1 - exp(-w * t) * (1 + w * t))) < 1e-12)
        }
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    }

    @Test func delayAndSpeed() {
        let lin = Animation.linear(duration: 1)
        #expect(lin.delay(0.5).progress(at: 0.3) == 0)
        #expect(lin.delay(0.5).progress(at: 0.75) == 0.25)
        #expect(lin.delay(0.5).duration == 1.5)
        #expect(lin.speed(2).progress(at: 0.25) == 0.5)
        #expect(lin.speed(2).duration == 0.5)
        #expect(lin.speed(2).progressVelocity(at: 0.25) == 2)
        // speed wraps delay: the delay is sped up too (t·2 − 1).
        #expect(lin.delay(1).speed(2).progress(at: 0.75) == 0.5)
        // delay wraps speed: a full second of waiting, then double speed.
        #expect(lin.speed(2).delay(1).progress(at: 1.25) == 0.5)
        #expect(lin.speed(0).duration == nil)
    }

    @Test func repeatWithAutoreverseCountsEachReversedPass() {
        let three = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(three.duration == 3)
        #expect(three.progress(at: 0.25) == 0.25)   // forward
        #expect(three.progress(at: 1.25) == 0.75)   // backward
        #expect(three.progress(at: 2.25) == 0.25)   // forward again
        #expect(three.progressVelocity(at: 1.5) == -1)
        #expect(three.progress(at: 3) == 1 && three.progress(at: 10) == 1)
        let two = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(two.progress(at: 1.5) == 0.5)
        #expect(two.progress(at: 1.999) < 0.01)
        #expect(two.progress(at: 2) == 1)          // ends on the new value
        let plain = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(plain.progress(at: 1.25) == 0.25)
        let forever = Animation.easeInOut(duration: 0.5).repeatForever()
        #expect(forever.duration == nil)
        #expect(abs(forever.progress(at: 100.25) - Animation.easeInOut(duration: 0.5).progress(at: 0.25)) < 1e-12)
        #expect(abs(forever.progress(at: 100.75) - Animation.easeInOut(duration: 0.5).progress(at: 0.25)) < 1e-12)
        let foreverPlain = Animation.linear(duration: 0.5).repeatForever(autoreverses: false)
        #expect(abs(foreverPlain.progress(at: 100.75) - 0.5) < 1e-12)
        // Delay inside a repeat: every pass waits.
        let delayed = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
        #expect(delayed.progress(at: 2.5) == 0 && delayed.progress(at: 3.5) == 0.5)
    }

    @Test func springAnimationsFollowTheirSpring() {
        let a = Animation.spring(duration: 0.5, bounce: 0.3)
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot() * 0.7
        let times = [0.05, 0.1, 0.2, 0.4, 0.6]
        let ref = rk4Spring(mass: 1, stiffness: k, damping: c, target: 1, at: times)
        for (i, t) in times.enumerated() { #expect(abs(a.progress(at: t) - ref[i].x) < 1e-6) }
        #expect(abs(a.duration! - Spring(duration: 0.5, bounce: 0.3).settlingDuration) < 1e-12)
        // interpolatingSpring's initialVelocity is in changes per second.
        let ip = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 4)
        let ref2 = rk4Spring(mass: 1, stiffness: 100, damping: 10, target: 1, v0: 4, at: times)
        for (i, t) in times.enumerated() { #expect(abs(ip.progress(at: t) - ref2[i].x) < 1e-6) }
        #expect(Animation.smooth == .spring(Spring.smooth) && Animation.bouncy == .spring(.bouncy))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    }

    @Test func valueFromTo() {
        let a = Animation.linear(duration: 1)
        #expect(a.value(from: 10.0, to: 20.0, at: 0.25) == 12.5)
        #expect(a.value(from: CGFloat(0), to: CGFloat(8), at: 0.5) == 4)
        #expect(a.velocity(from: 10.0, to: 20.0, at: 0.25) == 10)
        let p = a.animatableValue(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 30), at: 0.25)
        #expect(p == CGPoint(x: 25, y: 15))
        // Exactly the target once complete, whatever the floating arithmetic.
        #expect(Animation.bouncy.value(from: 0.1, to: 0.7, at: 10) == 0.7)
    }
}
