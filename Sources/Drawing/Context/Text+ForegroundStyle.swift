import Foundation

/// The text attribute that carries a piece's own foreground style.
enum ForegroundStyleAttribute: TextAttributeKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension Text {
    /// The text filled with `style` (pieces that chose a style keep theirs).
    /// A gradient spans the bounds of the whole text as drawn.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        settingAttribute(ForegroundStyleAttribute.self, to: AnyShapeStyle(style))
    }

    /// The text filled with `color`; nil keeps the context's foreground style.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }
}
