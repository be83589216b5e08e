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
}
