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
/// Interpolating springs always add. A custom animation started while the
/// newest layer is a custom animation of the same type is asked
/// `shouldMerge(previous:value:time:context:)`, as SwiftUI asks: yes, and it
/// takes that layer over, with its start, elapsed time and state, closing
/// both changes; no, and both run and add. Changes made without animation
/// while `tracksVelocity` is set jump, but their velocity is kept: a
/// persistent spring that follows starts with it.
public struct AnimatedValue<Value: VectorArithmetic> {
    /// The value after every running animation completes (the model value).
    public private(set) var target: Value

    private var layers: [Layer] = []
    /// The latest changes made while tracking velocity (none once an
    /// animated change used them).
    private var tracked: TrackedMotion?

    fileprivate struct Layer {
        var start: Double
        /// When the layer ends (infinite for a custom animation: its run says
        /// when it has finished, which is found only as far as it is asked).
        var end: Double
        var kind: Kind

        /// Whether the layer still moves the value at `time`.
        func runs(at time: Double) -> Bool {
            guard time < end else { return false }
            if case let .custom(run) = kind { return run.value(at: max(time - start, 0)) != nil }
            return true
        }
    }

    fileprivate enum Kind {
        /// Closes `delta` following the animation's progress.
        case additive(Animation, delta: Value)
        /// A spring on the gap itself: gap(τ) = gap0·A(τ) + gapVelocity0·B(τ).
        case spring(Spring, gap0: Value, gapVelocity0: Value)
        /// A custom animation called on the change itself, with its state.
        case custom(AnimationRun<Value>)
    }

    /// Two tracked changes: the velocity between them is what a spring
    /// started after them continues with.
    fileprivate struct TrackedMotion {
        var earlier: (time: Double, value: Value)?
        var latest: (time: Double, value: Value)

        /// Fades with a time constant of 0.1 s after the latest change, so
        /// a drag that paused before it was let go hands on little motion
        /// (SwiftUI documents the handing on, not how it fades).
        func velocity(at time: Double) -> Value {
            guard let earlier, latest.time > earlier.time else { return .zero }
            let v = (latest.value - earlier.value).scaled(by: 1 / (latest.time - earlier.time))
            return v.scaled(by: exp(-max(time - latest.time, 0) / 0.1))
        }
    }

    /// A value at rest.
    public init(_ value: Value) { target = value }

    /// Changes the value at `time`: animated with `animation`, or at once when
    /// it is nil (a change without animation also stops running animations).
    /// Calls must come in non-decreasing `time`, and queries are answered for
    /// times at or after the latest change (no history is kept).
    /// `tracksVelocity` (a transaction's ``Transaction``-style flag): a change
    /// without animation keeps its velocity for a spring that follows.
    public mutating func set(_ newValue: Value, animation: Animation?, at time: Double, tracksVelocity: Bool = false) {
        set(newValue, animation: animation, at: time, tracksVelocity: tracksVelocity, environment: nil)
    }

    /// ``set(_:animation:at:tracksVelocity:)`` with the environment a custom
    /// animation's context carries (the view's).
    package mutating func set(_ newValue: Value, animation: Animation?, at time: Double, tracksVelocity: Bool,
                              environment: EnvironmentValues?) {
        layers.removeAll { !$0.runs(at: time) }
        let delta = newValue - target
        defer { target = newValue }
        guard let animation else {
            layers.removeAll()
            if tracksVelocity {
                let sample = (time: time, value: newValue)
                if let t = tracked, t.latest.time < time {
                    tracked = TrackedMotion(earlier: t.latest, latest: sample)
                } else {
                    tracked = TrackedMotion(earlier: tracked?.earlier, latest: sample)
                }
            } else {
                tracked = nil
            }
            return
        }
        let handedOn = tracked?.velocity(at: time)
        tracked = nil
        if case let .spring(spring, _, merges: true, initialVelocity: 0, _) = animation.node {
            // The shown value is target − gap, so it moves at −(gap's velocity).
            var gap0 = delta, u0 = Value.zero - (handedOn ?? .zero)
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
        if animation.containsCustom {
            var context = AnimationContext<Value>()
            context.viewEnvironment = environment
            if let last = layers.last, case let .custom(running) = last.kind,
               let new = animation.customBase, let old = running.animation.customBase, new.hasSameType(as: old) {
                let elapsed = time - last.start
                var handed = running.handover(at: elapsed)
                handed.viewEnvironment = environment
                let total = running.value + delta
                if animation.shouldMerge(previous: running.animation, value: total, time: elapsed, context: &handed) {
                    layers.removeLast()
                    append(AnimationRun(animation: animation, value: total, first: elapsed, initial: handed), from: last.start)
                    return
                }
            }
            append(AnimationRun(animation: animation, value: delta, initial: context), from: time)
            return
        }
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
            case let .custom(run):
                v -= run.value - (run.value(at: tau) ?? run.value)
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
            case let .custom(run):
                v += run.velocity(at: tau)
            }
        }
        return v
    }

    /// Gives the custom animations running at `time` the view's environment
    /// from then on (a commit that changed the environment, not the value).
    package mutating func changeEnvironment(to environment: EnvironmentValues, at time: Double) {
        for i in layers.indices where layers[i].runs(at: time) {
            guard case var .custom(run) = layers[i].kind else { continue }
            run.changeEnvironment(to: environment, at: time - layers[i].start)
            layers[i].kind = .custom(run)
        }
    }

    /// Whether a custom animation is running at `time` (it may read the environment).
    package func runsCustomAnimation(at time: Double) -> Bool {
        layers.contains { layer in
            if case .custom = layer.kind { return layer.runs(at: time) }
            return false
        }
    }

    private mutating func append(_ run: AnimationRun<Value>, from start: Double) {
        layers.append(Layer(start: start, end: .infinity, kind: .custom(run)))
    }

    /// Whether any animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        layers.contains { $0.runs(at: time) }
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
extension AnimatedValue.TrackedMotion: Sendable where Value: Sendable {}
// A run's state is a value copied at every call and never shared mutably;
// what an animation stores in it is its own (SwiftUI's is not Sendable either).
extension AnimationRun: @unchecked Sendable where V: Sendable {}
