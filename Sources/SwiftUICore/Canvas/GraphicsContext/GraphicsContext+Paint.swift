// From shadings (SwiftUI's vocabulary) to the rasterizer's shaders.
import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// The shader that paints `shading` over a drawing whose user-space
    /// bounds are `bounds`; nil when nothing would be painted. `covering`
    /// (surface pixels) is where the drawing's pixels can lie, for shadings
    /// computed pixel by pixel (shaders).
    func shader(for shading: Shading, bounds: CGRect, covering: CGRect) -> PaintSource? {
        switch shading.kind {
        case .paint(let paint):
            return shader(for: paint)
        case let .shader(s, shaderBounds):
            return shaderFill(s, bounds: shaderBounds, covering: covering)
        case .style(let style):
            return shader(for: style, in: paintContext(bounds: bounds, foregroundStyle: foregroundStyle), covering: covering)
        case .foreground:
            let style = foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.label(level: 0, in: environment.colorScheme))
            return shader(for: style, in: paintContext(bounds: bounds, foregroundStyle: nil), covering: covering)
        case let .tiledImage(image, origin, sourceRect, scale):
            return tiledShader(image, origin: origin, sourceRect: sourceRect, scale: scale, bounds: bounds)
        case .palette(let shadings):
            return shadings.first.flatMap { shader(for: $0, bounds: bounds, covering: covering) }
        }
    }

    /// What a style is resolved against here: the environment, with `foregroundStyle` and the tint.
    func paintContext(bounds: CGRect, foregroundStyle: AnyShapeStyle?) -> PaintContext {
        PaintContext(bounds: bounds, environment: environment).with(foregroundStyle: foregroundStyle, tint: tint)
    }

    /// `style`'s shader in `context`: its image, mesh or shader fill when it
    /// has one, else its resolved paint.
    func shader(for style: AnyShapeStyle, in context: PaintContext, covering: CGRect) -> PaintSource? {
        let effects = style._effects(in: context)
        if let s = effects.shaderFill { return shaderFill(s, bounds: context.bounds, covering: covering) }
        if let image = effects.imageFill { return shader(for: image, bounds: context.bounds) }
        if let mesh = effects.meshFill { return shader(for: mesh, bounds: context.bounds) }
        return shader(for: style.resolvePaint(in: context))
    }

    /// An ``ImagePaint``'s tiles, from the corner of the filled bounds.
    func shader(for paint: ImagePaint, bounds: CGRect) -> PaintSource? {
        tiledShader(paint.image, origin: bounds.origin, sourceRect: paint.sourceRect, scale: paint.scale,
                    bounds: bounds, opacity: paint.opacity)
    }

    /// A ``MeshGradient`` drawn over `bounds` at the context's resolution.
    func shader(for mesh: MeshGradient, bounds: CGRect) -> PaintSource? {
        let s = deviceTransform.maximumScale
        guard s.isFinite, s > 0, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let pw = min(4096, max(1, Int((bounds.width * s).rounded(.up)))), ph = min(4096, max(1, Int((bounds.height * s).rounded(.up))))
        guard let pixels = mesh.render(pixelWidth: pw, pixelHeight: ph) else {
            return shader(for: mesh.resolvePaint(in: PaintContext(bounds: bounds)))
        }
        let toUser = CGAffineTransform(a: bounds.width / CGFloat(pw), b: 0, c: 0, d: bounds.height / CGFloat(ph),
                                       tx: bounds.minX, ty: bounds.minY)
        return .image(pixels.paddedByRepeatingEdges(), transform: CGAffineTransform(translationX: -1, y: -1)
            .concatenating(toUser).concatenating(deviceTransform), filter: .bilinear)
    }

    /// `shading` with the context's foreground style put in for
    /// `.foreground`, so it draws the same in any other context, as
    /// SwiftUI's `resolve(_:)` for shadings.
    public func resolve(_ shading: Shading) -> Shading {
        switch shading.kind {
        case .foreground: return .style(foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.label(level: 0, in: environment.colorScheme)))
        case .palette(let shadings): return .palette(shadings.map(resolve))
        default: return shading
        }
    }

    /// `paint`, whose geometry is in user space, as a shader on the surface.
    func shader(for paint: ResolvedPaint) -> PaintSource? {
        let t = deviceTransform
        switch paint {
        case .color(let c):
            return .solid(c)
        case let .linearGradient(g, start, end):
            return .linearGradient(GradientStops(g), start: start, end: end, transform: t)
        case let .radialGradient(g, center, r0, r1, gt):
            if r0 == r1 {
                // ResolvedPaint's rule for equal radii: t = 0 inside the
                // circle, 1 outside. As a gradient from radius 0 to 2r with
                // a hard stop halfway, that is exactly the same split.
                let inside = g.color(at: 0), outside = g.color(at: 1)
                let hard = GradientStops([.init(location: 0, color: inside),
                                          .init(location: 0.5, color: inside),
                                          .init(location: 0.5, color: outside),
                                          .init(location: 1, color: outside)])
                guard r0 > 0 else { return .solid(outside) }
                return .radialGradient(hard, startCenter: center, startRadius: 0, endCenter: center,
                                       endRadius: 2 * r0, transform: gt.concatenating(t))
            }
            return .radialGradient(GradientStops(g), startCenter: center, startRadius: r0, endCenter: center,
                                   endRadius: r1, transform: gt.concatenating(t))
        case let .conicGradient(g, center, startAngle):
            return .conicGradient(GradientStops(g), center: center, startAngle: CGFloat(startAngle),
                                  endAngle: CGFloat(startAngle + 2 * .pi), transform: t)
        }
    }
}

extension GradientStops {
    /// The rasterizer's stops for a normalised gradient (same order, same
    /// hard-stop rule: at a shared location the later stop wins).
    init(_ g: ResolvedGradient) {
        self.init(g.stops.map { Stop(location: Float($0.location), color: $0.color) }, spread: g.spread)
    }
}
