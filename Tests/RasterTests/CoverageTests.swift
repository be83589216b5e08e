import Foundation
import Testing
import Geometry
@testable import Raster

@Test func rectangleAtFractionalCoordinatesHasExactAreaPerPixel() {
    let (x0, y0, x1, y1) = (10.25, 20.5, 30.75, 25.3)
    let p = render { $0.fill(rect(x0, y0, x1, y1), paint: opaqueBlack) }
    for y in 15..<32 {
        for x in 5..<40 {
            let area = overlap(Double(x), Double(x + 1), x0, x1) * overlap(Double(y), Double(y + 1), y0, y1)
            let a = Double(p.pixel(x: x, y: y).a)
            #expect(abs(a - area * 255) <= 1, "pixel (\(x), \(y)): alpha \(a), exact \(area * 255)")
        }
    }
}

@Test func polygonTotalCoverageEqualsItsArea() {
    // A regular 200-gon: area = n/2 · r² · sin(2π/n), independent of the rasterizer.
    let n = 200, r = 20.3, cx = 31.2, cy = 30.7
    let pts = (0..<n).map { k in
        CGPoint(x: cx + r * cos(2 * Double.pi * Double(k) / Double(n)), y: cy + r * sin(2 * Double.pi * Double(k) / Double(n)))
    }
    let p = render { $0.fill(polygon(pts), paint: opaqueBlack) }
    let exact = Double(n) / 2 * r * r * sin(2 * Double.pi / Double(n))
    // Each pixel rounds to 1/255, so allow half a step per edge pixel (~2πr of them).
    #expect(abs(totalCoverage(p) - exact) < 0.5 / 255 * 2 * Double.pi * r + 0.5)
}

@Test func cubicCircleCoverageIsPiRSquared() {
    let r = 25.0
    let k = 0.5522847498 * r
    var path = Path()
    path.move(to: CGPoint(x: 32 + r, y: 32))
    path.addCurve(to: CGPoint(x: 32, y: 32 + r), control1: CGPoint(x: 32 + r, y: 32 + k), control2: CGPoint(x: 32 + k, y: 32 + r))
    path.addCurve(to: CGPoint(x: 32 - r, y: 32), control1: CGPoint(x: 32 - k, y: 32 + r), control2: CGPoint(x: 32 - r, y: 32 + k))
    path.addCurve(to: CGPoint(x: 32, y: 32 - r), control1: CGPoint(x: 32 - r, y: 32 - k), control2: CGPoint(x: 32 - k, y: 32 - r))
    path.addCurve(to: CGPoint(x: 32 + r, y: 32), control1: CGPoint(x: 32 + k, y: 32 - r), control2: CGPoint(x: 32 + r, y: 32 - k))
    let p = render { $0.fill(path, paint: opaqueBlack) }
    // The cubic approximation is within 0.03% of the radius; flattening within 0.2 px.
    #expect(abs(totalCoverage(p) / (Double.pi * r * r) - 1) < 0.01)
}

/// A pentagram {5/2}: its central pentagon has winding number 2.
func pentagram(cx: Double, cy: Double, r: Double) -> Path {
    polygon((0..<5).map { k in
        let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        return CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
    })
}

@Test func fillRulesOnSelfIntersectingStar() {
    let star = pentagram(cx: 32, cy: 32, r: 28)
    let nonZero = render { $0.fill(star, paint: opaqueBlack) }
    let evenOdd = render { $0.fill(star, style: FillParameters(eoFill: true), paint: opaqueBlack) }
    #expect(nonZero.pixel(x: 32, y: 32).a == 255)
    #expect(evenOdd.pixel(x: 32, y: 32).a == 0)
    // Near the top tip (winding 1) both rules fill; a far corner is empty.
    #expect(nonZero.pixel(x: 32, y: 10).a == 255)
    #expect(evenOdd.pixel(x: 32, y: 10).a == 255)
    #expect(nonZero.pixel(x: 2, y: 62).a == 0 && evenOdd.pixel(x: 2, y: 62).a == 0)
}

@Test func overlappingSubpathsFollowTheirFillRule() {
    // Two overlapping squares in one path, same orientation: the overlap has
    // winding 2 (filled by non-zero, a hole for even-odd); edge pixels away from
    // the overlap keep their exact half coverage under both rules.
    var path = rect(10.5, 10.5, 30.5, 30.5)
    for e in rect(20, 20, 40, 40).elements { path.append(e) }
    let nz = render { $0.fill(path, paint: opaqueBlack) }
    let eo = render { $0.fill(path, style: FillParameters(eoFill: true), paint: opaqueBlack) }
    #expect(nz.pixel(x: 25, y: 25).a == 255 && eo.pixel(x: 25, y: 25).a == 0)
    #expect(nz.pixel(x: 10, y: 15).a == 128 && eo.pixel(x: 10, y: 15).a == 128)
    #expect(nz.pixel(x: 35, y: 35).a == 255 && eo.pixel(x: 35, y: 35).a == 255)
    // Pixel (30, 25) is half A∩B (winding 2) and half B only (winding 1).
    #expect(nz.pixel(x: 30, y: 25).a == 255 && eo.pixel(x: 30, y: 25).a == 128)
}

@Test func sliverGetsItsAreaAsCoverage() {
    // 0.1 px wide vertical sliver inside one column.
    let p = render { $0.fill(rect(20.3, 5, 20.4, 40), paint: opaqueBlack) }
    #expect(abs(Double(p.pixel(x: 20, y: 20).a) - 25.5) <= 1)
    #expect(p.pixel(x: 19, y: 20).a == 0 && p.pixel(x: 21, y: 20).a == 0)
}

@Test func shapesFarOutsideTheCanvasAreClippedExactly() {
    // A band spanning ±1e7 horizontally: rows 11...19 full, rows 10 and 20 half.
    let p = render { $0.fill(rect(-1e7, 10.5, 1e7, 20.5), paint: opaqueBlack) }
    for x in [0, 31, 63] {
        #expect(p.pixel(x: x, y: 15).a == 255)
        #expect(p.pixel(x: x, y: 10).a == 128)
        #expect(p.pixel(x: x, y: 20).a == 128)
        #expect(p.pixel(x: x, y: 21).a == 0 && p.pixel(x: x, y: 9).a == 0)
    }
    // A triangle whose vertices are all off-canvas but which covers the canvas.
    let tri = polygon([CGPoint(x: -1e6, y: -1e6), CGPoint(x: 3e6, y: -1e6), CGPoint(x: -1e6, y: 3e6)])
    let q = render { $0.fill(tri, paint: opaqueBlack) }
    #expect(q.pixel(x: 0, y: 0).a == 255 && q.pixel(x: 63, y: 63).a == 255)
    // Entirely off-canvas shapes draw nothing; non-finite points are ignored.
    let r = render {
        $0.fill(rect(100, 100, 200, 200), paint: opaqueBlack)
        $0.fill(rect(-50, 10, -10, 20), paint: opaqueBlack)
        $0.fill(polygon([CGPoint(x: Double.nan, y: 0), CGPoint(x: 10, y: Double.infinity), CGPoint(x: 5, y: 5)]), paint: opaqueBlack)
    }
    #expect(totalCoverage(r) == 0)
}

@Test func aliasedModeSamplesPixelCentres() {
    let (x0, y0, x1, y1) = (10.25, 20.5, 30.75, 25.6)
    let p = render { $0.fill(rect(x0, y0, x1, y1), style: FillParameters(antialiased: false), paint: opaqueBlack) }
    for y in 15..<32 {
        for x in 5..<40 {
            let cx = Double(x) + 0.5, cy = Double(y) + 0.5
            let inside = cx >= x0 && cx < x1 && cy >= y0 && cy < y1
            #expect(p.pixel(x: x, y: y).a == (inside ? 255 : 0), "pixel (\(x), \(y))")
        }
    }
}

@Test func translatingByWholeRowsTranslatesTheBytes() {
    // Coverage rows must not depend on where bands (32 rows) start: a slanted
    // shape spanning several bands, moved down by whole pixels, gives the same
    // pixels moved down, for shifts that move it across band borders.
    func quad(_ dy: Double) -> Path {
        polygon([CGPoint(x: 3.3, y: 2.7 + dy), CGPoint(x: 51.9, y: 9.2 + dy),
                 CGPoint(x: 60.1, y: 70.6 + dy), CGPoint(x: 20.4, y: 55.35 + dy)])
    }
    let base = render(width: 64, height: 160) { $0.fill(quad(0), paint: opaqueBlack) }
    for shift in [1, 7, 19, 32, 45] {
        let moved = render(width: 64, height: 160) { $0.fill(quad(Double(shift)), paint: opaqueBlack) }
        var mismatches = 0
        for y in 0..<(160 - shift) {
            for x in 0..<64 where base.pixel(x: x, y: y) != moved.pixel(x: x, y: y + shift) { mismatches += 1 }
        }
        #expect(mismatches == 0, "shift \(shift)")
    }
}

@Test func highWindingClampsUnderNonZeroAndFoldsUnderEvenOdd() {
    // 200 copies of one square in a single path: winding 200 inside. Non-zero
    // clamps every covered pixel (even a half-covered edge pixel, 0.5 · 200) to
    // full; even-odd folds an even winding to nothing. No sum may wrap.
    var path = Path()
    for _ in 0..<200 { for e in rect(10.5, 10.5, 30.5, 30.5).elements { path.append(e) } }
    let nz = render { $0.fill(path, paint: opaqueBlack) }
    let eo = render { $0.fill(path, style: FillParameters(eoFill: true), paint: opaqueBlack) }
    #expect(nz.pixel(x: 20, y: 20).a == 255 && nz.pixel(x: 10, y: 20).a == 255 && nz.pixel(x: 9, y: 20).a == 0)
    #expect(totalCoverage(eo) == 0)
}
