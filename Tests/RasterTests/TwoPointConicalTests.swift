// The rasterizer's two-point conical gradient with limits (CoreGraphics'
// unextended radial gradients), against the parameter worked out by hand.
import Foundation
import Geometry
import Raster
import Testing

@Suite struct TwoPointConicalRasterTests {
    @Test func limitedGradientsLeaveOutsideTheirExtentTransparent() throws {
        // Raster alone: limits 0…1 on a linear gradient, spans of every length
        // (the four-wide loop and its tail) give the same pixels.
        var stops = GradientStops([.init(location: 0, color: .black), .init(location: 1, color: .white)])
        stops.limits = 0...1
        for width in [3, 8, 13] {
            let p = Pixmap(width: width, height: 1)
            let r = RasterContext(target: p)
            r.fill(Path(CGRect(x: 0, y: 0, width: width, height: 1)),
                   paint: Paint(.radialGradient(stops, startCenter: CGPoint(x: 0, y: 0.5), startRadius: 0,
                                                endCenter: CGPoint(x: 1, y: 0.5), endRadius: 2)), clip: nil)
            try r.flush()
            // c(t) = (t, 0.5), r(t) = 2t: the point (x, 0.5) has x − t = 2t ⇒ t = x / 3 (x ≥ 0).
            for x in 0..<width {
                let t = (Double(x) + 0.5) / 3
                let c = p.pixel(x: x, y: 0)
                if t <= 1 {
                    #expect(abs(Double(c.r) - 255 * t) <= 1.5 && c.a == 255, "width \(width), x \(x)")
                } else {
                    #expect(c.a == 0, "width \(width), x \(x)")
                }
            }
        }
    }


    @Test func separateCirclesTakeTheLargerRootAndLeaveNoCircleTransparent() throws {
        // c0 = (0.5, 0.5) r 1, c1 = (10.5, 0.5) r 2 (a = 100 − 1 > 0), unlimited.
        // Pixel (5, 0), 5 right of c0: |5 − 10t| = 1 + t ⇒ t = 4/11 or 2/3; the larger, 2/3, wins.
        // Pixel (5, 8): (5 − 10t)² + 64 = (1 + t)² ⇒ 99t² − 102t + 88 = 0, no real root: transparent.
        let stops = GradientStops([.init(location: 0, color: .black), .init(location: 1, color: .white)])
        let p = Pixmap(width: 13, height: 10)
        let r = RasterContext(target: p)
        r.fill(Path(CGRect(x: 0, y: 0, width: 13, height: 10)),
               paint: Paint(.radialGradient(stops, startCenter: CGPoint(x: 0.5, y: 0.5), startRadius: 1,
                                            endCenter: CGPoint(x: 10.5, y: 0.5), endRadius: 2)), clip: nil)
        try r.flush()
        #expect(abs(Double(p.pixel(x: 5, y: 0).r) - 255 * 2 / 3) <= 1.5 && p.pixel(x: 5, y: 0).a == 255)
        #expect(p.pixel(x: 5, y: 8).a == 0)
        // Pixel 12 (the span's scalar tail), 12 right of c0: |12 − 10t| = 1 + t ⇒ t = 1 (11/11) or 13/9;
        // the larger, 13/9, pads to the last colour.
        #expect(p.pixel(x: 12, y: 0) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
