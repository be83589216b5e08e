import Foundation

/// The keyframes for one property (a key path of the animated value), as in SwiftUI.
///
/// The track starts at time 0 from the property's initial value; each
/// keyframe's segment follows the previous one; after the last segment the
/// property holds its final value.
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [_Keyframe<Value>]

    /// A track animating `keyPath` of the timeline's value.
    public init<Content: KeyframeTrackContent>(_ keyPath: WritableKeyPath<Root, Value>,
                                               @KeyframeTrackContentBuilder<Value> content: () -> Content)
    where Content.Value == Value {
        self.keyPath = keyPath
        self.keyframes = content()._keyframes
    }

    /// A track animating the whole value.
    public init<Content: KeyframeTrackContent>(@KeyframeTrackContentBuilder<Value> content: () -> Content)
    where Root == Value, Content.Value == Value {
        self.keyPath = \Value.self
        self.keyframes = content()._keyframes
    }

    public func _resolve(initial: Root) -> [_ResolvedKeyframeTrack<Root>] {
        let track = ResolvedTrack(initial: initial[keyPath: keyPath], keyframes: keyframes)
        let keyPath = self.keyPath
        return [_ResolvedKeyframeTrack(duration: track.duration) { root, time in
            root[keyPath: keyPath] = track.value(at: time)
        }]
    }
}

/// A track's segments with every start value and velocity worked out once.
struct ResolvedTrack<Value: Animatable> {
    typealias Data = Value.AnimatableData

    struct Segment {
        enum Kind { case linear(UnitCurve), cubic, spring(Spring), jump }
        var start: Double
        var duration: Double
        var from: Data
        var to: Data
        var v0: Data
        var v1: Data
        var kind: Kind
        var template: Value
    }

    let initial: Value
    let final: Value
    let segments: [Segment]
    let duration: Double

    init(initial: Value, keyframes: [_Keyframe<Value>]) {
        self.initial = initial
        var segments: [Segment] = []
        var value = initial.animatableData, velocity = Data.zero, time = 0.0
        var last = initial
        let targets = keyframes.map(\.to.animatableData)
        for (k, kf) in keyframes.enumerated() {
            let to = targets[k]
            let d = ResolvedTrack.length(kf)
            var seg = Segment(start: time, duration: d, from: value, to: to, v0: .zero, v1: .zero, kind: .jump, template: kf.to)
            var end = to, endVelocity = Data.zero
            switch kf.kind {
            case .move:
                break
            case let .linear(curve):
                guard d > 0 else { break }
                seg.kind = .linear(curve)
                endVelocity = (to - value).scaled(by: finite(curve.velocity(at: 1)) / d)
            case let .cubic(startVelocity, endVelocityGiven):
                guard d > 0 else { break }
                seg.kind = .cubic
                seg.v0 = startVelocity?.animatableData ?? velocity
                seg.v1 = endVelocityGiven?.animatableData
                    ?? ResolvedTrack.nextStartVelocity(keyframes, targets, after: k, from: value, duration: d)
                endVelocity = seg.v1
            case let .spring(spring, startVelocity):
                seg.kind = .spring(spring)
                seg.v0 = startVelocity?.animatableData ?? velocity
                end = value + spring.value(target: to - value, initialVelocity: seg.v0, time: d)
                endVelocity = spring.velocity(target: to - value, initialVelocity: seg.v0, time: d)
            }
            segments.append(seg)
            value = end
            velocity = endVelocity
            time += d
            last = kf.to
        }
        last.animatableData = value
        self.final = last
        self.segments = segments
        self.duration = time
    }

    static func length(_ kf: _Keyframe<Value>) -> Double {
        if let d = kf.duration { return d }
        if case let .spring(s, _) = kf.kind { return s.settlingDuration }
        return 0
    }

    /// The velocity the segment after `k` starts with, as a cubic keyframe's end velocity.
    static func nextStartVelocity(_ kfs: [_Keyframe<Value>], _ targets: [Data], after k: Int,
                                  from: Data, duration d: Double) -> Data {
        guard k + 1 < kfs.count else { return .zero }
        let next = kfs[k + 1], dn = length(next)
        // Catmull-Rom: the chord from this segment's start to the next keyframe.
        let catmullRom = d + dn > 0 ? (targets[k + 1] - from).scaled(by: 1 / (d + dn)) : Data.zero
        switch next.kind {
        case .move: return .zero
        case let .linear(curve):
            return dn > 0 ? (targets[k + 1] - targets[k]).scaled(by: finite(curve.velocity(at: 0)) / dn) : .zero
        case let .cubic(startVelocity, _): return startVelocity?.animatableData ?? catmullRom
        case let .spring(_, startVelocity): return startVelocity?.animatableData ?? catmullRom
        }
    }

    func value(at time: Double) -> Value {
        guard time > 0, !segments.isEmpty else { return initial }
        if time >= duration { return final }
        // The last segment starting at or before `time` (segments are few; a
        // binary search keeps long tracks cheap anyway).
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= time { lo = mid } else { hi = mid - 1 }
        }
        let s = segments[lo]
        let tau = time - s.start
        var out = s.template
        switch s.kind {
        case .jump:
            out.animatableData = s.to
        case let .linear(curve):
            out.animatableData = s.from + (s.to - s.from).scaled(by: curve.value(at: tau / s.duration))
        case .cubic:
            let u = tau / s.duration, u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            out.animatableData = s.from.scaled(by: h00) + s.v0.scaled(by: h10 * s.duration)
                + s.to.scaled(by: h01) + s.v1.scaled(by: h11 * s.duration)
        case let .spring(spring):
            out.animatableData = s.from + spring.value(target: s.to - s.from, initialVelocity: s.v0, time: tau)
        }
        return out
    }
}

/// Infinite slopes (the circular curves' vertical ends) give no usable velocity.
private func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
