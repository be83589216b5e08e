import Foundation

// Evaluating an animation: elapsed time → progress (0 at the start, exactly 1
// once complete) and its rate. Modifiers compose as a tree: `.delay(d)` shows
// its base max(0, t − d), `.speed(s)` shows it t·s, `.repeatCount` folds time
// into passes of the base's length.

extension Animation {
    /// Progress at `time` seconds after the animation started: 0 at the start,
    /// exactly 1 once complete (before that, springs and overshooting curves
    /// may leave [0, 1]).
    public func progress(at time: TimeInterval) -> Double {
        Animation.evaluate(node, max(time, 0)).p
    }

    /// d progress / d time at `time` (per second); 0 once complete.
    public func progressVelocity(at time: TimeInterval) -> Double {
        Animation.evaluate(node, max(time, 0)).dp
    }

    /// How long the animation runs: a timing curve's duration, a spring's
    /// settling time (within 0.001 of the change), plus delays, divided by
    /// speed, times repeats. `nil` when it never ends (`repeatForever`,
    /// undamped springs, speed 0).
    public var duration: TimeInterval? {
        let l = Animation.length(node)
        return l.isFinite ? l : nil
    }

    /// Whether the animation has ended `time` seconds after it started.
    public func isComplete(at time: TimeInterval) -> Bool {
        time >= Animation.length(node)
    }

    /// The value at `time` of a change from `from` to `to`; exactly `to` once complete.
    public func value<V: VectorArithmetic>(from: V, to: V, at time: TimeInterval) -> V {
        if isComplete(at: time) { return to }
        return from + (to - from).scaled(by: progress(at: time))
    }

    /// The velocity (per second) at `time` of a change from `from` to `to`.
    public func velocity<V: VectorArithmetic>(from: V, to: V, at time: TimeInterval) -> V {
        (to - from).scaled(by: progressVelocity(at: time))
    }

    /// An ``Animatable`` value (a shape, a point…) at `time` of a change from
    /// `from` to `to`, interpolated through its `animatableData`.
    public func animatableValue<T: Animatable>(from: T, to: T, at time: TimeInterval) -> T {
        var result = to
        result.animatableData = value(from: from.animatableData, to: to.animatableData, at: time)
        return result
    }

    @usableFromInline
    static func length(_ n: Node) -> Double {
        switch n {
        case let .curve(_, d): return d
        case let .spring(_, _, _, _, settle): return settle
        case let .delay(b, d): return d + length(b)
        case let .speed(b, s): return s > 0 ? length(b) / s : .infinity
        case let .repeating(b, count, _):
            guard let count else { return .infinity }
            return count == 0 ? 0 : Double(count) * length(b)
        case let .logicallyComplete(b, _): return length(b)
        case let .custom(_, l, _): return l
        }
    }

    @usableFromInline
    static func evaluate(_ n: Node, _ t: Double) -> (p: Double, dp: Double) {
        switch n {
        case let .curve(curve, d):
            if t >= d { return (1, 0) }
            let x = t / d
            return (curve.value(at: x), curve.velocity(at: x) / d)
        case let .spring(spring, _, _, v0, settle):
            if t >= settle { return (1, 0) }
            let q = spring.basis(t)
            return (1 - q.a + v0 * q.b, -q.da + v0 * q.db)
        case let .delay(b, d):
            return t <= d ? (evaluate(b, 0).p, 0) : evaluate(b, t - d)
        case let .speed(b, s):
            let r = evaluate(b, t * s)
            return (r.p, r.dp * s)
        case let .repeating(b, count, autoreverses):
            let l = length(b)
            if !l.isFinite { return evaluate(b, t) }
            if l <= 0 || (count.map { Double($0) * l <= t } ?? false) { return (1, 0) }
            let pass = (t / l).rounded(.down)
            let local = t - pass * l
            if autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 {
                let r = evaluate(b, l - local)
                return (r.p, -r.dp)
            }
            return evaluate(b, local)
        case let .logicallyComplete(b, _):
            return evaluate(b, t)
        case let .custom(c, l, _):
            return t >= l ? (1, 0) : c.progress(at: t)
        }
    }

    /// The value at `t` of a change from zero to `value` (nil once finished),
    /// with a custom animation inside called on `value` itself and `context`.
    static func sample<V: VectorArithmetic>(_ n: Node, value: V, time t: Double, context: inout AnimationContext<V>) -> V? {
        switch n {
        case .curve, .spring:
            return t >= length(n) ? nil : value.scaled(by: evaluate(n, t).p)
        case let .delay(b, d):
            return sample(b, value: value, time: max(t - d, 0), context: &context)
        case let .speed(b, s):
            return sample(b, value: value, time: t * s, context: &context)
        case let .repeating(b, count, autoreverses):
            let l = length(b)
            if !l.isFinite { return sample(b, value: value, time: t, context: &context) }
            if l <= 0 || (count.map { Double($0) * l <= t } ?? false) { return nil }
            let pass = (t / l).rounded(.down)
            let local = t - pass * l
            let reversed = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
            // Inside a pass the base's end is the whole change, not the run's end.
            return sample(b, value: value, time: reversed ? l - local : local, context: &context) ?? value
        case let .logicallyComplete(b, d):
            if t >= d { context.isLogicallyComplete = true }
            return sample(b, value: value, time: t, context: &context)
        case let .custom(c, _, _):
            return c.animate(value: value, time: t, context: &context)
        }
    }
}
