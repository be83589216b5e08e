import Foundation

// Path boolean operations, step 1: cut every edge where another edge
// crosses or touches it, so that afterwards edges meet only at shared
// endpoints. Points live on a power-of-two grid, so "the same point" is an
// exact comparison of integer keys, and coincident edges from either operand
// end up with identical endpoints (merged in PathBooleanWinding.swift).

/// The grid every point of a boolean operation is rounded to: 2⁻³⁶ of the
/// largest coordinate, far below any visible size yet coarse enough that
/// rounding an intersection point never lands on the wrong side of a
/// neighbouring vertex.
struct BooleanGrid {
    let step: CGFloat

    init(bounds: CGRect) {
        var m: CGFloat = 0
        if !bounds.isNull { m = max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY)) }
        step = m > 0 && m.isFinite ? CGFloat(sign: .plus, exponent: m.exponent - 36, significand: 1) : 1
    }

    /// How far a point may sit from an edge and still count as on it.
    var epsilon: CGFloat { 2 * step }

    func snap(_ p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x / step).rounded() * step, y: (p.y / step).rounded() * step)
    }

    func key(_ p: CGPoint) -> BooleanKey {
        BooleanKey(x: Int64((p.x / step).rounded()), y: Int64((p.y / step).rounded()))
    }
}

/// A grid point as integers: the identity of a vertex.
struct BooleanKey: Hashable, Comparable {
    var x: Int64, y: Int64
    static func < (l: BooleanKey, r: BooleanKey) -> Bool { l.x != r.x ? l.x < r.x : l.y < r.y }
}

/// Which input an edge comes from.
enum BooleanOperand: UInt8 {
    /// The receiver's filled area.
    case first
    /// The argument's filled area.
    case second
    /// The receiver's outline, for `lineIntersection` / `lineSubtraction`:
    /// cut like the others but adds nothing to any winding number.
    case line
}

/// One directed edge of a flattened operand.
struct BooleanEdge {
    var a: CGPoint
    var b: CGPoint
    var operand: BooleanOperand
    /// The source segment (`BooleanFlattener.sources`) this piece lies on,
    /// and its parameters there where the piece starts and ends (cutting
    /// interpolates them along the chord: a guess that
    /// `BooleanCurveBuilder` refines where the result changes source).
    var source: Int = -1
    var sourceStart: CGFloat = 0
    var sourceEnd: CGFloat = 1
}

enum BooleanSplitter {
    /// Passes are repeated because rounding a crossing point to the grid
    /// moves its pieces slightly; later passes only look around the points
    /// the pass before rounded (cutting at an existing vertex moves nothing
    /// by more than the tolerance), and the caps bound the work on
    /// adversarial input such as many nearly coincident edges.
    static let maxRounds = 6

    /// Snaps the edges to `grid`, drops zero-length ones, and cuts them
    /// until no two meet except at shared endpoints (or the caps are hit).
    static func split(_ edges: [BooleanEdge], grid: BooleanGrid) -> [BooleanEdge] {
        var current: [BooleanEdge] = []
        current.reserveCapacity(edges.count)
        for var e in edges {
            e.a = grid.snap(e.a); e.b = grid.snap(e.b)
            if grid.key(e.a) != grid.key(e.b) { current.append(e) }
        }
        var fresh: Set<BooleanKey>? = nil   // nil: every point is new
        var budget = Int.max
        for _ in 0..<maxRounds {
            let cuts = findCuts(current, fresh: fresh, grid: grid)
            if cuts.isEmpty { break }
            current = apply(cuts, to: current, grid: grid)
            let rounded = Set(cuts.lazy.filter(\.isRounded).map { grid.key($0.point) })
            fresh = rounded
            if budget == .max { budget = 4 * current.count + 1024 }
            if rounded.isEmpty || current.count > budget { break }
        }
        return current
    }

    /// A point where edge `edge` must be cut, at parameter `t` along it.
    struct Cut {
        var edge: Int
        var t: CGFloat
        var point: CGPoint
        /// Whether `point` is a crossing rounded to the grid rather than an
        /// existing vertex.
        var isRounded = false
    }

    /// Every cut the edges need: each is tested against the edges whose x
    /// range overlaps its own (sweep over edges sorted by their left end).
    /// With `fresh`, only pairs where one edge ends at a fresh point.
    static func findCuts(_ edges: [BooleanEdge], fresh: Set<BooleanKey>?, grid: BooleanGrid) -> [Cut] {
        let touchesFresh: [Bool]? = fresh.map { f in edges.map { f.contains(grid.key($0.a)) || f.contains(grid.key($0.b)) } }
        let eps = grid.epsilon
        let order = edges.indices.sorted {
            let l = min(edges[$0].a.x, edges[$0].b.x), r = min(edges[$1].a.x, edges[$1].b.x)
            return l != r ? l < r : $0 < $1
        }
        var cuts: [Cut] = []
        for ii in order.indices {
            let i = order[ii], e = edges[i]
            let maxX = max(e.a.x, e.b.x) + eps
            let eMinY = min(e.a.y, e.b.y) - eps, eMaxY = max(e.a.y, e.b.y) + eps
            var jj = ii + 1
            while jj < order.count {
                let j = order[jj], f = edges[j]
                if min(f.a.x, f.b.x) > maxX { break }
                jj += 1
                if max(f.a.y, f.b.y) < eMinY || min(f.a.y, f.b.y) > eMaxY { continue }
                if e.operand == .line && f.operand == .line { continue }   // lines never cut lines
                if let touchesFresh, !touchesFresh[i] && !touchesFresh[j] { continue }
                cutPair(i, e, j, f, grid: grid, eps: eps, into: &cuts)
            }
        }
        return cuts
    }

    /// Cuts for one pair: an endpoint of either lying on the other (shared
    /// vertices, T-junctions, collinear overlaps), else a proper crossing.
    static func cutPair(_ i: Int, _ e: BooleanEdge, _ j: Int, _ f: BooleanEdge,
                        grid: BooleanGrid, eps: CGFloat, into cuts: inout [Cut]) {
        let ka = grid.key(e.a), kb = grid.key(e.b), kc = grid.key(f.a), kd = grid.key(f.b)
        var touched = false
        for (p, kp) in [(f.a, kc), (f.b, kd)] where kp != ka && kp != kb {
            if let t = parameter(of: p, on: e.a, e.b, eps: eps) { cuts.append(Cut(edge: i, t: t, point: p)); touched = true }
        }
        for (p, kp) in [(e.a, ka), (e.b, kb)] where kp != kc && kp != kd {
            if let t = parameter(of: p, on: f.a, f.b, eps: eps) { cuts.append(Cut(edge: j, t: t, point: p)); touched = true }
        }
        if touched || ka == kc || ka == kd || kb == kc || kb == kd { return }
        let de = e.b - e.a, df = f.b - f.a
        let le = de.length, lf = df.length
        // Signed distances of each edge's ends from the other's line.
        let d1 = de.cross(f.a - e.a) / le, d2 = de.cross(f.b - e.a) / le
        guard (d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps) else { return }
        let d3 = df.cross(e.a - f.a) / lf, d4 = df.cross(e.b - f.a) / lf
        guard (d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps) else { return }
        let t = d3 / (d3 - d4)
        let p = grid.snap(e.a.lerp(e.b, t))
        let kp = grid.key(p)
        if kp != ka && kp != kb { cuts.append(Cut(edge: i, t: t, point: p, isRounded: true)) }
        if kp != kc && kp != kd { cuts.append(Cut(edge: j, t: d1 / (d1 - d2), point: p, isRounded: true)) }
    }

    /// Where `p` projects onto segment a–b, when it lies within `eps` of the
    /// segment's interior.
    static func parameter(of p: CGPoint, on a: CGPoint, _ b: CGPoint, eps: CGFloat) -> CGFloat? {
        let d = b - a
        let len2 = d.dot(d)
        guard len2 > 0 else { return nil }
        let t = (p - a).dot(d) / len2
        guard t > 0, t < 1 else { return nil }
        return abs(d.cross(p - a)) <= eps * len2.squareRoot() ? t : nil
    }

    /// The edges with every cut applied: each cut edge becomes its pieces
    /// between consecutive distinct cut points.
    static func apply(_ cuts: [Cut], to edges: [BooleanEdge], grid: BooleanGrid) -> [BooleanEdge] {
        let sorted = cuts.sorted { $0.edge != $1.edge ? $0.edge < $1.edge : $0.t < $1.t }
        var out: [BooleanEdge] = []
        out.reserveCapacity(edges.count + sorted.count)
        var k = 0
        for (i, e) in edges.enumerated() {
            guard k < sorted.count, sorted[k].edge == i else { out.append(e); continue }
            var from = e.a, fromT: CGFloat = 0
            func piece(to p: CGPoint, _ t: CGFloat) {
                guard grid.key(p) != grid.key(from) else { return }
                var s = e
                s.a = from; s.b = p
                s.sourceStart = e.sourceStart + (e.sourceEnd - e.sourceStart) * fromT
                s.sourceEnd = e.sourceStart + (e.sourceEnd - e.sourceStart) * t
                out.append(s)
                from = p; fromT = t
            }
            while k < sorted.count, sorted[k].edge == i {
                piece(to: sorted[k].point, sorted[k].t)
                k += 1
            }
            piece(to: e.b, 1)
        }
        return out
    }
}
