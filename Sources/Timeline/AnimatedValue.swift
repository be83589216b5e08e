import Foundation

/// A value that changes with animations over time, retargetable mid-flight
/// the way SwiftUI does it (`withAnimation` on a property, headless).
///
/// Every change is a layer that closes the gap between the value before the
/// change and after it; the shown value is the target minus every layer's
/// remaining gap. So a timing curve started mid-flight runs alongside the
/// running animations and eases from the current value, and the sum is
/// continuous. A persistent spring (`.spring`, `.smooth`, `.default`, …)
/// started while the newest layer is also such a spring takes it over
/// instead: it continues from that spring's current value *and velocity*.
/// Interpolating springs always add. Any other animation whose
/// `shouldMerge(previous:value:time:context:)` says yes (a custom one's
/// answer) replaces the newest layer, keeping its start.
public struct AnimatedValue<Value: VectorArithmetic> {
    /// The value after every running animation completes (the model value).
    public private(set) var target: Value

    private var layers: [Layer] = []

    fileprivate struct Layer {
        var start: Double
        var end: Double
        var kind: Kind
    }

    fileprivate enum Kind {
        /// Closes `delta` following the animation's progress.
        case additive(Animation, delta: Value)
        /// A spring on the gap itself: gap(τ) = gap0·A(τ) + gapVelocity0·B(τ).
        case spring(Spring, gap0: Value, gapVelocity0: Value)
    }

    /// A value at rest.
    public init(_ value: Value) { target = value }

    /// Changes the value at `time`: animated with `animation`, or at once when
    /// it is nil (a change without animation also stops running animations).
    /// Calls must come in non-decreasing `time`, and queries are answered for
    /// times at or after the latest change (no history is kept).
    public mutating func set(_ newValue: Value, animation: Animation?, at time: Double) {
        layers.removeAll { time >= $0.end }
        let delta = newValue - target
        defer { target = newValue }
        guard let animation else { layers.removeAll(); return }
        if case let .spring(spring, _, merges: true, initialVelocity: 0, _) = animation.node {
            var gap0 = delta, u0 = Value.zero
            if let last = layers.last, case let .spring(old, g, u) = last.kind {
                let q = old.basis(time - last.start)
                gap0 = g.scaled(by: q.a) + u.scaled(by: q.b) + delta
                u0 = g.scaled(by: q.da) + u.scaled(by: q.db)
                layers.removeLast()
            }
            let settle = AnimatedValue.settling(spring, gap0: gap0, gapVelocity0: u0)
            if settle > 0 {
                layers.append(Layer(start: time, end: time + settle, kind: .spring(spring, gap0: gap0, gapVelocity0: u0)))
            }
            return
        }
        if delta.magnitudeSquared == 0 { return }
        // SwiftUI asks the new animation whether it merges with the one
        // running: if so it takes over that one's elapsed time and animates
        // the whole change from where that one started; if not, both run and add.
        if let last = layers.last, case let .additive(previous, oldDelta) = last.kind {
            var context = AnimationContext<Value>()
            let total = oldDelta + delta
            if animation.shouldMerge(previous: previous, value: total, time: time - last.start, context: &context) {
                layers.removeLast()
                layers.append(Layer(start: last.start, end: last.start + Animation.length(animation.node),
                                    kind: .additive(animation, delta: total)))
                return
            }
        }
        layers.append(Layer(start: time, end: time + Animation.length(animation.node), kind: .additive(animation, delta: delta)))
    }

    /// The value shown at `time`.
    public func value(at time: Double) -> Value {
        var v = target
        for layer in layers where time < layer.end {
            let tau = max(time - layer.start, 0)
            switch layer.kind {
            case let .additive(animation, delta):
                v -= delta.scaled(by: 1 - animation.progress(at: tau))
            case let .spring(spring, g, u):
                let q = spring.basis(tau)
                v -= g.scaled(by: q.a) + u.scaled(by: q.b)
            }
        }
        return v
    }

    /// The velocity (per second) of the value shown at `time`.
    public func velocity(at time: Double) -> Value {
        var v = Value.zero
        for layer in layers where time < layer.end && time >= layer.start {
            let tau = time - layer.start
            switch layer.kind {
            case let .additive(animation, delta):
                v += delta.scaled(by: animation.progressVelocity(at: tau))
            case let .spring(spring, g, u):
                let q = spring.basis(tau)
                v -= g.scaled(by: q.da) + u.scaled(by: q.db)
            }
        }
        return v
    }

    /// Whether any animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        layers.contains { time < $0.end }
    }

    /// Settled when the gap stays within 0.001 of the gap's scale (its
    /// size, or the distance its velocity covers in one response).
    private static func settling(_ s: Spring, gap0: Value, gapVelocity0: Value) -> Double {
        let gg = gap0.magnitudeSquared, uu = gapVelocity0.magnitudeSquared
        let scale = max(gg.squareRoot(), uu.squareRoot() * s.response / (2 * .pi))
        if scale == 0 { return 0 }
        // The settling search wants T·v for g = T·A − v·B; here T = gap0, v = −u0.
        let gu = 0.5 * ((gap0 + gapVelocity0).magnitudeSquared - gg - uu)
        return s.settlingTime(tt: gg, tv: -gu, vv: uu, epsilon: 0.001 * scale)
    }
}

extension AnimatedValue: Sendable where Value: Sendable {}
extension AnimatedValue.Layer: Sendable where Value: Sendable {}
extension AnimatedValue.Kind: Sendable where Value: Sendable {}
