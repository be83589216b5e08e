import Foundation

/// Maps a ``TypeStyle`` onto font files.
///
/// The default (sans) and rounded faces are Inter when Debian's fonts-inter
/// is installed (``interDirectories``: each of the nine weights and its
/// italic from its own file; there is no rounded Inter), else DejaVu Sans.
/// The other system faces are DejaVu (Debian's fonts-dejavu-core;
/// fonts-dejavu-extra adds the italic and extra-light files): serif → DejaVu
/// Serif, monospaced → DejaVu Sans Mono. DejaVu's weights map to the files
/// that exist: 100 and 200 → Sans ExtraLight (Sans only, when installed),
/// 300 through 500 → Book, 600 and heavier → Bold. Italic uses the
/// Oblique/Italic file when installed, else slants the upright outlines by
/// FreeType's synthetic-oblique shear (≈ 12°).
///
/// Characters the chosen face lacks fall back, per character, to DejaVu Sans
/// and then to the first installed CJK font of `cjkCandidates`. Emoji
/// (characters shown as emoji by default, or asked to be by U+FE0F) come
/// from an installed colour emoji font first (`emojiFaces`, found through
/// fontconfig: Debian's fonts-noto-color-emoji), as on Apple's platforms,
/// where they are drawn from Apple Color Emoji whatever the text's font.
enum FontResolver {
    /// Directories searched for DejaVu (the system faces and every text's
    /// fallback; named fonts come from fontconfig).
    static let fontDirectories = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
        "/usr/share/fonts/truetype", "/usr/local/share/fonts",
    ]

    /// CJK fonts tried for fallback, smallest Debian package first.
    static let cjkCandidates = [
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",        // fonts-droid-fallback: Han, kana
        "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf",   // the same package: hangul too
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",                   // fonts-wqy-microhei
        "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",                     // fonts-wqy-zenhei
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",           // fonts-noto-cjk
    ]

    /// Shear (x += shear·y, font units y up) of a synthetic oblique; FreeType's
    /// FT_GlyphSlot_Oblique uses 0x0366A / 0x10000.
    static let obliqueShear = 0x0366A / 65536.0

    /// A face chosen for a font: the file, whether to slant it, and the size.
    struct Choice {
        var face: FontFace
        var syntheticOblique: Bool
        var pointSize: Double
        /// Whether italic was asked for (fallback faces are then slanted).
        var italic: Bool
        /// Faces to try, in order, for characters `face` lacks.
        var fallbacks: [FontFace]
    }

    /// Resolves a run's style to faces: its family at its weight and slant.
    static func resolve(_ style: TypeStyle) throws -> Choice {
        let size = style.size
        let sans = try dejaVu("DejaVuSans")
        let fallbacks = [sans] + cjkFaces
        let family: String
        switch style.family {
        case .named(let name):
            let file = try customPath(name, weight: style.weight, italic: style.italic)
            let face = try FontFace.load(path: file.path)
            return Choice(face: face, syntheticOblique: style.italic && !file.isItalic, pointSize: size, italic: style.italic,
                          fallbacks: fallbacks)
        case .system(.sans), .system(.rounded):
            if let inter = inter(weight: style.weight, italic: style.italic) {
                return Choice(face: inter.face, syntheticOblique: style.italic && !inter.isItalic, pointSize: size,
                              italic: style.italic, fallbacks: fallbacks)
            }
            family = "DejaVuSans"
        case .system(.serif): family = "DejaVuSerif"
        case .system(.monospaced): family = "DejaVuSansMono"
        }
        let w = style.weight
        let bold = w >= .semibold
        let light = w <= .thin && family == "DejaVuSans"
        let upright = bold ? "\(family)-Bold" : light ? "\(family)-ExtraLight" : family
        if style.italic && !light {
            let slanted = family == "DejaVuSerif" ? (bold ? "-BoldItalic" : "-Italic") : (bold ? "-BoldOblique" : "-Oblique")
            if let face = try? dejaVu(family + slanted) {
                return Choice(face: face, syntheticOblique: false, pointSize: size, italic: true, fallbacks: fallbacks)
            }
        }
        let face = (try? dejaVu(upright)) ?? (try? dejaVu(bold ? "\(family)-Bold" : family)) ?? sans
        return Choice(face: face, syntheticOblique: style.italic, pointSize: size, italic: style.italic, fallbacks: fallbacks)
    }

    nonisolated(unsafe) private static var dejaVuPaths: [String: String] = [:]
    private static let dejaVuLock = NSLock()

    /// The DejaVu file with this stem, from the first directory that has it
    /// (looked up once per stem).
    static func dejaVu(_ stem: String) throws -> FontFace {
        dejaVuLock.lock()
        let known = dejaVuPaths[stem]
        dejaVuLock.unlock()
        if let known { return try FontFace.load(path: known) }
        let tried = fontDirectories.map { "\($0)/\(stem).ttf" }
        guard let path = tried.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw stem == "DejaVuSans" ? FontError.noDefaultFont(tried: tried) : FontError.notFound(name: stem, tried: tried)
        }
        let face = try FontFace.load(path: path)
        dejaVuLock.lock()
        dejaVuPaths[stem] = path
        dejaVuLock.unlock()
        return face
    }

    /// The installed CJK fallback faces, in `cjkCandidates` order (none of
    /// them covers everything: Droid's "Full" file has no hangul).
    static let cjkFaces: [FontFace] = cjkCandidates.compactMap { path in
        FileManager.default.fileExists(atPath: path) ? try? FontFace.load(path: path) : nil
    }

    /// The installed colour fonts that have emoji (they map U+1F600), found
    /// through fontconfig once per process.
    static let emojiFaces: [FontFace] = InstalledFonts.colorFontFiles.compactMap { path in
        guard let face = try? FontFace.load(path: path), face.covers(0x1F600) else { return nil }
        return face
    }

    /// Whether `face` is one of `emojiFaces`.
    static func isEmojiFace(_ face: FontFace) -> Bool { emojiFaces.contains { $0 === face } }

    /// Whether the scalar at `i` is shown as an emoji: it is by default
    /// (Unicode's Emoji_Presentation, or a regional indicator or skin-tone
    /// modifier), or it is an emoji character followed by the emoji
    /// variation selector U+FE0F (a keycap's digit, ❤️), or an emoji
    /// character that `textFace` lacks (🗓, ⚒ written without U+FE0F): on
    /// Apple's platforms the emoji font comes first in the font cascade, so
    /// such a character is drawn in colour unless U+FE0E asks for text.
    static func prefersEmoji(_ scalars: [UInt32], at i: Int, textFace: FontFace) -> Bool {
        guard let s = Unicode.Scalar(scalars[i]) else { return false }
        let p = s.properties
        if p.isEmojiPresentation || p.isEmojiModifier || (0x1F1E6...0x1F1FF).contains(scalars[i]) { return true }
        guard p.isEmoji else { return false }
        let next = i + 1 < scalars.count ? scalars[i + 1] : nil
        if next == 0xFE0F { return true }
        return next != 0xFE0E && !textFace.covers(scalars[i])
    }

    /// The file for a custom font name: a path as given (absolute, relative,
    /// or ending in a font extension), else the installed family through
    /// fontconfig at that weight and slant (``InstalledFonts``).
    static func customPath(_ name: String, weight: TypeWeight = .regular, italic: Bool = false) throws -> InstalledFonts.Match {
        let lower = name.lowercased()
        if name.contains("/") || ["ttf", "otf", "ttc"].contains(where: { lower.hasSuffix("." + $0) }) {
            guard FileManager.default.fileExists(atPath: name) else { throw FontError.fileNotFound(path: name) }
            return InstalledFonts.Match(path: name, isItalic: false)
        }
        if let match = InstalledFonts.match(name, weight: weight, italic: italic) { return match }
        throw FontError.notInstalled(name: name, nearest: InstalledFonts.nearest(to: name))
    }
}
