// Color(_:bundle:): a colour set of an asset catalog (Assets/AssetCatalog.swift),
// read from its Contents.json as Xcode writes it. Apple: "The system
// determines which color within the set to use based on the environment at
// render time", so a set with a dark-appearance entry is a dynamic colour
// (Color+Appearance.swift). Components come in Xcode's three input forms:
// floats ("0.500"), 8-bit integers ("128") and 8-bit hex ("0x80"); alpha is
// always a float (Xcode writes it so), so an alpha of "1" is opaque.
// An unknown name or an unreadable set draws clear, as SwiftUI draws
// nothing for a colour it cannot find, with one warning on stderr.
// A set's colour is kept with the bytes it was read from and read again when
// they change, so a running program (a preview reloading after a save) shows
// an edited set.
import Foundation
import Raster
import Synchronization

extension Color {
    /// The colour set `name` of the asset catalogs in `bundle` (the main
    /// bundle when nil): its light and dark appearances, chosen where the
    /// colour is drawn. Clear, with a warning, when there is none.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch ColorSets.shared.color(named: name, in: bundle) {
        case .success(let color): self = color
        case .failure(let problem):
            WarningLog.shared.warnOnce(problem.message + "; it draws clear.")
            self = .clear
        }
    }
}

/// Why a colour set gave no colour.
struct ColorSetProblem: Error {
    let message: String
}

/// Colour sets, each parsed once for as long as its Contents.json keeps its bytes.
final class ColorSets: Sendable {
    static let shared = ColorSets()
    /// Colour sets kept, at most.
    static let capacity = 1024
    private let colors = Mutex(BoundedCache<String, (bytes: Data?, color: Result<Color, ColorSetProblem>)>(budget: ColorSets.capacity))

    func color(named name: String, in bundle: Bundle?) -> Result<Color, ColorSetProblem> {
        let (found, catalogs) = AssetCatalogs.shared.set("colorset", named: name, in: bundle)
        guard let folder = found else {
            let place = catalogs.isEmpty
                ? "no asset catalog (.xcassets) in \(AssetCatalogs.resourceFolder(of: bundle ?? .main).path)"
                : "none in " + catalogs.map(\.path).joined(separator: ", ")
            return .failure(ColorSetProblem(message: "no color named \"\(name)\" (looked for \(name).colorset: \(place))"))
        }
        let file = folder.appendingPathComponent("Contents.json")
        let bytes = try? Data(contentsOf: file)
        if RenderCaches.isEnabled, let known = colors.withLock({ $0.value(for: file.path) }), known.bytes == bytes {
            return known.color
        }
        let result = Result { () throws(ColorSetProblem) in try ColorSetFile.color(from: bytes, of: file) }
        if RenderCaches.isEnabled { colors.withLock { $0.insert((bytes, result), for: file.path) } }
        return result
    }
}

/// A colour set's Contents.json.
enum ColorSetFile {
    /// The colour of the set whose Contents.json at `file` holds `data` (nil: it could not be read).
    static func color(from data: Data?, of file: URL) throws(ColorSetProblem) -> Color {
        func fail(_ path: String, _ what: String) -> ColorSetProblem {
            ColorSetProblem(message: "\(file.path): \(path.isEmpty ? "" : path + ": ")\(what)")
        }
        guard let data else { throw fail("", "cannot be read (is the colour set missing its Contents.json?)") }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw fail("", "is not a JSON object (Xcode writes {\"colors\": [...], \"info\": {...}})")
        }
        guard let entries = json["colors"] as? [[String: Any]], !entries.isEmpty else {
            throw fail("colors", "missing or empty (give at least one entry with a \"color\")")
        }
        // Each appearance's entry: the universal idiom before others, the
        // sRGB gamut before Display P3 (the output is sRGB); high-contrast
        // variants are not used (a render has no accessibility settings).
        var best: [String: (rank: Int, index: Int)] = [:]
        for (i, entry) in entries.enumerated() {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String ?? "any"
            let idiom = entry["idiom"] as? String ?? "universal"
            let rank = (idiom == "universal" ? 0 : idiom == "iphone" ? 1 : 2) * 2
                + (entry["display-gamut"] as? String == "display-P3" ? 1 : 0)
            if best[luminosity].map({ rank < $0.rank }) ?? true { best[luminosity] = (rank, i) }
        }
        func color(_ luminosity: String) throws(ColorSetProblem) -> Color? {
            guard let i = best[luminosity]?.index else { return nil }
            return try parse(entries[i], path: "colors[\(i)]", fail: fail)
        }
        let any = try color("any"), light = try color("light") ?? any, dark = try color("dark") ?? any
        guard let shown = light ?? dark else { throw fail("colors", "no entry for a light, dark or any appearance") }
        guard let dark, dark != shown else { return shown }
        return shown.dynamic(dark: dark)
    }

    private static func parse(_ entry: [String: Any], path: String,
                              fail: (String, String) -> ColorSetProblem) throws(ColorSetProblem) -> Color {
        guard let color = entry["color"] as? [String: Any] else { throw fail(path + ".color", "missing (an object with \"color-space\" and \"components\")") }
        if let reference = color["reference"] as? String {
            guard let system = UIColor.named(reference) else {
                throw fail(path + ".color.reference", "\"\(reference)\" is not a system colour we know (see UIColor's system colours)")
            }
            return Color(uiColor: system)
        }
        guard let components = color["components"] as? [String: Any] else {
            throw fail(path + ".color.components", "missing (an object with red, green, blue and alpha, or white and alpha)")
        }
        func value(_ key: String) throws(ColorSetProblem) -> Double {
            let here = path + ".color.components." + key
            guard let raw = components[key] else { throw fail(here, "missing") }
            guard let v = component(raw, isAlpha: key == "alpha") else {
                throw fail(here, "\"\(raw)\" is not a component (write 0…1 as \"0.5\", 0…255 as \"128\" or \"0x80\")")
            }
            return v
        }
        let space = color["color-space"] as? String ?? "srgb"
        let alpha = components["alpha"] == nil ? 1 : try value("alpha")
        switch space {
        case "srgb", "extended-srgb":
            return Color(.sRGB, red: try value("red"), green: try value("green"), blue: try value("blue"), opacity: alpha)
        case "display-p3", "extended-display-p3":
            return Color(.displayP3, red: try value("red"), green: try value("green"), blue: try value("blue"), opacity: alpha)
        case "extended-linear-srgb":
            return Color(.sRGBLinear, red: try value("red"), green: try value("green"), blue: try value("blue"), opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            // Gray with a pure 2.2 gamma (Apple's "Gray Gamma 2.2"), to linear light.
            let w = try value("white")
            return Color(.sRGBLinear, white: (w < 0 ? -1 : 1) * pow(abs(w), 2.2), opacity: alpha)
        default:
            throw fail(path + ".color.color-space", "\"\(space)\" is not one Xcode writes (srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray)")
        }
    }

    /// A component in one of Xcode's forms; nil when it is none of them.
    static func component(_ raw: Any, isAlpha: Bool) -> Double? {
        if let n = raw as? NSNumber, !(raw is String) { return n.doubleValue }
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces).lowercased(), !s.isEmpty else { return nil }
        if s.hasPrefix("0x") { return Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if isAlpha || s.contains(".") || s.contains("e") { return Double(s) }
        return Int(s).map { Double($0) / 255 }
    }
}
