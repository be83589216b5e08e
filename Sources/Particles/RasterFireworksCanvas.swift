// A show's fills straight into a RasterContext: no GraphicsContext state to
// resolve for the few thousand fills of a frame, and the gradient stops
// rewritten in place instead of rebuilt per sprite.
import Foundation
import Geometry
import Raster

/// ``FireworksPainter``'s fills in a raster context, the show's units
/// scaled by `scale` to pixels.
package struct RasterFireworksCanvas: FireworksCanvas {
    let context: RasterContext
    /// Pixels per unit of the show (1 for a show simulated at the pixel size).
    let scale: CGFloat
    private var glow = ParticleSprite.glowProfile.map { GradientStops.Stop(location: Float($0.location), color: .clear) }
    private var core = ParticleSprite.coreProfile.map { GradientStops.Stop(location: Float($0.location), color: .clear) }
    private var tail = ParticleSprite.glowProfile.map { GradientStops.Stop(location: Float($0.location), color: .clear) }

    package init(_ context: RasterContext, scale: CGFloat = 1) {
        self.context = context
        self.scale = scale
    }

    /// `place` followed by the scale to pixels.
    @inline(__always)
    private func scaled(_ place: CGAffineTransform) -> CGAffineTransform {
        scale == 1 ? place : place.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    package func fillSky(_ sky: FireworksSky, width: Int, height: Int) {
        let height = scale == 1 ? CGFloat(height) : (CGFloat(height) * scale).rounded()
        let canvas = Path(CGRect(x: 0, y: 0, width: scale == 1 ? CGFloat(width) : (CGFloat(width) * scale).rounded(), height: height))
        let skyStops = GradientStops(sky.stops.map {
            GradientStops.Stop(location: Float($0.location), color: Self.color($0.color, opacity: 1))
        })
        context.fill(canvas, paint: Paint(.linearGradient(skyStops, start: .zero, end: CGPoint(x: 0, y: height))))
    }

    package mutating func fillTail(_ half: Path, place: CGAffineTransform, color: ParticleColor, opacity: Double) {
        let place = scaled(place)
        Self.setStops(&tail, ParticleSprite.glowProfile, color, opacity)
        context.fill(half, transform: place,
                     paint: Paint(.radialGradient(GradientStops(tail), startCenter: .zero, startRadius: 0,
                                                  endCenter: .zero, endRadius: 1, transform: place),
                                  blendMode: .screen))
    }

    package mutating func fillDisc(_ disc: FireworksDisc, _ unit: Path, center: CGPoint, radius: Double,
                                   color: ParticleColor, opacity: Double) {
        let center = scale == 1 ? center : CGPoint(x: center.x * scale, y: center.y * scale)
        let radius = scale == 1 ? radius : radius * scale
        let isCore = disc == .core
        if isCore { Self.setStops(&core, disc.profile, color, opacity) } else { Self.setStops(&glow, disc.profile, color, opacity) }
        let place = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        context.fill(unit, transform: place,
                     paint: Paint(.radialGradient(GradientStops(isCore ? core : glow), startCenter: center, startRadius: 0,
                                                  endCenter: center, endRadius: radius),
                                  blendMode: .screen))
    }

    /// Writes `color` at `opacity` × each profile share into `stops` (same count and locations).
    @inline(__always)
    private static func setStops(_ stops: inout [GradientStops.Stop],
                                 _ profile: [(location: Double, share: Double)],
                                 _ color: ParticleColor, _ opacity: Double) {
        for i in stops.indices { stops[i].color = Self.color(color, opacity: opacity * profile[i].share) }
    }

    static func color(_ c: ParticleColor, opacity: Double) -> RGBAColor {
        RGBAColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(opacity))
    }
}
