// `.selection`: Apple's page says that on macOS and iPadOS it follows the
// window's key and focus state, and that "On iPhone, this will always fill
// with the environment's accent color". A render has no windows or focus,
// and follows iOS on a phone elsewhere, so the selection is the accent
// colour: the environment's (`accentColor(_:)`, or `.tint`, which shares
// its environment value here) or the default.
import Foundation

/// The style of selected content, as SwiftUI's `SelectionShapeStyle`
/// (`.selection`): the environment's accent colour, as on iPhone.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// The selection style.
    public init() {}

    /// The accent colour of the context.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { TintShapeStyle().resolvePaint(in: context) }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects { TintShapeStyle()._effects(in: context) }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The style of selected content: the accent colour, as on iPhone.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
