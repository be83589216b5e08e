// Shaders in a GraphicsContext: as filters on later drawing (color,
// distortion and layer shaders over each operation's pixels), as a
// shading, and as a ShapeStyle. A shading's colors are computed for the
// pixels the drawing can cover and painted like an image, so coverage,
// clips, opacity and blend modes apply as to any other paint.
import Foundation
import Geometry
import Raster
import Shading

extension GraphicsContext.Filter {
    /// A filter running `shader` on each pixel's color, as SwiftUI's
    /// `colorShader(_:)`: `half4 name(float2 position, half4 color, args…)`,
    /// `position` in the user space of the moment the filter is added.
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .shader(shader, usage: .colorEffect, maxSampleOffset: .zero, bounds: .zero))
    }

    /// A filter moving each pixel, as SwiftUI's `distortionShader(_:maxSampleOffset:)`:
    /// `float2 name(float2 position, args…)` returns where the pixel at `position` takes its color
    /// from; `maxSampleOffset` bounds that distance on each axis.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .shader(shader, usage: .distortionEffect, maxSampleOffset: maxSampleOffset, bounds: .zero))
    }

    /// A filter computing each pixel from the drawn layer, as SwiftUI's `layerShader(_:maxSampleOffset:)`:
    /// `half4 name(float2 position, SwiftUI::Layer layer, args…)`; `maxSampleOffset` bounds how far from
    /// `position` the function samples.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .shader(shader, usage: .layerEffect, maxSampleOffset: maxSampleOffset, bounds: .zero))
    }

    /// A shader filter whose `.boundingRect` argument is `bounds` (a view's own rect, for its effects).
    package static func shader(_ shader: Shader, as usage: Shader.UsageType, maxSampleOffset: CGSize,
                               bounds: CGRect) -> GraphicsContext.Filter {
        GraphicsContext.Filter(kind: .shader(shader, usage: usage.usage, maxSampleOffset: maxSampleOffset, bounds: bounds))
    }
}

extension GraphicsContext.Shading {
    /// Fills with the color `shader` returns for each pixel, as SwiftUI's
    /// `shader(_:bounds:)`: `half4 name(float2 position, args…)`, premultiplied;
    /// `bounds` is what its `.boundingRect` argument stands for.
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
        GraphicsContext.Shading(kind: .shader(shader, bounds: bounds))
    }
}

extension Shader: ShapeStyle {
    /// A shader paints through its colors, not a resolved paint; this is
    /// what drawing asks for only where a shader cannot run: clear.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { .color(.clear) }

    /// The shader as the fill, with `.boundingRect` the bounds of what is filled.
    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = ShapeStyleEffects()
        effects.shaderFill = self
        return effects
    }
}

extension GraphicsContext {
    /// What shader arguments resolve against in this context.
    func argumentResolution(bounds: CGRect) -> ShaderArgumentResolution {
        ShaderArgumentResolution(environment: environment, bounds: bounds) { image in
            let resolved = self.resolve(image)
            switch resolved.content {
            case .bitmap(let b): return b.pixmap
            case .failed(let e): throw e
            default:
                throw ShaderLibraryError(description: "a shader's .image argument needs a bitmap image; symbol images cannot be sampled by a shader")
            }
        }
    }

    /// The paint of a shader fill: the shader's colors for each surface
    /// pixel inside `covering` (and the clip), as an image aligned to the pixels.
    func shaderFill(_ shader: Shader, bounds: CGRect, covering: CGRect) -> PaintSource? {
        var region = covering.intersection(CGRect(x: 0, y: 0, width: surface.pixmap.width, height: surface.pixmap.height))
        if !clipDeviceBounds.isNull { region = region.intersection(clipDeviceBounds.offsetBy(dx: CGFloat(-surface.originX), dy: CGFloat(-surface.originY))) }
        guard !region.isNull, region.width.isFinite, region.height.isFinite else { return nil }
        let x0 = Int(region.minX.rounded(.down)), y0 = Int(region.minY.rounded(.down))
        let w = Int(region.maxX.rounded(.up)) - x0, h = Int(region.maxY.rounded(.up)) - y0
        guard w > 0, h > 0 else { return nil }
        let placed = CGAffineTransform(translationX: CGFloat(x0), y: CGFloat(y0))
        do {
            let bound = try shader.bind(as: .shapeStyle, resolving: argumentResolution(bounds: bounds))
            let pixels = try bound.fill(width: w, height: h, userFromPixel: placed.concatenating(deviceTransform.inverted()),
                                        threads: shared.threads, dithers: shader.dithersColor)
            return .image(pixels, transform: placed, filter: .nearest)
        } catch {
            record(error)
            return nil
        }
    }
}
