import Foundation

// The four keyframe kinds of SwiftUI. Each keyframe ends a segment: it says
// what value to reach, and how, over its own duration; segments play one after
// another, starting from the track's initial value.

/// Something that lists keyframes for one track: a keyframe, or a builder's result.
public protocol KeyframeTrackContent<Value> {
    /// The type of the value the keyframes move.
    associatedtype Value: Animatable
    /// The keyframes, in order (an implementation detail of the builders).
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe, whatever its kind (an implementation detail of the builders).
public struct _Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }
    let to: Value
    /// nil only for a spring keyframe that lasts its spring's settling duration.
    let duration: Double?
    let kind: Kind
}

/// Interpolates in a straight line (through `animatableData`) to `to`, with
/// the pace given by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value reached at the end of the keyframe.
    public let to: Value
    /// Seconds from the previous keyframe to this one.
    public let duration: TimeInterval
    /// The pace of the move (linear unless given).
    public let timingCurve: UnitCurve

    /// A straight move to `to` taking `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = max(duration, 0)
        self.timingCurve = timingCurve
    }

    public var _keyframes: [_Keyframe<Value>] { [_Keyframe(to: to, duration: duration, kind: .linear(timingCurve))] }
}

/// Interpolates with a cubic (Hermite) curve. Missing velocities are chosen
/// for smooth motion: between two cubic keyframes the Catmull-Rom tangent
/// (next value − previous value) / (time between them); next to another kind
/// of keyframe, that segment's velocity at the shared end; 0 at the very
/// start and end of a track (where the value is at rest).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value reached at the end of the keyframe.
    public let to: Value
    /// Seconds from the previous keyframe to this one.
    public let duration: TimeInterval
    /// The velocity at the start; nil: worked out from the neighbouring keyframes.
    public let startVelocity: Value?
    /// The velocity at the end; nil: worked out from the neighbouring keyframes.
    public let endVelocity: Value?

    /// A smooth move to `to` taking `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = max(duration, 0)
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    public var _keyframes: [_Keyframe<Value>] {
        [_Keyframe(to: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// Moves towards `to` as `spring` pulls it, starting with `startVelocity` or,
/// when nil, the velocity the previous segment ended with. Lasts `duration`
/// or, when nil, the spring's settling duration; the next segment starts from
/// wherever the spring is then, with its velocity.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value the spring pulls towards.
    public let to: Value
    /// Seconds until the next keyframe starts; nil: the spring's settling duration.
    public let duration: TimeInterval?
    /// The spring that drives the move.
    public let spring: Spring
    /// The velocity at the start; nil: the velocity the previous keyframe ended with.
    public let startVelocity: Value?

    /// A spring move towards `to`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration.map { max($0, 0) }
        self.spring = spring
        self.startVelocity = startVelocity
    }

    public var _keyframes: [_Keyframe<Value>] {
        [_Keyframe(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))]
    }
}

/// Jumps to `to` at once, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The value jumped to.
    public let to: Value
    /// An immediate jump to `to`.
    public init(_ to: Value) { self.to = to }
    public var _keyframes: [_Keyframe<Value>] { [_Keyframe(to: to, duration: 0, kind: .move)] }
}

/// A list of keyframes built by ``KeyframeTrackContentBuilder``.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

/// Builds the keyframes of one track from statements, `if`, `switch` and `for`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(_keyframes: content._keyframes)
    }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
        part ?? _KeyframeList(_keyframes: [])
    }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildLimitedAvailability(_ part: _KeyframeList<Value>) -> _KeyframeList<Value> { part }
}
