import Foundation

/// A run of styled text, with SwiftUI's API: `Text("…")`, `.font(_:)`,
/// `.bold()`, `.italic()`, and `+` to join differently styled pieces.
///
/// As in SwiftUI, a modifier applied to a joined text styles only the pieces
/// that have not set that style themselves (the innermost setting wins).
public struct Text: Sendable {
    /// One piece of a (possibly concatenated) text and its own styles.
    public struct Segment: Sendable {
        /// The piece's characters.
        public var string: String
        /// The font set on the piece; nil takes the enclosing one (body by default).
        public var font: Font?
        /// The weight set by `bold()` or `fontWeight(_:)`, overriding the font's.
        public var weight: Font.Weight?
        /// Whether the piece is drawn italic (`italic()`).
        public var italic: Bool
        /// The design set by `fontDesign` or `monospaced`, overriding the font's.
        public var design: Font.Design?
        /// Extra points after each character (`tracking`/`kerning`).
        public var tracking: CGFloat?
        /// Points the glyphs are raised above the baseline.
        public var baselineOffset: CGFloat?
        /// Whether a line is drawn under, or through, the piece.
        public var underline = false, strikethrough = false
        /// Whether the piece's digits are all as wide (`monospacedDigit()`).
        public var monospacedDigit = false
        /// Styles set by other layers (foreground style, …), see `TextAttributeKey`.
        public var attributes: TextAttributes
    }

    /// The pieces in reading order; a text made with `+` has several.
    public private(set) var segments: [Segment]

    /// Text showing `content` (a `String` value, not a literal) as it is.
    /// Disfavored so that a literal picks `init(_: LocalizedStringKey)`, as
    /// in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(string: String(content), font: nil, weight: nil, italic: false, design: nil, tracking: nil,
                            baselineOffset: nil, attributes: TextAttributes())]
    }

    /// Text showing `content` as it is, never localized.
    public init(verbatim content: String) { self.init(content) }

    init(segments: [Segment]) { self.segments = segments }

    /// The characters of all pieces, in order.
    public var string: String { segments.map(\.string).joined() }

    /// The text in `font` (pieces that chose a font keep theirs).
    public func font(_ font: Font?) -> Text {
        map { if $0.font == nil { $0.font = font } }
    }

    /// The text at `weight` (pieces that chose a weight keep theirs).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        map { if $0.weight == nil { $0.weight = weight } }
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in bold, or unchanged when `isActive` is false.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text in italic.
    public func italic() -> Text { map { $0.italic = true } }

    /// The text in italic, or unchanged when `isActive` is false.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The text with `tracking` extra points after each character.
    public func tracking(_ tracking: CGFloat) -> Text {
        map { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// The text with `kerning` extra points between characters (here the
    /// same as `tracking`: ligatures are kept either way).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    /// The text raised by `offset` points (lowered when negative); line
    /// heights do not change.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        map { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }

    /// The text underlined (at the font's post-table position and thickness).
    public func underline(_ isActive: Bool = true) -> Text {
        isActive ? map { $0.underline = true } : self
    }

    /// The text struck through (at the font's OS/2 strikeout position and size).
    public func strikethrough(_ isActive: Bool = true) -> Text {
        isActive ? map { $0.strikethrough = true } : self
    }

    /// The text in its font's `design` variant.
    public func fontDesign(_ design: Font.Design?) -> Text {
        map { if $0.design == nil { $0.design = design } }
    }

    /// The text with fixed-width digits, other characters proportional, as
    /// SwiftUI's `Text.monospacedDigit()`.
    public func monospacedDigit() -> Text { map { $0.monospacedDigit = true } }

    /// The text in the monospaced variant of its font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// The text with attribute `key` set to `value` on pieces that have not
    /// set it — how other layers add styles such as `foregroundStyle`.
    public func settingAttribute<K: TextAttributeKey>(_ key: K.Type, to value: K.Value) -> Text {
        map { if !$0.attributes.contains(key) { $0.attributes[key] = value } }
    }

    /// Two texts drawn one after the other, each keeping its styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.segments += rhs.segments
        return result
    }

    func map(_ change: (inout Segment) -> Void) -> Text {
        var copy = self
        for i in copy.segments.indices { change(&copy.segments[i]) }
        return copy
    }
}

/// A style that travels with a `Text` piece, declared by the layer that draws
/// it: `enum ForegroundKey: TextAttributeKey { static let defaultValue = … }`.
public protocol TextAttributeKey {
    /// The attribute's type.
    associatedtype Value: Sendable
    /// The value a piece has until a layer sets one.
    static var defaultValue: Value { get }
}

/// The attributes of a piece of text, read and written by key type.
public struct TextAttributes: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// Attributes with every key at its default value.
    public init() {}

    /// The value for `key`, or its `defaultValue` when unset.
    public subscript<K: TextAttributeKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether `key` has been set.
    public func contains<K: TextAttributeKey>(_ key: K.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }
}

extension Text {
    /// Text showing `input` formatted by `format`, as SwiftUI's
    /// `Text(_:format:)` (`Text(0.72, format: .percent)`). SwiftUI formats in
    /// the environment's locale; a render must not depend on the machine it
    /// runs on, so the number and date styles here format in `en_US_POSIX`
    /// (other styles as they are).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        let fixed = (format as? any LocaleFixable).map { $0.inRenderLocale() as! F } ?? format
        self.init(verbatim: fixed.format(input))
    }
}

/// A format style whose locale can be set.
protocol LocaleFixable {
    func locale(_ locale: Locale) -> Self
}

extension LocaleFixable {
    /// The style in the locale every render formats in.
    func inRenderLocale() -> Self { locale(Locale(identifier: "en_US_POSIX")) }
}

extension FloatingPointFormatStyle: LocaleFixable {}
extension FloatingPointFormatStyle.Percent: LocaleFixable {}
extension FloatingPointFormatStyle.Currency: LocaleFixable {}
extension IntegerFormatStyle: LocaleFixable {}
extension IntegerFormatStyle.Percent: LocaleFixable {}
extension IntegerFormatStyle.Currency: LocaleFixable {}
extension Date.FormatStyle: LocaleFixable {}
