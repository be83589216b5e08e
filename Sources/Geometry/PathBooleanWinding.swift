import Foundation

// Path boolean operations, step 2: merge the cut edges into distinct
// segments (coincident edges of either operand become one segment carrying
// both multiplicities) and find each operand's winding number on either side
// of every segment. Which sides are inside the result then decides whether a
// segment is part of the result's boundary.

/// One distinct segment of the arrangement, from `p` to `q` with `p`'s key
/// the smaller, carrying how many times each operand runs along it (+1 per
/// edge running p→q, −1 per edge running q→p).
struct BooleanSegment {
    var p: CGPoint, q: CGPoint
    var kp: BooleanKey, kq: BooleanKey
    var first: Int = 0
    var second: Int = 0

    var isPassive: Bool { first == 0 && second == 0 }
}

/// The winding numbers of both operands at one place.
struct BooleanWinding {
    var first = 0, second = 0
}

/// The distinct segments of a cut arrangement and the winding numbers around them.
struct BooleanArrangement {
    var segments: [BooleanSegment] = []
    /// For each input edge, the segment it lies on.
    var segmentOfEdge: [Int] = []

    init(edges: [BooleanEdge], grid: BooleanGrid) {
        var index: [BooleanSegmentKey: Int] = [:]
        segmentOfEdge.reserveCapacity(edges.count)
        for e in edges {
            let ka = grid.key(e.a), kb = grid.key(e.b)
            let forward = ka < kb
            let key = forward ? BooleanSegmentKey(p: ka, q: kb) : BooleanSegmentKey(p: kb, q: ka)
            let s: Int
            if let found = index[key] {
                s = found
            } else {
                s = segments.count
                index[key] = s
                segments.append(forward ? BooleanSegment(p: e.a, q: e.b, kp: ka, kq: kb)
                                        : BooleanSegment(p: e.b, q: e.a, kp: kb, kq: ka))
            }
            let sign = forward ? 1 : -1
            switch e.operand {
            case .first: segments[s].first += sign
            case .second: segments[s].second += sign
            case .line: break
            }
            segmentOfEdge.append(s)
        }
    }

    /// Both operands' winding numbers just left and just right of segment
    /// `s` (left and right as seen walking p→q with y pointing up, the
    /// orientation in which a counter-clockwise contour winds +1).
    func sides(of s: Int, rows: BooleanRows) -> (left: BooleanWinding, right: BooleanWinding) {
        let seg = segments[s]
        let m = CGPoint(x: (seg.p.x + seg.q.x) / 2, y: (seg.p.y + seg.q.y) / 2)
        let w = winding(at: m, excluding: s, rows: rows)
        // The ray from m counts the side towards +x (a horizontal segment:
        // towards +y, by the half-open rule); crossing p→q leftwards adds
        // its multiplicity.
        let horizontal = seg.p.y == seg.q.y
        let plusIsLeft = horizontal ? seg.q.x > seg.p.x : seg.q.y < seg.p.y
        var left = w, right = w
        if plusIsLeft {
            right.first -= seg.first; right.second -= seg.second
        } else {
            left.first += seg.first; left.second += seg.second
        }
        return (left, right)
    }

    /// Winding numbers at `m` by a ray towards +x, counting each segment
    /// it crosses with its multiplicities (half-open in y, as `contains`).
    func winding(at m: CGPoint, excluding s: Int, rows: BooleanRows) -> BooleanWinding {
        var w = BooleanWinding()
        for t in rows.candidates(at: m.y) where t != s {
            let seg = segments[t]
            let pBelow = seg.p.y <= m.y, qBelow = seg.q.y <= m.y
            guard pBelow != qBelow else { continue }
            let side = (seg.q - seg.p).cross(m - seg.p)
            if pBelow {
                if side > 0 { w.first += seg.first; w.second += seg.second }
            } else if side < 0 {
                w.first -= seg.first; w.second -= seg.second
            }
        }
        return w
    }
}

struct BooleanSegmentKey: Hashable {
    var p: BooleanKey, q: BooleanKey
}

/// Segments bucketed by horizontal bands, so a winding ray only visits the
/// segments whose y range can contain it.
struct BooleanRows {
    private var minY: CGFloat = 0
    private var scale: CGFloat = 0
    private var starts: [Int] = [0]
    private var members: [Int] = []

    init(_ arrangement: BooleanArrangement) {
        let active = arrangement.segments.indices.filter { !arrangement.segments[$0].isPassive }
        guard !active.isEmpty else { return }
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for s in active {
            let seg = arrangement.segments[s]
            lo = min(lo, seg.p.y, seg.q.y); hi = max(hi, seg.p.y, seg.q.y)
        }
        let count = max(1, min(Int(Double(active.count).squareRoot()) * 2, 4096))
        minY = lo
        scale = hi > lo ? CGFloat(count) / (hi - lo) : 0
        var counts = [Int](repeating: 0, count: count + 1)
        func span(_ seg: BooleanSegment) -> ClosedRange<Int> {
            row(min(seg.p.y, seg.q.y), count)...row(max(seg.p.y, seg.q.y), count)
        }
        for s in active { for r in span(arrangement.segments[s]) { counts[r + 1] += 1 } }
        for r in 0..<count { counts[r + 1] += counts[r] }
        starts = counts
        members = [Int](repeating: 0, count: counts[count])
        var fill = counts
        for s in active {
            for r in span(arrangement.segments[s]) { members[fill[r]] = s; fill[r] += 1 }
        }
    }

    private func row(_ y: CGFloat, _ count: Int) -> Int {
        let r = ((y - minY) * scale).rounded(.down)
        return r.isFinite ? min(max(Int(r), 0), count - 1) : 0
    }

    /// Every segment whose y range may contain `y`.
    func candidates(at y: CGFloat) -> ArraySlice<Int> {
        let count = starts.count - 1
        guard count > 0 else { return [] }
        let r = row(y, count)
        return members[starts[r]..<starts[r + 1]]
    }
}
