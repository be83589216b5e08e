import Foundation

extension Path {
    /// Whether `p` is inside the path's filled area, by the non-zero winding
    /// rule or, with `eoFill`, the even-odd rule. Every subpath counts as
    /// closed. Curves are flattened to 1/1000 of the path's size (at least
    /// 1e-6), so points closer to the outline than that may go either way;
    /// non-finite points are never inside.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard p.x.isFinite, p.y.isFinite else { return false }
        let bounds = boundingRect
        guard !bounds.isNull, bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(p) else { return false }
        var sink = WindingSink(point: p)
        let tol = max(max(bounds.width, bounds.height) * 1e-3, 1e-6)
        flatten(tolerance: tol, into: &sink)
        sink.closePolyline()
        return eoFill ? sink.winding & 1 != 0 : sink.winding != 0
    }
}

/// Counts the winding number of the flattened path around one point: each
/// edge crossing the horizontal ray to the right adds ±1.
struct WindingSink: PolylineSink {
    let point: CGPoint
    var winding = 0
    var start = CGPoint.zero, last = CGPoint.zero
    var open = false

    init(point: CGPoint) { self.point = point }

    mutating func moveTo(_ p: CGPoint) {
        closePolyline()
        start = p; last = p; open = true
    }

    mutating func lineTo(_ p: CGPoint) {
        edge(last, p)
        last = p
    }

    mutating func closePolyline() {
        if open { edge(last, start); last = start }
    }

    mutating func edge(_ a: CGPoint, _ b: CGPoint) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        // Half-open in y so a vertex on the ray is counted once.
        if a.y <= point.y {
            if b.y > point.y && (b - a).cross(point - a) > 0 { winding += 1 }
        } else if b.y <= point.y && (b - a).cross(point - a) < 0 {
            winding -= 1
        }
    }
}
