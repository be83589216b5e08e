import Foundation
import Particles
import Raster
@testable import Scenes
import Testing

/// A sprite's tail as ``ParticleSprite``'s recipe describes it: half an
/// ellipse behind the head, shaded by the glow profile of the distance in
/// the ellipse's own coordinates, screened over what is there.
@Suite struct FireworksTailTests {
    /// A white tail alone (no glow, no core) from (40, 16.5) back to
    /// (10, 16.5), 6 px wide, on a transparent canvas: screen over nothing
    /// leaves the source, so each channel is 255 × alpha.
    static func paintedTail() throws -> Pixmap {
        let sprite = ParticleSprite(position: CGPoint(x: 40, y: 16.5), radius: 6, color: .white, opacity: 0,
                                    coreRadius: 0, coreColor: .white, coreOpacity: 0,
                                    tailEnd: CGPoint(x: 10, y: 16.5), tailWidth: 6, tailOpacity: 0.8)
        let canvas = Pixmap(width: 64, height: 33)
        let context = RasterContext(target: canvas)
        var fills = RasterFireworksCanvas(context)
        FireworksPainter(width: 64, height: 33).paintSprites([sprite], into: &fills)
        try context.flush()
        return canvas
    }

    /// The glow profile at `t`, interpolated by hand from its documented points.
    static func profile(_ t: Double) -> Double {
        let points: [(Double, Double)] = [(0, 1), (0.2, 0.8), (0.45, 0.4), (0.7, 0.13), (1, 0)]
        guard t < 1 else { return 0 }
        let i = points.lastIndex { $0.0 <= t }!
        let (t0, a0) = points[i], (t1, a1) = points[i + 1]
        return a0 + (a1 - a0) * (t - t0) / (t1 - t0)
    }

    @Test func alongTheAxisTheStreakFadesWithTheGlowProfile() throws {
        let canvas = try Self.paintedTail()
        // Row 16's centres lie on the axis: t is the distance behind the head / 30.
        for x in 10...38 {
            let t = (40 - (Double(x) + 0.5)) / 30
            let expected = 255 * 0.8 * Self.profile(t)
            let p = canvas.pixel(x: x, y: 16)
            #expect(abs(Double(p.a) - expected) <= 2 && p.r == p.a && p.g == p.a && p.b == p.a,
                    "pixel (\(x), 16) is \(p), expected alpha \(expected)")
        }
    }

    @Test func acrossTheAxisItFadesOverItsWidth() throws {
        let canvas = try Self.paintedTail()
        // Column 25 is 14.5 px behind the head: u = 14.5 / 30, v = offset / 6.
        for y in 12...21 {
            let u = 14.5 / 30, v = (Double(y) + 0.5 - 16.5) / 6
            let expected = 255 * 0.8 * Self.profile((u * u + v * v).squareRoot())
            #expect(abs(Double(canvas.pixel(x: 25, y: y).a) - expected) <= 2, "pixel (25, \(y))")
        }
    }

    @Test func nothingAheadOfTheHeadOrBeyondTheEllipse() throws {
        let canvas = try Self.paintedTail()
        for y in 0..<33 {
            for x in 0..<64 where x >= 41 || x < 9 || y < 10 || y > 22 {
                #expect(canvas.pixel(x: x, y: y).a == 0, "pixel (\(x), \(y)) is painted")
            }
        }
    }
}
