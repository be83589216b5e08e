import Foundation

// SwiftUI's path boolean operations (iOS 17 / macOS 14). Both operands are
// flattened, each piece remembering its segment (PathBooleanSources.swift),
// cut where they meet (PathBooleanIntersections.swift), each distinct
// segment is kept when the result's inside differs on its two sides
// (PathBooleanWinding.swift), the kept segments are linked into contours
// with the inside on one consistent side (PathBooleanContours.swift), so
// every result fills the same under either fill rule, and the contours
// follow the operands' own lines and curves again (PathBooleanCurves.swift).

extension Path {
    /// Operands are flattened within this many units to find where they
    /// meet and which side is inside; results keep the operands' curves.
    static let booleanTolerance: CGFloat = 0.05

    /// A weakly simple copy of the path: no self-intersections, contours
    /// running clockwise on screen around filled areas and counter-clockwise
    /// around holes, filling the same under either rule. `eoFill` says which
    /// rule decides what this path fills (even-odd by default, as in SwiftUI).
    /// The outline follows this path's own lines and curves, cut where they
    /// cross.
    public func normalized(eoFill: Bool = true) -> Path {
        PathBoolean.fill(self, Path(), eoFill: eoFill) { a, _ in a }
    }

    /// The area filled by this path or by `other` (each read with the
    /// even-odd rule if `eoFill`, else non-zero). Open subpaths count as
    /// closed; the result fills the same under either rule, and its outline
    /// is made of parts of the operands' lines and curves.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.fill(self, other, eoFill: eoFill) { $0 || $1 }
    }

    /// The area filled by both this path and `other`: clips this path's fill
    /// to `other` as a mask.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.fill(self, other, eoFill: eoFill) { $0 && $1 }
    }

    /// The area this path fills with `other`'s filled area removed.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.fill(self, other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The area filled by exactly one of this path and `other`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathBoolean.fill(self, other, eoFill: eoFill) { $0 != $1 }
    }
}

enum PathBoolean {
    /// Flattens a path into `edges` as closed contours of one operand.
    static func appendFillEdges(_ path: Path, _ operand: BooleanOperand, flattener: inout BooleanFlattener,
                                to edges: inout [BooleanEdge]) {
        for line in flattener.polylines(path, closeAll: true) {
            for (k, piece) in line.pieces.enumerated() {
                edges.append(BooleanEdge(a: line.points[k], b: line.points[k + 1], operand: operand,
                                         source: piece.source, sourceStart: piece.t0, sourceEnd: piece.t1))
            }
        }
    }

    static func isFilled(_ winding: Int, eoFill: Bool) -> Bool {
        eoFill ? winding & 1 != 0 : winding != 0
    }

    /// The boundary of the points where `keep(inFirst, inSecond)` holds.
    /// `keep(false, false)` must be false (the result is bounded).
    static func fill(_ first: Path, _ second: Path, eoFill: Bool, keep: (Bool, Bool) -> Bool) -> Path {
        var edges: [BooleanEdge] = []
        var flattener = BooleanFlattener(tolerance: Path.booleanTolerance)
        appendFillEdges(first, .first, flattener: &flattener, to: &edges)
        appendFillEdges(second, .second, flattener: &flattener, to: &edges)
        guard !edges.isEmpty else { return Path() }
        let grid = BooleanGrid(bounds: flattener.bounds.rect)
        let cut = BooleanSplitter.split(edges, grid: grid)
        let arrangement = BooleanArrangement(edges: cut, grid: grid)
        let rows = BooleanRows(arrangement)
        func inside(_ w: BooleanWinding) -> Bool {
            keep(isFilled(w.first, eoFill: eoFill), isFilled(w.second, eoFill: eoFill))
        }
        // Each segment follows the source of the first edge lying on it.
        var edgeOfSegment = [Int](repeating: -1, count: arrangement.segments.count)
        for (e, s) in arrangement.segmentOfEdge.enumerated() where edgeOfSegment[s] < 0 { edgeOfSegment[s] = e }
        var linker = BooleanContourLinker()
        for s in arrangement.segments.indices where !arrangement.segments[s].isPassive {
            let (left, right) = arrangement.sides(of: s, rows: rows)
            let inLeft = inside(left)
            guard inLeft != inside(right) else { continue }
            let seg = arrangement.segments[s]
            let e = cut[edgeOfSegment[s]]
            let along = BooleanPiece(source: e.source, t0: e.sourceStart, t1: e.sourceEnd)
            let forward = grid.key(e.a) == seg.kp ? along : along.reversed   // p → q
            if inLeft {
                linker.add(seg.p, seg.kp, seg.q, seg.kq, forward)
            } else {
                linker.add(seg.q, seg.kq, seg.p, seg.kp, forward.reversed)
            }
        }
        let builder = BooleanCurveBuilder(sources: flattener.sources, grid: grid, tolerance: Path.booleanTolerance)
        var result = Path()
        for contour in linker.contours() {
            builder.append(builder.closedRuns(contour), closed: true, to: &result)
        }
        return result
    }
}
