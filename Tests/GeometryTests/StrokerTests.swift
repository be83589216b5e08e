import Foundation
import Testing
@testable import Geometry

@Test func strokeVersusStrokeBorderBounds() {
    // SwiftUI: 60×60 rectangle centred in 100×100, line width 10.
    let rect = CGRect(x: 20, y: 20, width: 60, height: 60)
    let stroke = Path(rect).strokedPath(StrokeParameters(lineWidth: 10)).boundingRect
    #expect(close(stroke, CGRect(x: 15, y: 15, width: 70, height: 70), 1e-9))
    // strokeBorder = inset by half the width, then stroke.
    let border = Path(rect.insetBy(dx: 5, dy: 5)).strokedPath(StrokeParameters(lineWidth: 10)).boundingRect
    #expect(close(border, CGRect(x: 20, y: 20, width: 60, height: 60), 1e-9))
}

@Test func strokedLineAreas() {
    var line = Path()
    line.move(to: CGPoint(x: 10, y: 10))
    line.addLine(to: CGPoint(x: 110, y: 10))
    let w: CGFloat = 10
    let butt = nonZeroArea(line.strokedPolygons(StrokeParameters(lineWidth: w)))
    #expect(close(butt, 100 * w, 0.5))
    let round = nonZeroArea(line.strokedPolygons(StrokeParameters(lineWidth: w, lineCap: .round), tolerance: 0.001))
    let roundTruth: CGFloat = 100 * w + CGFloat.pi * 25
    #expect(close(round, roundTruth, 0.5))
    let square = nonZeroArea(line.strokedPolygons(StrokeParameters(lineWidth: w, lineCap: .square)))
    #expect(close(square, 100 * w + w * w, 0.5))
    // Same on a diagonal line: area does not depend on direction.
    var diag = Path()
    diag.move(to: CGPoint(x: 0, y: 0))
    diag.addLine(to: CGPoint(x: 60, y: 80))
    #expect(close(nonZeroArea(diag.strokedPolygons(StrokeParameters(lineWidth: 4))), 400, 0.5))
}

@Test func dashesOnALine() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 5))
    line.addLine(to: CGPoint(x: 150, y: 5))
    let set = line.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [10, 5]))
    #expect(set.contourEnds.count == 10)
    let dashArea: CGFloat = 10 * 10 * 2
    #expect(close(nonZeroArea(set), dashArea, 0.2))
    // First dash covers 0…10, second 15…25.
    let b = set.boundingRect
    #expect(close(b.minX, 0, 1e-9) && close(b.maxX, 145, 1e-9))
    #expect(winding(set, CGPoint(x: 12, y: 5)) == 0 && winding(set, CGPoint(x: 16, y: 5)) != 0)
    // A phase of 5 shifts the pattern left: the first dash is 0…5.
    let shifted = line.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [10, 5], dashPhase: 5))
    #expect(winding(shifted, CGPoint(x: 4, y: 5)) != 0 && winding(shifted, CGPoint(x: 6, y: 5)) == 0)
}

@Test func zeroLengthSegmentsDrawDots() {
    var p = Path()
    p.move(to: CGPoint(x: 50, y: 50))
    p.addLine(to: CGPoint(x: 50, y: 50))
    #expect(nonZeroArea(p.strokedPolygons(StrokeParameters(lineWidth: 10))) == 0)
    let disc = nonZeroArea(p.strokedPolygons(StrokeParameters(lineWidth: 10, lineCap: .round), tolerance: 0.001))
    let discTruth: CGFloat = CGFloat.pi * 25
    #expect(close(disc, discTruth, 0.2))
    let sq = p.strokedPolygons(StrokeParameters(lineWidth: 10, lineCap: .square))
    #expect(close(sq.boundingRect, CGRect(x: 45, y: 45, width: 10, height: 10), 1e-9))
}

@Test func closedRectangleJoins() {
    let rect = Path(CGRect(x: 0, y: 0, width: 60, height: 60))
    let miter = nonZeroArea(rect.strokedPolygons(StrokeParameters(lineWidth: 10)))
    #expect(close(miter, 70 * 70 - 50 * 50, 0.5))
    let bevel = nonZeroArea(rect.strokedPolygons(StrokeParameters(lineWidth: 10, lineJoin: .bevel)))
    #expect(close(bevel, 2400 - 4 * 12.5, 0.5))
    let round = nonZeroArea(rect.strokedPolygons(StrokeParameters(lineWidth: 10, lineJoin: .round), tolerance: 0.001))
    let cornerLoss: CGFloat = 25 - CGFloat.pi * 25 / 4
    #expect(close(round, 2400 - 4 * cornerLoss, 0.5))
    // Closed: no caps even with square caps.
    let sq = rect.strokedPolygons(StrokeParameters(lineWidth: 10, lineCap: .square, lineJoin: .bevel))
    #expect(close(nonZeroArea(sq), bevel, 0.01))
}

@Test func miterLimitBevelsSharpCorners() {
    // A 20° corner: miter ratio 1/sin(10°) ≈ 5.76.
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 100, y: 0))
    let a = 160.0 * CGFloat.pi / 180
    p.addLine(to: CGPoint(x: 100 + 100 * cos(a), y: 100 * sin(a)))
    let w: CGFloat = 10
    let mitered = p.strokedPolygons(StrokeParameters(lineWidth: w, miterLimit: 6)).boundingRect
    let beveled = p.strokedPolygons(StrokeParameters(lineWidth: w, miterLimit: 5)).boundingRect
    let tipX = 100 + (w / 2) / sin(10 * CGFloat.pi / 180) * cos(10 * CGFloat.pi / 180)
    #expect(close(mitered.maxX, tipX, 1e-6))
    #expect(beveled.maxX < 100 + w)
}

/// Distance from p to a densely sampled cubic.
private func distance(_ p: CGPoint, _ c: [CGPoint]) -> CGFloat {
    var best = CGFloat.infinity
    for k in 0...2000 {
        let t = CGFloat(k) / 2000, mt = 1 - t
        let x = mt * mt * mt * c[0].x + 3 * mt * mt * t * c[1].x + 3 * mt * t * t * c[2].x + t * t * t * c[3].x
        let y = mt * mt * mt * c[0].y + 3 * mt * mt * t * c[1].y + 3 * mt * t * t * c[2].y + t * t * t * c[3].y
        best = min(best, ((x - p.x) * (x - p.x) + (y - p.y) * (y - p.y)).squareRoot())
    }
    return best
}

@Test func roundStrokeOfCurvesIsTheDistanceSet() {
    // With round caps and joins the stroke is exactly {p : dist(p, curve) <= w/2},
    // also for cusps, loops and widths far beyond the curvature radius.
    var rng = TestRNG(state: 7)
    let cases: [([CGPoint], CGFloat)] = [
        ([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)], 20), // cusp-like
        ([CGPoint(x: 0, y: 50), CGPoint(x: 120, y: -20), CGPoint(x: -20, y: -20), CGPoint(x: 100, y: 50)], 60), // loop
        ([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 1), CGPoint(x: 0, y: 1)], 80), // tight, huge width
    ] + (0..<20).map { _ in
        ((0..<4).map { _ in CGPoint(x: rng.range(0, 100), y: rng.range(0, 100)) }, rng.range(1, 30))
    }
    for (c, w) in cases {
        var p = Path()
        p.move(to: c[0])
        p.addCurve(to: c[3], control1: c[1], control2: c[2])
        let set = p.strokedPolygons(StrokeParameters(lineWidth: w, lineCap: .round, lineJoin: .round), tolerance: 0.05)
        for _ in 0..<200 {
            let q = CGPoint(x: rng.range(-60, 160), y: rng.range(-60, 160))
            let d = distance(q, c)
            if d < w / 2 - 0.2 { #expect(winding(set, q) != 0, "inside point \(q) of \(c) w \(w)") }
            if d > w / 2 + 0.2 { #expect(winding(set, q) == 0, "outside point \(q) of \(c) w \(w)") }
        }
    }
}

@Test func transformedStrokeIsInDeviceSpace() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let t = CGAffineTransform(scaleX: 3, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 7))
    let set = line.strokedPolygons(StrokeParameters(lineWidth: 2), transform: t)
    #expect(close(set.boundingRect, CGRect(x: 5, y: 4, width: 30, height: 6), 1e-9))
}

@Test func degenerateStrokeInputDoesNotCrash() {
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
    p.addLine(to: CGPoint(x: 10, y: 0))
    p.addCurve(to: CGPoint(x: 1e12, y: 1e12), control1: CGPoint(x: -1e12, y: 3), control2: CGPoint(x: CGFloat.infinity, y: 0))
    for cap in [CGLineCap.butt, .round, .square] {
        for join in [CGLineJoin.miter, .round, .bevel] {
            let s = p.strokedPolygons(StrokeParameters(lineWidth: 4, lineCap: cap, lineJoin: join, dash: [3, 1]))
            #expect(s.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }
    #expect(Path().strokedPath(StrokeParameters()).isEmpty)
    #expect(Path(CGRect(x: 0, y: 0, width: 5, height: 5)).strokedPath(StrokeParameters(lineWidth: 0)).isEmpty)
    #expect(Path(CGRect(x: 0, y: 0, width: 5, height: 5)).strokedPath(StrokeParameters(lineWidth: .nan)).isEmpty)
    // Invalid dash patterns stroke solid.
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 100, y: 0))
    #expect(line.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [0, 0])).contourEnds.count == 1)
    #expect(line.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [-1, 3])).contourEnds.count == 1)
}

@Test func dashedClosedPathJoinsAtStart() {
    // Dash [30, 10] with phase 10 on a 100×100 square (perimeter 400): on
    // 0…20, then 30+40k…60+40k for k = 0…8, then 390…400, which runs into
    // the first dash through the start corner: 10 pieces, not 11.
    let sq = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let set = sq.strokedPolygons(StrokeParameters(lineWidth: 4, dash: [30, 10], dashPhase: 10))
    #expect(set.contourEnds.count == 10)
}

/// Exact distance from p to the segment ab.
private func segmentDistance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x, dy = b.y - a.y
    let l2 = dx * dx + dy * dy
    let t = l2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / l2, 0), 1) : 0
    let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
    return (x * x + y * y).squareRoot()
}

@Test func roundStrokeOfPolylinesIsTheDistanceSet() {
    // Random zigzags with short and long segments, open and closed, widths
    // from hairline to far wider than the segments.
    var rng = TestRNG(state: 99)
    for trial in 0..<40 {
        let n = 2 + Int(rng.unit() * 8)
        let pts = (0..<n).map { _ in CGPoint(x: rng.range(0, 100), y: rng.range(0, 100)) }
        let closed = trial % 3 == 0
        let w = trial % 4 == 0 ? rng.range(40, 90) : rng.range(0.5, 20)
        var p = Path()
        p.addLines(pts)
        if closed { p.closeSubpath() }
        let set = p.strokedPolygons(StrokeParameters(lineWidth: w, lineCap: .round, lineJoin: .round), tolerance: 0.05)
        let segs = Array(zip(pts, pts.dropFirst())) + (closed ? [(pts[n - 1], pts[0])] : [])
        for _ in 0..<250 {
            let q = CGPoint(x: rng.range(-50, 150), y: rng.range(-50, 150))
            let d = segs.map { segmentDistance(q, $0.0, $0.1) }.min()!
            if d < w / 2 - 0.1 { #expect(winding(set, q) != 0, "trial \(trial) inside \(q)") }
            if d > w / 2 + 0.1 { #expect(winding(set, q) == 0, "trial \(trial) outside \(q)") }
        }
    }
}

@Test func miterStrokeOfPolylinesCoversTheSegments() {
    // Whatever the joins, every point within w/2 of a segment is covered
    // and nothing beyond the miter limit's reach is.
    var rng = TestRNG(state: 5)
    for trial in 0..<30 {
        let n = 3 + Int(rng.unit() * 6)
        let pts = (0..<n).map { _ in CGPoint(x: rng.range(0, 100), y: rng.range(0, 100)) }
        let w = rng.range(1, 30)
        var p = Path()
        p.addLines(pts)
        for join in [CGLineJoin.miter, .bevel] {
            let set = p.strokedPolygons(StrokeParameters(lineWidth: w, lineJoin: join, miterLimit: 4))
            let segs = Array(zip(pts, pts.dropFirst()))
            for _ in 0..<200 {
                let q = CGPoint(x: rng.range(-50, 150), y: rng.range(-50, 150))
                // Inside a segment's rectangle (butt caps): covered.
                let inRect = segs.contains { a, b in
                    let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
                    let l = (d.x * d.x + d.y * d.y).squareRoot()
                    let along = ((q.x - a.x) * d.x + (q.y - a.y) * d.y) / l
                    let across = abs((q.x - a.x) * d.y - (q.y - a.y) * d.x) / l
                    return along > 0.01 && along < l - 0.01 && across < w / 2 - 0.01
                }
                if inRect { #expect(winding(set, q) != 0, "trial \(trial) \(join) \(q)") }
                let d = segs.map { segmentDistance(q, $0.0, $0.1) }.min()!
                if d > 4 * w / 2 + 0.01 { #expect(winding(set, q) == 0, "trial \(trial) \(join) \(q)") }
            }
        }
    }
}

@Test func dashLongerThanAClosedPathStrokesItClosed() {
    let sq = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let dashed = sq.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [100, 1]))
    let solid = sq.strokedPolygons(StrokeParameters(lineWidth: 2))
    #expect(dashed == solid)
}

@Test func sliverSegmentsDoNotMakeMiterSpikes() {
    // A 1e-9 long segment pointing sideways at a corner-free point.
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 50, y: 0))
    p.addLine(to: CGPoint(x: 50, y: 1e-9))
    p.addLine(to: CGPoint(x: 100, y: 0))
    let b = p.strokedPolygons(StrokeParameters(lineWidth: 10, miterLimit: 10)).boundingRect
    #expect(abs(b.minY + 5) < 1e-6 && abs(b.maxY - 5) < 1e-6)
}

@Test func fillPolygonsOfAPath() {
    var set = PolygonSet()
    set.append(Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
    set.append(Path(ellipseIn: CGRect(x: 100, y: 0, width: 20, height: 20)), tolerance: 0.001)
    #expect(set.contourEnds.count == 2)
    let truth: CGFloat = 200 + CGFloat.pi * 100
    #expect(close(nonZeroArea(set), truth, 0.2))
}

@Test func dashesFollowCurvesAndRestartPerSubpath() {
    // Circle of radius 50 (length ≈ 314.16), dash [10, 10]: on-intervals
    // start at 0, 20, …, 300 → 16 dashes of 10. An annular sector's area is
    // width × arc length, so the total is 16 × 10 × 2.
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let set = circle.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [10, 10]), tolerance: 0.001)
    #expect(set.contourEnds.count == 16)
    #expect(close(nonZeroArea(set, h: 0.02), 320, 1.5))
    // Two 15-long subpaths with [10, 5]: the pattern restarts at each, so
    // each holds one 10-long dash (not 10 + 5 carried over).
    var two = Path()
    two.move(to: CGPoint(x: 0, y: 0)); two.addLine(to: CGPoint(x: 15, y: 0))
    two.move(to: CGPoint(x: 0, y: 10)); two.addLine(to: CGPoint(x: 15, y: 10))
    let d = two.strokedPolygons(StrokeParameters(lineWidth: 2, dash: [10, 5]))
    #expect(d.contourEnds.count == 2)
    #expect(close(nonZeroArea(d), 40, 0.1))
}
