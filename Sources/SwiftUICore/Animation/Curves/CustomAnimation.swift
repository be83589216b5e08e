import Foundation

/// A type that defines how an animatable value changes over time, as
/// SwiftUI's `CustomAnimation`. Wrap one in ``Animation/init(_:)``.
///
/// `animate` is called with the whole change (`value`, a vector of the
/// animated type itself, so components may move differently) and the time
/// since the animation began; what it stores in `context.state` is there at
/// the next call. Headless, "the next call" is fixed rather than left to a
/// display: calls come every 1/240 s of the animation's own time, and a
/// frame between them is one more call on a copy of the state (see
/// `AnimationRun`), so a value is a pure function of time, the same in
/// every frame order, thread count and frame rate.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` of a change from zero to `value`, or nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time`, or nil when not known (we then differentiate numerically).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation, started while `previous` (an animation of the
    /// same type) runs on the value, takes it over: it then gets the previous
    /// one's state and elapsed time, and the previous one is removed; if not,
    /// both run and add.
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
    /// Storage for the animation's own state, kept from one call to the next.
    public var state: AnimationState<Value>
    /// Set to true when the animation is logically complete: completions
    /// waiting for `.logicallyComplete` run from then on.
    public var isLogicallyComplete: Bool
    /// The environment of the view whose value is animated; nil outside a view.
    package var viewEnvironment: EnvironmentValues?

    /// The environment of the view whose value the animation moves, as
    /// SwiftUI's `AnimationContext.environment` (the default environment
    /// outside a view).
    public var environment: EnvironmentValues { viewEnvironment ?? EnvironmentValues() }

    /// A context with `state` (empty by default), not yet complete.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context holding `state` and this context's environment, as
    /// SwiftUI's `withState(_:)` (to run another animation inside this one).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var c = AnimationContext<T>(state: state)
        c.viewEnvironment = viewEnvironment
        return c
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

    /// Whether `other` is an animation of the same type (SwiftUI asks only
    /// those whether they merge).
    func hasSameType(as other: AnyCustomAnimation) -> Bool { type(of: base) == type(of: other.base) }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Progress of a unit change and its rate, as the timing-curve consumers
    /// (timeline files, progress readers) see a custom animation.
    func progress(at t: Double) -> (p: Double, dp: Double) {
        let run = AnimationRun(animation: Animation(node: .custom(self, length: .infinity, logicalLength: .infinity)), value: 1.0)
        guard let p = run.value(at: t) else { return (1, 0) }
        return (p, run.velocity(at: t))
    }
}

extension Animation {
    /// An animation driven by a ``CustomAnimation``.
    public init<A: CustomAnimation>(_ base: A) {
        let erased = AnyCustomAnimation(base: base)
        let ends = CustomAnimationEnds.shared.ends(of: erased)
        self.init(node: .custom(erased, length: ends.end, logicalLength: ends.logicalEnd))
    }

    /// This animation's value at `time` for a change from zero to `value`, or
    /// nil once it has finished, as SwiftUI's `Animation.animate`. A custom
    /// animation inside is called with `value` and `context` as they are.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Animation.sample(node, value: value, time: max(time, 0), context: &context)
    }

    /// The velocity at `time` for a change from zero to `value` (nil once finished).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if isComplete(at: time) { return nil }
        if case let .custom(c, _, _) = node, let v = c.velocity(value: value, time: time, context: context) { return v }
        var a = context, b = context
        let h = 1e-4
        guard let p = animate(value: value, time: time, context: &a) else { return nil }
        guard let q = animate(value: value, time: time + h, context: &b) else { return (value - p).scaled(by: 1 / h) }
        return (q - p).scaled(by: 1 / h)
    }

    /// Whether this animation takes over `previous` instead of adding to it:
    /// true for the persistent springs (`.spring`, `.smooth`, `.default`…);
    /// a custom animation's own answer.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        if case .spring(_, _, merges: true, _, _) = node { return true }
        if case let .custom(c, _, _) = node { return c.base.shouldMerge(previous: previous, value: value, time: time, context: &context) }
        return false
    }

    /// The custom animation this animation is, unmodified (nil for the
    /// built-in curves and springs and for modified custom animations).
    var customBase: AnyCustomAnimation? {
        if case let .custom(c, _, _) = node { return c }
        return nil
    }

    /// Whether a custom animation drives this one (then it is run with its
    /// state and the animated type itself, not as a progress).
    var containsCustom: Bool { Animation.containsCustom(node) }

    private static func containsCustom(_ n: Node) -> Bool {
        switch n {
        case .curve, .spring: return false
        case .custom: return true
        case let .delay(b, _), let .speed(b, _), let .repeating(b, _, _), let .logicallyComplete(b, _): return containsCustom(b)
        }
    }
}
