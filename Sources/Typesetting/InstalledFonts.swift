// Installed fonts through fontconfig, the library every Linux desktop
// uses: a family name (with a weight and style, or a pattern such as
// "DejaVu Sans:style=Bold", as fc-list prints them) to a file. Only fonts a
// text names come from here; the system faces (Inter, DejaVu) come from
// fixed folders, so output does not change from machine to machine.
import CFontconfig
import Foundation
import ImageFiles
import Raster
import Spelling

enum InstalledFonts {
    struct Match: Equatable {
        var path: String
        /// Whether the file is itself italic or oblique (no synthetic slant needed).
        var isItalic: Bool
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var config: OpaquePointer?
    /// Answers by name, weight and style: the process's, like the font files
    /// themselves (what is installed does not change with the render), and
    /// bounded (`BoundedCache`) since the names come from the files rendered.
    nonisolated(unsafe) private static var matches = BoundedCache<String, Match?>(budget: 1024)

    /// The installed file of `name` at `weight`, italic or not; nil when no
    /// installed family has that name (fontconfig would substitute another).
    static func match(_ name: String, weight: TypeWeight, italic: Bool) -> Match? {
        let key = "\(name)\u{0}\(weight.value)\u{0}\(italic)"
        lock.lock()
        defer { lock.unlock() }
        if let known = matches.value(for: key) { return known }
        var found = lookup(name, weight: weight, italic: italic)
        // "DejaVu Sans Bold": the family, then its last word as the style.
        if found == nil, let space = name.lastIndex(of: " "), !name.contains(":") {
            found = lookup(String(name[..<space]) + ":style=" + name[name.index(after: space)...], weight: weight, italic: italic)
        }
        matches.insert(found, for: key)
        return found
    }

    /// Every installed family, sorted (what `fc-list : family` lists).
    static var families: [String] {
        lock.lock()
        defer { lock.unlock() }
        guard let config = loadedConfig(), let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, animgen_fc_family)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var names: Set<String> = []
        for i in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[i] else { continue }
            names.formUnion(strings(font, animgen_fc_family))
        }
        return names.sorted()
    }

    /// The files of the installed colour fonts (fontconfig's `:color=true`,
    /// as `fc-list :color=true file` lists them), sorted by path so the
    /// choice does not depend on the order fontconfig read its folders.
    static var colorFontFiles: [String] {
        lock.lock()
        defer { lock.unlock() }
        guard let config = loadedConfig(), let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddBool(pattern, animgen_fc_color, FcTrue)
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, animgen_fc_file)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var files: Set<String> = []
        for i in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[i] else { continue }
            files.formUnion(strings(font, animgen_fc_file))
        }
        return files.sorted()
    }

    /// Up to `count` installed families nearest to `name`: same words
    /// first, then the fewest edits.
    static func nearest(to name: String, count: Int = 3) -> [String] {
        guard name.count <= NearestName.longestWord else { return [] }
        let wanted = name.lowercased()
        let words = Set(wanted.split(separator: " "))
        return families.map { family -> (String, Int, Int) in
            let lower = family.lowercased()
            let shared = words.intersection(lower.split(separator: " ")).count
            return (family, -shared, NearestName.distance(wanted, lower))
        }
        .sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
        .prefix(count).map(\.0)
    }

    private static func loadedConfig() -> OpaquePointer? {
        if config == nil { config = FcInitLoadConfigAndFonts() }
        return config
    }

    private static func lookup(_ name: String, weight: TypeWeight, italic: Bool) -> Match? {
        guard let config = loadedConfig(), let pattern = FcNameParse(name) else { return nil }
        defer { FcPatternDestroy(pattern) }
        let asked = strings(pattern, animgen_fc_family)
        guard !asked.isEmpty else { return nil }
        if strings(pattern, animgen_fc_style).isEmpty {
            FcPatternAddInteger(pattern, animgen_fc_weight, fontconfigWeight(weight))
            FcPatternAddInteger(pattern, animgen_fc_slant, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        }
        FcPatternAddBool(pattern, animgen_fc_scalable, FcTrue)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        // fontconfig always answers with something; only the family asked for counts.
        let got = Set(strings(font, animgen_fc_family).map(folded))
        guard asked.contains(where: { got.contains(folded($0)) }), let file = strings(font, animgen_fc_file).first else { return nil }
        var slant: Int32 = 0
        FcPatternGetInteger(font, animgen_fc_slant, 0, &slant)
        return Match(path: file, isItalic: slant != FC_SLANT_ROMAN)
    }

    private static func folded(_ s: String) -> String { s.lowercased().filter { $0 != " " } }

    private static func strings(_ pattern: OpaquePointer?, _ object: UnsafePointer<CChar>) -> [String] {
        var out: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            out.append(String(cString: value))
            index += 1
        }
        return out
    }

    /// The nine named weights on fontconfig's scale (FC_WEIGHT_*); any
    /// other value is regular.
    static func fontconfigWeight(_ weight: TypeWeight) -> Int32 {
        switch weight {
        case .ultraLight: FC_WEIGHT_ULTRALIGHT
        case .thin: FC_WEIGHT_THIN
        case .light: FC_WEIGHT_LIGHT
        case .medium: FC_WEIGHT_MEDIUM
        case .semibold: FC_WEIGHT_SEMIBOLD
        case .bold: FC_WEIGHT_BOLD
        case .heavy: FC_WEIGHT_HEAVY
        case .black: FC_WEIGHT_BLACK
        default: FC_WEIGHT_REGULAR
        }
    }
}
