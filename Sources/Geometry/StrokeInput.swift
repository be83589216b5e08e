import Foundation

/// The flattened centre line of a path, gathered for stroking: points per
/// subpath, each marked as a corner (a vertex of the original path, where
/// the join style applies) or smooth (inside a flattened curve, joined
/// round so the curve stays smooth).
struct StrokeInput: PolylineSink {
    var points: [CGPoint] = []
    var smooth: [Bool] = []
    /// (first point, end point, closed) per subpath; a subpath that is only
    /// a move is not recorded (it draws nothing).
    var subpaths: [(start: Int, end: Int, closed: Bool)] = []
    /// Whether the open subpath has had a segment (line, curve or close).
    var hasSegment = false
    var inCurve = false
    var open = false

    mutating func reset() {
        points.removeAll(keepingCapacity: true)
        smooth.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        open = false
    }

    mutating func moveTo(_ p: CGPoint) {
        finish(closed: false)
        subpaths.append((points.count, points.count, false))
        open = true
        hasSegment = false
        add(p)
    }

    mutating func lineTo(_ p: CGPoint) {
        hasSegment = true
        add(p)
    }

    mutating func closePolyline() {
        hasSegment = true
        finish(closed: true)
    }

    mutating func finish(closed: Bool) {
        guard open else { return }
        if hasSegment {
            subpaths[subpaths.count - 1].end = points.count
            subpaths[subpaths.count - 1].closed = closed
        } else {
            let start = subpaths.removeLast().start
            points.removeSubrange(start...)
            smooth.removeSubrange(start...)
        }
        open = false
        hasSegment = false
    }

    /// Non-finite points are dropped: a NaN or infinite coordinate removes
    /// that vertex rather than poisoning the whole outline.
    @inline(__always)
    mutating func add(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        points.append(p)
        smooth.append(inCurve)
    }

    /// Flattens `path` (in its own space) with `tolerance`; curve end
    /// points are corners, points strictly inside curves are smooth.
    mutating func collect(_ path: Path, tolerance: CGFloat) {
        reset()
        var i = 0
        var last = CGPoint.zero
        let pts = path.points
        for verb in path.verbs {
            switch verb {
            case .move:
                last = pts[i]; i += 1
                moveTo(last)
            case .line:
                last = pts[i]; i += 1
                lineTo(last)
            case .quad:
                inCurve = true
                Path.flattenQuad(last, pts[i], pts[i + 1], tolerance, &self)
                inCurve = false
                last = pts[i + 1]; i += 2
                markLastCorner()
            case .cubic:
                inCurve = true
                Path.flattenCubic(last, pts[i], pts[i + 1], pts[i + 2], tolerance, &self)
                inCurve = false
                last = pts[i + 2]; i += 3
                markLastCorner()
            case .close:
                closePolyline()
            }
        }
        finish(closed: false)
    }

    mutating func markLastCorner() {
        if !smooth.isEmpty { smooth[smooth.count - 1] = false }
    }
}
