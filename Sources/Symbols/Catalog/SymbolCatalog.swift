// The built-in symbols: SF Symbols do not exist off Apple platforms, so
// animgen ships stand-ins for the common ones, outlines of its own design.
// The catalog is data: a table from name to design, split by theme over the
// SymbolCatalog+*.swift files, each design read by SymbolInterpreter.
import Foundation

/// The built-in symbol designs by name, and their paths.
package enum SymbolCatalog {
    /// Every design by name.
    package static let designs: [String: SymbolDesign] = Dictionary(
        uniqueKeysWithValues: [basics, shapes, glyphs, arrows, objects, weather, devices, everyday].joined().map { ($0.key, $0.value) })

    /// The names the catalog knows, sorted.
    package static let names: [String] = designs.keys.sorted()

    /// The paths of every design, built once on first use.
    static let geometries: [String: SymbolGeometry] = designs.mapValues(SymbolInterpreter.geometry(of:))

    /// The paths of the symbol called `name`, or nil for a name the catalog
    /// does not know.
    package static func geometry(named name: String) -> SymbolGeometry? { geometries[name] }
}
