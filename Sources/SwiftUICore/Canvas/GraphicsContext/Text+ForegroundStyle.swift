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

    /// The text with each piece's own foreground style passed through
    /// `transform` (the view tree resolves them in the text's environment,
    /// where `.tint` or a dynamic colour's scheme is the view's).
    package func mappingOwnForegroundStyles(_ transform: (AnyShapeStyle) -> AnyShapeStyle) -> Text {
        map { piece in
            if let own = piece.attributes[ForegroundStyleAttribute.self] { piece.attributes[ForegroundStyleAttribute.self] = transform(own) }
        }
    }

    /// The text filled with `color`; nil keeps the context's foreground style.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }
}
