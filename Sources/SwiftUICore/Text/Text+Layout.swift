import Foundation
import Raster
import Typesetting

extension Text {
    /// Shapes and lays out the text.
    ///
    /// - Parameters:
    ///   - width: wrap lines to this width in points (nil: break only at
    ///     newlines).
    ///   - alignment: how lines align with each other (SwiftUI's
    ///     `multilineTextAlignment`).
    ///   - lineSpacing: extra points between lines (SwiftUI's `lineSpacing`).
    ///   - resources: where a layout of the same input made before is kept
    ///     (a render's own, or the process's shared ones).
    ///   - lineLimit: at most this many lines; text that does not fit ends
    ///     the last line with "…" (SwiftUI's `lineLimit`, tail truncation).
    /// - Throws: `FontError` when a font (a custom name or path, or the
    ///   default face) cannot be found or read.
    public func layout(width: CGFloat? = nil, alignment: TextAlignment = .leading,
                       lineSpacing: CGFloat = 0, lineLimit: Int? = nil,
                       resources: RenderResources = .shared) throws -> TextLayout {
        let typeset = try Typesetter.layout(segments.map(TypeRun.init), width: width.map(Double.init),
                                            alignment: LineAlignment(alignment), lineSpacing: Double(lineSpacing),
                                            lineLimit: lineLimit, resources: resources)
        return TextLayout(typeset, segmentAttributes: segments.map(\.attributes))
    }
}

// The one place SwiftUI's text vocabulary becomes the engine's.

extension TypeRun {
    /// A piece of text in its font (body when it has none), with the piece's
    /// own weight, italic and design applied on top.
    init(_ segment: Text.Segment) {
        var font = segment.font ?? .body
        if let weight = segment.weight { font = font.weight(weight) }
        if segment.italic { font = font.italic() }
        if let design = segment.design { font = font.design(design) }
        self.init(segment.string, TypeStyle(
            font, tracking: Double(segment.tracking ?? 0), baselineOffset: Double(segment.baselineOffset ?? 0),
            underline: segment.underline, strikethrough: segment.strikethrough,
            tabularDigits: segment.monospacedDigit || font.usesMonospacedDigits))
    }
}

extension TypeStyle {
    /// `font`'s family, size, weight and slant, with the text's own settings.
    package init(_ font: Font, tracking: Double = 0, baselineOffset: Double = 0, underline: Bool = false,
         strikethrough: Bool = false, tabularDigits: Bool = false) {
        let family: TypeFamily = switch (font.base, font.resolvedDesign) {
        case (.custom(let name, _), _): .named(name)
        case (_, .default): .system(.sans)
        case (_, .serif): .system(.serif)
        case (_, .rounded): .system(.rounded)
        case (_, .monospaced): .system(.monospaced)
        }
        self.init(family: family, size: Double(font.pointSize), weight: TypeWeight(font.resolvedWeight), italic: font.isItalic,
                  tracking: tracking, baselineOffset: baselineOffset, underline: underline,
                  strikethrough: strikethrough, tabularDigits: tabularDigits)
    }
}

extension TypeWeight {
    /// SwiftUI's nine weights, lightest first, as 100–900.
    init(_ weight: Font.Weight) {
        let order: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        self.init(100 * ((order.firstIndex(of: weight) ?? 3) + 1))
    }
}

extension LineAlignment {
    /// SwiftUI's multiline alignment (leading is left: lines run left to right).
    package init(_ alignment: TextAlignment) {
        self = switch alignment {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}
