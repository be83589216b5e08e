import Foundation

/// A type that defines how an animatable value changes over time, as
/// SwiftUI's `CustomAnimation`. Wrap one in ``Animation/init(_:)``.
///
/// Our animations are progress curves shared by every value they move, so a
/// custom animation is sampled as the progress of a unit change:
/// `animate(value: 1.0, …)`. An animation that treats components of a vector
/// differently, or keeps state in `context.state` from one call to the next,
/// is approximated: every call gets a fresh context. When one starts while
/// another animation moves the same value, its `shouldMerge` decides, as in
/// SwiftUI: true takes over the running one's elapsed time and animates the
/// whole change from where that one started; false runs both and adds them.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` of a change from zero to `value`, or nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time`, or nil when not known (we then differentiate numerically).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation, started while `previous` runs, takes it over.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// Default: nil, so the velocity is found numerically.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Default: false, a new animation never takes over from `previous`.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation knows while it runs, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// Storage for the animation's own state.
    public var state: AnimationState<Value>
    /// Set to true when the animation is logically complete (accepted; the
    /// logical end of a custom animation is when it returns nil).
    public var isLogicallyComplete: Bool

    /// A context with `state` (empty by default), not yet complete.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }
}

/// A key into ``AnimationState``, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value
    /// The value read before anything was stored under this key.
    static var defaultValue: Value { get }
}

/// A custom animation's state storage, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    /// Empty storage: every key reads its default.
    public init() {}
    /// The value stored under `key`, or its ``AnimationStateKey/defaultValue``.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A type-erased custom animation, compared through `AnyHashable`.
@usableFromInline
struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation

    @usableFromInline static func == (a: AnyCustomAnimation, b: AnyCustomAnimation) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    func value(at t: Double) -> Double? {
        var context = AnimationContext<Double>()
        return base.animate(value: 1.0, time: t, context: &context)
    }

    func progress(at t: Double) -> (p: Double, dp: Double) {
        guard let p = value(at: t) else { return (1, 0) }
        if let v = base.velocity(value: 1.0, time: t, context: AnimationContext<Double>()) { return (p, v) }
        let h = 1e-4
        guard let q = value(at: t + h) else { return (p, (1 - p) / h) }
        return (p, (q - p) / h)
    }

    /// The first time `animate` returns nil: doubling from 1/64 s to find
    /// it, then bisecting to a microsecond. Infinite past an hour.
    func length() -> Double {
        if value(at: 0) == nil { return 0 }
        var lo = 0.0, hi = 1.0 / 64
        while value(at: hi) != nil {
            lo = hi
            hi *= 2
            if hi > 3600 { return .infinity }
        }
        while hi - lo > 1e-6 {
            let mid = 0.5 * (lo + hi)
            if value(at: mid) == nil { hi = mid } else { lo = mid }
        }
        return hi
    }
}

extension Animation {
    /// An animation driven by a ``CustomAnimation``.
    public init<A: CustomAnimation>(_ base: A) {
        let erased = AnyCustomAnimation(base: base)
        self.init(node: .custom(erased, length: erased.length()))
    }

    /// This animation's value at `time` for a change from zero to `value`, or
    /// nil once it has finished, as SwiftUI's `Animation.animate`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        isComplete(at: time) ? nil : value.scaled(by: progress(at: time))
    }

    /// The velocity at `time` for a change from zero to `value` (nil once finished).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        isComplete(at: time) ? nil : value.scaled(by: progressVelocity(at: time))
    }

    /// Whether this animation takes over `previous` instead of adding to it:
    /// true for the persistent springs (`.spring`, `.smooth`, `.default`…).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        if case .spring(_, _, merges: true, _, _) = node { return true }
        if case let .custom(c, _) = node { return c.base.shouldMerge(previous: previous, value: value, time: time, context: &context) }
        return false
    }
}
