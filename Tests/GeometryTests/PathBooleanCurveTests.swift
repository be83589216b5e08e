import Foundation
import Testing
@testable import Geometry

// Boolean operations keep the operands' curves, as CoreGraphics' do: where
// a result's outline follows a quadratic or cubic of an operand, the result
// holds that curve (a part of it), not a run of short lines. Truths are
// hand-computed: circle and lens areas, chord ends, blossoms of a quadratic.
// Points are checked against the operands' own Bézier outlines (a Bézier
// circle strays up to 2.8e-4·r from the true circle), and areas are
// integrated exactly over the result's curves (Green's theorem).

/// A segment as its Bernstein control points (2 for a line, 3, or 4).
private typealias Segment = [CGPoint]

private func segments(_ path: Path) -> [Segment] {
    var result: [Segment] = []
    var current = CGPoint.zero, start = CGPoint.zero
    path.forEach { e in
        switch e {
        case .move(let p): current = p; start = p
        case .line(let p): result.append([current, p]); current = p
        case .quadCurve(let p, let c): result.append([current, c, p]); current = p
        case .curve(let p, let c1, let c2): result.append([current, c1, c2, p]); current = p
        case .closeSubpath:
            if current != start { result.append([current, start]) }
            current = start
        }
    }
    return result
}

/// The point of a Bézier segment at t (de Casteljau).
private func point(_ s: Segment, _ t: CGFloat) -> CGPoint {
    var p = s
    while p.count > 1 {
        p = (0..<(p.count - 1)).map { CGPoint(x: p[$0].x + (p[$0 + 1].x - p[$0].x) * t, y: p[$0].y + (p[$0 + 1].y - p[$0].y) * t) }
    }
    return p[0]
}

/// The derivative at t: the degree times the difference segment's point.
private func velocity(_ s: Segment, _ t: CGFloat) -> CGPoint {
    let n = CGFloat(s.count - 1)
    let d = (0..<(s.count - 1)).map { CGPoint(x: n * (s[$0 + 1].x - s[$0].x), y: n * (s[$0 + 1].y - s[$0].y)) }
    return d.count == 1 ? d[0] : point(d, t)
}

/// Enclosed area, ½∮(x dy − y dx) over every segment. The integrand of a
/// cubic has degree 5, which 3-point Gauss–Legendre integrates exactly.
private func exactArea(_ path: Path) -> CGFloat {
    let nodes: [(CGFloat, CGFloat)] = [(0.5, 8.0 / 18), (0.5 - 0.5 * (0.6 as CGFloat).squareRoot(), 5.0 / 18),
                                       (0.5 + 0.5 * (0.6 as CGFloat).squareRoot(), 5.0 / 18)]
    var sum: CGFloat = 0
    for s in segments(path) {
        for (t, w) in nodes {
            let p = point(s, t), v = velocity(s, t)
            sum += w * (p.x * v.y - p.y * v.x) / 2
        }
    }
    return abs(sum)
}

/// Distance from `p` to the nearest point of `path`'s outline: a fine
/// sampling, then a ternary search around the best sample.
private func distance(_ p: CGPoint, to path: Path) -> CGFloat {
    var best = CGFloat.infinity
    for s in segments(path) {
        let n = 2000
        var bestK = 0, bestD = CGFloat.infinity
        for k in 0...n {
            let d = p.distance(to: point(s, CGFloat(k) / CGFloat(n)))
            if d < bestD { bestD = d; bestK = k }
        }
        var lo = max(0, CGFloat(bestK - 1) / CGFloat(n)), hi = min(1, CGFloat(bestK + 1) / CGFloat(n))
        for _ in 0..<100 {
            let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
            if p.distance(to: point(s, a)) < p.distance(to: point(s, b)) { hi = b } else { lo = a }
        }
        best = min(best, bestD, p.distance(to: point(s, (lo + hi) / 2)))
    }
    return best
}

/// How many elements of each kind: lines, quadratics, cubics.
private func kinds(_ path: Path) -> (lines: Int, quads: Int, cubics: Int) {
    var l = 0, q = 0, c = 0
    path.forEach {
        switch $0 {
        case .line: l += 1
        case .quadCurve: q += 1
        case .curve: c += 1
        default: break
        }
    }
    return (l, q, c)
}

/// Whether every segment of `result` lies on one of `operands`' outlines:
/// its ends and three inner points within `tol`.
private func liesOnOutlines(_ result: Path, _ operands: [Path], tol: CGFloat = 1e-6) -> Bool {
    for s in segments(result) {
        for t in [0, 0.25, 0.5, 0.75, 1] as [CGFloat] {
            let p = point(s, t)
            if operands.allSatisfy({ distance(p, to: $0) > tol }) { return false }
        }
    }
    return true
}

private func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path {
    Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
}

@Test func unionOfTwoCirclesIsTwoArcsOfCubics() {
    // Radius 10, centres (10, 10) and (20, 10). Each circle keeps its outer
    // 240° (from 60° to 300° about its centre); its four quarter cubics
    // meet at 0°, 90°, 180°, 270°, so the arc is two whole quarters and two
    // parts: 4 cubics per circle, 8 in all, no lines.
    let r: CGFloat = 10, d: CGFloat = 10
    let a = circle(10, 10, r), b = circle(20, 10, r)
    let union = a.union(b)
    #expect(kinds(union) == (0, 0, 8))
    #expect(union.elements.count == 10)   // move, 8 cubics, close
    #expect(liesOnOutlines(union, [a, b]))
    // Every on-curve point is on a circle up to the Bézier circle's error.
    var ends: [CGPoint] = []
    union.forEach {
        if case .move(let p) = $0 { ends.append(p) }
        if case .curve(let p, _, _) = $0 { ends.append(p) }
    }
    for p in ends {
        let ra = p.distance(to: CGPoint(x: 10, y: 10)), rb = p.distance(to: CGPoint(x: 20, y: 10))
        #expect(min(abs(ra - r), abs(rb - r)) <= 2.8e-4 * r)
    }
    // The outlines cross at x = 15, y = 10 ± √(r² − (d/2)²).
    let h = (r * r - d * d / 4).squareRoot()
    #expect(ends.contains { close($0, CGPoint(x: 15, y: 10 + h), 3e-3) })
    #expect(ends.contains { close($0, CGPoint(x: 15, y: 10 - h), 3e-3) })
    // Area: 2πr² − lens, lens = 2r²·acos(d/2r) − (d/2)·√(4r² − d²); the
    // Bézier circles add at most 2.8e-4·r along the 83.8-unit outline.
    let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    #expect(close(exactArea(union), 2 * .pi * r * r - lens, 2.8e-4 * r * 84))
    let inter = a.intersection(b)
    #expect(kinds(inter) == (0, 0, 4))   // two 120° arcs, each across a quarter's end
    #expect(liesOnOutlines(inter, [a, b]))
    #expect(close(exactArea(inter), lens, 2.8e-4 * r * 42))
}

@Test func unionOfACircleWithItselfIsTheCircle() {
    let a = circle(0, 0, 5)
    let u = a.union(a)
    #expect(kinds(u) == (0, 0, 4))
    // The same four cubics, in some rotation.
    let original = segments(a), result = segments(u)
    #expect(original.allSatisfy { s in result.contains { $0.count == 4 && zip($0, s).allSatisfy { close($0, $1, 1e-9) } } })
}

@Test func squareMinusACircleKeepsTheCircleReversedAsAHole() {
    let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
    let c = circle(20, 20, 10)
    let ring = square.subtracting(c)
    #expect(kinds(ring) == (3, 0, 4))   // the square's 3 lines and close, the hole's 4 cubics
    // Each of the circle's cubics appears run backwards.
    let result = segments(ring)
    for s in segments(c) {
        let back = Array(s.reversed())
        #expect(result.contains { $0.count == 4 && zip($0, back).allSatisfy { close($0, $1, 1e-9) } })
    }
    #expect(!ring.contains(CGPoint(x: 20, y: 20)) && ring.contains(CGPoint(x: 2, y: 2)))
    #expect(!ring.contains(CGPoint(x: 20, y: 20), eoFill: true))
    #expect(close(exactArea(ring), 1600 - .pi * 100, 2.8e-4 * 10 * 63))
}

@Test func circleCutByAHalfPlaneKeepsTheChordAsOneLine() {
    // Circle of radius 10 about (20, 20) below y = 15 (the rectangle
    // y ∈ [0, 15]): the chord at distance 5 from the centre runs from
    // x = 20 − √75 to 20 + √75, the arc across the circle's quarter end at
    // (20, 10) is 2 cubics. Segment area r²·acos(5/r) − 5·√(r² − 25).
    let c = circle(20, 20, 10)
    let cap = c.intersection(Path(CGRect(x: 0, y: 0, width: 40, height: 15)))
    let k = kinds(cap)
    #expect(k.quads == 0 && k.cubics == 2)
    let straight = segments(cap).filter { $0.count == 2 }
    #expect(straight.count == 1)
    if let chord = straight.first {
        let half: CGFloat = 75.0.squareRoot()
        let ends = [chord[0], chord[1]].sorted { $0.x < $1.x }
        #expect(close(ends[0], CGPoint(x: 20 - half, y: 15), 3e-3) && close(ends[1], CGPoint(x: 20 + half, y: 15), 3e-3))
        #expect(ends[0].y == 15 && ends[1].y == 15)
    }
    #expect(liesOnOutlines(cap, [c, Path(CGRect(x: 0, y: 0, width: 40, height: 15))]))
    let area = 100 * acos(0.5) - 5 * CGFloat(75).squareRoot()
    #expect(close(exactArea(cap), area, 2.8e-4 * 10 * 21))
}

@Test func lineIntersectionOfAQuadraticKeepsQuadraticParts() {
    // B(t) = (40t, …) through (0, 20), control (20, −20), (40, 20): the
    // rectangle x ∈ [5, 35] keeps t ∈ [1/8, 7/8]. A part's control point is
    // the blossom B(u, v): for [1/8, 7/8] it is (20, −11.25), and the ends
    // are B(1/8) = (5, 11.25), B(7/8) = (35, 11.25).
    var arch = Path()
    arch.move(to: CGPoint(x: 0, y: 20))
    arch.addQuadCurve(to: CGPoint(x: 40, y: 20), control: CGPoint(x: 20, y: -20))
    let box = Path(CGRect(x: 5, y: 0, width: 30, height: 40))
    let inside = arch.lineIntersection(box).elements
    #expect(inside.count == 2)
    if inside.count == 2, case .move(let p) = inside[0], case .quadCurve(let q, let c) = inside[1] {
        #expect(close(p, CGPoint(x: 5, y: 11.25)) && close(q, CGPoint(x: 35, y: 11.25)) && close(c, CGPoint(x: 20, y: -11.25)))
    }
    // Outside: [0, 1/8] with control B(0, 1/8) = (2.5, 15), and [7/8, 1]
    // with control B(7/8, 1) = (37.5, 15).
    let outside = arch.lineSubtraction(box).elements
    #expect(outside.count == 4)
    if outside.count == 4, case .move(let a) = outside[0], case .quadCurve(let b, let c1) = outside[1],
       case .move(let c) = outside[2], case .quadCurve(let d, let c2) = outside[3] {
        #expect(close(a, CGPoint(x: 0, y: 20)) && close(b, CGPoint(x: 5, y: 11.25)) && close(c1, CGPoint(x: 2.5, y: 15)))
        #expect(close(c, CGPoint(x: 35, y: 11.25)) && close(d, CGPoint(x: 40, y: 20)) && close(c2, CGPoint(x: 37.5, y: 15)))
    }
}

@Test func lineIntersectionOfACubicWithARectangleKeepsCubicParts() {
    // An S-shaped cubic from x = −50 to 350 (x(t) = −50 + 400t exactly, the
    // control points being evenly spaced in x) clipped to x ∈ [0, 300]:
    // one cubic part from x = 0 to x = 300, on the original curve.
    var s = Path()
    s.move(to: CGPoint(x: -50, y: 100))
    s.addCurve(to: CGPoint(x: 350, y: 100), control1: CGPoint(x: 250 / 3, y: -100), control2: CGPoint(x: 650 / 3, y: 300))
    let clip = Path(CGRect(x: 0, y: -200, width: 300, height: 600))
    let part = s.lineIntersection(clip)
    #expect(kinds(part) == (0, 0, 1))
    #expect(close(part.boundingRect.minX, 0, 1e-9) && close(part.boundingRect.maxX, 300, 1e-9))
    #expect(liesOnOutlines(part, [s]))
    // A curved clip: the cubic inside a circle keeps cubic parts only.
    let inCircle = s.lineIntersection(circle(150, 100, 80))
    #expect(kinds(inCircle).lines == 0 && kinds(inCircle).cubics >= 1)
    #expect(liesOnOutlines(inCircle, [s]))
    // Every open end is where the cubic crosses the clip circle's outline
    // (the cubic starts and ends outside it).
    var openEnds: [CGPoint] = []
    var last: CGPoint?
    inCircle.forEach {
        switch $0 {
        case .move(let p): if let last { openEnds.append(last) }; openEnds.append(p)
        case .curve(let p, _, _): last = p
        default: break
        }
    }
    if let last { openEnds.append(last) }
    #expect(openEnds.count >= 2 && openEnds.allSatisfy { distance($0, to: circle(150, 100, 80)) < 1e-6 })
}

@Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
func randomCirclesAndBoxesKeepPointwiseTruth(seed: UInt64) {
    // Random circles (down to radius 0.2, several flattening steps or
    // fewer) and boxes: away from both outlines, each result contains
    // exactly the points its operation says, under either fill rule.
    var rng = TestRNG(state: seed)
    struct Disc { var c: CGPoint; var r: CGFloat }
    func randomOperand() -> (Path, [Disc], [CGRect]) {
        var p = Path(), discs: [Disc] = [], boxes: [CGRect] = []
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            if rng.next() % 3 == 0 {
                let b = CGRect(x: rng.range(0, 30), y: rng.range(0, 30), width: rng.range(1, 20), height: rng.range(1, 20))
                boxes.append(b); p.addRect(b)
            } else {
                let d = Disc(c: CGPoint(x: rng.range(5, 35), y: rng.range(5, 35)), r: rng.range(0.2, 15))
                discs.append(d); p.addPath(circle(d.c.x, d.c.y, d.r))
            }
        }
        return (p, discs, boxes)
    }
    // `contains` flattens curves within 1/1000 of a path's size (≤ 0.06
    // here), and the Bézier circles stray up to 2.8e-4·r: points nearer
    // than 0.1 to an outline are skipped.
    func nearOutline(_ q: CGPoint, _ discs: [Disc], _ boxes: [CGRect]) -> Bool {
        discs.contains { abs(q.distance(to: $0.c) - $0.r) < 0.1 }
            || boxes.contains { b in
                let dx = max(b.minX - q.x, 0, q.x - b.maxX), dy = max(b.minY - q.y, 0, q.y - b.maxY)
                let outside = (dx * dx + dy * dy).squareRoot()
                let inside = min(q.x - b.minX, b.maxX - q.x, q.y - b.minY, b.maxY - q.y)
                return outside > 0 ? outside < 0.1 : inside < 0.1
            }
    }
    let (a, da, ba) = randomOperand(), (b, db, bb) = randomOperand()
    let ops: [(Path, (Bool, Bool) -> Bool)] = [
        (a.union(b), { $0 || $1 }), (a.intersection(b), { $0 && $1 }),
        (a.subtracting(b), { $0 && !$1 }), (a.symmetricDifference(b), { $0 != $1 }),
    ]
    for (result, op) in ops {
        // Straight parts come from the boxes only: all lie on box edges.
        let straight = segments(result).filter { $0.count == 2 }
        #expect(straight.allSatisfy { s in
            (ba + bb).contains { b in
                (s[0].x == s[1].x && [b.minX, b.maxX].contains { abs($0 - s[0].x) < 1e-9 })
                    || (s[0].y == s[1].y && [b.minY, b.maxY].contains { abs($0 - s[0].y) < 1e-9 })
            }
        }, "seed \(seed): a straight part off the boxes' edges")
        for _ in 0..<400 {
            let q = CGPoint(x: rng.range(-1, 51), y: rng.range(-1, 51))
            guard !nearOutline(q, da + db, ba + bb) else { continue }
            let expected = op(a.contains(q), b.contains(q))
            #expect(result.contains(q) == expected, "seed \(seed) at \(q)")
            #expect(result.contains(q, eoFill: true) == expected, "seed \(seed) at \(q), even-odd")
        }
    }
}
