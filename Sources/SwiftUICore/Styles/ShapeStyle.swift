import Foundation
import Geometry
import Raster

/// A color or pattern to use when rendering a shape, as in SwiftUI.
///
/// A custom style implements `resolve(in:)`, as in SwiftUI: it returns the
/// style it stands for in an environment (a color, a gradient, another
/// style), which is what draws. The built-in styles are primitive (their
/// `Resolved` is `Never`) and paint through `resolvePaint(in:)`, which
/// resolves a style against a ``PaintContext``: the environment, and the
/// bounding rect the style's unit-space geometry maps into.
public protocol ShapeStyle: Sendable {
    /// The type of shape style this one resolves to (`Never` for the built-in, primitive styles).
    associatedtype Resolved: ShapeStyle = Never
    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The paint this style draws with in `context`; a custom style gets the paint of the style its
    /// `resolve(in:)` returns in the context's environment.
    func resolvePaint(in context: PaintContext) -> ResolvedPaint
    /// What drawing with this style does besides painting: shadows cast
    /// (`shadow(_:)`) and a blend mode (`blendMode(_:)`); nothing unless a
    /// style adds or passes some on.
    func _effects(in context: PaintContext) -> ShapeStyleEffects
}

extension ShapeStyle {
    /// The paint of the style `resolve(in:)` returns in the context's environment (a custom style's).
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        resolve(in: context.environment).resolvePaint(in: context)
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        resolve(in: context.environment)._effects(in: context)
    }
}

extension ShapeStyle where Resolved == Never {
    /// A primitive style resolves to no other style; it paints itself (`resolvePaint(in:)`).
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a primitive shape style: it paints through resolvePaint(in:) and resolves to no other style")
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects { ShapeStyleEffects() }
}

extension Never: ShapeStyle {
    /// Never called: no value of `Never` exists.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { fatalError("Never has no paint") }
}

/// What a shape style is resolved against.
public struct PaintContext: Sendable {
    /// The rect that unit points (0…1) map into, in user space: the bounds of
    /// the shape (or view frame) being filled. Stored standardized.
    public var bounds: CGRect
    /// The environment the style is drawn in (what a custom style's `resolve(in:)` receives).
    public var environment: EnvironmentValues
    /// The style `.foreground`/`.primary`/`.secondary`… refer to; nil means
    /// SwiftUI's default (`Color.primary`, black).
    public var foregroundStyle: AnyShapeStyle? {
        get { environment.foregroundStyle }
        set { environment.foregroundStyle = newValue }
    }
    /// The style `.tint` refers to; nil means `Color.accentColor`.
    public var tint: AnyShapeStyle? {
        get { environment.tint }
        set { environment.tint = newValue }
    }

    /// A context filling `bounds` (standardized), with the styles `.foreground`
    /// and `.tint` stand for (nil: black and the accent color).
    public init(bounds: CGRect, foregroundStyle: AnyShapeStyle? = nil, tint: AnyShapeStyle? = nil) {
        self.init(bounds: bounds, environment: EnvironmentValues())
        self.foregroundStyle = foregroundStyle
        self.tint = tint
    }

    /// A context filling `bounds` (standardized) in `environment`, whose foreground style and tint
    /// `.foreground` and `.tint` stand for.
    public init(bounds: CGRect, environment: EnvironmentValues) {
        self.bounds = bounds.standardized
        self.environment = environment
    }

    /// This context with the foreground style and tint replaced, the rest of the environment kept.
    package func with(foregroundStyle: AnyShapeStyle?, tint: AnyShapeStyle?) -> PaintContext {
        var context = self
        context.foregroundStyle = foregroundStyle
        context.tint = tint
        return context
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
    /// The color as it appears in the context's color scheme.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        .color(RGBAColor(appearing(in: context.environment.colorScheme)))
    }

    /// This color's concrete components in `environment`, as SwiftUI's `resolve(in:)`: the dynamic
    /// colors (`.primary`, `.secondary`) take the environment's `colorScheme`, the others are constant.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        appearing(in: environment.colorScheme).resolved
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects { ShapeStyleEffects() }
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
