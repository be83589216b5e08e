import Foundation
@testable import Geometry

/// Area covered by polygons under the non-zero rule, measured independently
/// of the code under test: scanlines every `h`, exact spans along x.
func nonZeroArea(_ set: PolygonSet, h: CGFloat = 0.01) -> CGFloat {
    let b = set.boundingRect
    guard !b.isNull else { return 0 }
    var edges: [(CGPoint, CGPoint)] = []
    var start = 0
    for end in set.contourEnds {
        for i in start..<end { edges.append((set.points[i], set.points[i + 1 < end ? i + 1 : start])) }
        start = end
    }
    var area: CGFloat = 0
    var y = b.minY + h / 2
    var xs: [(CGFloat, Int)] = []
    while y < b.maxY {
        xs.removeAll(keepingCapacity: true)
        for (a, c) in edges where (a.y <= y) != (c.y <= y) {
            let x = a.x + (y - a.y) * (c.x - a.x) / (c.y - a.y)
            xs.append((x, c.y > a.y ? 1 : -1))
        }
        xs.sort { $0.0 < $1.0 }
        var w = 0
        for k in 0..<xs.count {
            let before = w
            w += xs[k].1
            if before != 0, k > 0 { area += (xs[k].0 - xs[k - 1].0) * h }
        }
        y += h
    }
    return area
}

/// Non-zero winding of polygons around a point.
func winding(_ set: PolygonSet, _ p: CGPoint) -> Int {
    var w = 0
    var start = 0
    for end in set.contourEnds {
        for i in start..<end {
            let a = set.points[i], c = set.points[i + 1 < end ? i + 1 : start]
            if (a.y <= p.y) != (c.y <= p.y) {
                let x = a.x + (p.y - a.y) * (c.x - a.x) / (c.y - a.y)
                if x > p.x { w += c.y > a.y ? 1 : -1 }
            }
        }
        start = end
    }
    return w
}

func close(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat) -> Bool { abs(a - b) <= tol }

func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
}

func close(_ a: CGRect, _ b: CGRect, _ tol: CGFloat) -> Bool {
    close(a.minX, b.minX, tol) && close(a.minY, b.minY, tol) && close(a.maxX, b.maxX, tol) && close(a.maxY, b.maxY, tol)
}

/// Deterministic test randomness (SplitMix64).
struct TestRNG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
    mutating func range(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * unit() }
}
