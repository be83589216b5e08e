// Draws fireworks sprites with the recipe documented on ParticleSprite:
// the night sky, then per sprite a tail streak, a radial-gradient glow and a
// bright core, all with the screen blend mode.
import Drawing
import Foundation
import Geometry
import Particles

enum FireworksDrawing {
    /// Draws `sprites` (canvas pixels of a show of `frame.size`) into `frame`.
    static func draw(_ sprites: [ParticleSprite], sky: FireworksSky?, in frame: CGRect, context: inout GraphicsContext) {
        var c = context
        c.translateBy(x: frame.minX, y: frame.minY)
        let box = CGRect(origin: .zero, size: frame.size)
        if let sky {
            let stops = sky.stops.map { Gradient.Stop(color: color($0.color, 1), location: $0.location) }
            c.fill(Path(box), with: .linearGradient(Gradient(stops: stops), startPoint: CGPoint(x: 0, y: 0),
                                                    endPoint: CGPoint(x: 0, y: box.height)))
        }
        c.blendMode = .screen
        for sprite in sprites {
            tail(sprite, in: c)
            glow(sprite.position, radius: sprite.radius, tolerance: FireworksPainter.glowTolerance,
                 stops: sprite.glowStops, in: c)
            if sprite.coreRadius > 0, sprite.coreOpacity > 0 {
                glow(sprite.position, radius: sprite.coreRadius, tolerance: FireworksPainter.coreTolerance,
                     stops: sprite.coreStops, in: c)
            }
        }
    }

    private static func glow(_ center: CGPoint, radius: Double, tolerance: Double, stops: [SpriteGradientStop],
                             in c: GraphicsContext) {
        // The built-in fireworks scene's thresholds, so both draw the same sprites.
        guard radius >= FireworksPainter.minimumRadius,
              stops.contains(where: { $0.opacity >= FireworksPainter.minimumOpacity }) else { return }
        let gradient = Gradient(stops: stops.map { Gradient.Stop(color: color($0.color, $0.opacity), location: $0.location) })
        // The built-in's circle too: a polygon as fine as the tolerance needs.
        let place = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        let circle = FireworksPainter.unitCircle(radius: radius, tolerance: tolerance).applying(place)
        c.fill(circle, with: .radialGradient(gradient, center: center, startRadius: 0, endRadius: radius))
    }

    /// The tail: half the unit circle and a radial gradient around the
    /// origin, both mapped onto the streak's ellipse by the context's transform.
    private static func tail(_ sprite: ParticleSprite, in c: GraphicsContext) {
        guard let (half, place) = FireworksPainter.tail(of: sprite) else { return }
        var e = c
        e.concatenate(place)
        let gradient = Gradient(stops: sprite.tailStops.map {
            Gradient.Stop(color: color($0.color, $0.opacity), location: $0.location)
        })
        e.fill(half, with: .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 1))
    }

    private static func color(_ c: ParticleColor, _ opacity: Double) -> Color {
        Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: opacity)
    }
}
