import Foundation

// Path boolean operations, step 0: flatten the operands, every flattened
// piece remembering which segment of its path it comes from and between
// which parameters, so that the result can follow the original curves
// (PathBooleanCurves.swift) instead of the chords that were cut.

/// One segment of an operand as drawn (a subpath's closing line included).
struct BooleanSource {
    enum Kind: UInt8 { case line, quad, cubic }
    var kind: Kind
    /// Start, then the control points and the end (unused ones repeat the end).
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint

    static func line(_ a: CGPoint, _ b: CGPoint) -> BooleanSource {
        BooleanSource(kind: .line, p0: a, p1: b, p2: b, p3: b)
    }

    var end: CGPoint {
        switch kind {
        case .line: return p1
        case .quad: return p2
        case .cubic: return p3
        }
    }

    /// The point at parameter `t`; exactly the segment's ends at 0 and 1.
    func point(at t: CGFloat) -> CGPoint {
        if t == 0 { return p0 }
        if t == 1 { return end }
        switch kind {
        case .line: return p0.lerp(p1, t)
        case .quad: return Path.quadPoint(p0, p1, p2, t)
        case .cubic: return Path.cubicPoint(p0, p1, p2, p3, t)
        }
    }

    func derivative(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        switch kind {
        case .line: return p1 - p0
        case .quad: return (p1 - p0) * (2 * mt) + (p2 - p1) * (2 * t)
        case .cubic: return (p1 - p0) * (3 * mt * mt) + (p2 - p1) * (6 * mt * t) + (p3 - p2) * (3 * t * t)
        }
    }

    /// How many equal parameter steps keep the chords within `tolerance` of
    /// the curve (Wang's formula, as `Path.flatten` uses).
    func steps(tolerance: CGFloat) -> Int {
        switch kind {
        case .line:
            return 1
        case .quad:
            return Path.segmentCount((p0 - p1 * 2 + p2).length, 0.25, tolerance)
        case .cubic:
            let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
            return Path.segmentCount(dd, 0.75, tolerance)
        }
    }

    /// Appends the part between parameters `t0` and `t1` (either order),
    /// from the path's current point to `to`: the curve's own control points
    /// for that part (de Casteljau), its ends replaced by the given points
    /// where the part meets its neighbours.
    func append(to path: inout Path, from t0: CGFloat, to t1: CGFloat, end to: CGPoint) {
        let lo = min(t0, t1), hi = max(t0, t1)
        guard kind != .line, hi > lo else { path.addLine(to: to); return }
        switch kind {
        case .quad:
            let q = MeasuredSegment.subQuad([p0, p1, p2], lo, hi)
            path.addQuadCurve(to: to, control: q[1])
        default:
            let c = MeasuredSegment.subCubic([p0, p1, p2, p3], lo, hi)
            if t0 < t1 {
                path.addCurve(to: to, control1: c[1], control2: c[2])
            } else {
                path.addCurve(to: to, control1: c[2], control2: c[1])
            }
        }
    }
}

/// Which part of which source a flattened piece covers, from `t0` to `t1`
/// (t0 > t1 when the piece runs against the source's direction).
struct BooleanPiece {
    var source: Int
    var t0: CGFloat
    var t1: CGFloat

    var reversed: BooleanPiece { BooleanPiece(source: source, t0: t1, t1: t0) }
}

/// Flattens operands into polylines whose pieces know their sources.
struct BooleanFlattener {
    /// A flattened subpath: piece k runs from points[k] to points[k + 1];
    /// a closed subpath repeats its first point at the end.
    struct Polyline {
        var points: [CGPoint] = []
        var pieces: [BooleanPiece] = []
        var closed = false
    }

    let tolerance: CGFloat
    private(set) var sources: [BooleanSource] = []
    private(set) var bounds = BoundsAccumulator()

    init(tolerance: CGFloat) { self.tolerance = tolerance }

    /// The subpaths of `path`. With `closeAll` every subpath is closed (for
    /// filling); otherwise only closed subpaths of three points or more are,
    /// a closed subpath of two points being a line there and back. Points
    /// that are not finite are left out, with their segments.
    mutating func polylines(_ path: Path, closeAll: Bool) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline()
        var last = CGPoint.zero, start = CGPoint.zero
        func finish(closed: Bool) {
            if closed || closeAll, current.points.count > (closeAll ? 1 : 2) {
                if current.points.last != current.points[0] { addSamples(.line(current.points.last!, current.points[0])) }
                current.closed = true
            } else {
                current.closed = false
            }
            if current.points.count > 1 { result.append(current) }
            current = Polyline()
        }
        func addPiece(_ source: BooleanSource) {
            if current.points.isEmpty {
                current.points.append(source.p0)
                bounds.add(source.p0)
            } else if current.points.last != source.p0 {
                // A segment with a non-finite point was left out before this one.
                addSamples(.line(current.points.last!, source.p0))
            }
            addSamples(source)
        }
        func addSamples(_ source: BooleanSource) {
            sources.append(source)
            let s = sources.count - 1
            let n = source.steps(tolerance: tolerance)
            var lastT: CGFloat = 0
            for k in 1...n {
                let t = k == n ? 1 : CGFloat(k) / CGFloat(n)
                let p = source.point(at: t)
                guard p != current.points.last! else { continue }
                current.pieces.append(BooleanPiece(source: s, t0: lastT, t1: t))
                current.points.append(p)
                bounds.add(p)
                lastT = t
            }
        }
        var i = 0
        let pts = path.points
        for verb in path.verbs {
            var source: BooleanSource
            switch verb {
            case .move:
                finish(closed: false)
                last = pts[i]; start = last; i += 1
                continue
            case .close:
                finish(closed: true)
                last = start
                continue
            case .line:
                source = .line(last, pts[i]); i += 1
            case .quad:
                source = BooleanSource(kind: .quad, p0: last, p1: pts[i], p2: pts[i + 1], p3: pts[i + 1]); i += 2
            case .cubic:
                source = BooleanSource(kind: .cubic, p0: last, p1: pts[i], p2: pts[i + 1], p3: pts[i + 2]); i += 3
            }
            last = source.end
            let finite = [source.p0, source.p1, source.p2, source.p3].allSatisfy(\.isFinitePoint)
            if finite { addPiece(source) }
        }
        finish(closed: false)
        return result
    }
}
