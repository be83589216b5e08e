import Foundation
import Geometry
import Lottie

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
        func set(_ font: Font) -> (outline: Path, width: Double)? {
            let font = italic ? font.italic() : font
            guard let layout = try? Text(text).font(font).tracking(tracking).layout(),
                  let first = layout.lines.first else { return nil }
            let origin = CGPoint(x: -first.x, y: -first.baseline)
            return (layout.path(in: CGRect(origin: origin, size: layout.size)), Double(first.width))
        }
        return set(.custom(family, size: size).weight(weight)) ?? set(.system(size: size, weight: weight))
    }

    /// Style words to weights, longest first so "semibold" is not read as "bold".
    private static let weights: [(String, Font.Weight)] = [
        ("extralight", .ultraLight), ("ultralight", .ultraLight), ("semibold", .semibold), ("demibold", .semibold),
        ("extrabold", .heavy), ("ultrabold", .heavy), ("thin", .thin), ("light", .light), ("medium", .medium),
        ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
}
