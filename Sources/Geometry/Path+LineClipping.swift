import Foundation

// SwiftUI's lineIntersection / lineSubtraction (iOS 17): the *line* of this
// path cut by the *filled region* of another. Both paths are flattened
// (curves come back as polylines within `tolerance`), each segment is split
// where it crosses the other path's edges, and each piece is kept or
// dropped by whether its midpoint is inside the other path.

extension Path {
    /// The parts of this path's line inside the filled region of `other`
    /// (non-zero rule, or even-odd with `eoFill`). Clipped subpaths become
    /// open subpaths; closed subpaths that are not cut stay closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        clippedLines(by: other, eoFill: eoFill, keepInside: true)
    }

    /// The parts of this path's line outside the filled region of `other`.
    /// Clipped subpaths become open subpaths; closed subpaths that are not
    /// cut stay closed.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        clippedLines(by: other, eoFill: eoFill, keepInside: false)
    }

    private func clippedLines(by other: Path, eoFill: Bool, keepInside: Bool, tolerance: CGFloat = 0.05) -> Path {
        var lines = PolylineCollector()
        flatten(tolerance: tolerance, into: &lines)
        var edges = PolygonSet()
        edges.append(other, tolerance: tolerance)
        var result = Path()
        for (points, closed) in zip(lines.polylines, lines.closed) {
            var pts = points
            if closed, let first = pts.first, pts.last != first { pts.append(first) }
            guard pts.count >= 2 else { continue }
            var pieces: [[CGPoint]] = []
            var current: [CGPoint]?
            var cut = false
            for i in 0..<(pts.count - 1) {
                let a = pts[i], b = pts[i + 1]
                let ts = [0] + edges.crossingParameters(from: a, to: b) + [1]
                for k in 0..<(ts.count - 1) where ts[k + 1] > ts[k] {
                    let p0 = a.lerp(b, ts[k]), p1 = a.lerp(b, ts[k + 1])
                    if other.contains(p0.lerp(p1, 0.5), eoFill: eoFill) == keepInside {
                        if current == nil { current = [p0] }
                        current!.append(p1)
                    } else {
                        if let c = current { pieces.append(c) }
                        current = nil
                        cut = true
                    }
                }
            }
            if let c = current { pieces.append(c) }
            if closed && !cut && pieces.count == 1 {
                result.addLines(Array(pieces[0].dropLast()))
                result.closeSubpath()
                continue
            }
            // A closed subpath cut somewhere: its last piece runs on into its first.
            if closed, pieces.count > 1, pieces[0].first == pts[0], pieces[pieces.count - 1].last == pts[0] {
                let last = pieces.removeLast()
                pieces[0] = last + pieces[0].dropFirst()
            }
            for piece in pieces { result.addLines(piece) }
        }
        return result
    }
}

/// Polylines of a flattened path and whether each was closed.
struct PolylineCollector: PolylineSink {
    var polylines: [[CGPoint]] = []
    var closed: [Bool] = []
    mutating func moveTo(_ p: CGPoint) { polylines.append([p]); closed.append(false) }
    mutating func lineTo(_ p: CGPoint) { polylines[polylines.count - 1].append(p) }
    mutating func closePolyline() { closed[closed.count - 1] = true }
}

extension PolygonSet {
    /// Sorted parameters in (0, 1) where the segment a→b crosses an edge.
    func crossingParameters(from a: CGPoint, to b: CGPoint) -> [CGFloat] {
        var ts: [CGFloat] = []
        let d = b - a
        var start = 0
        for end in contourEnds {
            let n = end - start
            if n >= 2 {
                for i in 0..<n {
                    let p = points[start + i], q = points[start + (i + 1) % n]
                    let e = q - p
                    let denom = d.cross(e)
                    guard denom != 0 else { continue }
                    let ap = p - a
                    let t = ap.cross(e) / denom, u = ap.cross(d) / denom
                    if t > 0, t < 1, u >= 0, u <= 1 { ts.append(t) }
                }
            }
            start = end
        }
        return ts.sorted()
    }
}
