import Foundation

// Trimming by arc length, as SwiftUI's `trimmedPath(from:to:)` and
// `Shape.trim(from:to:)`: fractions of the total length of all subpaths,
// closing segments included, walked in path order.

extension Path {
    /// The part of the path between fractions `from` and `to` of its total
    /// length (both clamped to 0…1). `from >= to` gives an empty path;
    /// `0…1` gives the path itself. A closed subpath entirely inside the
    /// range stays closed, so its stroke joins instead of capping.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let f = from.isFinite ? min(max(from, 0), 1) : 0
        let t = to.isFinite ? min(max(to, 0), 1) : 0
        guard f < t else { return Path() }
        if f == 0 && t == 1 { return self }
        let segs = segmentsForMeasuring()
        let total = segs.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let a = f * total, b = t * total
        var out = Path()
        var s = 0
        var pos: CGFloat = 0
        while s < segs.count {
            // One subpath: segments s..<e.
            var e = s
            while e < segs.count && segs[e].subpath == segs[s].subpath { e += 1 }
            let subLen = segs[s..<e].reduce(0) { $0 + $1.length }
            if segs[e - 1].isClose && a <= pos && b >= pos + subLen && subLen > 0 {
                out.move(to: segs[s].p[0])
                for k in s..<(e - 1) { segs[k].append(to: &out, from: 0, to: 1) }
                out.closeSubpath()
            } else {
                var needMove = true
                var segPos = pos
                for k in s..<e {
                    let sg = segs[k]
                    let s0 = segPos, s1 = segPos + sg.length
                    segPos = s1
                    // Keep segments sharing a stretch of positive length with
                    // [a, b], and zero-length ones lying inside it.
                    let overlap = min(s1, b) - max(s0, a)
                    guard overlap > 0 || (sg.length == 0 && s0 >= a && s0 <= b) else { continue }
                    let u0 = sg.length > 0 ? sg.parameter(atLength: max(a - s0, 0)) : 0
                    let u1 = sg.length > 0 ? sg.parameter(atLength: min(b - s0, sg.length)) : 1
                    if needMove {
                        out.move(to: sg.point(at: u0))
                        needMove = false
                    }
                    sg.append(to: &out, from: u0, to: u1)
                }
            }
            pos += subLen
            s = e
        }
        return out
    }

    /// The total length of the path's segments, closing lines included.
    public var length: CGFloat {
        segmentsForMeasuring().reduce(0) { $0 + $1.length }
    }

    /// Every drawable segment as a cubic-or-lower piece with its length.
    func segmentsForMeasuring() -> [MeasuredSegment] {
        var segs: [MeasuredSegment] = []
        var i = 0, sub = -1
        var last = CGPoint.zero, start = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move:
                last = points[i]; start = last; i += 1; sub += 1
            case .line:
                segs.append(MeasuredSegment(kind: .line, p: [last, points[i]], subpath: sub))
                last = points[i]; i += 1
            case .quad:
                segs.append(MeasuredSegment(kind: .quad, p: [last, points[i], points[i + 1]], subpath: sub))
                last = points[i + 1]; i += 2
            case .cubic:
                segs.append(MeasuredSegment(kind: .cubic, p: [last, points[i], points[i + 1], points[i + 2]],
                                            subpath: sub))
                last = points[i + 2]; i += 3
            case .close:
                var sg = MeasuredSegment(kind: .line, p: [last, start], subpath: sub)
                sg.isClose = true
                segs.append(sg)
                last = start
            }
        }
        return segs
    }
}

/// A line, quadratic or cubic segment with a table of arc length against
/// parameter, for measuring and cutting by length.
struct MeasuredSegment {
    enum Kind { case line, quad, cubic }
    let kind: Kind
    let p: [CGPoint]
    let subpath: Int
    var isClose = false
    /// Cumulative length at t = k / pieces (k = 0…pieces).
    private(set) var table: [CGFloat] = []
    static let pieces = 16

    init(kind: Kind, p: [CGPoint], subpath: Int) {
        self.kind = kind
        self.p = p
        self.subpath = subpath
        if kind == .line {
            let l = p[0].distance(to: p[1])
            table = [0, l.isFinite ? l : 0]
        } else {
            var acc: CGFloat = 0
            table = [0]
            for k in 0..<Self.pieces {
                acc += lengthBetween(CGFloat(k) / CGFloat(Self.pieces), CGFloat(k + 1) / CGFloat(Self.pieces))
                table.append(acc.isFinite ? acc : 0)
            }
        }
    }

    var length: CGFloat { table.last! }

    func point(at t: CGFloat) -> CGPoint {
        switch kind {
        case .line: return p[0].lerp(p[1], t)
        case .quad: return Path.quadPoint(p[0], p[1], p[2], t)
        case .cubic: return Path.cubicPoint(p[0], p[1], p[2], p[3], t)
        }
    }

    func speed(at t: CGFloat) -> CGFloat {
        let mt = 1 - t
        switch kind {
        case .line: return p[0].distance(to: p[1])
        case .quad: return ((p[1] - p[0]) * (2 * mt) + (p[2] - p[1]) * (2 * t)).length
        case .cubic:
            return ((p[1] - p[0]) * (3 * mt * mt) + (p[2] - p[1]) * (6 * mt * t) + (p[3] - p[2]) * (3 * t * t)).length
        }
    }

    /// Five-point Gauss–Legendre quadrature of the speed over [t0, t1].
    func lengthBetween(_ t0: CGFloat, _ t1: CGFloat) -> CGFloat {
        let xs: [CGFloat] = [0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
        let ws: [CGFloat] = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665,
                             0.2369268850561891, 0.2369268850561891]
        let h = (t1 - t0) / 2, m = (t1 + t0) / 2
        var sum: CGFloat = 0
        for k in 0..<5 { sum += ws[k] * speed(at: m + h * xs[k]) }
        return sum * h
    }

    /// The parameter at which the arc length from the start equals `s`.
    func parameter(atLength s: CGFloat) -> CGFloat {
        let total = length
        guard total > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= total { return 1 }
        if kind == .line { return s / total }
        var k = 0
        while k < Self.pieces - 1 && table[k + 1] < s { k += 1 }
        let pieceStart = CGFloat(k) / CGFloat(Self.pieces)
        var lo = pieceStart, hi = CGFloat(k + 1) / CGFloat(Self.pieces)
        let base = table[k]
        var t = lo + (hi - lo) * (s - base) / max(table[k + 1] - base, 1e-300)
        // Newton steps safeguarded by bisection.
        for _ in 0..<20 {
            let err = base + lengthBetween(pieceStart, t) - s
            if abs(err) < 1e-10 * max(total, 1) { break }
            if err > 0 { hi = t } else { lo = t }
            let v = speed(at: t)
            var next = v > 0 ? t - err / v : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    /// Appends the part of the segment between parameters u0 and u1 (the
    /// current point is already at its start).
    func append(to path: inout Path, from u0: CGFloat, to u1: CGFloat) {
        switch kind {
        case .line:
            path.addLine(to: point(at: u1))
        case .quad:
            let q = MeasuredSegment.subQuad(p, u0, u1)
            path.addQuadCurve(to: q[2], control: q[1])
        case .cubic:
            let c = MeasuredSegment.subCubic(p, u0, u1)
            path.addCurve(to: c[3], control1: c[1], control2: c[2])
        }
    }

    static func subCubic(_ p: [CGPoint], _ u0: CGFloat, _ u1: CGFloat) -> [CGPoint] {
        if u0 == 0 && u1 == 1 { return p }
        let (left, _) = Path.splitCubic(p, at: u1)
        if u0 == 0 { return left }
        let (_, right) = Path.splitCubic(left, at: u0 / u1)
        return right
    }

    static func subQuad(_ p: [CGPoint], _ u0: CGFloat, _ u1: CGFloat) -> [CGPoint] {
        // Blossom of the quadratic: the control point of [u0,u1] is B(u0, u1).
        func blossom(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            let x = p[0].lerp(p[1], a), y = p[1].lerp(p[2], a)
            return x.lerp(y, b)
        }
        return [blossom(u0, u0), blossom(u0, u1), blossom(u1, u1)]
    }
}
