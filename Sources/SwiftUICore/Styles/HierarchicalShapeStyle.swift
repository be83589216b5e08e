import Foundation
import Geometry

/// The current foreground style, as SwiftUI's `ForegroundStyle`
/// (`.foreground`): whatever ``PaintContext/foregroundStyle`` holds, or
/// the primary label color (black, white in a dark appearance) when nothing was set.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The current foreground style.
    public init() {}

    /// The context's foreground style, or the primary label color when there is none.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        guard let style = context.foregroundStyle else {
            return HierarchicalShapeStyle.label(level: 0, in: context.environment.colorScheme).resolvePaint(in: context)
        }
        return style.resolvePaint(in: context.with(foregroundStyle: nil, tint: context.tint))
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        context.foregroundStyle?._effects(in: context.with(foregroundStyle: nil, tint: context.tint)) ?? ShapeStyleEffects()
    }
}

/// A level of the current foreground style, as SwiftUI's
/// `HierarchicalShapeStyle` (`.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`, `.quinary`).
///
/// With no foreground style set, the levels are iOS's label colors for the
/// environment's `colorScheme`: black, and #3C3C43 at 60 %, 30 % and 18 %
/// opacity (UIKit's `label`, `secondaryLabel`, `tertiaryLabel`,
/// `quaternaryLabel`) in a light appearance, white and #EBEBF5 in a dark one;
/// UIKit has no fifth label color, so `.quinary` is #3C3C43 at 10 % (our
/// choice). With a foreground style set, the levels are that style at the
/// same opacities (our choice: SwiftUI does not document its factors), or
/// the styles `foregroundStyle(_:_:)` gave for the levels it set.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The first level: the foreground style itself (black by default).
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: 60 % opacity (#3C3C43 by default).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: 30 % opacity (#3C3C43 by default).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: 18 % opacity (#3C3C43 by default).
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level: 10 % opacity (#3C3C43 by default; our choice).
    public static let quinary = HierarchicalShapeStyle(level: 4)

    static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// UIKit's label color for `level` in `scheme`: black and #3C3C43 in a
    /// light appearance, white and #EBEBF5 in a dark one, at the level's opacity.
    public static func label(level: Int, in scheme: ColorScheme) -> Color {
        let opacity = opacities[min(max(level, 0), opacities.count - 1)]
        return (level <= 0 ? Color.primary : Color.secondaryLabelBase.opacity(opacity)).appearing(in: scheme)
    }

    /// This level of the context's foreground style, or of the light label
    /// colors when none is set.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        let opacity = HierarchicalShapeStyle.opacities[level]
        if let levels = context.foregroundStyle?.base as? _ForegroundLevels {
            return levels.paint(level: level, in: context.with(foregroundStyle: nil, tint: context.tint))
        }
        guard let style = context.foregroundStyle else {
            return HierarchicalShapeStyle.label(level: level, in: context.environment.colorScheme).resolvePaint(in: context)
        }
        return style.resolvePaint(in: context.with(foregroundStyle: nil, tint: context.tint)).multiplyingOpacity(opacity)
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        let inner = context.with(foregroundStyle: nil, tint: context.tint)
        if let levels = context.foregroundStyle?.base as? _ForegroundLevels { return levels.effects(level: level, in: inner) }
        return context.foregroundStyle?._effects(in: inner).multiplyingImageOpacity(HierarchicalShapeStyle.opacities[level])
            ?? ShapeStyleEffects()
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level: the foreground style at 60 % opacity.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level: the foreground style at 30 % opacity.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level: the foreground style at 18 % opacity.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level: the foreground style at 10 % opacity.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
