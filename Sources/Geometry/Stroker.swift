import Foundation

// The stroker turns a path and a StrokeParameters into closed polygons whose
// NON-ZERO fill is the stroke.
//
// Design: the centre line is flattened once, in user space, with the
// device tolerance divided by the transform's largest scale; dashes cut the
// flattened line; every piece is offset by half the width on both sides.
// Output points are mapped to device space as they are written.
//
// Why non-zero is exact: each contour walks the left offsets forward and the
// right offsets back. On the inner side of a turn the walk goes through the
// vertex itself ("pivot"), so the contour equals, edge for edge, the sum of
// one rectangle per segment plus the outer join wedges and the caps, all
// with the same orientation. The winding number is therefore the number of
// those pieces covering a point: non-zero exactly on their union, whatever
// the overlaps (cusps, curves tighter than the half width, huge widths).
//
//      left side  A0 ───────── A1 ╮ outer join (round / miter / bevel)
//      centre     P0 ───────── P1 ┤
//      right side B0 ───────── B1 ╯ inner side: B1 → P1 → next offset

/// Reusable stroking state: keep one per thread and call `stroke` many
/// times to avoid reallocating its buffers.
package struct Stroker: Sendable {
    var input = StrokeInput()
    /// Working copy of the current piece (consecutive duplicates removed).
    var work: [CGPoint] = []
    var workSmooth: [Bool] = []
    var dirs: [CGPoint] = []
    var lens: [CGFloat] = []
    var dash = DashState()
    /// Output size of the previous call, a capacity hint for the next.
    var lastOutputCount = 0
    /// Dashes the current call may still cut (see ``maxDashes``).
    var dashesLeft: CGFloat = 0

    // Per-call settings.
    var hw: CGFloat = 0.5
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var arcStep: CGFloat = .pi / 2
    var cosArcStep: CGFloat = 0
    /// Steps and rotation of a half turn (caps, dots), computed once per call.
    var halfTurnSteps = 1
    var halfTurnCos: CGFloat = 1, halfTurnSin: CGFloat = 0
    var transform: CGAffineTransform = .identity
    var identity = true
    var needMove = true
    /// Squared distance under which consecutive points count as one: a
    /// sliver segment has a meaningless direction that would put a miter
    /// spike at a random angle.
    var mergeDistance2: CGFloat = 0

    package init() {}

    /// Appends to `out` the polygons of `path` stroked with `style`, in the
    /// space of `transform` (the stroke width and dashes are measured before
    /// it, as in CoreGraphics). The outline stays within `tolerance` of the
    /// exact stroke in output space, shared between flattening the curves
    /// and the arcs of round joins and caps: 0.8/0.2 normally (most points
    /// come from the curves), 0.5/0.5 for dashes with round caps (where the
    /// caps dominate).
    ///
    /// Widths that are zero, negative or not finite stroke nothing. Round
    /// joins and caps use at most 4096 steps per full turn, so for half
    /// widths beyond about 10⁶ × tolerance they are coarser than asked.
    /// Non-finite points are dropped from the line. A subpath that is only
    /// a move draws nothing; one whose segments all have zero length draws
    /// a dot (round caps) or a square (square caps).
    package mutating func stroke(_ path: Path, style: StrokeParameters, transform: CGAffineTransform = .identity,
                                tolerance: CGFloat = 0.25, into out: inout PolygonSet) {
        let w = style.lineWidth
        guard w > 0, w.isFinite, !path.isEmpty else { return }
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let tol = max(tolerance.isFinite ? tolerance : 0.25, 1e-6) / scale
        hw = w / 2
        mergeDistance2 = (1e-3 * tol) * (1e-3 * tol)
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
        self.transform = transform
        identity = transform.isIdentity
        let dashing = dash.configure(style.dash, phase: style.dashPhase)
        let arcShare: CGFloat = dashing && cap == .round ? 0.5 : 0.2
        // Largest arc step whose chord stays within its share of the
        // tolerance from a circle of radius hw.
        let c = 1 - (arcShare * tol) / hw
        // At most 4096 steps per full turn: beyond a half width of about
        // 10⁶ tolerances the arcs get coarser than the tolerance instead of
        // producing millions of points.
        arcStep = c <= 0 ? .pi / 2 : min(max(2 * acos(c), .pi / 2048), .pi / 2)
        cosArcStep = cos(arcStep)
        halfTurnSteps = min(Int((CGFloat.pi / arcStep).rounded(.up)), 4096)
        halfTurnCos = cos(-CGFloat.pi / CGFloat(halfTurnSteps))
        halfTurnSin = sin(-CGFloat.pi / CGFloat(halfTurnSteps))

        dashesLeft = Stroker.maxDashes
        input.collect(path, tolerance: (1 - arcShare) * tol)
        for sp in input.subpaths where sp.end > sp.start {
            if dashing {
                dashSubpath(sp.start, sp.end, closed: sp.closed, into: &out)
            } else {
                strokePiece(input.points, input.smooth, sp.start, sp.end, closed: sp.closed,
                            dotDir: CGPoint(x: 1, y: 0), into: &out)
            }
        }
    }

    // MARK: Pieces

    /// Strokes points[start..<end] of a buffer as one open or closed line.
    /// A piece of a single distinct point is a dot (round or square caps
    /// only), oriented along `dotDir`.
    mutating func strokePiece(_ pts: [CGPoint], _ sm: [Bool], _ start: Int, _ end: Int, closed: Bool,
                              dotDir: CGPoint, into out: inout PolygonSet) {
        work.removeAll(keepingCapacity: true)
        workSmooth.removeAll(keepingCapacity: true)
        for i in start..<end {
            let p = pts[i]
            if let q = work.last {
                let dx = p.x - q.x, dy = p.y - q.y
                if dx * dx + dy * dy <= mergeDistance2 { continue }
            }
            work.append(p)
            workSmooth.append(sm[i])
        }
        if closed && work.count > 1 {
            let dx = work[work.count - 1].x - work[0].x, dy = work[work.count - 1].y - work[0].y
            if dx * dx + dy * dy <= mergeDistance2 { work.removeLast(); workSmooth.removeLast() }
        }
        if work.count == 1 {
            dot(work[0], dotDir, into: &out)
            return
        }
        guard work.count >= 2 else { return }
        dirs.removeAll(keepingCapacity: true)
        lens.removeAll(keepingCapacity: true)
        let m = work.count
        let segCount = closed ? m : m - 1
        for i in 0..<segCount {
            let d = work[(i + 1) % m] - work[i]
            let l = d.length
            dirs.append(l > 0 ? d * (1 / l) : CGPoint(x: 1, y: 0))
            lens.append(l)
        }
        if closed {
            strokeClosed(into: &out)
        } else {
            strokeOpen(into: &out)
        }
    }

    mutating func strokeOpen(into out: inout PolygonSet) {
        let m = work.count
        needMove = true
        let d0 = dirs[0], dl = dirs[m - 2]
        emit(work[0] + Stroker.normal(d0) * hw, &out)
        for i in 1..<(m - 1) {
            joinAt(work[i], dirs[i - 1], dirs[i], min(lens[i - 1], lens[i]), smooth: workSmooth[i],
                   tieOuter: true, &out)
        }
        emit(work[m - 1] + Stroker.normal(dl) * hw, &out)
        capAt(work[m - 1], dl, &out)
        var i = m - 2
        while i >= 1 {
            joinAt(work[i], -dirs[i], -dirs[i - 1], min(lens[i - 1], lens[i]), smooth: workSmooth[i],
                   tieOuter: false, &out)
            i -= 1
        }
        emit(work[0] - Stroker.normal(d0) * hw, &out)
        capAt(work[0], -d0, &out)
        closeContour(&out)
    }

    mutating func strokeClosed(into out: inout PolygonSet) {
        let m = work.count
        needMove = true
        for i in 0..<m {
            joinAt(work[i], dirs[(i + m - 1) % m], dirs[i], min(lens[(i + m - 1) % m], lens[i]),
                   smooth: workSmooth[i], tieOuter: true, &out)
        }
        closeContour(&out)
        needMove = true
        var i = m - 1
        while i >= 0 {
            joinAt(work[i], -dirs[i], -dirs[(i + m - 1) % m], min(lens[(i + m - 1) % m], lens[i]),
                   smooth: workSmooth[i], tieOuter: false, &out)
            i -= 1
        }
        closeContour(&out)
    }

    // MARK: Joins and caps

    @inline(__always)
    static func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }

    /// The offset points around vertex `p` on the traversal's +normal side,
    /// from the incoming segment's offset to the outgoing one's.
    /// `tieOuter` decides which side draws a full reversal (a cusp);
    /// `shorter` is the length of the shorter adjacent segment.
    @inline(__always)
    mutating func joinAt(_ p: CGPoint, _ d0: CGPoint, _ d1: CGPoint, _ shorter: CGFloat, smooth: Bool,
                         tieOuter: Bool, _ out: inout PolygonSet) {
        let n0 = Stroker.normal(d0) * hw, n1 = Stroker.normal(d1) * hw
        let cross = d0.cross(d1), dot = d0.dot(d1)
        let outer = cross < 0 || (cross == 0 && dot < 0 && tieOuter)
        if !outer {
            if cross == 0 && dot > 0 {
                emit(p + n1, &out)
            } else if dot > 0 && hw * abs(cross) <= 0.5 * (1 + dot) * shorter {
                // The inner offset lines cross within the first half of both
                // segments (hw·tan(turn/2) <= shorter/2), so their crossing is
                // the true inner boundary and the pivot detour can be skipped:
                // one point instead of three.
                emit(p + (n0 + n1) * (1 / (1 + dot)), &out)
            } else {
                emit(p + n0, &out)
                emit(p, &out)
                emit(p + n1, &out)
            }
            return
        }
        emit(p + n0, &out)
        switch smooth ? .round : join {
        case .miter:
            // Miter length / width = 1 / sin(φ/2) with φ the angle between
            // the segments, and sin(φ/2) = sqrt((1 + dot) / 2).
            if miterLimit * miterLimit * (1 + dot) >= 2 {
                emit(p + (n0 + n1) * (1 / (1 + dot)), &out)
            }
        case .round:
            if dot < cosArcStep {
                let angle = cross == 0 ? -CGFloat.pi : atan2(cross, dot)
                arc(p, n0, angle, &out)
            }
        case .bevel:
            break
        @unknown default:
            break
        }
        emit(p + n1, &out)
    }

    /// The cap at end point `p` of a line heading along `d`: from the +normal
    /// offset (already emitted) to the −normal offset (emitted here).
    @inline(__always)
    mutating func capAt(_ p: CGPoint, _ d: CGPoint, _ out: inout PolygonSet) {
        let n = Stroker.normal(d) * hw
        switch cap {
        case .butt:
            break
        case .square:
            let e = d * hw
            emit(p + n + e, &out)
            emit(p - n + e, &out)
        case .round:
            arc(p, n, -.pi, &out)
        @unknown default:
            break
        }
        emit(p - n, &out)
    }

    /// The points strictly between the start and end of an arc around `c`
    /// starting at offset `v` and turning by `angle`.
    @inline(__always)
    mutating func arc(_ c: CGPoint, _ v: CGPoint, _ angle: CGFloat, _ out: inout PolygonSet) {
        let n: Int, cs: CGFloat, sn: CGFloat
        if angle == -.pi {
            n = halfTurnSteps; cs = halfTurnCos; sn = halfTurnSin
        } else {
            n = min(Int((abs(angle) / arcStep).rounded(.up)), 4096)
            guard n > 1 else { return }
            let step = angle / CGFloat(n)
            cs = cos(step); sn = sin(step)
        }
        guard n > 1 else { return }
        var x = v.x, y = v.y
        for _ in 1..<n {
            let nx = x * cs - y * sn
            y = x * sn + y * cs
            x = nx
            emit(CGPoint(x: c.x + x, y: c.y + y), &out)
        }
    }

    /// A zero-length piece: a disc for round caps, a square along `d` for
    /// square caps, nothing for butt caps (as CoreGraphics draws them).
    mutating func dot(_ p: CGPoint, _ d: CGPoint, into out: inout PolygonSet) {
        needMove = true
        switch cap {
        case .butt:
            return
        case .round:
            let n = Stroker.normal(d) * hw
            emit(p + n, &out)
            arc(p, n, -.pi, &out)
            emit(p - n, &out)
            arc(p, n * -1, -.pi, &out)
        case .square:
            let n = Stroker.normal(d) * hw, e = d * hw
            emit(p + n - e, &out)
            emit(p + n + e, &out)
            emit(p - n + e, &out)
            emit(p - n - e, &out)
        @unknown default:
            return
        }
        closeContour(&out)
    }

    @inline(__always)
    mutating func emit(_ p: CGPoint, _ out: inout PolygonSet) {
        let q = identity ? p : p.applying(transform)
        if needMove {
            needMove = false
        } else if let last = out.points.last, last == q {
            return
        }
        out.points.append(q)
    }

    mutating func closeContour(_ out: inout PolygonSet) {
        let start = out.contourEnds.last ?? 0
        if out.points.count - start >= 3 {
            out.contourEnds.append(out.points.count)
        } else {
            out.points.removeSubrange(start...)
        }
        needMove = true
    }
}

extension Stroker {
    /// About how many segments stroking `path` with `style` produces, from
    /// its control points alone (nothing is flattened or dashed): the centre
    /// line's flattened segments on both sides, plus for a dash pattern every
    /// on-dash with its ends. An overestimate for curves, never far under;
    /// callers check it against a budget before stroking.
    package static func estimatedSegmentCount(of path: Path, style: StrokeParameters, transform: CGAffineTransform = .identity,
                                             tolerance: CGFloat = 0.25) -> Int {
        let w = style.lineWidth
        guard w > 0, w.isFinite, !path.isEmpty else { return 0 }
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return 0 }
        let flat = Double(path.flattenedSegmentCount(transform: transform, tolerance: tolerance))
        var estimate = 2 * flat + 8
        var dash = DashState()
        if dash.configure(style.dash, phase: style.dashPhase) {
            let dashes = Double(path.controlPolygonLength / dash.patternLength) * Double(dash.intervals.count / 2)
            estimate += 8 * (dashes.rounded(.up) + 1)
        }
        return estimate.isFinite && estimate < 1e15 ? Int(estimate) : Int(1e15)
    }
}
