// A property of a timeline file: a constant, an animation from one value to
// another, or a keyframe track. Evaluation goes through SwiftUICore's own
// `Animation` and `KeyframeTimeline`, so the curves and springs are exactly
// the ones a SwiftUI-style scene written in Swift would get.
import Foundation
import SwiftUICore

/// A value of type `V` as a function of the time since the start of the
/// animation (frame i at i / fps).
package enum Animated<V: Animatable & Sendable>: Sendable {
    case constant(V)
    /// `animation.animatableValue(from:to:at: t)`: the delay, speed and
    /// repeats are part of `animation`.
    case animation(from: V, to: V, Animation)
    /// A keyframe track starting after `delay` seconds; with `loops` it
    /// starts over every `duration` seconds.
    case keyframes(KeyframeTrackBox<V>)
    /// Another layer's value, scaled and offset (`follow`).
    case bound(BindingBox<V>)

    /// The value `time` seconds into the timeline.
    func value(at time: Double) -> V {
        switch self {
        case .constant(let v):
            return v
        case let .animation(from, to, animation):
            return animation.animatableValue(from: from, to: to, at: time)
        case .keyframes(let track):
            return track.value(at: time)
        case .bound(let binding):
            return binding.value(at: time)
        }
    }

    /// Whether the value never changes (lets the renderer cache work).
    var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    /// The values written in the file (constants, from/to, keyframe
    /// targets), for range checks and summaries.
    var writtenValues: [V] {
        switch self {
        case .constant(let v): return [v]
        case let .animation(from, to, _): return [from, to]
        case .keyframes(let t): return [t.initial] + t.targets
        case .bound: return []
        }
    }
}

/// One keyframe as written in a file.
struct KeyframeSpec<V: Sendable>: Sendable {
    enum Kind: Sendable {
        case linear(UnitCurve)
        case cubic
        /// `duration` nil: the spring's settling duration.
        case spring(Spring)
        case move
    }
    var to: V
    var duration: Double?
    var kind: Kind
}

/// A keyframe track built once with SwiftUICore's `KeyframeTimeline`.
///
/// The timeline is immutable after construction (its closures only read
/// their captured segments), so sharing it between render threads is safe.
package final class KeyframeTrackBox<V: Animatable & Sendable>: @unchecked Sendable {
    let initial: V
    let keyframes: [KeyframeSpec<V>]
    let delay: Double
    let loops: Bool
    let timeline: KeyframeTimeline<V>

    init(initial: V, keyframes: [KeyframeSpec<V>], delay: Double, loops: Bool) {
        self.initial = initial
        self.keyframes = keyframes
        self.delay = delay
        self.loops = loops
        timeline = KeyframeTimeline(initialValue: initial) {
            KeyframeTrack<V, V> {
                for k in keyframes {
                    switch k.kind {
                    case .linear(let curve): LinearKeyframe(k.to, duration: k.duration ?? 0, timingCurve: curve)
                    case .cubic: CubicKeyframe(k.to, duration: k.duration ?? 0)
                    case .spring(let spring): SpringKeyframe(k.to, duration: k.duration, spring: spring)
                    case .move: MoveKeyframe(k.to)
                    }
                }
            }
        }
    }

    var targets: [V] { keyframes.map(\.to) }

    /// The track's length in seconds (without the delay).
    var duration: Double { timeline.duration }

    func value(at time: Double) -> V {
        var t = time - delay
        if loops, t > 0, duration > 0 {
            // Whole passes are removed exactly; the last instant of a pass
            // shows the pass's end, not the next start.
            let passes = (t / duration).rounded(.down)
            t -= passes * duration
            if t == 0 { t = duration }
        }
        return timeline.value(time: t)
    }
}
