import Foundation

// Path boolean operations, step 3: link the result's boundary segments,
// each directed with the inside on its left, into closed contours. Every
// vertex of such a boundary has as many edges in as out; where several
// leave one vertex (two regions touching at a corner), the walk takes the
// sharpest left turn, which keeps the regions' contours apart (weakly
// simple) instead of crossing over.

struct BooleanContourLinker {
    private var points: [CGPoint] = []
    private var vertexOfKey: [BooleanKey: Int] = [:]
    private var from: [Int] = []
    private var to: [Int] = []

    /// Adds a boundary edge from `a` to `b`, inside on its left.
    mutating func add(_ a: CGPoint, _ ka: BooleanKey, _ b: CGPoint, _ kb: BooleanKey) {
        from.append(vertex(a, ka))
        to.append(vertex(b, kb))
    }

    private mutating func vertex(_ p: CGPoint, _ k: BooleanKey) -> Int {
        if let v = vertexOfKey[k] { return v }
        vertexOfKey[k] = points.count
        points.append(p)
        return points.count - 1
    }

    /// The contours, straight runs merged, as closed polygons. Each edge is
    /// used once, so the walk ends; a vertex left without an unused way out
    /// (possible only after rounding) closes its contour where it is.
    func polygons(epsilon: CGFloat) -> PolygonSet {
        var outStart = [Int](repeating: 0, count: points.count + 1)
        for v in from { outStart[v + 1] += 1 }
        for v in 0..<points.count { outStart[v + 1] += outStart[v] }
        var outEdges = [Int](repeating: 0, count: from.count)
        var fill = outStart
        for (e, v) in from.enumerated() { outEdges[fill[v]] = e; fill[v] += 1 }

        var used = [Bool](repeating: false, count: from.count)
        var result = PolygonSet()
        var contour: [CGPoint] = []
        for e0 in from.indices where !used[e0] {
            contour.removeAll(keepingCapacity: true)
            used[e0] = true
            let start = from[e0]
            contour.append(points[start])
            var cur = e0
            while to[cur] != start {
                let v = to[cur]
                var best = -1
                var bestTurn = -CGFloat.infinity
                let back = points[from[cur]] - points[v]
                for k in outStart[v]..<outStart[v + 1] where !used[outEdges[k]] {
                    let e = outEdges[k]
                    let turn = Self.counterClockwiseAngle(from: back, to: points[to[e]] - points[v])
                    if turn > bestTurn { bestTurn = turn; best = e }
                }
                guard best >= 0 else { break }
                contour.append(points[v])
                used[best] = true
                cur = best
            }
            Self.appendSimplified(contour, epsilon: epsilon, to: &result)
        }
        return result
    }

    /// The angle turned counter-clockwise (y up) from `a` to `b`, in
    /// [0, 2π). Measured from the way back, the largest is the sharpest left
    /// turn and going straight back (0) ranks last.
    static func counterClockwiseAngle(from a: CGPoint, to b: CGPoint) -> CGFloat {
        let r = atan2(a.cross(b), a.dot(b))
        if r == 0 { return 0 }
        return r < 0 ? r + 2 * .pi : r
    }

    /// Appends a closed contour without its repeated and collinear points;
    /// contours that collapse below three points are dropped.
    static func appendSimplified(_ contour: [CGPoint], epsilon: CGFloat, to set: inout PolygonSet) {
        var pts = contour
        var changed = true
        while changed && pts.count >= 3 {
            changed = false
            var kept: [CGPoint] = []
            kept.reserveCapacity(pts.count)
            for i in pts.indices {
                let prev = kept.last ?? pts[pts.count - 1]
                let next = pts[(i + 1) % pts.count]
                if isRedundant(pts[i], between: prev, next, epsilon: epsilon) {
                    changed = true
                } else {
                    kept.append(pts[i])
                }
            }
            pts = kept
        }
        guard pts.count >= 3 else { return }
        set.points.append(contentsOf: pts)
        set.contourEnds.append(set.points.count)
    }

    /// Whether `b` adds nothing to the outline a→b→c: it repeats a
    /// neighbour or lies on the straight line between them.
    static func isRedundant(_ b: CGPoint, between a: CGPoint, _ c: CGPoint, epsilon: CGFloat) -> Bool {
        if b == a || b == c { return true }
        let d = c - a
        let len2 = d.dot(d)
        guard len2 > 0 else { return false }
        let t = (b - a).dot(d) / len2
        return t > 0 && t < 1 && abs(d.cross(b - a)) <= epsilon * len2.squareRoot()
    }
}
