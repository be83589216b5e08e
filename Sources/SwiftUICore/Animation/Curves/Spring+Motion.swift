import Foundation

// Closed-form motion of the spring. Everything is written for the gap
// g = x − target, which obeys m·g'' = −k·g − c·g'. The equation is linear, so
// g(t) = g0·A(t) + u0·B(t) for initial gap g0 and gap velocity u0, where
// A is the unit-gap response and B the unit-velocity response. Those two
// scalars serve every VectorArithmetic type at once.

/// The two basis responses of a spring and their time derivatives at one time.
@usableFromInline
struct SpringBasis {
    @usableFromInline var a: Double, b: Double, da: Double, db: Double
}

extension Spring {
    /// σ = c / 2m, the exponential decay rate of the envelope.
    var decay: Double { damping / (2 * mass) }
    /// ω0 = √(k / m), the undamped angular frequency.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Below this distance from ζ = 1 the critical formula is used: the
    /// over-damped one divides by √(ζ² − 1) and loses digits near it.
    private static let criticalBand = 1e-9

    @usableFromInline
    func basis(_ t: Double) -> SpringBasis {
        let s = decay, w0 = naturalFrequency
        let zeta = s / w0
        if zeta < 1 - Spring.criticalBand {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-s * t), c = cos(wd * t), sn = sin(wd * t)
            return SpringBasis(a: e * (c + s / wd * sn), b: e * sn / wd,
                               da: -e * sn * w0 * w0 / wd, db: e * (c - s / wd * sn))
        }
        if zeta <= 1 + Spring.criticalBand {
            let e = exp(-w0 * t)
            return SpringBasis(a: e * (1 + w0 * t), b: e * t, da: -w0 * w0 * t * e, db: e * (1 - w0 * t))
        }
        let root = (s * s - w0 * w0).squareRoot()
        let r1 = -w0 * w0 / (s + root)   // slow root, written to avoid cancellation
        let r2 = -s - root               // fast root
        let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r1 - r2
        return SpringBasis(a: (-r2 * e1 + r1 * e2) / d, b: (e1 - e2) / d,
                           da: r1 * r2 * (e2 - e1) / d, db: (r1 * e1 - r2 * e2) / d)
    }

    /// The spring's position at `time`, starting at zero with `initialVelocity`
    /// and pulled towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let q = basis(max(time, 0))
        return target.scaled(by: 1 - q.a) + initialVelocity.scaled(by: q.b)
    }

    /// The spring's velocity at `time`, under the same conditions as ``value(target:initialVelocity:time:)``.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let q = basis(max(time, 0))
        return target.scaled(by: -q.da) + initialVelocity.scaled(by: q.db)
    }

    /// The position at `time` of a spring released at `fromValue` with
    /// `initialVelocity`, pulled towards `toValue`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of the spring of ``value(fromValue:toValue:initialVelocity:time:)``.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The spring's position at `time` (SwiftUI's earlier name for ``value(target:initialVelocity:time:)``).
    public func position<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        value(target: target, initialVelocity: initialVelocity, time: time)
    }

    /// The position at `time` of the spring of ``value(fromValue:toValue:initialVelocity:time:)``.
    public func position<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        value(fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances `value` and `velocity` by `deltaTime` towards `target`, exactly.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let q = basis(max(deltaTime, 0))
        let g = value - target
        value = target + g.scaled(by: q.a) + velocity.scaled(by: q.b)
        velocity = g.scaled(by: q.da) + velocity.scaled(by: q.db)
    }

    /// The force −k·(position − target) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (position - target).scaled(by: -stiffness) - velocity.scaled(by: damping)
    }

    /// The force on a spring travelling from `fromValue` to `toValue`, at
    /// `position` (absolute, between the two) with `velocity`.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// ``settlingDuration(target:initialVelocity:epsilon:)`` of the travel
    /// from `fromValue` to `toValue`.
    public func settlingDuration<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero,
                                                      epsilon: Double = 0.001) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The time after which the spring, started at zero with `initialVelocity`
    /// towards `target`, stays within `epsilon` (a distance in the value's own
    /// units) of the target for ever. `.infinity` for an undamped spring.
    ///
    /// The gap is sampled at 1/64 of the oscillation period (or of the decay
    /// time for non-oscillating springs) until a bound on all later gaps is
    /// below `epsilon`; the last crossing is then bisected to full precision.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001) -> TimeInterval {
        let tt = target.magnitudeSquared, vv = initialVelocity.magnitudeSquared
        // T·v from the polarisation identity; VectorArithmetic has no dot product.
        let tv = 0.5 * (tt + vv - (target - initialVelocity).magnitudeSquared)
        return settlingTime(tt: tt, tv: tv, vv: vv, epsilon: max(epsilon, 1e-12))
    }

    /// Settling time for a gap g = T·A − v·B given |T|², T·v and |v|².
    func settlingTime(tt: Double, tv: Double, vv: Double, epsilon: Double) -> Double {
        if tt == 0 && vv == 0 { return 0 }
        let eps2 = epsilon * epsilon
        func gap2(_ t: Double) -> Double {
            let q = basis(t)
            return tt * q.a * q.a - 2 * tv * q.a * q.b + vv * q.b * q.b
        }
        let s = decay, w0 = naturalFrequency, zeta = s / w0
        let T = tt.squareRoot(), V = vv.squareRoot()
        var step: Double, growth = 1.0, maxStep: Double
        let bound: (Double) -> Double
        if zeta < 1 - Spring.criticalBand {
            if s <= 0 { return .infinity }
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let m = T * (1 + s * s / (wd * wd)).squareRoot() + V / wd
            bound = { t in m * exp(-s * t) }
            step = 2 * .pi / wd / 64
            maxStep = step
        } else if zeta <= 1 + Spring.criticalBand {
            // Both responses decrease once t ≥ 1/ω0; before that the bound is not used.
            bound = { t in t < 1 / w0 ? .infinity : exp(-w0 * t) * (T * (1 + w0 * t) + V * t) }
            step = 1 / (64 * w0)
            growth = 1.05
            maxStep = 1 / (8 * w0)
        } else {
            let root = (s * s - w0 * w0).squareRoot()
            let r1 = -w0 * w0 / (s + root), r2 = -s - root, d = r1 - r2
            let m = (T * (abs(r1) + abs(r2)) + 2 * V) / abs(d)
            bound = { t in m * exp(r1 * t) }
            step = 1 / (64 * abs(r2))
            growth = 1.05
            maxStep = 1 / (8 * abs(r1))
        }
        // `above` is the last sample with |g| > ε, `below` the sample after it.
        var t = 0.0, above: Double? = gap2(0) > eps2 ? 0 : nil, below = step
        var iterations = 0
        while bound(t) > epsilon && iterations < 5_000_000 {
            let next = t + step
            if gap2(next) > eps2 { above = next; below = next + min(step * growth, maxStep) }
            t = next
            step = min(step * growth, maxStep)
            iterations += 1
        }
        guard let above else { return 0 }
        // |g| > ε at `above` and ≤ ε at every later sample: bisect the crossing.
        var lo = above, hi = below
        while true {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if gap2(mid) > eps2 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
