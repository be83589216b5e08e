import Foundation
import Raster
import Synchronization

/// One running animation of a vector value, called the way SwiftUI calls a
/// custom animation: with the whole change and a context whose state
/// carries from call to call.
///
/// SwiftUI calls once per displayed frame, so a stateful animation's path
/// depends on the display. Headless the calls are on a fixed grid of the
/// run's own time — every 1/240 s from its first call, a rate above every
/// common frame rate so that state advances at least once between frames —
/// and the value at a time between grid points is one more call on a copy
/// of the state there. A value is then a pure function of the time: frames
/// drawn in any order, alone or in a sequence, at any frame rate, agree.
struct AnimationRun<V: VectorArithmetic> {
    /// The grid step of the calls, in seconds of the run's time.
    static var step: Double { 1.0 / 240 }
    /// Runs whose end is not found within this time are treated as endless.
    static var horizon: Double { 3600 }

    let animation: Animation
    /// The change the animation closes (from zero to it).
    let value: V
    /// The elapsed time of the first call: 0, or for a run that took another
    /// over (`shouldMerge`), that one's elapsed time when it did.
    let first: Double
    /// The context of the first call (the state a merged run took over).
    let initial: AnimationContext<V>
    /// The view's environment from each elapsed time on (a context carries
    /// the environment in effect at its call, as the view's is in SwiftUI).
    private(set) var environments: [(from: Double, value: EnvironmentValues)] = []

    init(animation: Animation, value: V, first: Double = 0, initial: AnimationContext<V> = AnimationContext()) {
        self.animation = animation
        self.value = value
        self.first = first
        self.initial = initial
        if let e = initial.viewEnvironment { environments = [(first, e)] }
    }

    /// The environment the view has from elapsed time `time` on.
    mutating func changeEnvironment(to value: EnvironmentValues, at time: Double) {
        environments.removeAll { $0.from >= time }
        environments.append((time, value))
    }

    private func call(at time: Double, _ context: inout AnimationContext<V>) -> V? {
        setEnvironment(of: &context, at: time)
        return animation.animate(value: value, time: time, context: &context)
    }

    private func setEnvironment(of context: inout AnimationContext<V>, at time: Double) {
        guard environments.count > 1 else { return }
        context.viewEnvironment = environments.last { $0.from <= time }?.value ?? environments[0].value
    }

    private func gridTime(_ k: Int) -> Double { first + Double(k) * Self.step }

    /// The context after every grid call before `time`, or nil when one of
    /// them already found the run finished. A grid point within a nanosecond
    /// of `time` counts as `time` itself: frame times (i / fps, less a start
    /// time) fall on the grid but carry rounding errors.
    func context(before time: Double) -> AnimationContext<V>? {
        var context = initial
        var k = 0
        while gridTime(k) < time - 1e-9 {
            if call(at: gridTime(k), &context) == nil { return nil }
            k += 1
        }
        return context
    }

    /// The animated part of the change at `time` (elapsed since the run's
    /// start), or nil once the run has finished.
    func value(at time: Double) -> V? {
        guard var context = context(before: time) else { return nil }
        return call(at: time, &context)
    }

    /// The rate of change of ``value(at:)`` at `time` (zero once finished).
    func velocity(at time: Double) -> V {
        guard var context = context(before: time) else { return .zero }
        setEnvironment(of: &context, at: time)
        return animation.velocity(value: value, time: time, context: context) ?? .zero
    }

    /// The state at `time`, as a run taking this one over receives it.
    func handover(at time: Double) -> AnimationContext<V> { context(before: time) ?? initial }

    /// When the run ends (its first nil, to a microsecond) and when its
    /// state first says it is logically complete (to a grid step), in
    /// elapsed time; infinite when not within ``horizon``.
    func ends() -> (end: Double, logicalEnd: Double) {
        var context = initial
        var logicalEnd = Double.infinity
        var k = 0
        while gridTime(k) - first <= Self.horizon {
            var probe = context
            if call(at: gridTime(k), &probe) == nil {
                // Between the previous grid call and this one every time is
                // answered from the same state: bisect there.
                if k == 0 { return (first, min(logicalEnd, first)) }
                var lo = gridTime(k - 1), hi = gridTime(k)
                while hi - lo > 1e-6 {
                    let mid = 0.5 * (lo + hi)
                    var p = context
                    if call(at: mid, &p) == nil { hi = mid } else { lo = mid }
                }
                return (hi, min(logicalEnd, hi))
            }
            if probe.isLogicallyComplete && !logicalEnd.isFinite { logicalEnd = gridTime(k) }
            context = probe
            k += 1
        }
        return (.infinity, logicalEnd)
    }
}

/// When each custom animation (a unit change, fresh state) ends, found once
/// per animation value: `Animation(_:)` may be written in a view's body and
/// built at every frame. The answer is a function of the value alone, so
/// keeping it cannot change a result. At most ``capacity`` kept
/// (`BoundedCache`'s rule), none while `RenderCaches` is off.
final class CustomAnimationEnds: Sendable {
    static let shared = CustomAnimationEnds()
    static let capacity = 1024
    private let known = Mutex(BoundedCache<AnyCustomAnimation, (end: Double, logicalEnd: Double)>(budget: capacity))

    func ends(of custom: AnyCustomAnimation) -> (end: Double, logicalEnd: Double) {
        let caching = RenderCaches.isEnabled
        if caching, let e = known.withLock({ $0.value(for: custom) }) { return e }
        let bare = Animation(node: .custom(custom, length: .infinity, logicalLength: .infinity))
        let e = AnimationRun(animation: bare, value: 1.0).ends()
        if caching { known.withLock { $0.insert(e, for: custom) } }
        return e
    }
}
