import Foundation

// SwiftUI's line boolean operations: this path taken as a line (its
// outline, open subpaths left open), cut where it meets the other path's
// outline, and its pieces kept inside or outside the other's filled area.

extension Path {
    /// The parts of this path's line that lie in `other`'s filled area
    /// (`other` read with the even-odd rule if `eoFill`, else non-zero).
    /// A subpath that gets cut becomes open subpaths; a closed subpath kept
    /// whole stays closed. Parts running along `other`'s outline count as
    /// inside. Curves come back as the parts of the original curves.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.line(self, other, eoFill: eoFill, keepInside: true)
    }

    /// The parts of this path's line outside `other`'s filled area: the
    /// complement of `lineIntersection(_:eoFill:)` along the same line.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.line(self, other, eoFill: eoFill, keepInside: false)
    }
}

extension PathBoolean {
    static func line(_ first: Path, _ second: Path, eoFill: Bool, keepInside: Bool) -> Path {
        var flattener = BooleanFlattener(tolerance: Path.booleanTolerance)
        let lines = flattener.polylines(first, closeAll: false)
        var edges: [BooleanEdge] = []
        // Which polyline each source belongs to.
        var lineOfSource = [Int](repeating: 0, count: flattener.sources.count)
        for (k, line) in lines.enumerated() {
            for (i, piece) in line.pieces.enumerated() {
                lineOfSource[piece.source] = k
                edges.append(BooleanEdge(a: line.points[i], b: line.points[i + 1], operand: .line,
                                         source: piece.source, sourceStart: piece.t0, sourceEnd: piece.t1))
            }
        }
        guard !edges.isEmpty else { return Path() }
        appendFillEdges(second, .second, flattener: &flattener, to: &edges)
        let grid = BooleanGrid(bounds: flattener.bounds.rect)
        let cut = BooleanSplitter.split(edges, grid: grid)
        let arrangement = BooleanArrangement(edges: cut, grid: grid)
        let rows = BooleanRows(arrangement)
        var insideOfSegment: [Int: Bool] = [:]
        // Pieces in order along each polyline: the splitter keeps pieces of
        // one edge in order and edges in input order.
        var pieces: [[LinePiece]] = Array(repeating: [], count: lines.count)
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
            let piece = BooleanPiece(source: e.source, t0: e.sourceStart, t1: e.sourceEnd)
            pieces[lineOfSource[e.source]].append(LinePiece(piece: piece, a: e.a, b: e.b, keep: inside == keepInside))
        }
        var stretches: [(runs: [BooleanRun], closed: Bool)] = []
        let builder = BooleanCurveBuilder(sources: flattener.sources, grid: grid, tolerance: Path.booleanTolerance)
        for (k, line) in pieces.enumerated() where !line.isEmpty {
            stretches += keptStretches(line, closed: lines[k].closed, builder: builder)
        }
        // Where a stretch stops, the other path's outline crosses it: the
        // pieces of that outline ending there say which of its sources.
        var wanted = Set<BooleanKey>()
        for s in stretches where !s.closed {
            wanted.insert(grid.key(s.runs[0].start))
            wanted.insert(grid.key(s.runs[s.runs.count - 1].end))
        }
        var crossing: [BooleanKey: (source: Int, t: CGFloat)] = [:]
        for e in cut where e.operand == .second {
            for (p, t) in [(e.a, e.sourceStart), (e.b, e.sourceEnd)] {
                let key = grid.key(p)
                if wanted.contains(key), crossing[key] == nil { crossing[key] = (e.source, t) }
            }
        }
        var result = Path()
        for var s in stretches {
            if !s.closed {
                if let c = crossing[grid.key(s.runs[0].start)] {
                    builder.cut(&s.runs[0], atStart: true, by: c.source, at: c.t)
                }
                if let c = crossing[grid.key(s.runs[s.runs.count - 1].end)] {
                    builder.cut(&s.runs[s.runs.count - 1], atStart: false, by: c.source, at: c.t)
                }
            }
            builder.append(s.runs, closed: s.closed, to: &result)
        }
        return result
    }

    struct LinePiece {
        var piece: BooleanPiece
        var a: CGPoint, b: CGPoint
        var keep: Bool
    }

    /// The kept stretches of one polyline's pieces as runs: a closed
    /// polyline kept whole stays closed; otherwise each stretch is open, the
    /// one through a closed polyline's start joined across it.
    static func keptStretches(_ pieces: [LinePiece], closed: Bool,
                              builder: BooleanCurveBuilder) -> [(runs: [BooleanRun], closed: Bool)] {
        let n = pieces.count
        if closed && pieces.allSatisfy(\.keep) {
            return [(builder.closedRuns(pieces.map { ($0.piece, $0.a, $0.b) }), true)]
        }
        var first = 0
        if closed {
            guard let i = pieces.indices.first(where: { pieces[$0].keep && !pieces[($0 + n - 1) % n].keep }) else { return [] }
            first = i
        }
        var result: [(runs: [BooleanRun], closed: Bool)] = []
        var current: [(piece: BooleanPiece, a: CGPoint, b: CGPoint)] = []
        func finish() {
            guard !current.isEmpty else { return }
            var runs = builder.runs(current)
            for i in runs.indices.dropLast() {
                var a = runs[i], b = runs[i + 1]
                builder.join(&a, &b)
                runs[i] = a; runs[i + 1] = b
            }
            result.append((runs, false))
            current = []
        }
        for j in 0..<n {
            let piece = pieces[(first + j) % n]
            guard piece.keep else { finish(); continue }
            if let last = current.last, last.b != piece.a { finish() }
            current.append((piece.piece, piece.a, piece.b))
        }
        finish()
        return result
    }
}
