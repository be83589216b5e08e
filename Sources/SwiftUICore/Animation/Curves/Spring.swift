import Foundation

/// A damped spring, as in SwiftUI: m·x'' = −k·(x − target) − c·x'.
///
/// Three equivalent descriptions convert into each other (mass 1 unless given):
/// stiffness k = (2π / response)², damping c = 4π·m·ζ / response (= 2·√(k·m)·ζ),
/// and from a bounce b: ζ = 1 − b for b ≥ 0, ζ = 1 / (1 + b) for b < 0,
/// response = duration.
public struct Spring: Hashable, Sendable {
    /// The mass m of the object on the spring.
    public let mass: Double
    /// The spring constant k.
    public let stiffness: Double
    /// The drag coefficient c.
    public let damping: Double

    /// A spring with a perceptual `duration` and a `bounce` in [−1, 1]: 0 is
    /// critically damped, positive values bounce (1 never stops), negative
    /// values are over-damped. Bounce is clamped to [−0.999 999, 1] so the
    /// damping stays finite; a non-positive duration is treated as 1 ms.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let b = min(max(bounce, -0.999_999), 1)
        self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// A spring with the given `response` (the period of the undamped
    /// oscillation) and damping ratio ζ (1 = critical, below bounces).
    /// Values are clamped to response ≥ 1 ms and ζ ≥ 0.
    public init(response: Double, dampingRatio: Double) {
        let r = response > 0.001 ? response : 0.001
        let zeta = max(dampingRatio, 0)
        mass = 1
        stiffness = (2 * .pi / r) * (2 * .pi / r)
        damping = 4 * .pi * zeta / r
    }

    /// A spring from its physical constants. Without `allowOverDamping`, a
    /// damping above critical is reduced to critical, as SwiftUI does.
    /// Non-positive mass or stiffness is clamped to 1e-9; negative damping to 0.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        var c = max(damping, 0)
        if !allowOverDamping { c = min(c, 2 * (k * m).squareRoot()) }
        self.mass = m
        self.stiffness = k
        self.damping = c
    }

    /// A spring with damping ratio ζ that settles (stays within `epsilon` of a
    /// unit target, starting at rest) after exactly `settlingDuration` seconds.
    ///
    /// Settling time scales with response at a fixed ζ, so this solves for the
    /// response in one step. ζ is clamped to ≥ 0.01 (an undamped spring never
    /// settles) and the duration to ≥ 1 ms.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = max(dampingRatio, 0.01)
        let unit = Spring(response: 1, dampingRatio: zeta)
        let s1 = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let wanted = max(settlingDuration, 0.001)
        self.init(response: s1 > 0 ? wanted / s1 : wanted, dampingRatio: zeta)
    }

    // MARK: Derived descriptions

    /// The period of the undamped oscillation, 2π·√(m / k).
    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// The perceptual duration; equal to ``response``.
    public var duration: TimeInterval { response }

    /// ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// 1 − ζ when ζ ≤ 1; 1/ζ − 1 when over-damped.
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }

    /// The time the spring needs to settle within 0.001 of a unit target,
    /// starting at rest.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    // MARK: Presets

    /// Duration 0.5 s, bounce 0.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// Duration 0.5 s, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Duration 0.5 s, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring (base bounce 0) with optional extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    /// A snappy spring (base bounce 0.15) with optional extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (base bounce 0.3) with optional extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
