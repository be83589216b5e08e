import Foundation

/// Collects flattened polylines with whether each was closed.
struct PolylineCollector: PolylineSink {
    struct Line { var points: [CGPoint]; var closed: Bool }
    var lines: [Line] = []
    var current: Line?

    mutating func moveTo(_ p: CGPoint) {
        finish()
        current = Line(points: [p], closed: false)
    }
    mutating func lineTo(_ p: CGPoint) {
        if current == nil { current = Line(points: [.zero], closed: false) }
        current?.points.append(p)
    }
    mutating func closePolyline() {
        guard var c = current else { return }
        c.closed = true
        let start = c.points[0]
        lines.append(c)
        current = Line(points: [start], closed: false)
    }
    /// Ends the open polyline, if any (a lone point is dropped).
    mutating func finish() {
        if let c = current, c.points.count > 1 { lines.append(c) }
        current = nil
    }

    /// Every polyline so far, the open one included (its points only).
    var polylines: [[CGPoint]] { allLines.map(\.points) }
    /// Whether each of `polylines` was closed.
    var closed: [Bool] { allLines.map(\.closed) }

    private var allLines: [Line] {
        guard let c = current, c.points.count > 1 else { return lines }
        return lines + [c]
    }
}
