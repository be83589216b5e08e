import Foundation
import Geometry
import Timeline

/// Values a keyframe interpolates between.
protocol Interpolatable: Sendable {
    /// `a` towards `b` by `t` (per dimension `t[d]`, or `t[0]` for all).
    static func interpolate(_ a: Self, _ b: Self, _ t: [Double]) -> Self
    /// How many dimensions the easing has.
    var dimensions: Int { get }
    /// `a + (b − c)`: a loop's offset by whole cycles.
    static func offset(_ a: Self, by b: Self, minus c: Self) -> Self
}

extension Array: Interpolatable where Element == Double {
    static func interpolate(_ a: [Double], _ b: [Double], _ t: [Double]) -> [Double] {
        let n = Swift.min(a.count, b.count)
        var out = a
        for i in 0..<n {
            let ti = t[Swift.min(i, t.count - 1)]
            out[i] = a[i] + (b[i] - a[i]) * ti
        }
        return out
    }
    var dimensions: Int { count }
    static func offset(_ a: [Double], by b: [Double], minus c: [Double]) -> [Double] {
        var out = a
        for i in 0..<Swift.min(a.count, Swift.min(b.count, c.count)) { out[i] = a[i] + b[i] - c[i] }
        return out
    }
}

extension BezierShape: Interpolatable {
    static func interpolate(_ a: BezierShape, _ b: BezierShape, _ t: [Double]) -> BezierShape {
        guard a.vertices.count == b.vertices.count else { return t[0] < 1 ? a : b }
        let f = CGFloat(t[0])
        func mix(_ p: [CGPoint], _ q: [CGPoint]) -> [CGPoint] {
            zip(p, q).map { CGPoint(x: $0.x + ($1.x - $0.x) * f, y: $0.y + ($1.y - $0.y) * f) }
        }
        return BezierShape(vertices: mix(a.vertices, b.vertices), inTangents: mix(a.inTangents, b.inTangents),
                           outTangents: mix(a.outTangents, b.outTangents), closed: a.closed || b.closed)
    }
    var dimensions: Int { 1 }
    static func offset(_ a: BezierShape, by b: BezierShape, minus c: BezierShape) -> BezierShape { a }
}

extension Property where Value: Interpolatable {
    /// The value at Lottie frame `frame` (in the layer's own time).
    func value(at frame: Double) -> Value {
        switch animation {
        case let .constant(v): return v
        case let .keyframed(kfs): return Self.evaluate(kfs, at: LoopTime.map(frame, kfs, loop), loop: loop)
        }
    }

    static func evaluate(_ kfs: [Keyframe<Value>], at looped: LoopTime.Mapped) -> Value {
        evaluate(kfs, at: looped, loop: nil)
    }

    static func evaluate(_ kfs: [Keyframe<Value>], at looped: LoopTime.Mapped, loop: PropertyLoop?) -> Value {
        let base = KeyframeEvaluation.value(kfs, at: looped.frame)
        guard looped.cycles != 0, loop?.kind == .offset else { return base }
        // Offset loops add the change over one cycle per cycle passed.
        let first = KeyframeEvaluation.value(kfs, at: looped.cycleStart)
        let last = KeyframeEvaluation.value(kfs, at: looped.cycleEnd)
        var v = base
        for _ in 0..<min(abs(looped.cycles), 10_000) {
            v = looped.cycles > 0 ? Value.offset(v, by: last, minus: first) : Value.offset(v, by: first, minus: last)
        }
        return v
    }
}

/// Evaluation of a keyframe list at a frame.
enum KeyframeEvaluation {
    static func value<V: Interpolatable>(_ kfs: [Keyframe<V>], at frame: Double) -> V {
        let first = kfs[0]
        if frame <= first.time || kfs.count == 1 {
            return first.start
        }
        // The last keyframe whose time is at or before `frame`.
        var lo = 0, hi = kfs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if kfs[mid].time <= frame { lo = mid } else { hi = mid - 1 }
        }
        let k = kfs[lo]
        if lo == kfs.count - 1 { return k.start }
        let next = kfs[lo + 1]
        if k.hold { return k.start }
        let target = k.end ?? next.start
        let span = next.time - k.time
        guard span > 0 else { return target }
        let progress = (frame - k.time) / span
        let dims = max(1, k.start.dimensions)
        var eased = [Double](repeating: progress, count: dims)
        if let o = k.outHandle, let i = k.inHandle {
            let perDim = max(o.x.count, o.y.count, i.x.count, i.y.count) > 1
            for d in 0..<(perDim ? dims : 1) {
                eased[d] = Easing.value(progress, out: o.point(d), in: i.point(d))
            }
            if !perDim { for d in 1..<dims { eased[d] = eased[0] } }
        }
        if let spatial = SpatialPath.value(from: k, to: target, eased[0]) as? V {
            return spatial
        }
        return V.interpolate(k.start, target, eased)
    }
}

/// Lottie's keyframe easing: a cubic bezier from (0,0) through the out
/// handle of one keyframe and the in handle of the next to (1,1).
enum Easing {
    static func value(_ progress: Double, out o: (x: Double, y: Double), in i: (x: Double, y: Double)) -> Double {
        if o.x == o.y && i.x == i.y { return progress }
        return CubicBezierEasing(x1: o.x, y1: o.y, x2: i.x, y2: i.y).value(at: progress)
    }
}
