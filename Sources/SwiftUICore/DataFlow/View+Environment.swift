import Foundation

extension EnvironmentValues {
    /// The named coordinate spaces around a view, by name.
    var coordinateSpaces: [AnyHashable: NamedSpaceBox] {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}

private enum CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: NamedSpaceBox] { [:] }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Sets how symbol images in this view colour their layers (nil:
    /// monochrome).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_EnvironmentModifier { $0.symbolRenderingMode = mode })
    }

    /// Sets the font of text in this view that sets none itself.
    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentModifier { $0.font = font })
    }

    /// Wraps text in this view to at most `number` lines, truncating the
    /// last with "…" (nil: no limit), as SwiftUI's `lineLimit(_:)`.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentModifier { $0.lineLimit = number })
    }

    /// Lets text in this view shrink down to `factor` (0…1) of its font size where it does not fit
    /// the space it is offered, as SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.minimumScaleFactor = factor.isNaN ? 1 : min(max(factor, 0.01), 1) })
    }

    /// Gives the text in this view fixed-width digits (its font's
    /// `monospacedDigit()`), as SwiftUI's `View.monospacedDigit()`.
    public func monospacedDigit() -> some View {
        modifier(_EnvironmentModifier { $0.font = ($0.font ?? .body).monospacedDigit() })
    }

    /// Sets the foreground style: the fill of shapes, text and symbols in
    /// this view that have none of their own (a color or a gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style))
    }

    /// Sets the primary and secondary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleModifier(style: _ForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary)])))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        modifier(_ForegroundStyleModifier(style: _ForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary),
                                                                    AnyShapeStyle(tertiary)])))
    }

    /// Sets the foreground color (nil: the default, black).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_ForegroundStyleModifier(style: color))
    }

    /// Sets how the lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentModifier { $0.multilineTextAlignment = alignment })
    }

    /// Sets extra points between lines of text.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.lineSpacing = spacing })
    }
}

/// Changes the environment of its content.
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let change: (inout EnvironmentValues) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        var inner = context
        change(&inner.environment)
        return content(inner)
    }
}

/// Sets the foreground style; a color (nil: the default) animates.
public struct _ForegroundStyleModifier<Style>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    var style: Style

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        var inner = context
        let outer = context.environment.foregroundStyle
        switch style {
        case let levels as _ForegroundLevels: inner.environment.foregroundStyle = AnyShapeStyle(levels.nested(in: outer))
        case let s as any ShapeStyle:
            // `.secondary`, `.foreground`… set here mean the outer style.
            inner.environment.foregroundStyle = outer.map { AnyShapeStyle(_NestedForeground(style: AnyShapeStyle(s), outer: $0)) }
                ?? AnyShapeStyle(s)
        default: inner.environment.foregroundStyle = nil
        }
        return content(inner)
    }
}

extension _ForegroundStyleModifier: Animatable where Style: Animatable {
    public var animatableData: Style.AnimatableData {
        get { style.animatableData }
        set { style.animatableData = newValue }
    }
}
