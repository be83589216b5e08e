// A timeline file's fireworks layer: FireworksPainter's fills (the same
// recipe, thresholds and polygons as the built-in scene) sent through the
// layer's GraphicsContext, so the layer's transform, opacity and clip apply.
import SwiftUICore
import Foundation
import Geometry
import Particles

enum FireworksDrawing {
    /// Draws `sprites` (canvas pixels of a show of `frame.size`) into `frame`.
    static func draw(_ sprites: [ParticleSprite], sky: FireworksSky?, in frame: CGRect, context: inout GraphicsContext) {
        var c = context
        c.translateBy(x: frame.minX, y: frame.minY)
        // A transformed layer may bring sprites outside its box into view: no culling.
        let painter = FireworksPainter(width: Int(frame.width), height: Int(frame.height), culls: false)
        var canvas = GraphicsContextFireworksCanvas(context: c, box: CGRect(origin: .zero, size: frame.size))
        if let sky { painter.paintSky(sky, into: &canvas) }
        painter.paintSprites(sprites, into: &canvas)
    }
}

private struct GraphicsContextFireworksCanvas: FireworksCanvas {
    /// The sky draws with the layer's own blend mode, the sprites with screen.
    let sky: GraphicsContext
    let sprites: GraphicsContext
    /// The layer's box in its own coordinates (the painter's size is rounded).
    let box: CGRect

    init(context: GraphicsContext, box: CGRect) {
        sky = context
        var screen = context
        screen.blendMode = .screen
        sprites = screen
        self.box = box
    }

    func fillSky(_ sky: FireworksSky, width: Int, height: Int) {
        let stops = sky.stops.map { Gradient.Stop(color: Self.color($0.color, 1), location: $0.location) }
        self.sky.fill(Path(box), with: .linearGradient(Gradient(stops: stops), startPoint: CGPoint(x: 0, y: 0),
                                                       endPoint: CGPoint(x: 0, y: box.height)))
    }

    func fillTail(_ half: Path, place: CGAffineTransform, color: ParticleColor, opacity: Double) {
        var e = sprites
        e.concatenate(place)
        e.fill(half, with: .radialGradient(Self.gradient(ParticleSprite.glowProfile, color, opacity),
                                           center: .zero, startRadius: 0, endRadius: 1))
    }

    func fillDisc(_ disc: FireworksDisc, _ unit: Path, center: CGPoint, radius: Double,
                  color: ParticleColor, opacity: Double) {
        let place = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        sprites.fill(unit.applying(place), with: .radialGradient(Self.gradient(disc.profile, color, opacity),
                                                                 center: center, startRadius: 0, endRadius: radius))
    }

    private static func gradient(_ profile: [(location: Double, share: Double)], _ color: ParticleColor,
                                 _ opacity: Double) -> Gradient {
        Gradient(stops: profile.map { Gradient.Stop(color: Self.color(color, opacity * $0.share), location: $0.location) })
    }

    private static func color(_ c: ParticleColor, _ opacity: Double) -> Color {
        Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: opacity)
    }
}
