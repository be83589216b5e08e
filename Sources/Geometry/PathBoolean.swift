import Foundation

// SwiftUI's path boolean operations (iOS 17 / macOS 14). Both operands are
// flattened, cut where they meet (PathBooleanIntersections.swift), each
// distinct segment is kept when the result's inside differs on its two
// sides (PathBooleanWinding.swift), and the kept segments are linked into
// contours with the inside on one consistent side (PathBooleanContours.swift),
// so every result fills the same under either fill rule.

extension Path {
    /// Curves in boolean-operation results become lines within this many
    /// units, as in `strokedPath(_:)`.
    static let booleanTolerance: CGFloat = 0.05

    /// A weakly simple copy of the path: no self-intersections, contours
    /// running clockwise on screen around filled areas and counter-clockwise
    /// around holes, filling the same under either rule. `eoFill` says which
    /// rule decides what this path fills (even-odd by default, as in SwiftUI).
    /// Curves come back as lines within 0.05 units.
    public func normalized(eoFill: Bool = true) -> Path {
        PathBoolean.fill(self, Path(), eoFill: eoFill) { a, _ in a }
    }

    /// The area filled by this path or by `other` (each read with the
    /// even-odd rule if `eoFill`, else non-zero). Open subpaths count as
    /// closed; the result fills the same under either rule.
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
    static func appendFillEdges(_ path: Path, _ operand: BooleanOperand, to edges: inout [BooleanEdge]) -> CGRect {
        var set = PolygonSet()
        set.append(path, tolerance: Path.booleanTolerance)
        var start = 0
        for end in set.contourEnds {
            for i in start..<end {
                edges.append(BooleanEdge(a: set.points[i], b: set.points[i + 1 < end ? i + 1 : start], operand: operand))
            }
            start = end
        }
        return set.boundingRect
    }

    static func isFilled(_ winding: Int, eoFill: Bool) -> Bool {
        eoFill ? winding & 1 != 0 : winding != 0
    }

    /// The boundary of the points where `keep(inFirst, inSecond)` holds.
    /// `keep(false, false)` must be false (the result is bounded).
    static func fill(_ first: Path, _ second: Path, eoFill: Bool, keep: (Bool, Bool) -> Bool) -> Path {
        var edges: [BooleanEdge] = []
        let bounds = appendFillEdges(first, .first, to: &edges).union(appendFillEdges(second, .second, to: &edges))
        guard !edges.isEmpty else { return Path() }
        let grid = BooleanGrid(bounds: bounds)
        let arrangement = BooleanArrangement(edges: BooleanSplitter.split(edges, grid: grid), grid: grid)
        let rows = BooleanRows(arrangement)
        func inside(_ w: BooleanWinding) -> Bool {
            keep(isFilled(w.first, eoFill: eoFill), isFilled(w.second, eoFill: eoFill))
        }
        var linker = BooleanContourLinker()
        for s in arrangement.segments.indices where !arrangement.segments[s].isPassive {
            let (left, right) = arrangement.sides(of: s, rows: rows)
            let inLeft = inside(left)
            guard inLeft != inside(right) else { continue }
            let seg = arrangement.segments[s]
            if inLeft {
                linker.add(seg.p, seg.kp, seg.q, seg.kq)
            } else {
                linker.add(seg.q, seg.kq, seg.p, seg.kp)
            }
        }
        return linker.polygons(epsilon: grid.epsilon).path
    }
}
