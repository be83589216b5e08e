import Foundation
import Typesetting

/// A font, with SwiftUI's API: system fonts by size, weight and design, the
/// Dynamic Type text styles, and custom fonts by name or file path.
///
/// A `Font` is a description; the face file behind it is found when text is
/// laid out (see Typesetting's `FontResolver` for how SwiftUI's weights and
/// designs map onto the Inter and DejaVu files installed here).
public struct Font: Hashable, Sendable {
    /// Where the font's face and size come from.
    enum Base: Hashable, Sendable {
        case system(size: CGFloat, design: Design)
        case textStyle(TextStyle, design: Design)
        /// A font name or file path, and its size in points.
        case custom(name: String, size: CGFloat)
    }

    var base: Base
    var weightOverride: Weight?
    var isItalic = false
    var isMonospaced = false
    /// Digits all as wide (OpenType `tnum`), other characters proportional.
    var usesMonospacedDigits = false

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weightOverride = weight
    }

    /// The size in points.
    public var pointSize: CGFloat {
        switch base {
        case .system(let size, _), .custom(_, let size): size
        case .textStyle(let style, _): style.pointSize
        }
    }

    /// The weight this font draws with: an explicit weight if one was set,
    /// else the text style's own (semibold for headline), else regular.
    public var resolvedWeight: Weight {
        if let weightOverride { return weightOverride }
        if case .textStyle(let style, _) = base { return style.defaultWeight }
        return .regular
    }

    /// The design: the monospaced modifier wins over the base design.
    var resolvedDesign: Design {
        if isMonospaced { return .monospaced }
        switch base {
        case .system(_, let design), .textStyle(_, let design): return design
        case .custom: return .default
        }
    }

    // MARK: System fonts

    /// A system font of the given size, weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design ?? .default), weight: weight)
    }

    /// A system font for a text style, at SwiftUI's default Dynamic Type size.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design ?? .default), weight: weight)
    }

    /// The large title style: 34 points.
    public static let largeTitle = Font.system(.largeTitle)
    /// The title style: 28 points.
    public static let title = Font.system(.title)
    /// The second-level title style: 22 points.
    public static let title2 = Font.system(.title2)
    /// The third-level title style: 20 points.
    public static let title3 = Font.system(.title3)
    /// The headline style: 17 points, semibold.
    public static let headline = Font.system(.headline)
    /// The subheadline style: 15 points.
    public static let subheadline = Font.system(.subheadline)
    /// The body style: 17 points.
    public static let body = Font.system(.body)
    /// The callout style: 16 points.
    public static let callout = Font.system(.callout)
    /// The footnote style: 13 points.
    public static let footnote = Font.system(.footnote)
    /// The caption style: 12 points.
    public static let caption = Font.system(.caption)
    /// The alternate caption style: 11 points.
    public static let caption2 = Font.system(.caption2)
    /// visionOS's extra large title style: 36 points, bold.
    public static let extraLargeTitle = Font.system(.extraLargeTitle)
    /// visionOS's second extra large title style: 28 points, bold.
    public static let extraLargeTitle2 = Font.system(.extraLargeTitle2)

    // MARK: Custom fonts

    /// A font by name (a file stem such as "DejaVuSerif-Bold", a family name
    /// such as "DejaVu Serif") or by file path.
    ///
    /// As in SwiftUI this does not fail here; laying out text with a font that
    /// cannot be found throws `FontError` naming every path tried. Use
    /// ``file(_:size:)`` to check a path at once.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size))
    }

    /// A custom font whose size would scale with `textStyle` under Dynamic
    /// Type; headless there is no Dynamic Type, so `size` is used as given.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A custom font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// A font from a file, checked now: throws `FontError` if the file is
    /// missing or FreeType cannot read it.
    public static func file(_ path: String, size: CGFloat) throws -> Font {
        _ = try FontFace.load(path: path)
        return custom(path, size: size)
    }

    // MARK: Modifiers

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italic (the italic face where one exists, else slanted).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightOverride = weight
        return copy
    }

    /// This font in another design (custom fonts keep their file).
    func design(_ design: Design) -> Font {
        var copy = self
        switch base {
        case .system(let size, _): copy.base = .system(size: size, design: design)
        case .textStyle(let style, _): copy.base = .textStyle(style, design: design)
        case .custom: break
        }
        return copy
    }

    /// This font with fixed-width digits and proportional other characters,
    /// as SwiftUI's `monospacedDigit()` (the OpenType `tnum` feature, where
    /// the font has it; many fonts' digits are tabular already).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.usesMonospacedDigits = true
        return copy
    }

    /// The monospaced variant of this font.
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }
}

extension Font {
    /// SwiftUI's font weights, lightest to heaviest.
    public struct Weight: Hashable, Sendable, Comparable {
        /// UIFont.Weight's raw values, which order the weights.
        let value: Double

        /// The lightest weight (UIKit's raw value −0.8).
        public static let ultraLight = Weight(value: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(value: -0.6)
        /// Light (−0.4).
        public static let light = Weight(value: -0.4)
        /// The default weight of body text (0).
        public static let regular = Weight(value: 0)
        /// Medium (0.23).
        public static let medium = Weight(value: 0.23)
        /// Semibold (0.3), the headline style's weight.
        public static let semibold = Weight(value: 0.3)
        /// Bold (0.4), what `bold()` applies.
        public static let bold = Weight(value: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(value: 0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(value: 0.62)

        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
    }

    /// SwiftUI's font designs.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// visionOS's extra large titles (bold by default).
        case extraLargeTitle, extraLargeTitle2

        /// Point size at iOS's default content size ("Large"), from Apple's
        /// Human Interface Guidelines, Typography: Dynamic Type sizes.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            case .extraLargeTitle: 36
            case .extraLargeTitle2: 28
            }
        }

        /// Headline is semibold by default, the extra large titles bold.
        var defaultWeight: Weight {
            switch self {
            case .headline: .semibold
            case .extraLargeTitle, .extraLargeTitle2: .bold
            default: .regular
            }
        }
    }
}
