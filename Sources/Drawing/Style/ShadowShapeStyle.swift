// Shadows carried by a shape style (iOS 16's `ShapeStyle.shadow(_:)`): the
// style paints as its base does, and whatever is filled or stroked with it
// casts its shadows — a drop shadow beneath, an inner one over the fill.
// Drawing operations ask a style for its shadows through `_shadows(in:)`
// and draw through GraphicsContext's shadow filters.
import Foundation

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
    public func _shadows(in context: PaintContext) -> [ShadowStyle] { base._shadows(in: context) + [shadow] }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow from whatever it fills or strokes.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The foreground style casting `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        ForegroundStyle().shadow(style)
    }
}

extension GraphicsContext {
    /// A copy that draws `shading`'s style shadows (nil when it has none, or
    /// when they are already being drawn).
    func castingStyleShadows(of shading: Shading, bounds: CGRect) -> GraphicsContext? {
        guard !drawingStyleShadows else { return nil }
        let context = PaintContext(bounds: bounds, foregroundStyle: foregroundStyle, tint: tint)
        let shadows: [ShadowStyle]
        switch shading.kind {
        case .style(let style): shadows = style._shadows(in: context)
        case .foreground: shadows = (foregroundStyle ?? AnyShapeStyle(Color.primary))._shadows(in: context)
        default: return nil
        }
        guard !shadows.isEmpty else { return nil }
        var c = self
        c.drawingStyleShadows = true
        for s in shadows { c.addFilter(s.filter) }
        return c
    }
}
