import Foundation

/// The key a string literal becomes in `Text("…")`, as in SwiftUI: the
/// literal's text is read as inline Markdown (see `InlineMarkdown`), while
/// interpolated values are shown as they are.
///
/// There is no localization: the key's text is what is shown.
public struct LocalizedStringKey: Sendable, ExpressibleByStringInterpolation {
    enum Piece: Sendable {
        case markdown(String)
        case verbatim(String)
        case text(Text)
    }

    var pieces: [Piece]

    /// A key whose text is `value`, read as inline Markdown.
    public init(_ value: String) { pieces = [.markdown(value)] }

    /// A literal's key, read as inline Markdown.
    public init(stringLiteral value: String) { pieces = [.markdown(value)] }

    /// A key from an interpolated literal: literal parts are Markdown,
    /// interpolated values are shown as they are.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// Builds a key from a literal with interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        /// Starts an empty interpolation; the sizes are only hints.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds a literal part, read as Markdown.
        public mutating func appendLiteral(_ literal: String) { pieces.append(.markdown(literal)) }

        /// Adds `value` as `String(describing:)` shows it, not read as Markdown.
        public mutating func appendInterpolation<T>(_ value: T) {
            pieces.append(.verbatim(String(describing: value)))
        }

        /// A value formatted with a printf-style specifier, e.g. `"%.2f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            pieces.append(.verbatim(String(format: specifier, value)))
        }

        /// A styled text, kept with its styles.
        public mutating func appendInterpolation(_ text: Text) { pieces.append(.text(text)) }
    }
}

extension Text {
    /// Text from a string literal (read as inline Markdown, as SwiftUI does:
    /// `Text("**Bold** and *italic*")`). A `String` variable picks the
    /// plain `init(_:)` instead, also as in SwiftUI.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        var segments: [Segment] = []
        for piece in key.pieces {
            switch piece {
            case .markdown(let s): segments += InlineMarkdown.segments(s)
            case .verbatim(let s): segments += Text(verbatim: s).segments
            case .text(let t): segments += t.segments
            }
        }
        self.init(segments: segments.isEmpty ? Text(verbatim: "").segments : segments)
    }
}
