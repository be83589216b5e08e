import Foundation
import Geometry
import Particles
import Raster

/// Turns one frame's sprites into fills, following ``ParticleSprite``'s
/// drawing recipe: the sky first (opaque), then per sprite a glow and a core,
/// each a circle filled with a radial gradient under the screen blend mode.
struct FireworksPainter {
    let width: Int
    let height: Int
    let sky: FireworksSky

    /// Sprites smaller than this (radius in pixels) or fainter than 1/255
    /// cannot change a pixel by a visible step and are skipped.
    static let minimumRadius = 0.25
    static let minimumOpacity = 0.5 / 255

    func paint(_ sprites: [ParticleSprite], in context: RasterContext) {
        let canvas = Path(CGRect(x: 0, y: 0, width: width, height: height))
        let skyStops = GradientStops(sky.stops.map {
            GradientStops.Stop(location: Float($0.location), color: Self.color($0.color, opacity: 1))
        })
        context.fill(canvas, paint: Paint(.linearGradient(skyStops, start: .zero,
                                                          end: CGPoint(x: 0, y: height))))
        for sprite in sprites {
            fill(center: sprite.position, radius: sprite.radius, stops: sprite.glowStops, in: context)
            if sprite.coreRadius > 0 && sprite.coreOpacity > 0 {
                fill(center: sprite.position, radius: sprite.coreRadius, stops: sprite.coreStops, in: context)
            }
        }
    }

    private func fill(center: CGPoint, radius: Double, stops: [SpriteGradientStop], in context: RasterContext) {
        guard radius >= Self.minimumRadius, stops.contains(where: { $0.opacity >= Self.minimumOpacity }) else { return }
        // Entirely off the canvas: nothing to cover.
        guard center.x + radius > 0, center.y + radius > 0,
              center.x - radius < Double(width), center.y - radius < Double(height) else { return }
        let gradient = GradientStops(stops.map {
            GradientStops.Stop(location: Float($0.location), color: Self.color($0.color, opacity: $0.opacity))
        })
        let circle = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                           width: 2 * radius, height: 2 * radius))
        context.fill(circle, paint: Paint(.radialGradient(gradient, startCenter: center, startRadius: 0,
                                                          endCenter: center, endRadius: radius),
                                          blendMode: .screen))
    }

    static func color(_ c: ParticleColor, opacity: Double) -> RGBAColor {
        RGBAColor(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(opacity))
    }
}
