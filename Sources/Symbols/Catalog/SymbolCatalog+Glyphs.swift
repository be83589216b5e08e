// Glyphs on a ground: ".circle" draws the glyph inside a ring, ".circle.fill"
// knocks it out of a disc; the warning triangle likewise. The ground is the
// secondary layer, the glyph the primary.
import Foundation

extension SymbolCatalog {
    /// The ring of a ".circle" symbol.
    static let ring = SymbolPart.ground([.circle((0.5, 0.5), radius: 0.455)], .stroke())
    /// The disc of a ".circle.fill" symbol.
    static let disc = SymbolPart.ground([.circle((0.5, 0.5), radius: 0.48)])

    static let check: [SymbolCommand] = [.polyline([(0.16, 0.53), (0.4, 0.78), (0.84, 0.22)])]
    static let cross: [SymbolCommand] = [.move((0.2, 0.2)), .line((0.8, 0.8)), .move((0.8, 0.2)), .line((0.2, 0.8))]
    static let plusLines: [SymbolCommand] = [.move((0.5, 0.12)), .line((0.5, 0.88)), .move((0.12, 0.5)), .line((0.88, 0.5))]
    static let minusLine: [SymbolCommand] = [.move((0.1, 0.5)), .line((0.9, 0.5))]
    static let playGlyph: [SymbolCommand] = [.polygon([(0.3, 0.12), (0.9, 0.5), (0.3, 0.88)])]
    static let infoDot: [SymbolCommand] = [.circle((0.5, 0.29), radius: 0.07)]
    static let infoBar: [SymbolCommand] = [.move((0.5, 0.46)), .line((0.5, 0.74))]
    /// The bar of an exclamation mark, 0.3 long from its top at 0.24 (in a
    /// circle) or 0.36 (in the triangle), and its dot 0.47 below the top.
    static let highBar: [SymbolCommand] = [.move((0.5, 0.24)), .line((0.5, 0.24 + 0.3))]
    static let highDot: [SymbolCommand] = [.circle((0.5, 0.24 + 0.47), radius: 0.07)]
    static let lowBar: [SymbolCommand] = [.move((0.5, 0.36)), .line((0.5, 0.36 + 0.3))]
    static let lowDot: [SymbolCommand] = [.circle((0.5, 0.36 + 0.47), radius: 0.07)]
    static let hook: [SymbolCommand] = [.arc(center: (0.5, 0.38), radius: 0.14, from: 180, to: 60, clockwise: false),
                                        .line((0.5, 0.6))]
    static let questionDot: [SymbolCommand] = [.circle((0.5, 0.76), radius: 0.07)]
    static let warning: [SymbolCommand] = [.polygon([(0.5, 0.04), (0.98, 0.92), (0.02, 0.92)])]

    static let glyphs: [String: SymbolDesign] = [
        "checkmark.circle": SymbolDesign(ring, .glyph(check, .stroke(0.17), .scale(0.56))),
        "checkmark.circle.fill": SymbolDesign(disc, .knockout(check, .stroke(0.17), .scale(0.56))),
        "xmark.circle": SymbolDesign(ring, .glyph(cross, .stroke(0.17), .scale(0.56))),
        "xmark.circle.fill": SymbolDesign(disc, .knockout(cross, .stroke(0.17), .scale(0.56))),
        "plus.circle": SymbolDesign(ring, .glyph(plusLines, .stroke(0.17), .scale(0.56))),
        "plus.circle.fill": SymbolDesign(disc, .knockout(plusLines, .stroke(0.17), .scale(0.56))),
        "minus.circle": SymbolDesign(ring, .glyph(minusLine, .stroke(0.17), .scale(0.56))),
        "minus.circle.fill": SymbolDesign(disc, .knockout(minusLine, .stroke(0.17), .scale(0.56))),
        "play.circle": SymbolDesign(ring, .glyph(playGlyph, .scale(0.55))),
        "play.circle.fill": SymbolDesign(disc, .knockout(playGlyph, .scale(0.55))),
        "info.circle": SymbolDesign(ring, .glyph(infoDot), .glyph(infoBar, .stroke(0.12))),
        "info.circle.fill": SymbolDesign(disc, .knockout(infoDot), .knockout(infoBar, .stroke(0.12))),
        "exclamationmark.circle": SymbolDesign(ring, .glyph(highBar, .stroke(0.12)), .glyph(highDot)),
        "exclamationmark.circle.fill": SymbolDesign(disc, .knockout(highBar, .stroke(0.12)), .knockout(highDot)),
        "questionmark.circle": SymbolDesign(ring, .glyph(hook, .stroke(0.11)), .glyph(questionDot)),
        "questionmark.circle.fill": SymbolDesign(disc, .knockout(hook, .stroke(0.11)), .knockout(questionDot)),
        "exclamationmark.triangle": SymbolDesign(.ground(warning, .outline()), .glyph(lowBar, .stroke(0.12)), .glyph(lowDot)),
        "exclamationmark.triangle.fill": SymbolDesign(.ground(warning), .knockout(lowBar, .stroke(0.12)), .knockout(lowDot)),
    ]
}
