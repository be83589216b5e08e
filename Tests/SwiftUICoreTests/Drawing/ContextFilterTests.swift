// Filters: blur against the Gaussian it approximates, shadows, color matrices.
import Foundation
import Testing
import SwiftUICore
import Raster
import Geometry

@Suite struct ContextFilterTests {
    @Test func blurFollowsTheGaussianAcrossAnEdge() throws {
        // White covers x < 60 over the whole height; radius 16 means σ = 8.
        let sigma = 8.0
        let p = try renderContext(120, 40) { c, _ in
            c.addFilter(.blur(radius: 2 * sigma))
            c.fill(Path(CGRect(x: -100, y: -100, width: 160, height: 240)), with: .color(.white))
        }
        for x in stride(from: 40, through: 80, by: 4) {
            let expected = (1 - normalCDF((Double(x) + 0.5 - 60) / sigma)) * 255
            #expect(abs(Double(px(p, x, 20)[3]) - expected) <= 6, "x = \(x): \(px(p, x, 20)[3]) vs \(expected)")
        }
    }

    @Test func blurKeepsTheTotalAndIsSymmetric() throws {
        let p = try renderContext(80, 80) { c, _ in
            c.addFilter(.blur(radius: 6))
            c.fill(Path(CGRect(x: 30, y: 30, width: 20, height: 20)), with: .color(.black))
        }
        var total = 0
        for y in 0..<80 { for x in 0..<80 { total += px(p, x, y)[3] } }
        #expect(abs(Double(total) - 400 * 255) / (400 * 255) < 0.01)
        for (x, y) in [(25, 40), (33, 28), (40, 22)] {
            #expect(px(p, x, y)[3] == px(p, 79 - x, y)[3])
            #expect(px(p, x, y)[3] == px(p, x, 79 - y)[3])
        }
        #expect(px(p, 40, 40)[3] == 255 && px(p, 28, 40)[3] > 0 && px(p, 28, 40)[3] < 128)
    }

    @Test func shadowIsOffsetAndBeneath() throws {
        let p = try renderContext(60, 60) { c, _ in
            c.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 5))
            c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(rgb8(255, 0, 0)))
        }
        #expect(px(p, 15, 15) == [255, 0, 0, 255])   // content on top
        #expect(px(p, 35, 20) == [0, 0, 0, 255])     // shadow only: moved 10 right
        #expect(px(p, 15, 32) == [0, 0, 0, 0])       // left of the shadow, below the content
        #expect(px(p, 25, 33) == [0, 0, 0, 255])     // moved 5 down
        #expect(px(p, 25, 36) == [0, 0, 0, 0])

        let only = try renderContext(60, 60) { c, _ in
            c.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 5, options: .shadowOnly))
            c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(rgb8(255, 0, 0)))
        }
        #expect(px(only, 15, 12) == [0, 0, 0, 0] && px(only, 25, 20) == [0, 0, 0, 255])
    }

    @Test func innerShadowStaysInside() throws {
        let p = try renderContext(80, 80) { c, _ in
            c.addFilter(.shadow(color: .black, radius: 8, options: [.invertsAlpha, .shadowAbove]))
            c.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.white))
        }
        #expect(px(p, 40, 40) == [255, 255, 255, 255])          // far from the edges: untouched
        let edge = px(p, 21, 40)
        #expect(edge[3] == 255 && edge[0] < 200)                 // darkened just inside the edge
        #expect(px(p, 18, 40) == [0, 0, 0, 0])                   // nothing outside
    }

    @Test func shadowLengthsScaleWithTheTransform() throws {
        let p = try renderContext(60, 60, scale: 2) { c, _ in
            c.addFilter(.shadow(color: .black, radius: 0, x: 5, y: 0, options: .shadowOnly))
            c.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.white))
        }
        // Content spans pixels 20…40; the shadow moves 5 points = 10 pixels.
        #expect(px(p, 29, 30)[3] == 0 && px(p, 30, 30)[3] == 255 && px(p, 49, 30)[3] == 255 && px(p, 50, 30)[3] == 0)
    }

    func filtered(_ filter: GraphicsContext.Filter, _ color: Color) throws -> [Int] {
        let p = try renderContext(4, 4) { c, _ in
            c.addFilter(filter)
            c.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(color))
        }
        return px(p, 2, 2)
    }

    @Test func colorFilters() throws {
        #expect(try filtered(.colorMultiply(rgb8(255, 128, 0)), .white) == [255, 128, 0, 255])
        #expect(try filtered(.brightness(0.2), rgb8(102, 102, 102)) == [153, 153, 153, 255])   // 0.4 + 0.2
        // Rec. 709 luma of pure red: 0.2126.
        let luma = Int((0.2126 * 255).rounded())
        #expect(try filtered(.saturation(0), rgb8(255, 0, 0)) == [luma, luma, luma, 255])
        #expect(try filtered(.grayscale(1), rgb8(255, 0, 0)) == [luma, luma, luma, 255])
        #expect(try filtered(.grayscale(0), rgb8(255, 0, 0)) == [255, 0, 0, 255])
        #expect(try filtered(.opacity(0.5), .black) == [0, 0, 0, 128])
        #expect(try filtered(.colorInvert(), rgb8(255, 51, 0)) == [0, 204, 255, 255])
        #expect(try filtered(.contrast(3), rgb8(153, 102, 255)) == [204, 51, 255, 255])   // 3·(c − ½) + ½
    }

    @Test func alphaThresholdAfterBlurMakesMetaballs() throws {
        // Two blurred discs in one layer, thresholded at half alpha: the gap
        // between them fills in, with hard (unblended) edges.
        let p = try renderContext(100, 50) { c, _ in
            c.addFilter(.alphaThreshold(min: 0.5, color: .blue))
            c.addFilter(.blur(radius: 10))
            c.drawLayer { l in
                l.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 38, height: 30)), with: .color(.black))
                l.fill(Path(ellipseIn: CGRect(x: 52, y: 10, width: 38, height: 30)), with: .color(.black))
            }
        }
        #expect(px(p, 50, 25) == [0, 122, 255, 255])    // the bridge
        #expect(px(p, 50, 2) == [0, 0, 0, 0])
        let alphas = Set((0..<50).flatMap { y in (0..<100).map { px(p, $0, y)[3] } })
        #expect(alphas == [0, 255])
    }

    @Test func filtersApplyToEachOperationOnItsOwn() throws {
        // Two half-transparent shadows of overlapping shapes add up, as two
        // separate operations would.
        let p = try renderContext(60, 30) { c, _ in
            c.addFilter(.opacity(0.5))
            c.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(.black))
            c.fill(Path(CGRect(x: 20, y: 0, width: 40, height: 30)), with: .color(.black))
        }
        #expect(px(p, 10, 15)[3] == 128)
        #expect(abs(px(p, 30, 15)[3] - 191) <= 1)   // 1 − 0.5·0.5
    }

    @Test func filteredLayerIsFilteredAsAWhole() throws {
        let p = try renderContext(60, 30) { c, _ in
            c.addFilter(.opacity(0.5))
            c.drawLayer { l in
                l.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 30)), with: .color(.black))
                l.fill(Path(CGRect(x: 20, y: 0, width: 40, height: 30)), with: .color(.black))
            }
        }
        #expect(px(p, 10, 15)[3] == 128 && px(p, 30, 15)[3] == 128)
    }
}
