import Foundation
import Geometry
import Typesetting

/// Sets the lines of Lottie text layers whose file carries no glyphs with
/// the text engine (fontconfig, FreeType, HarfBuzz): the family found by
/// name, weight and slant read from the style's words ("Bold Italic"); a
/// family that is not installed falls back to the default face, as a
/// browser's lottie-web would.
package struct LottieFontShaper: LottieTextShaper {
    package init() {}

    package func line(_ text: String, family: String, style: String, size: Double,
                      tracking: Double) -> (outline: Path, width: Double)? {
        let words = style.lowercased()
        let weight = Self.weights.first { words.contains($0.0) }?.1 ?? .regular
        let italic = words.contains("italic") || words.contains("oblique")
        func set(_ family: TypeFamily) -> (outline: Path, width: Double)? {
            let style = TypeStyle(family: family, size: size, weight: weight, italic: italic, tracking: tracking)
            guard let layout = try? Typesetter.layout([TypeRun(text, style)]), let first = layout.lines.first else { return nil }
            return (layout.outline.offsetBy(dx: -first.x, dy: -first.baseline), first.width)
        }
        return set(.named(family)) ?? set(.system(.sans))
    }

    /// Style words to weights, longest first so "semibold" is not read as "bold".
    private static let weights: [(String, TypeWeight)] = [
        ("extralight", .ultraLight), ("ultralight", .ultraLight), ("semibold", .semibold), ("demibold", .semibold),
        ("extrabold", .heavy), ("ultrabold", .heavy), ("thin", .thin), ("light", .light), ("medium", .medium),
        ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
}
