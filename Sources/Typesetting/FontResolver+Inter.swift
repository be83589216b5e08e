import Foundation

// The default sans face: Inter (OFL; Debian's fonts-inter), as SwiftUI's is
// SF Pro, a neo-grotesque interface face, when it is installed; DejaVu Sans
// otherwise. Found at fixed paths, never through fontconfig, so the face a
// text gets depends only on whether this one package is installed.
extension FontResolver {
    /// Folders searched for Inter, in order; the first that holds
    /// Inter-Regular.otf is the one used for every weight.
    static let interDirectories = ["/usr/share/fonts/opentype/inter", "/usr/local/share/fonts/opentype/inter"]

    /// Inter's file names by weight (its nine CSS weights, 100 Thin to 900 Black).
    static let interWeightNames = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold",
        700: "Bold", 800: "ExtraBold", 900: "Black",
    ]

    /// The folder Inter is used from, or nil when it is not installed
    /// (looked up once per process).
    static let interDirectory: String? = interDirectories.first {
        FileManager.default.fileExists(atPath: "\($0)/Inter-Regular.otf")
    }

    /// Inter at `weight` (rounded to the nearest of its nine), its italic
    /// file when `italic` asks for one; nil when Inter is not installed.
    /// A weight or italic file missing from the folder falls back to the
    /// upright file of that weight, then to Regular.
    static func inter(weight: TypeWeight, italic: Bool) -> (face: FontFace, isItalic: Bool)? {
        guard let directory = interDirectory else { return nil }
        let hundreds = min(max(Int((Double(weight.value) / 100).rounded()), 1), 9) * 100
        let name = interWeightNames[hundreds]!
        func load(_ stem: String) -> FontFace? { try? FontFace.load(path: "\(directory)/Inter-\(stem).otf") }
        if italic, let face = load(hundreds == 400 ? "Italic" : name + "Italic") { return (face, true) }
        if let face = load(name) ?? load("Regular") { return (face, false) }
        return nil
    }
}
