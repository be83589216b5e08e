import Foundation
import Testing
@testable import SwiftUICore

@Suite struct SpringTests {
    static let times = stride(from: 0.0, through: 2.0, by: 0.01).map { $0 }

    @Test(arguments: [-0.5, 0.0, 0.3, 0.7])
    func closedFormMatchesRK4(bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        // Physical constants from the documented formulas, not from the spring.
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot() * zeta
        for v0 in [0.0, 3.0, -7.0] {
            let ref = rk4Spring(mass: 1, stiffness: k, damping: c, target: 1, v0: v0, at: Self.times)
            for (i, t) in Self.times.enumerated() {
                #expect(abs(spring.value(target: 1.0, initialVelocity: v0, time: t) - ref[i].x) <= 1e-6, "b \(bounce) v0 \(v0) t \(t)")
                #expect(abs(spring.velocity(target: 1.0, initialVelocity: v0, time: t) - ref[i].v) <= 1e-5)
            }
        }
    }

    @Test func heavyOverDampedSpringWithMassMatchesRK4() {
        let spring = Spring(mass: 2.5, stiffness: 40, damping: 50, allowOverDamping: true)
        let ref = rk4Spring(mass: 2.5, stiffness: 40, damping: 50, target: -3, x0: 0, v0: 2, at: Self.times)
        for (i, t) in Self.times.enumerated() {
            #expect(abs(spring.value(target: -3.0, initialVelocity: 2.0, time: t) - ref[i].x) <= 1e-6)
        }
    }

    @Test func documentedConversions() {
        // SwiftUI's Spring overview: (duration 0.5, bounce 0.3) → (1.0, 157.9, 17.6);
        // (mass 1, stiffness 100, damping 10) → (0.63, 0.5).
        let a = Spring(duration: 0.5, bounce: 0.3)
        #expect(a.mass == 1)
        #expect(abs(a.stiffness - 157.9) < 0.05 && abs(a.damping - 17.6) < 0.05)
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(b.duration - 0.63) < 0.005 && abs(b.bounce - 0.5) < 1e-12)
    }

    @Test(arguments: [-0.5, 0.0, 0.3, 0.7])
    func parameterizationsRoundTrip(bounce: Double) {
        let s = Spring(duration: 0.8, bounce: bounce)
        #expect(abs(s.bounce - bounce) < 1e-12 && abs(s.duration - 0.8) < 1e-12)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(abs(s.response - 0.8) < 1e-12 && abs(s.dampingRatio - zeta) < 1e-12)
        // (response, ζ) → (m, k, c) and back.
        let r = Spring(response: 0.8, dampingRatio: zeta)
        #expect(abs(r.stiffness - pow(2 * .pi / 0.8, 2)) < 1e-9)
        #expect(abs(r.damping - 2 * r.stiffness.squareRoot() * zeta) < 1e-9)
        let m = Spring(mass: r.mass, stiffness: r.stiffness, damping: r.damping, allowOverDamping: true)
        #expect(abs(m.bounce - bounce) < 1e-12 && abs(m.response - 0.8) < 1e-12)
        // A heavier mass with the same ratios keeps response and ζ.
        let heavy = Spring(mass: 4, stiffness: 4 * r.stiffness, damping: 4 * r.damping, allowOverDamping: true)
        #expect(abs(heavy.response - 0.8) < 1e-12 && abs(heavy.dampingRatio - zeta) < 1e-12)
    }

    @Test func overDampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
        #expect(abs(clamped.dampingRatio - 1) < 1e-12 && abs(clamped.damping - 20) < 1e-12)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio - 2.5) < 1e-12)
    }

    @Test func presets() {
        for (s, b) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
            #expect(abs(s.duration - 0.5) < 1e-12 && abs(s.bounce - b) < 1e-12)
        }
        let extra = Spring.bouncy(duration: 1, extraBounce: 0.1)
        #expect(abs(extra.duration - 1) < 1e-12 && abs(extra.bounce - 0.4) < 1e-12)
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
    }

    /// Settled means: within ε of the target from then on. Checked on the RK4
    /// trajectory, just before and for two seconds after.
    @Test(arguments: [-0.5, 0.0, 0.3, 0.7])
    func settlingDurationIsTheLastExitFromTheBand(bounce: Double) {
        let s = Spring(duration: 0.5, bounce: bounce)
        let settle = s.settlingDuration
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot() * zeta
        let after = stride(from: settle + 1e-4, through: settle + 2, by: 1e-3).map { $0 }
        let ref = rk4Spring(mass: 1, stiffness: k, damping: c, target: 1, at: [settle - 1e-4] + after, dt: 1e-5)
        #expect(abs(ref[0].x - 1) > 0.001)
        for r in ref.dropFirst() { #expect(abs(r.x - 1) <= 0.001) }
    }

    @Test func settlingInitializerHitsItsDuration() {
        for zeta in [0.3, 0.7, 1.0, 1.8] {
            let s = Spring(settlingDuration: 1.25, dampingRatio: zeta)
            #expect(abs(s.settlingDuration - 1.25) < 1e-9, "ζ \(zeta)")
            #expect(abs(s.dampingRatio - zeta) < 1e-12)
        }
        #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
    }

    @Test func updateAdvancesExactly() {
        let s = Spring.bouncy
        var x = 0.0, v = 0.0
        for _ in 0..<30 { s.update(value: &x, velocity: &v, target: 1.0, deltaTime: 0.01) }
        #expect(abs(x - s.value(target: 1.0, time: 0.3)) < 1e-12)
        #expect(abs(v - s.velocity(target: 1.0, time: 0.3)) < 1e-10)
        #expect(s.force(target: 1.0, position: 0.5, velocity: 2.0) == -s.stiffness * -0.5 - s.damping * 2)
    }
}
