import Foundation

/// Tracks of keyframes for a value (an implementation detail of the builders).
public protocol Keyframes<Root> {
    /// The type whose properties the tracks animate.
    associatedtype Root
    /// Works out every track's segments for the given initial value.
    func _resolve(initial: Root) -> [_ResolvedKeyframeTrack<Root>]
}

/// A track ready to evaluate (an implementation detail of the builders).
public struct _ResolvedKeyframeTrack<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}

/// Tracks collected by ``KeyframesBuilder``. Keyframes written directly in
/// the builder, outside any track, join into one track on the whole value.
public struct _KeyframeTrackList<Root>: Keyframes {
    typealias Resolver = (Root) -> [_ResolvedKeyframeTrack<Root>]
    enum Part {
        case track(Resolver)
        /// Bare keyframes (type-erased `_Keyframe<Root>`s) and how to make a track of them.
        case bare([Any], ([Any]) -> Resolver)
    }
    let parts: [Part]

    init(parts: [Part]) { self.parts = parts }

    /// Concatenates, joining neighbouring runs of bare keyframes.
    init(joining lists: [_KeyframeTrackList<Root>]) {
        var out: [Part] = []
        for part in lists.flatMap(\.parts) {
            if case let .bare(more, make) = part, let last = out.last, case let .bare(some, _) = last {
                out[out.count - 1] = .bare(some + more, make)
            } else {
                out.append(part)
            }
        }
        parts = out
    }

    public func _resolve(initial: Root) -> [_ResolvedKeyframeTrack<Root>] {
        parts.flatMap { part -> [_ResolvedKeyframeTrack<Root>] in
            switch part {
            case let .track(resolve): return resolve(initial)
            case let .bare(keyframes, make): return make(keyframes)(initial)
            }
        }
    }
}

/// Builds the tracks of a ``KeyframeTimeline``. Keyframes written outside a
/// track form one track animating the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> _KeyframeTrackList<Value> where K.Root == Value {
        _KeyframeTrackList(parts: [.track(k._resolve)])
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        _KeyframeTrackList(parts: [.bare(k._keyframes, { erased in
            let keyframes = erased.compactMap { $0 as? _Keyframe<Value> }
            let track = KeyframeTrack<Value, Value>(content: { _KeyframeList(_keyframes: keyframes) })
            return track._resolve
        })])
    }
    public static func buildBlock(_ parts: _KeyframeTrackList<Value>...) -> _KeyframeTrackList<Value> {
        _KeyframeTrackList(joining: parts)
    }
    public static func buildOptional(_ part: _KeyframeTrackList<Value>?) -> _KeyframeTrackList<Value> {
        part ?? _KeyframeTrackList(parts: [])
    }
    public static func buildEither(first: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { first }
    public static func buildEither(second: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeTrackList<Value>]) -> _KeyframeTrackList<Value> {
        _KeyframeTrackList(joining: parts)
    }
}

/// A value animated by keyframe tracks, evaluable at any time, as in SwiftUI.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.2)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
///     KeyframeTrack(\.angle) { CubicKeyframe(.degrees(30), duration: 0.5) }
/// }
/// let v = timeline.value(time: 0.3)
/// ```
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: [_ResolvedKeyframeTrack<Value>]

    /// The tracks' segments are worked out here, once.
    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content)
    where Content.Root == Value {
        self.initialValue = initialValue
        self.tracks = content()._resolve(initial: initialValue)
    }

    /// The longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds: the initial value before 0, each track's
    /// final value after it ends. Tracks on the same key path apply in order.
    public func value(time: TimeInterval) -> Value {
        var v = initialValue
        for track in tracks { track.apply(&v, time) }
        return v
    }

    /// The value at `progress` of ``duration`` (0 … 1).
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
