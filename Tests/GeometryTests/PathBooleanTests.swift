import Foundation
import Testing
@testable import Geometry

// Boolean operations checked against hand-computed areas, points and boxes.
// Areas are measured by the scanline integrator in TestSupport (independent
// of the code under test) on the result's flattened polygons.

/// `h` is the scanline step: sharp tips need a fine one (the integrator
/// errs by about 7·h on the pentagram's five tips).
private func area(_ path: Path, h: CGFloat = 0.02) -> CGFloat {
    var set = PolygonSet()
    set.append(path, tolerance: 0.01)
    return nonZeroArea(set, h: h)
}

private func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> Path {
    Path(CGRect(x: x, y: y, width: side, height: side))
}

private func polygon(_ pts: [CGPoint]) -> Path {
    var p = Path()
    p.addLines(pts)
    p.closeSubpath()
    return p
}

/// Number of subpaths and how many of them are closed.
private func subpaths(_ path: Path) -> (count: Int, closed: Int) {
    var count = 0, closed = 0
    path.forEach {
        if case .move = $0 { count += 1 }
        if case .closeSubpath = $0 { closed += 1 }
    }
    return (count, closed)
}

/// The result of a fill operation fills the same under either rule: SwiftUI's
/// documented promise, sampled on a grid over `rect`.
private func fillsAlikeUnderBothRules(_ path: Path, over rect: CGRect) -> Bool {
    for i in 0..<40 {
        for j in 0..<40 {
            let p = CGPoint(x: rect.minX + (CGFloat(i) + 0.37) * rect.width / 40,
                            y: rect.minY + (CGFloat(j) + 0.61) * rect.height / 40)
            if path.contains(p) != path.contains(p, eoFill: true) { return false }
        }
    }
    return true
}

@Test func overlappingSquaresAllFourOperations() {
    // 10×10 squares overlapping in a 5×5 corner: union 100 + 100 − 25.
    let a = square(0, 0, 10), b = square(5, 5, 10)
    let union = a.union(b), inter = a.intersection(b), diff = a.subtracting(b), xor = a.symmetricDifference(b)
    #expect(close(area(union), 175, 0.05))
    #expect(close(area(inter), 25, 0.05))
    #expect(close(area(diff), 75, 0.05))
    #expect(close(area(xor), 150, 0.05))
    #expect(close(union.boundingRect, CGRect(x: 0, y: 0, width: 15, height: 15), 1e-9))
    #expect(close(inter.boundingRect, CGRect(x: 5, y: 5, width: 5, height: 5), 1e-9))
    #expect(close(diff.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
    #expect(union.contains(CGPoint(x: 2, y: 2)) && union.contains(CGPoint(x: 12, y: 12)))
    #expect(!union.contains(CGPoint(x: 12, y: 2)) && !union.contains(CGPoint(x: 2, y: 12)))
    #expect(inter.contains(CGPoint(x: 7, y: 7)) && !inter.contains(CGPoint(x: 2, y: 2)))
    #expect(diff.contains(CGPoint(x: 2, y: 2)) && !diff.contains(CGPoint(x: 7, y: 7)))
    #expect(xor.contains(CGPoint(x: 12, y: 12)) && !xor.contains(CGPoint(x: 7, y: 7)))
    // The union's outline has eight corners, (0,0) (10,0) (10,5) (15,5)
    // (15,15) (5,15) (5,10) (0,10), and no points between them.
    #expect(union.elements.count == 9)   // move, 7 lines, close
    for p in [union, inter, diff, xor] { #expect(fillsAlikeUnderBothRules(p, over: CGRect(x: -1, y: -1, width: 17, height: 17))) }
}

@Test func squareMinusInnerSquareKeepsAHole() {
    let outer = square(0, 0, 10), inner = square(3, 3, 4)
    let ring = outer.subtracting(inner)
    #expect(close(area(ring), 100 - 16, 0.05))
    #expect(!ring.contains(CGPoint(x: 5, y: 5)))
    #expect(!ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
    #expect(ring.contains(CGPoint(x: 1, y: 1)) && ring.contains(CGPoint(x: 8, y: 5)))
    #expect(subpaths(ring) == (2, 2))
    // Inner minus outer is nothing; their union is the outer square.
    #expect(inner.subtracting(outer).isEmpty)
    #expect(close(area(inner.union(outer)), 100, 0.05))
    #expect(subpaths(inner.union(outer)) == (1, 1))
}

@Test func overlappingCirclesMatchTheLensArea() {
    // Radius 10, centres 10 apart: lens = 2r²·acos(d/2r) − (d/2)·√(4r² − d²)
    // = 200π/3 − 5√300 ≈ 122.837; union = 2πr² − lens ≈ 505.482.
    let r: CGFloat = 10, d: CGFloat = 10
    let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
    let b = Path(ellipseIn: CGRect(x: d, y: 0, width: 2 * r, height: 2 * r))
    let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    let circle = CGFloat.pi * r * r
    // Flattening within 0.05 loses at most 0.05 × perimeter of area.
    let lensPerimeter = 2 * r * 2 * acos(d / (2 * r))
    #expect(close(area(a.intersection(b)), lens, 0.05 * lensPerimeter))
    #expect(close(area(a.union(b)), 2 * circle - lens, 0.05 * 4 * .pi * r))
    #expect(close(area(a.subtracting(b)), circle - lens, 0.05 * 4 * .pi * r))
    // The lens spans x ∈ [d, 2r] (b's leftmost to a's rightmost point) and
    // is 2·√(r² − (d/2)²) = 17.32 tall at x = r + d/2.
    let box = a.intersection(b).boundingRect
    #expect(close(box.minX, d, 0.06) && close(box.maxX, 2 * r, 0.06))
    // Each tip is a 120° corner between outlines flattened up to 0.05 inside
    // the circles, so it may sit 0.05 / sin 60° inside the true tip.
    #expect(close(box.height, 2 * (r * r - d * d / 4).squareRoot(), 2 * 0.05 / sin(.pi / 3)))
    #expect(close(area(a.symmetricDifference(b)), area(a.union(b)) - area(a.intersection(b)), 0.2))
}

@Test func selfOverlappingStarUnderEachFillRule() {
    // Pentagram through five points of a circle of radius R, every second
    // point joined. Its centre pentagon winds twice: filled by non-zero,
    // empty by even-odd. Inner radius Rᵢ = R·cos72°/cos36°; the star is ten
    // triangles ½·R·Rᵢ·sin36°, the pentagon (5/2)·Rᵢ²·sin72°.
    let R: CGFloat = 10, c = CGPoint(x: 20, y: 20)
    let pts = (0..<5).map { k -> CGPoint in
        let t = -CGFloat.pi / 2 + CGFloat(2 * k % 5) * 2 * .pi / 5
        return CGPoint(x: c.x + R * cos(t), y: c.y + R * sin(t))
    }
    let star = polygon(pts)
    let ri = R * cos(72 * .pi / 180) / cos(36 * .pi / 180)
    let starArea = 5 * R * ri * sin(36 * .pi / 180)
    let pentagon = 2.5 * ri * ri * sin(72 * .pi / 180)
    let nonZero = star.normalized(eoFill: false), evenOdd = star.normalized(eoFill: true)
    #expect(close(area(nonZero, h: 0.002), starArea, 0.05))
    #expect(close(area(evenOdd, h: 0.002), starArea - pentagon, 0.05))
    #expect(nonZero.contains(c) && nonZero.contains(c, eoFill: true))
    #expect(!evenOdd.contains(c) && !evenOdd.contains(c, eoFill: true))
    #expect(close(area(star.normalized(), h: 0.002), starArea - pentagon, 0.05))   // SwiftUI's default is even-odd
    // The rule reads each operand of a binary operation too.
    let box = square(0, 0, 40)
    #expect(close(area(box.subtracting(star, eoFill: false), h: 0.002), 1600 - starArea, 0.1))
    #expect(close(area(box.subtracting(star, eoFill: true), h: 0.002), 1600 - starArea + pentagon, 0.1))
    #expect(close(area(star.union(Path(), eoFill: true), h: 0.002), starArea - pentagon, 0.05))
    #expect(fillsAlikeUnderBothRules(nonZero, over: CGRect(x: 9, y: 9, width: 22, height: 22)))
    #expect(fillsAlikeUnderBothRules(evenOdd, over: CGRect(x: 9, y: 9, width: 22, height: 22)))
}

@Test func sameDirectionOverlapInOnePathUnderEachRule() {
    var p = square(0, 0, 10)
    p.addRect(CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(close(area(p.normalized(eoFill: false)), 150, 0.05))
    #expect(close(area(p.normalized(eoFill: true)), 100, 0.05))
    #expect(!p.normalized(eoFill: true).contains(CGPoint(x: 7, y: 5)))
}

@Test func coincidentEdgesAndSharedVertices() {
    let a = square(0, 0, 10)
    // Side by side, sharing the edge x = 10: one 20×10 rectangle of four corners.
    let pair = a.union(square(10, 0, 10))
    #expect(close(area(pair), 200, 0.05))
    #expect(pair.elements.count == 5)
    #expect(close(pair.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10), 1e-9))
    #expect(a.intersection(square(10, 0, 10)).isEmpty)
    // Identical operands, and one of them running the other way round.
    var reversed = Path()
    reversed.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 0)])
    reversed.closeSubpath()
    for b in [a, reversed] {
        #expect(close(area(a.union(b)), 100, 0.05))
        #expect(close(area(a.intersection(b)), 100, 0.05))
        #expect(a.subtracting(b).isEmpty)
        #expect(a.symmetricDifference(b).isEmpty)
    }
    // Touching at one corner only: two separate squares (weakly simple).
    let corner = a.union(square(10, 10, 10))
    #expect(close(area(corner), 200, 0.05))
    #expect(subpaths(corner) == (2, 2))
    #expect(a.intersection(square(10, 10, 10)).isEmpty)
    // Overlapping along part of an edge: T-junctions on both.
    let t = a.union(square(10, 3, 4))
    #expect(close(area(t), 116, 0.05))
    #expect(subpaths(t) == (1, 1))
}

@Test func emptyOperands() {
    let a = square(0, 0, 10)
    #expect(close(area(a.union(Path())), 100, 0.05))
    #expect(close(area(Path().union(a)), 100, 0.05))
    #expect(a.intersection(Path()).isEmpty)
    #expect(Path().subtracting(a).isEmpty)
    #expect(close(area(a.subtracting(Path())), 100, 0.05))
    #expect(Path().union(Path()).isEmpty)
    #expect(Path().normalized().isEmpty)
    #expect(Path().lineIntersection(a).isEmpty)
    #expect(a.lineIntersection(Path()).isEmpty)
    // Degenerate operands fill nothing.
    var line = Path()
    line.move(to: .zero); line.addLine(to: CGPoint(x: 10, y: 10))
    #expect(line.normalized().isEmpty)
    #expect(close(area(a.union(line)), 100, 0.05))
}

@Test func openSubpathsCountAsClosed() {
    var open = Path()
    open.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
    #expect(close(area(open.intersection(square(5, 0, 10))), 50, 0.05))
}

@Test func nonFiniteAndExtremeInputNeitherCrashNorProduceNaN() {
    var bad = square(0, 0, 10)
    bad.move(to: CGPoint(x: CGFloat.nan, y: 0))
    bad.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
    bad.addLine(to: CGPoint(x: 5, y: 5))
    let r = bad.union(square(5, 5, 10))
    #expect(r.elements.allSatisfy { e in
        if case .line(let p) = e { return p.x.isFinite && p.y.isFinite }
        if case .move(let p) = e { return p.x.isFinite && p.y.isFinite }
        return true
    })
    #expect(close(area(r), 175, 0.05))
    // Huge and tiny coordinates keep their hand-computed areas.
    let big = square(1e9, 1e9, 1e6).union(square(1e9 + 5e5, 1e9, 1e6))
    #expect(close(big.boundingRect.width, 1.5e6, 1e-3))
    #expect(subpaths(big) == (1, 1) && big.elements.count == 5)
    let tiny = square(0, 0, 1e-6).intersection(square(5e-7, 5e-7, 1e-6))
    #expect(close(tiny.boundingRect, CGRect(x: 5e-7, y: 5e-7, width: 5e-7, height: 5e-7), 1e-15))
    // Nearly parallel, nearly coincident edges.
    let skew = polygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 1e-9), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
    #expect(close(area(skew.union(square(0, 0, 10))), 100, 0.05))
    // Fifty copies of one square turned by k·10⁻¹² rad: corners a grid step
    // or two apart, every edge nearly on fifty others. Once cut without
    // bound (memory ran away); one 10×10 square.
    var turned = Path()
    for k in 0..<50 {
        square(0, 0, 10).applying(CGAffineTransform(rotationAngle: CGFloat(k) * 1e-12)).forEach { turned.append($0) }
    }
    let merged = turned.normalized(eoFill: false)
    #expect(close(area(merged), 100, 0.05) && merged.elements.count == 5)
    // A comb of 100 unit-wide bars sharing their long edges: one rectangle.
    var comb = Path()
    for k in 0..<100 { comb.addRect(CGRect(x: CGFloat(k), y: 0, width: 1, height: 10)) }
    let bar = comb.normalized(eoFill: false)
    #expect(bar.elements.count == 5 && bar.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 10))
}

@Test func lineThroughACircleKeepsTheChord() {
    // Circle of radius 20 about (50, 50); the line y = 60 meets it where
    // (x − 50)² = 20² − 10², x = 50 ± √300 = 32.679… and 67.320….
    let circle = Path(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40))
    var line = Path()
    line.move(to: CGPoint(x: 20, y: 60)); line.addLine(to: CGPoint(x: 80, y: 60))
    let half = CGFloat(300).squareRoot()
    let inside = line.lineIntersection(circle)
    let e = inside.elements
    #expect(e.count == 2)
    if e.count == 2, case .move(let p) = e[0], case .line(let q) = e[1] {
        #expect(close(p, CGPoint(x: 50 - half, y: 60), 0.07) && close(q, CGPoint(x: 50 + half, y: 60), 0.07))
    }
    let outside = line.lineSubtraction(circle)
    let o = outside.elements
    #expect(o.count == 4 && subpaths(outside) == (2, 0))
    if o.count == 4, case .move(let a) = o[0], case .line(let b) = o[1], case .move(let c) = o[2], case .line(let d) = o[3] {
        #expect(close(a, CGPoint(x: 20, y: 60)) && close(b, CGPoint(x: 50 - half, y: 60), 0.07))
        #expect(close(c, CGPoint(x: 50 + half, y: 60), 0.07) && close(d, CGPoint(x: 80, y: 60)))
    }
}

@Test func closedOutlineCutOrKeptWhole() {
    let sq = square(0, 0, 10)
    // Far away: kept whole and closed by subtraction, gone from intersection.
    let far = square(100, 100, 5)
    #expect(subpaths(sq.lineSubtraction(far)) == (1, 1))
    #expect(sq.lineIntersection(far).isEmpty)
    // Wholly inside a bigger square: stays closed.
    #expect(subpaths(sq.lineIntersection(square(-5, -5, 20))) == (1, 1))
    // Half inside the half-plane x > 5: one open run 5 + 10 + 5 long, joined
    // across the subpath's start.
    let cut = sq.lineIntersection(Path(CGRect(x: 5, y: -5, width: 20, height: 20)))
    #expect(subpaths(cut) == (1, 0))
    var length: CGFloat = 0, last = CGPoint.zero
    cut.forEach {
        switch $0 {
        case .move(let p): last = p
        case .line(let p): length += p.distance(to: last); last = p
        default: break
        }
    }
    #expect(close(length, 20, 1e-6))
    #expect(cut.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 10))
    // The other half: x ≤ 5, also 20 long, along the outline x = 0.
    let rest = sq.lineSubtraction(Path(CGRect(x: 5, y: -5, width: 20, height: 20)))
    #expect(subpaths(rest) == (1, 0))
    #expect(rest.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 10))
    // Under even-odd a ring's hole does not take the line.
    var ring = square(-10, -10, 40)
    ring.addRect(CGRect(x: -5, y: -5, width: 30, height: 30))
    #expect(sq.lineIntersection(ring).elements.count > 0)
    #expect(sq.lineIntersection(ring, eoFill: true).isEmpty)
}

/// Distance from `p` to the nearest edge of a polygon.
private func distanceToOutline(_ p: CGPoint, _ pts: [CGPoint]) -> CGFloat {
    var best = CGFloat.infinity
    for i in pts.indices {
        let a = pts[i], b = pts[(i + 1) % pts.count]
        let d = b - a
        let t = max(0, min(1, (p - a).dot(d) / d.dot(d)))
        best = min(best, p.distance(to: a + d * t))
    }
    return best
}

@Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
func randomPolygonsKeepInclusionExclusion(seed: UInt64) {
    // Random (often self-intersecting) polygons: area(A∪B) + area(A∩B) =
    // area(A) + area(B), and each result contains exactly the points its
    // operation says, away from the outlines.
    var rng = TestRNG(state: seed)
    func randomPolygon() -> [CGPoint] {
        (0..<(5 + Int(rng.next() % 6))).map { _ in CGPoint(x: rng.range(0, 40), y: rng.range(0, 40)) }
    }
    let pa = randomPolygon(), pb = randomPolygon()
    let a = polygon(pa), b = polygon(pb)
    let union = a.union(b), inter = a.intersection(b)
    let lhs = area(union) + area(inter), rhs = area(a) + area(b)
    #expect(close(lhs, rhs, 0.02 * max(rhs, 1)), "seed \(seed): \(lhs) vs \(rhs)")
    let ops: [(Path, (Bool, Bool) -> Bool)] = [
        (union, { $0 || $1 }), (inter, { $0 && $1 }), (a.subtracting(b), { $0 && !$1 }),
        (a.symmetricDifference(b), { $0 != $1 }),
    ]
    for (result, op) in ops {
        for _ in 0..<300 {
            let p = CGPoint(x: rng.range(-1, 41), y: rng.range(-1, 41))
            guard distanceToOutline(p, pa) > 1e-3, distanceToOutline(p, pb) > 1e-3 else { continue }
            let expected = op(a.contains(p), b.contains(p))
            #expect(result.contains(p) == expected, "seed \(seed) at \(p)")
            #expect(result.contains(p, eoFill: true) == expected, "seed \(seed) at \(p), even-odd")
        }
    }
    // Even-odd operands: the same pointwise truth with the other rule.
    let eoUnion = a.union(b, eoFill: true)
    for _ in 0..<300 {
        let p = CGPoint(x: rng.range(-1, 41), y: rng.range(-1, 41))
        guard distanceToOutline(p, pa) > 1e-3, distanceToOutline(p, pb) > 1e-3 else { continue }
        #expect(eoUnion.contains(p) == (a.contains(p, eoFill: true) || b.contains(p, eoFill: true)), "seed \(seed) at \(p)")
    }
}
