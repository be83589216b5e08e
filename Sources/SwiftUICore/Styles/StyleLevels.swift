// Levels of a style: `.quinary`, a given style's `.secondary`…, the levels
// `foregroundStyle(_:_:)` sets, and the rule that a foreground style set
// inside another one is resolved against the outer one.
import Foundation

/// The foreground styles `foregroundStyle(_:_:)` and `(_:_:_:)` set: level
/// i of `.primary`, `.secondary`… is the i-th style given; levels beyond
/// them are the primary at that level's opacity.
public struct _ForegroundLevels: ShapeStyle {
    let levels: [AnyShapeStyle]

    public init(_ levels: [AnyShapeStyle]) { self.levels = levels }

    /// Each level resolved against `outer` (the foreground around them).
    public func nested(in outer: AnyShapeStyle?) -> _ForegroundLevels {
        guard let outer else { return self }
        return _ForegroundLevels(levels.map { AnyShapeStyle(_NestedForeground(style: $0, outer: outer)) })
    }

    /// Level `level` in `context`: the given style, or the primary faded.
    func paint(level: Int, in context: PaintContext) -> ResolvedPaint {
        if level < levels.count { return levels[level].resolvePaint(in: context) }
        return levels[0].resolvePaint(in: context).multiplyingOpacity(HierarchicalShapeStyle.opacities[level])
    }

    func effects(level: Int, in context: PaintContext) -> ShapeStyleEffects {
        if level < levels.count { return levels[level]._effects(in: context) }
        return levels[0]._effects(in: context).multiplyingImageOpacity(HierarchicalShapeStyle.opacities[level])
    }

    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { paint(level: 0, in: context) }
    public func _effects(in context: PaintContext) -> ShapeStyleEffects { effects(level: 0, in: context) }
}

/// A foreground style set inside another: `.foreground`, `.secondary`…
/// in it mean the outer foreground style, as in SwiftUI.
public struct _NestedForeground: ShapeStyle {
    let style: AnyShapeStyle
    let outer: AnyShapeStyle

    public init(style: AnyShapeStyle, outer: AnyShapeStyle) {
        self.style = style
        self.outer = outer
    }

    private func inner(_ context: PaintContext) -> PaintContext {
        context.with(foregroundStyle: outer, tint: context.tint)
    }

    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { style.resolvePaint(in: inner(context)) }
    public func _effects(in context: PaintContext) -> ShapeStyleEffects { style._effects(in: inner(context)) }
}

/// A level of a given style (`Color.blue.secondary`, iOS 17): the style at
/// the level's opacity; levels of `.foreground` are the hierarchical styles.
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        if base is ForegroundStyle { return HierarchicalShapeStyle(level: level).resolvePaint(in: context) }
        return base.resolvePaint(in: context).multiplyingOpacity(HierarchicalShapeStyle.opacities[level])
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        if base is ForegroundStyle { return HierarchicalShapeStyle(level: level)._effects(in: context) }
        return base._effects(in: context).multiplyingImageOpacity(HierarchicalShapeStyle.opacities[level])
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: _ShapeStyleLevel<Self> { _ShapeStyleLevel(base: self, level: 4) }
}
