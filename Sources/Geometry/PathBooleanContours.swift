import Foundation

// Path boolean operations, step 3: link the result's boundary segments,
// each directed with the inside on its left and carrying the source piece
// it lies on, into closed contours. Every
// vertex of such a boundary has as many edges in as out; where several
// leave one vertex (two regions touching at a corner), the walk takes the
// sharpest left turn, which keeps the regions' contours apart (weakly
// simple) instead of crossing over.

struct BooleanContourLinker {
    private var points: [CGPoint] = []
    private var vertexOfKey: [BooleanKey: Int] = [:]
    private var from: [Int] = []
    private var to: [Int] = []
    private var pieces: [BooleanPiece] = []

    /// Adds a boundary edge from `a` to `b`, inside on its left, lying on
    /// `piece` (running from `a` to `b`).
    mutating func add(_ a: CGPoint, _ ka: BooleanKey, _ b: CGPoint, _ kb: BooleanKey, _ piece: BooleanPiece) {
        from.append(vertex(a, ka))
        to.append(vertex(b, kb))
        pieces.append(piece)
    }

    private mutating func vertex(_ p: CGPoint, _ k: BooleanKey) -> Int {
        if let v = vertexOfKey[k] { return v }
        vertexOfKey[k] = points.count
        points.append(p)
        return points.count - 1
    }

    /// The contours, each as its edges in order. Each edge is used once, so
    /// the walk ends; a vertex left without an unused way out (possible only
    /// after rounding) closes its contour where it is.
    func contours() -> [[(piece: BooleanPiece, a: CGPoint, b: CGPoint)]] {
        var outStart = [Int](repeating: 0, count: points.count + 1)
        for v in from { outStart[v + 1] += 1 }
        for v in 0..<points.count { outStart[v + 1] += outStart[v] }
        var outEdges = [Int](repeating: 0, count: from.count)
        var fill = outStart
        for (e, v) in from.enumerated() { outEdges[fill[v]] = e; fill[v] += 1 }

        var used = [Bool](repeating: false, count: from.count)
        var result: [[(piece: BooleanPiece, a: CGPoint, b: CGPoint)]] = []
        for e0 in from.indices where !used[e0] {
            var contour: [(piece: BooleanPiece, a: CGPoint, b: CGPoint)] = []
            used[e0] = true
            let start = from[e0]
            var cur = e0
            contour.append((pieces[cur], points[from[cur]], points[to[cur]]))
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
                used[best] = true
                cur = best
                contour.append((pieces[cur], points[from[cur]], points[to[cur]]))
            }
            result.append(contour)
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
