import Foundation
import Testing
import Geometry
@testable import Raster

/// Edges as the fixed-point definition gives them: ends rounded to the
/// nearest 1/256 pixel, ordered top to bottom, direction +1 when the segment
/// runs down; segments flat after rounding are dropped.
private func expectedEdge(_ a: CGPoint, _ b: CGPoint) -> Edge? {
    func f(_ v: Double) -> Int32 { Int32((v * 256).rounded(.toNearestOrEven)) }
    let (ax, ay, bx, by) = (f(a.x), f(a.y), f(b.x), f(b.y))
    if ay == by { return nil }
    return ay < by ? Edge(fx0: ax, fy0: ay, fx1: bx, fy1: by, direction: 1)
                   : Edge(fx0: bx, fy0: by, fx1: ax, fy1: ay, direction: -1)
}

private func edges(of path: Path, width: Int = 100, height: Int = 80,
                   transform: CGAffineTransform = .identity) -> (edges: [Edge], builder: EdgeBuilder) {
    var builder = EdgeBuilder(width: width, height: height)
    builder.beginShape()
    path.flatten(transform: transform, tolerance: 0.2, into: &builder)
    builder.finish()
    return (builder.edges.withUnsafeBufferPointer { Array($0) }, builder)
}

private func same(_ a: [Edge], _ b: [Edge]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy {
        $0.fx0 == $1.fx0 && $0.fy0 == $1.fy0 && $0.fx1 == $1.fx1 && $0.fy1 == $1.fy1 && $0.direction == $1.direction
    }
}

@Test func insideTriangleGivesRoundedEdgesInOrder() {
    let pts = [CGPoint(x: 10.3, y: 5.001), CGPoint(x: 40.75, y: 30.5), CGPoint(x: 2.126, y: 60.2)]
    let (got, builder) = edges(of: polygon(pts))
    let want = [expectedEdge(pts[0], pts[1]), expectedEdge(pts[1], pts[2]), expectedEdge(pts[2], pts[0])].compactMap { $0 }
    #expect(same(got, want))
    // Rows 5 (holding y 5.001) to 61 (60.2 rounded up); columns 2 to 40.
    #expect(builder.shapeRows == 5..<61)
    #expect(builder.shapeColumns == 2...40)
}

@Test func flatAndNearlyFlatSegmentsAreDropped() {
    // 20.001 and 20.0 round to the same 1/256 step: that side covers nothing.
    let pts = [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20.001), CGPoint(x: 30, y: 50)]
    let (got, _) = edges(of: polygon(pts))
    #expect(got.count == 2)
    #expect(same(got, [expectedEdge(pts[1], pts[2])!, expectedEdge(pts[2], pts[0])!]))
}

@Test func pointsOnTheCanvasBorderStayExact() {
    // Corners of the canvas itself: the vertical sides are kept, the
    // horizontal ones are flat.
    let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 80), CGPoint(x: 0, y: 80)]
    let (got, _) = edges(of: polygon(pts))
    #expect(same(got, [Edge(fx0: 25600, fy0: 0, fx1: 25600, fy1: 20480, direction: 1),
                       Edge(fx0: 0, fy0: 0, fx1: 0, fy1: 20480, direction: -1)]))
}

@Test func segmentsLeavingTheCanvasAreClipped() {
    // From inside to beyond the left side: the part left of x = 0 becomes a
    // vertical edge on x = 0. The line x = 20 − y/2 reaches x = 0 at y = 40.
    let pts = [CGPoint(x: 20, y: 0), CGPoint(x: -20, y: 80), CGPoint(x: 60, y: 40)]
    let (got, _) = edges(of: polygon(pts))
    let want = [Edge(fx0: 20 * 256, fy0: 0, fx1: 0, fy1: 40 * 256, direction: 1),
                Edge(fx0: 0, fy0: 40 * 256, fx1: 0, fy1: 80 * 256, direction: 1),
                // (−20, 80) → (60, 40), pieces top down: x = 0 at y = 70,
                // the part left of it vertical.
                Edge(fx0: 60 * 256, fy0: 40 * 256, fx1: 0, fy1: 70 * 256, direction: -1),
                Edge(fx0: 0, fy0: 70 * 256, fx1: 0, fy1: 80 * 256, direction: -1),
                expectedEdge(pts[2], pts[0])!]
    #expect(same(got, want))
}

@Test func manyEdgesKeepTheirOrderAcrossGrowth() {
    // A 2000-gon (more edges than the list's first allocation) under a
    // scale-and-translate transform, as sprite fills are drawn.
    let n = 2000
    var path = Path()
    path.addLines((0..<n).map { k in
        let a = 2 * Double.pi * Double(k) / Double(n)
        return CGPoint(x: cos(a), y: sin(a))
    })
    path.closeSubpath()
    let t = CGAffineTransform(a: 30, b: 0, c: 0, d: 30, tx: 50, ty: 40)
    let (got, _) = edges(of: path, transform: t)
    var want: [Edge] = []
    var pts: [CGPoint] = []
    path.forEach { element in
        if case .move(let p) = element { pts.append(p.applying(t)) }
        if case .line(let p) = element { pts.append(p.applying(t)) }
    }
    for k in 0..<pts.count {
        if let e = expectedEdge(pts[k], pts[(k + 1) % pts.count]) { want.append(e) }
    }
    #expect(got.count > 1000)
    #expect(same(got, want))
}

@Test func nonFiniteAndOutsidePointsAddNothing() {
    let pts = [CGPoint(x: 10, y: 10), CGPoint(x: CGFloat.nan, y: 20), CGPoint(x: 30, y: CGFloat.infinity)]
    #expect(edges(of: polygon(pts)).edges.isEmpty)
    let above = [CGPoint(x: 10, y: -10), CGPoint(x: 50, y: -5), CGPoint(x: 30, y: -1)]
    #expect(edges(of: polygon(above)).edges.isEmpty)
}
