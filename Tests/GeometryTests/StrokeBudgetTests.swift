import Foundation
import Testing
@testable import Geometry

/// Issue 22 item 2: what a fill or stroke costs, known before the work.
@Suite struct StrokeBudgetTests {
    @Test func flattenedSegmentCountFollowsWangsFormula() {
        // Quadratic (0,0) (50,100) (100,0): |p0 − 2p1 + p2| = 200, so at
        // tolerance 0.25 it takes ⌈√(¼·200 / 0.25)⌉ = ⌈√200⌉ = 15 segments.
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(quad.flattenedSegmentCount() == 15)
        // Scaled ×4 the second difference is 800: ⌈√800⌉ = 29.
        #expect(quad.flattenedSegmentCount(transform: CGAffineTransform(scaleX: 4, y: 4)) == 29)
        // A triangle: two lines and the closing one.
        var triangle = Path()
        triangle.move(to: .zero)
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 10))
        triangle.closeSubpath()
        #expect(triangle.flattenedSegmentCount() == 3)
        #expect(abs(triangle.controlPolygonLength - (20 + 200.0.squareRoot())) < 1e-9)
    }

    @Test func theDashEstimateCountsEveryDash() {
        // 100 px dashed [1, 1]: 50 dashes of 4 sides; the estimate is
        // 2·1 + 8 for the line and 8 per dash (+1): 418.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = StrokeParameters(lineWidth: 2, dash: [1, 1])
        #expect(Stroker.estimatedSegmentCount(of: line, style: dashed) == 418)
        let actual = line.strokedPolygons(dashed)
        #expect(actual.contourEnds.count == 50)
        #expect(actual.points.count <= 418)
        #expect(Stroker.estimatedSegmentCount(of: line, style: StrokeParameters(lineWidth: 0)) == 0)
    }

    @Test func theDashBombIsEstimatedWithoutDashing() {
        // 200 × 3999 px at a 0.008 px period: about 10⁸ dashes.
        var path = Path()
        for _ in 0..<200 {
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 3999, y: 10))
        }
        let clock = ContinuousClock(), start = clock.now
        let estimate = Stroker.estimatedSegmentCount(of: path, style: StrokeParameters(lineWidth: 1, dash: [0.004, 0.004]))
        #expect(estimate > 790_000_000 && estimate < 810_000_000)
        #expect(clock.now - start < .seconds(1))
    }
}
