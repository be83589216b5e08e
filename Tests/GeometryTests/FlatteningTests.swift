import Foundation
import Testing
@testable import Geometry

private func segDist(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x, dy = b.y - a.y
    let l2 = dx * dx + dy * dy
    let t = l2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / l2, 0), 1) : 0
    let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
    return (x * x + y * y).squareRoot()
}

@Test func flattenedCurvesStayWithinTolerance() {
    var rng = TestRNG(state: 2024)
    for trial in 0..<60 {
        let p = (0..<4).map { _ in CGPoint(x: rng.range(0, 1000), y: rng.range(0, 600)) }
        let tol: CGFloat = [0.05, 0.25, 1][trial % 3]
        var path = Path()
        path.move(to: p[0])
        let isQuad = trial % 4 == 0
        if isQuad { path.addQuadCurve(to: p[3], control: p[1]) } else {
            path.addCurve(to: p[3], control1: p[1], control2: p[2])
        }
        var sink = CollectingSink()
        path.flatten(tolerance: tol, into: &sink)
        let poly = sink.polylines[0]
        #expect(poly.first == p[0] && poly.last == p[3])
        // Every sample of the curve is within tol of the polyline (checked
        // against the chords of nearby vertices only, which is stricter).
        var worst: CGFloat = 0
        for k in 0...3000 {
            let t = CGFloat(k) / 3000, mt = 1 - t
            let q = isQuad
                ? CGPoint(x: mt * mt * p[0].x + 2 * mt * t * p[1].x + t * t * p[3].x,
                          y: mt * mt * p[0].y + 2 * mt * t * p[1].y + t * t * p[3].y)
                : CGPoint(x: mt * mt * mt * p[0].x + 3 * mt * mt * t * p[1].x + 3 * mt * t * t * p[2].x + t * t * t * p[3].x,
                          y: mt * mt * mt * p[0].y + 3 * mt * mt * t * p[1].y + 3 * mt * t * t * p[2].y + t * t * t * p[3].y)
            var d = CGFloat.infinity
            for i in 0..<(poly.count - 1) { d = min(d, segDist(q, poly[i], poly[i + 1])) }
            worst = max(worst, d)
        }
        #expect(worst <= tol * 1.0001, "trial \(trial) worst \(worst) tol \(tol)")
    }
}

@Test func flatteningAppliesTheTransformBeforeMeasuring() {
    // A circle of radius 1 scaled 100×: as many segments as a radius-100 circle.
    let small = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2))
    let big = Path(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
    var a = CollectingSink(), b = CollectingSink()
    small.flatten(transform: CGAffineTransform(scaleX: 100, y: 100), tolerance: 0.25, into: &a)
    big.flatten(tolerance: 0.25, into: &b)
    #expect(a.polylines[0].count == b.polylines[0].count)
    #expect(a.closed == [true])
}
