// Effects carried by a shape style: shadows (iOS 16's
// `ShapeStyle.shadow(_:)`, a drop shadow beneath, an inner one over the
// fill) and a blend mode (`ShapeStyle.blendMode(_:)`). The style paints as
// its base does; drawing operations ask it for its effects through
// `_effects(in:)` and draw through GraphicsContext's shadow filters and
// blend mode.
import Foundation
import Raster

/// A shadow for a shape style, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat, y: CGFloat
    let inner: Bool

    /// A drop shadow: the content's alpha blurred, tinted and moved, drawn
    /// behind it.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, inner: false)
    }

    /// An inner shadow: the content's inverted alpha blurred, tinted and
    /// moved, drawn over it where it is.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, inner: true)
    }

    /// The GraphicsContext filter drawing this shadow.
    var filter: GraphicsContext.Filter {
        .shadow(color: color, radius: radius, x: x, y: y,
                options: inner ? [.invertsAlpha, .shadowAbove] : [])
    }
}

/// A style with a shadow added (`style.shadow(_:)`).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var shadow: ShadowStyle

    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { base.resolvePaint(in: context) }
    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = base._effects(in: context)
        effects.shadows.append(shadow)
        return effects
    }
}

/// A style drawn with a blend mode (`style.blendMode(_:)`).
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var blendMode: GraphicsContext.BlendMode

    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { base.resolvePaint(in: context) }
    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = base._effects(in: context)
        effects.blendMode = blendMode
        return effects
    }
}

/// What drawing with a style does besides painting.
public struct ShapeStyleEffects: Sendable {
    /// Shadows cast, in the order they were added.
    public var shadows: [ShadowStyle] = []
    /// The blend mode to draw with (nil: the context's).
    public var blendMode: GraphicsContext.BlendMode?
    /// An image painted instead of the style's resolved paint (``ImagePaint``).
    public var imageFill: ImagePaint?
    /// A mesh gradient painted instead of the style's resolved paint.
    public var meshFill: MeshGradient?
    /// A shader whose colors are painted instead of the style's resolved paint.
    public var shaderFill: Shader?
    /// The standard deviation, in points, of the blur a material gives what lies beneath the area it
    /// fills, before its tint paints over (nil: no backdrop blur).
    public var backdropBlur: CGFloat?
    /// No shadows, no blend mode, no image or mesh fill.
    public init() {}

    /// No shadow and no blend mode: the image fill is paint, not an effect.
    var isEmpty: Bool { shadows.isEmpty && blendMode == nil }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow from whatever it fills or strokes.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }

    /// This style drawn with the context blend mode `mode` (SwiftUI takes
    /// the view enum `BlendMode`).
    @_disfavoredOverload public func blendMode(_ mode: GraphicsContext.BlendMode) -> _BlendModeShapeStyle<Self> {
        _BlendModeShapeStyle(base: self, blendMode: mode)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style casting `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        ForegroundStyle().shadow(style)
    }
}

extension GraphicsContext {
    /// A copy that draws with `shading`'s style effects (nil when it has
    /// none, or when they are already applied).
    func applyingStyleEffects(of shading: Shading, bounds: CGRect) -> GraphicsContext? {
        guard !drawingStyleEffects else { return nil }
        let context = paintContext(bounds: bounds, foregroundStyle: foregroundStyle)
        let effects: ShapeStyleEffects
        switch shading.kind {
        case .style(let style): effects = style._effects(in: context)
        case .foreground: effects = (foregroundStyle ?? AnyShapeStyle(Color.primary))._effects(in: context)
        default: return nil
        }
        guard !effects.isEmpty else { return nil }
        var c = self
        c.drawingStyleEffects = true
        if let mode = effects.blendMode { c.blendMode = mode }
        for s in effects.shadows { c.addFilter(s.filter) }
        return c
    }
}
