import Foundation
import Geometry

/// Where ``FireworksPainter`` sends its fills (``RasterFireworksCanvas``
/// paints them; a test may record them). Each method draws one fill of the recipe
/// documented on ``ParticleSprite``; the painter decides which fills a frame
/// has, in which order, with which polygon.
package protocol FireworksCanvas {
    /// The sky over the box (0, 0)–(`width`, `height`), opaque, source-over.
    mutating func fillSky(_ sky: FireworksSky, width: Int, height: Int)
    /// A tail: `half` mapped by `place`, its radial gradient (centre 0,
    /// radius 1, the glow profile at `opacity`) mapped the same way; screen.
    mutating func fillTail(_ half: Path, place: CGAffineTransform, color: ParticleColor, opacity: Double)
    /// A glow or a core: `unit` scaled by `radius` around `center`, filled
    /// with a radial gradient from `center` (radius 0) to `radius`, the
    /// disc's profile at `opacity`; screen.
    mutating func fillDisc(_ disc: FireworksDisc, _ unit: Path, center: CGPoint, radius: Double,
                           color: ParticleColor, opacity: Double)
}

/// The two round fills of a sprite.
package enum FireworksDisc {
    case glow, core

    /// The gradient's (location, share of the opacity) stops.
    package var profile: [(location: Double, share: Double)] {
        self == .glow ? ParticleSprite.glowProfile : ParticleSprite.coreProfile
    }
}

/// Turns one frame's sprites into fills, following ``ParticleSprite``'s
/// drawing recipe: the sky first (opaque), then per sprite a tail (half an
/// ellipse), a glow and a core (circles), each filled with a radial gradient
/// under the screen blend mode. The one painter of fireworks: the built-in
/// scene and the timeline file's fireworks layer both draw through it.
///
/// A frame has a few thousand sprites, mostly a few pixels across, so the
/// per-sprite work stays small: every circle is a unit polygon (built once)
/// mapped by a scale-and-translate transform, with just enough sides to stay
/// within the context's flattening tolerance at that radius — a 3-pixel
/// sprite needs 8 sides where flattening the cubic circle would give 16.
package struct FireworksPainter {
    package let width: Int
    package let height: Int
    /// Sprites wholly outside the `width` × `height` box are skipped: every
    /// frame is painted into a pixmap of that box.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Sprites smaller than this (radius in pixels) or fainter than 1/255
    /// cannot change a pixel by a visible step and are skipped.
    static let minimumRadius = 0.25
    static let minimumOpacity = 0.5 / 255

    /// How far (pixels) a core's polygon may stray inside its circle: the
    /// rasterizer's default flattening tolerance.
    static let coreTolerance = 0.2
    /// The same for a glow, looser: the glow's profile falls to zero at its
    /// rim, so the slivers a coarser polygon leaves out are nearly
    /// transparent (at most 0.43 · tolerance / radius of the sprite's
    /// opacity) — and most of a frame's edges are glows'.
    static let glowTolerance = 0.5

    /// Regular polygons inscribed in the unit circle, `sideStep`, 2·`sideStep`,
    /// … `maximumSides` sides; each sprite maps one into place.
    static let sideStep = 4
    static let maximumSides = 512
    static let unitPolygons: [Path] = polygons { n in unitArc(sides: n, from: 0, vertices: n) }

    /// The halves x ≥ 0 of ``unitPolygons``: arcs of `sides / 2` segments
    /// from (0, −1) to (0, 1), closed along the y axis.
    static let unitHalfPolygons: [Path] = polygons { n in unitArc(sides: n, from: -n / 4, vertices: n / 2 + 1) }

    private static func polygons(_ make: (Int) -> Path) -> [Path] {
        stride(from: sideStep, through: maximumSides, by: sideStep).map(make)
    }

    /// The closed polygon through `vertices` consecutive corners of the
    /// regular `sides`-gon inscribed in the unit circle, starting at corner
    /// `from` (corner k at angle 2πk / sides).
    private static func unitArc(sides n: Int, from first: Int, vertices: Int) -> Path {
        var p = Path()
        p.addLines((first..<first + vertices).map { k in
            let a = 2 * Double.pi * Double(k) / Double(n)
            return CGPoint(x: cos(a), y: sin(a))
        })
        p.closeSubpath()
        return p
    }

    /// The unit polygon whose inscribed error at `radius` (the sagitta
    /// r·(1 − cos(π/n)) of each side) stays within `tolerance`: the circle as
    /// flattening would draw it, with no more sides than that needs.
    static func unitCircle(radius: Double, tolerance: Double) -> Path {
        unitPolygons[polygonIndex(radius: radius, tolerance: tolerance)]
    }

    /// The half of ``unitCircle(radius:tolerance:)`` on the side x ≥ 0, for
    /// an ellipse whose larger semi-axis is `radius`.
    static func unitHalfCircle(radius: Double, tolerance: Double) -> Path {
        unitHalfPolygons[polygonIndex(radius: radius, tolerance: tolerance)]
    }

    private static func polygonIndex(radius: Double, tolerance: Double) -> Int {
        let sides = radius <= tolerance ? 8 : Double.pi / acos(1 - tolerance / radius)
        let index = Int((max(sides, 8) / Double(sideStep)).rounded(.up)) - 1
        return min(index, unitPolygons.count - 1)
    }

    /// A sprite's tail, if it has one worth drawing: half the unit circle
    /// (as fine as the ellipse's larger semi-axis needs) and the transform
    /// that maps it, and the tail's gradient, onto the streak's ellipse —
    /// x along the segment from the head to the tail's end, y across it,
    /// scaled to the tail's width.
    static func tail(of sprite: ParticleSprite) -> (half: Path, place: CGAffineTransform)? {
        let dx = sprite.tailEnd.x - sprite.position.x, dy = sprite.tailEnd.y - sprite.position.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard sprite.tailOpacity >= minimumOpacity, length > 0, sprite.tailWidth > 0 else { return nil }
        let across = sprite.tailWidth / length
        return (unitHalfCircle(radius: max(length, sprite.tailWidth), tolerance: glowTolerance),
                CGAffineTransform(a: dx, b: dy, c: -dy * across, d: dx * across,
                                  tx: sprite.position.x, ty: sprite.position.y))
    }

    /// The sky alone: the same for every frame, so a renderer may paint it
    /// once and start each frame from a copy (a memcpy instead of shading
    /// and compositing every pixel of the canvas again).
    package func paintSky<Canvas: FireworksCanvas>(_ sky: FireworksSky, into canvas: inout Canvas) {
        canvas.fillSky(sky, width: width, height: height)
    }

    /// The sprites, in order, over what `canvas` already holds (the sky).
    package func paintSprites<Canvas: FireworksCanvas>(_ sprites: [ParticleSprite], into canvas: inout Canvas) {
        for sprite in sprites {
            let center = sprite.position
            if onCanvas(tailFrom: center, to: sprite.tailEnd, width: sprite.tailWidth),
               let (half, place) = Self.tail(of: sprite) {
                canvas.fillTail(half, place: place, color: sprite.color, opacity: sprite.tailOpacity)
            }
            if sprite.opacity >= Self.minimumOpacity, visible(center, sprite.radius) {
                canvas.fillDisc(.glow, Self.unitCircle(radius: sprite.radius, tolerance: Self.glowTolerance),
                                center: center, radius: sprite.radius, color: sprite.color, opacity: sprite.opacity)
            }
            if sprite.coreRadius > 0, sprite.coreOpacity >= Self.minimumOpacity, visible(center, sprite.coreRadius) {
                canvas.fillDisc(.core, Self.unitCircle(radius: sprite.coreRadius, tolerance: Self.coreTolerance),
                                center: center, radius: sprite.coreRadius, color: sprite.coreColor,
                                opacity: sprite.coreOpacity)
            }
        }
    }

    /// Big enough to matter and, when culling, at least partly in the box.
    @inline(__always) private func visible(_ center: CGPoint, _ radius: Double) -> Bool {
        radius >= Self.minimumRadius && (center.x + radius > 0 && center.y + radius > 0
            && center.x - radius < Double(width) && center.y - radius < Double(height))
    }

    /// Whether the box around a tail's segment, widened by its width, meets the canvas.
    @inline(__always) private func onCanvas(tailFrom a: CGPoint, to b: CGPoint, width: Double) -> Bool {
        min(a.x, b.x) - width < Double(self.width) && max(a.x, b.x) + width > 0
            && min(a.y, b.y) - width < Double(height) && max(a.y, b.y) + width > 0
    }
}
