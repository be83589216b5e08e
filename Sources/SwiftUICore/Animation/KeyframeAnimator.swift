// Keyframe animators in script time. The animator keeps a clock record: when
// its current run started and the value it started from. Frame t evaluates
// the keyframes at t − start (looping when repeating, each loop starting from
// the previous loop's end value, as SwiftUI passes it to `keyframes`), and
// the content is built from that value. The content's own sites are
// committed without animation: the keyframes, not the transaction, move them.
import Foundation

/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Root == Value {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    enum Mode {
        case repeating(Bool)
        /// Whether the trigger changed in the commit being made.
        case trigger((ResolveContext) -> Bool)
    }

    let initialValue: Value
    let mode: Mode
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Loops the keyframes from the moment the view appears; with
    /// `repeating` false the content gets the timeline's first value.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.mode = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes, from the value
    /// the animator shows then (the initial value before the first change).
    /// After a run it keeps the keyframes' final value.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.mode = .trigger({ context in
            context.sites.watchedValueChanged(trigger, key: SiteKey(path: context.path, slot: .implicitAnimation))
        })
        self.content = content
        self.keyframes = keyframes
    }

    struct Clock {
        /// When the current run started (nil: not running yet).
        var start: Double?
        var from: Value
    }

    func timeline(from value: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: value) { keyframes(value) }
    }

    /// The value shown at `time` by a run started at `clock.start`.
    func value(_ clock: Clock, at time: Double) -> Value {
        guard let start = clock.start else { return clock.from }
        var local = max(0, time - start), v = clock.from
        guard case .repeating(true) = mode else { return timeline(from: v).value(time: local) }
        for _ in 0..<100_000 {
            let t = timeline(from: v)
            let d = t.duration
            if d <= 0 || local < d { return t.value(time: local) }
            local -= d
            v = t.value(time: d)
        }
        return v
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let key = SiteKey(path: context.path, slot: .view)
        var clock = context.sites.record(key, as: Clock.self)
        switch mode {
        case let .repeating(on):
            if clock == nil { clock = Clock(start: on ? context.time : nil, from: initialValue) }
        case let .trigger(changed):
            let old = clock ?? Clock(start: nil, from: initialValue)
            clock = changed(context) ? Clock(start: context.time, from: value(old, at: context.time)) : old
        }
        // Outside a script (a still render) a repeating animator starts at 0.
        let running = clock ?? Clock(start: 0, from: initialValue)
        context.sites.keep(running, key: key)
        var inner = context.child(0)
        inner.animation = nil
        return content(value(running, at: context.time)).resolve(inner)
    }
}

extension View {
    /// Loops `keyframes` on this view, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Root == Value {
        let view = PlaceholderContentView(view: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Plays `keyframes` on this view when `trigger` changes.
    public func keyframeAnimator<Value, T: Equatable, V: View, K: Keyframes>(
        initialValue: Value, trigger: T,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View where K.Root == Value {
        let view = PlaceholderContentView(view: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }
}
