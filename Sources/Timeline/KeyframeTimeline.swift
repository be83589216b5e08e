import Foundation

/// Tracks of keyframes for a value (an implementation detail of the builders).
public protocol Keyframes<Root> {
    associatedtype Root
    /// Works out every track's segments for the given initial value.
    func _resolve(initial: Root) -> [_ResolvedKeyframeTrack<Root>]
}

/// A track ready to evaluate (an implementation detail of the builders).
public struct _ResolvedKeyframeTrack<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}

/// Tracks collected by ``KeyframesBuilder``.
public struct _KeyframeTrackList<Root>: Keyframes {
    let parts: [(Root) -> [_ResolvedKeyframeTrack<Root>]]
    public func _resolve(initial: Root) -> [_ResolvedKeyframeTrack<Root>] { parts.flatMap { $0(initial) } }
}

/// Builds the tracks of a ``KeyframeTimeline``. A bare keyframe list becomes
/// one track animating the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ k: K) -> _KeyframeTrackList<Value> where K.Root == Value {
        _KeyframeTrackList(parts: [k._resolve])
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ k: K) -> _KeyframeTrackList<Value> where K.Value == Value {
        let track = KeyframeTrack<Value, Value>(content: { _KeyframeList(_keyframes: k._keyframes) })
        return _KeyframeTrackList(parts: [track._resolve])
    }
    public static func buildBlock(_ parts: _KeyframeTrackList<Value>...) -> _KeyframeTrackList<Value> {
        _KeyframeTrackList(parts: parts.flatMap(\.parts))
    }
    public static func buildOptional(_ part: _KeyframeTrackList<Value>?) -> _KeyframeTrackList<Value> {
        part ?? _KeyframeTrackList(parts: [])
    }
    public static func buildEither(first: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { first }
    public static func buildEither(second: _KeyframeTrackList<Value>) -> _KeyframeTrackList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeTrackList<Value>]) -> _KeyframeTrackList<Value> {
        _KeyframeTrackList(parts: parts.flatMap(\.parts))
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
