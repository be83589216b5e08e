import Foundation

// SwiftUI's line boolean operations: this path taken as a line (its
// outline, open subpaths left open), cut where it meets the other path's
// outline, and its pieces kept inside or outside the other's filled area.

extension Path {
    /// The parts of this path's line that lie in `other`'s filled area
    /// (`other` read with the even-odd rule if `eoFill`, else non-zero).
    /// A subpath that gets cut becomes open subpaths; a closed subpath kept
    /// whole stays closed. Parts running along `other`'s outline count as
    /// inside. Curves come back as lines within 0.05 units.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.line(self, other, eoFill: eoFill, keepInside: true)
    }

    /// The parts of this path's line outside `other`'s filled area: the
    /// complement of `lineIntersection(_:eoFill:)` along the same line.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.line(self, other, eoFill: eoFill, keepInside: false)
    }
}

/// Collects a flattened path as polylines that remember whether they were closed.
struct BooleanLineSink: PolylineSink {
    var polylines: [(points: [CGPoint], closed: Bool)] = []

    mutating func moveTo(_ p: CGPoint) {
        polylines.append(([], false))
        lineTo(p)
    }

    mutating func lineTo(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite, !polylines.isEmpty else { return }
        if polylines[polylines.count - 1].points.last != p { polylines[polylines.count - 1].points.append(p) }
    }

    mutating func closePolyline() {
        if !polylines.isEmpty { polylines[polylines.count - 1].closed = true }
    }
}

extension PathBoolean {
    static func line(_ first: Path, _ second: Path, eoFill: Bool, keepInside: Bool) -> Path {
        var sink = BooleanLineSink()
        first.flatten(tolerance: Path.booleanTolerance, into: &sink)
        var edges: [BooleanEdge] = []
        var bounds = BoundsAccumulator()
        // A closed polyline of two points is a line there and back: kept as
        // its one segment.
        let closed = sink.polylines.map { $0.closed && $0.points.count > 2 }
        for (k, line) in sink.polylines.enumerated() {
            let pts = line.points
            for p in pts { bounds.add(p) }
            let count = closed[k] ? pts.count : pts.count - 1
            for i in 0..<max(count, 0) {
                edges.append(BooleanEdge(a: pts[i], b: pts[(i + 1) % pts.count], operand: .line, source: k))
            }
        }
        guard !edges.isEmpty else { return Path() }
        let all = bounds.rect.union(appendFillEdges(second, .second, to: &edges))
        let grid = BooleanGrid(bounds: all)
        let cut = BooleanSplitter.split(edges, grid: grid)
        let arrangement = BooleanArrangement(edges: cut, grid: grid)
        let rows = BooleanRows(arrangement)
        var insideOfSegment: [Int: Bool] = [:]
        // Pieces in order along each polyline: the splitter keeps pieces of
        // one edge in order and edges in input order.
        var pieces: [[(a: CGPoint, b: CGPoint, keep: Bool)]] = Array(repeating: [], count: sink.polylines.count)
        for (i, e) in cut.enumerated() where e.operand == .line {
            let s = arrangement.segmentOfEdge[i]
            let inside: Bool
            if let known = insideOfSegment[s] {
                inside = known
            } else {
                let (l, r) = arrangement.sides(of: s, rows: rows)
                inside = isFilled(l.second, eoFill: eoFill) || isFilled(r.second, eoFill: eoFill)
                insideOfSegment[s] = inside
            }
            pieces[e.source].append((e.a, e.b, inside == keepInside))
        }
        var result = Path()
        for (k, line) in pieces.enumerated() where !line.isEmpty {
            appendRuns(line, closed: closed[k], to: &result)
        }
        return result
    }

    /// Appends the kept runs of one polyline's pieces: a closed polyline kept
    /// whole stays closed; otherwise each run is an open subpath, the run
    /// through a closed polyline's start joined across it.
    static func appendRuns(_ pieces: [(a: CGPoint, b: CGPoint, keep: Bool)], closed: Bool, to path: inout Path) {
        let n = pieces.count
        if closed && pieces.allSatisfy(\.keep) {
            path.move(to: pieces[0].a)
            for piece in pieces.dropLast() { path.addLine(to: piece.b) }
            path.closeSubpath()
            return
        }
        var first = 0
        if closed {
            guard let i = pieces.indices.first(where: { pieces[$0].keep && !pieces[($0 + n - 1) % n].keep }) else { return }
            first = i
        }
        var open = false
        var last = CGPoint.zero
        for j in 0..<n {
            let piece = pieces[(first + j) % n]
            guard piece.keep else { open = false; continue }
            if !open || piece.a != last { path.move(to: piece.a) }
            path.addLine(to: piece.b)
            open = true
            last = piece.b
        }
    }
}
