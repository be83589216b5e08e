import Foundation

/// Closed polygons in one flat buffer: what the stroker produces for the
/// rasterizer, to be filled with the non-zero winding rule.
///
/// Contour `k` is `points[contourEnds[k-1] ..< contourEnds[k]]` (from 0 for
/// the first); each contour is implicitly closed.
@usableFromInline
package struct PolygonSet: Sendable, Equatable {
    @usableFromInline package var points: [CGPoint] = []
    @usableFromInline package var contourEnds: [Int] = []

    package init() {}

    /// Empties the set, keeping its storage for reuse.
    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
    }

    package var isEmpty: Bool { contourEnds.isEmpty }

    /// Feeds every contour to `sink` as a closed polyline.
    @inlinable
    package func replay<Sink: PolylineSink>(into sink: inout Sink) {
        var start = 0
        for end in contourEnds {
            if end > start {
                sink.moveTo(points[start])
                for i in (start + 1)..<end { sink.lineTo(points[i]) }
                sink.closePolyline()
            }
            start = end
        }
    }

    /// The polygons as a path of closed line subpaths.
    package var path: Path {
        var p = Path()
        p.verbs.reserveCapacity(points.count + contourEnds.count)
        p.points.reserveCapacity(points.count)
        var start = 0
        for end in contourEnds {
            if end > start {
                p.move(to: points[start])
                for i in (start + 1)..<end { p.addLine(to: points[i]) }
                p.closeSubpath()
            }
            start = end
        }
        return p
    }

    /// Bounds of all points, `.null` when empty.
    package var boundingRect: CGRect {
        var b = BoundsAccumulator()
        for p in points { b.add(p) }
        return b.rect
    }
}

extension PolygonSet {
    /// Appends the flattened outline of `path` for filling: every subpath
    /// becomes one contour (implicitly closed), mapped through `transform`
    /// and within `tolerance` of the curves in output space (see
    /// `Path.flatten`). Contours of fewer than two points are dropped, and
    /// so are non-finite points.
    package mutating func append(_ path: Path, transform: CGAffineTransform = .identity, tolerance: CGFloat = 0.25) {
        var sink = PolygonSetSink(set: self)
        self = PolygonSet()           // keep the storage uniquely referenced by the sink
        path.flatten(transform: transform, tolerance: tolerance, into: &sink)
        sink.endContour()
        self = sink.set
    }
}

/// Collects flattened subpaths into a PolygonSet.
struct PolygonSetSink: PolylineSink {
    var set: PolygonSet
    var start: Int

    init(set: PolygonSet) {
        self.set = set
        start = set.points.count
    }

    mutating func endContour() {
        let n = set.points.count - start
        if n >= 2 {
            set.contourEnds.append(set.points.count)
        } else if n > 0 {
            set.points.removeSubrange(start...)
        }
        start = set.points.count
    }

    mutating func moveTo(_ p: CGPoint) {
        endContour()
        if p.x.isFinite && p.y.isFinite { set.points.append(p) }
    }

    /// Non-finite points are skipped, like the stroker does.
    mutating func lineTo(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        if set.points.count == start || set.points.last != p { set.points.append(p) }
    }

    mutating func closePolyline() { endContour() }
}
