// The one interpreter of symbol designs: each part's commands drawn into a
// path, its steps applied in order, and the parts sorted by role into the
// one-colour union and the colour layers.
import Foundation
import Geometry

/// Turns symbol designs into paths.
package enum SymbolInterpreter {
    /// How far a stroke outline may stray from the exact one, in units of the
    /// symbol's height: under a pixel up to 500 points.
    package static let flatness: CGFloat = 0.002

    /// The paths of `design`. Filled and glyph parts are unioned in design
    /// order, cutouts and knocked-out glyphs cut from them; a design with a
    /// ground also gets two layers: its glyphs (primary), then its ground
    /// (and any other filled parts) less the knocked-out glyphs and cutouts.
    package static func geometry(of design: SymbolDesign) -> SymbolGeometry {
        var filled: [Path] = [], cut: [Path] = []
        var primary: [Path] = [], secondary: [Path] = [], secondaryCut: [Path] = []
        var hasGround = false
        for part in design.parts {
            let path = self.path(of: part)
            switch part.role {
            case .body: filled.append(path); secondary.append(path)
            case .cutout: cut.append(path); secondaryCut.append(path)
            case .ground: filled.append(path); secondary.append(path); hasGround = true
            case .glyph: filled.append(path); primary.append(path)
            case .knockout: cut.append(path); primary.append(path); secondaryCut.append(path)
            }
        }
        let layers = hasGround ? [SymbolGeometry.Layer(parts: primary, cutouts: []),
                                  SymbolGeometry.Layer(parts: secondary, cutouts: secondaryCut)] : nil
        return SymbolGeometry(aspect: design.aspect, parts: filled, cutouts: cut, layers: layers)
    }

    /// The path of one part: its commands drawn, then its steps applied.
    package static func path(of part: SymbolPart) -> Path {
        part.steps.reduce(path(of: part.commands)) { apply($1, to: $0) }
    }

    /// The path the commands draw, in order.
    package static func path(of commands: [SymbolCommand]) -> Path {
        var path = Path()
        for command in commands { draw(command, into: &path) }
        return path
    }

    static func point(_ p: SymbolPoint) -> CGPoint { CGPoint(x: p.0, y: p.1) }
}
