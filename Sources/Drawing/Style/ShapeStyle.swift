import Foundation
import Geometry
import Raster

/// A color or pattern to use when rendering a shape, as in SwiftUI.
///
/// Where SwiftUI resolves a style in an `EnvironmentValues`, ours resolves
/// against a ``PaintContext``: the bounding rect the style's unit-space
/// geometry maps into, and the current foreground style. Custom styles
/// implement ``resolvePaint(in:)``.
public protocol ShapeStyle: Sendable {
    /// The paint this style draws with in `context`.
    func resolvePaint(in context: PaintContext) -> ResolvedPaint
    /// What drawing with this style does besides painting: shadows cast
    /// (`shadow(_:)`) and a blend mode (`blendMode(_:)`); nothing unless a
    /// style adds or passes some on.
    func _effects(in context: PaintContext) -> ShapeStyleEffects
}

extension ShapeStyle {
    public func _effects(in context: PaintContext) -> ShapeStyleEffects { ShapeStyleEffects() }
}

/// What a shape style is resolved against.
public struct PaintContext: Sendable {
    /// The rect that unit points (0…1) map into, in user space: the bounds of
    /// the shape (or view frame) being filled. Stored standardized.
    public var bounds: CGRect
    /// The style `.foreground`/`.primary`/`.secondary`… refer to; nil means
    /// SwiftUI's default (`Color.primary`, black).
    public var foregroundStyle: AnyShapeStyle?
    /// The style `.tint` refers to; nil means `Color.accentColor`.
    public var tint: AnyShapeStyle?

    /// A context filling `bounds` (standardized), with the styles `.foreground`
    /// and `.tint` stand for (nil: black and the accent color).
    public init(bounds: CGRect, foregroundStyle: AnyShapeStyle? = nil, tint: AnyShapeStyle? = nil) {
        self.bounds = bounds.standardized
        self.foregroundStyle = foregroundStyle
        self.tint = tint
    }
}

extension ShapeStyle {
    /// The paint this style draws with when filling `bounds`.
    public func resolvePaint(in bounds: CGRect) -> ResolvedPaint {
        resolvePaint(in: PaintContext(bounds: bounds))
    }

    /// This style with its opacity multiplied by `opacity`, as SwiftUI's
    /// `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}

struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    var base: Base
    var opacity: Double
    func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        base.resolvePaint(in: context).multiplyingOpacity(opacity)
    }
    func _effects(in context: PaintContext) -> ShapeStyleEffects {
        base._effects(in: context).multiplyingImageOpacity(opacity)
    }
}

/// A type-erased shape style, as in SwiftUI.
public struct AnyShapeStyle: ShapeStyle {
    /// The style this one wraps (never itself an `AnyShapeStyle`).
    public let base: any ShapeStyle

    /// Erases `style`'s type; wrapping an `AnyShapeStyle` again keeps its base.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }

    /// The wrapped style's paint.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        base.resolvePaint(in: context)
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects { base._effects(in: context) }
}

extension Color: ShapeStyle {
    /// The color itself, in every context.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { .color(RGBAColor(self)) }
}

extension Color.Resolved: ShapeStyle {
    /// The resolved color itself, in every context.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { .color(RGBAColor(Color(self))) }
}

extension Gradient: ShapeStyle {
    /// As SwiftUI: a gradient used directly as a style runs top to bottom.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        AnyGradient(self).resolvePaint(in: context)
    }
}

extension AnyGradient: ShapeStyle {
    /// A linear gradient from (0.5, 0) to (0.5, 1) of the bounds, as SwiftUI.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvePaint(in: context)
    }
}
