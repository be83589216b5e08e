// The built-in symbol images: SF Symbols do not exist off Apple platforms,
// so `Image(systemName:)` knows the common ones, drawn here as vector
// outlines of our own design. Each is defined in a box one unit tall (y
// down) and `aspect` units wide, filled with the non-zero rule. The table
// is split by theme over the SymbolCatalog+*.swift files.
import Foundation
import Geometry

struct SymbolImage: Sendable {
    /// Width over height of the symbol's box.
    let aspect: CGFloat
    /// The outline pieces in a box `aspect` × 1, unioned: pieces that
    /// overlap are kept apart so that opposite windings cannot cancel.
    let parts: [Path]
    /// Shapes knocked out of the union (the check in `checkmark.circle.fill`).
    let cutouts: [Path]
    /// The symbol as layers for hierarchical and palette rendering, the
    /// primary first (the glyph of `checkmark.circle.fill`, then its disc
    /// with the glyph knocked out); nil for a symbol of one layer.
    let layers: [Layer]?

    /// One layer: its pieces unioned, minus its cutouts.
    struct Layer: Sendable {
        let parts: [Path]
        var cutouts: [Path] = []
    }

    init(aspect: CGFloat, path: Path) { self.init(aspect: aspect, parts: [path]) }
    init(aspect: CGFloat = 1, parts: [Path], cutouts: [Path] = [], layers: [Layer]? = nil) {
        self.aspect = aspect
        self.parts = parts
        self.cutouts = cutouts
        self.layers = layers
    }

    /// A glyph on a ground (a ring, a disc, a triangle) as two layers: the
    /// glyph primary, the ground secondary. Filled, the glyph is knocked out
    /// of the ground in one colour; outlined, it is drawn beside it.
    init(glyph: [Path], ground: Path, filled: Bool) {
        let layers = [Layer(parts: glyph), Layer(parts: [ground], cutouts: filled ? glyph : [])]
        if filled {
            self.init(parts: [ground], cutouts: glyph, layers: layers)
        } else {
            self.init(parts: [ground] + glyph, layers: layers)
        }
    }

    /// Point size of a symbol drawn without a frame (SwiftUI's body text size).
    static let pointSize: CGFloat = 17
    /// Where the baseline sits, as a fraction of the height from the top.
    static let baselineFraction: CGFloat = 0.85

    /// The symbol called `name`; for an unknown name nil, after a warning
    /// on stderr (once per name per process), as SwiftUI logs and draws
    /// nothing.
    static func named(_ name: String) -> SymbolImage? {
        if let s = table[name] { return s }
        UnknownSymbolLog.warnOnce(name)
        return nil
    }

    static let table: [String: SymbolImage] = {
        var t: [String: SymbolImage] = [:]
        func outline(_ p: Path) -> Path { stroked(p) }

        let sparkle = Path { p in
            // Four points joined by inward-curving sides.
            let c = CGPoint(x: 0.5, y: 0.5), pinch: CGFloat = 0.09
            p.move(to: CGPoint(x: 0.5, y: 0))
            p.addQuadCurve(to: CGPoint(x: 1, y: 0.5), control: CGPoint(x: c.x + pinch, y: c.y - pinch))
            p.addQuadCurve(to: CGPoint(x: 0.5, y: 1), control: CGPoint(x: c.x + pinch, y: c.y + pinch))
            p.addQuadCurve(to: CGPoint(x: 0, y: 0.5), control: CGPoint(x: c.x - pinch, y: c.y + pinch))
            p.addQuadCurve(to: CGPoint(x: 0.5, y: 0), control: CGPoint(x: c.x - pinch, y: c.y - pinch))
            p.closeSubpath()
        }
        t["sparkle"] = SymbolImage(aspect: 1, path: sparkle)
        t["sparkles"] = SymbolImage(aspect: 1, path: Path { p in
            for (s, x, y) in [(0.62, 0.0, 0.38), (0.4, 0.58, 0.0), (0.28, 0.7, 0.62)] as [(CGFloat, CGFloat, CGFloat)] {
                sparkle.applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: x, ty: y)).forEach { p.append($0) }
            }
        })

        let star = Path { p in
            let outer: CGFloat = 0.5, inner = 0.5 * 0.382
            for i in 0..<10 {
                let r = i % 2 == 0 ? outer : inner
                let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let pt = CGPoint(x: 0.5 + r * cos(a), y: 0.53 + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
        t["star.fill"] = SymbolImage(aspect: 1, path: star)
        t["star"] = SymbolImage(parts: [outlined(star)])

        let heart = Path { p in
            p.move(to: CGPoint(x: 0.5, y: 0.95))
            p.addCurve(to: CGPoint(x: 0.02, y: 0.32), control1: CGPoint(x: 0.3, y: 0.78), control2: CGPoint(x: 0.02, y: 0.58))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.2), control1: CGPoint(x: 0.02, y: 0.02), control2: CGPoint(x: 0.42, y: 0.02))
            p.addCurve(to: CGPoint(x: 0.98, y: 0.32), control1: CGPoint(x: 0.58, y: 0.02), control2: CGPoint(x: 0.98, y: 0.02))
            p.addCurve(to: CGPoint(x: 0.5, y: 0.95), control1: CGPoint(x: 0.98, y: 0.58), control2: CGPoint(x: 0.7, y: 0.78))
            p.closeSubpath()
        }
        t["heart.fill"] = SymbolImage(aspect: 1, path: heart)
        t["heart"] = SymbolImage(parts: [outlined(heart)])

        let circle = Path(ellipseIn: CGRect(x: 0.02, y: 0.02, width: 0.96, height: 0.96))
        t["circle.fill"] = SymbolImage(aspect: 1, path: circle)
        t["circle"] = SymbolImage(aspect: 1, path: outline(Path(ellipseIn: CGRect(x: 0.045, y: 0.045, width: 0.91, height: 0.91))))

        let square = Path(roundedRect: CGRect(x: 0.05, y: 0.05, width: 0.9, height: 0.9), cornerRadius: 0.16)
        t["square.fill"] = SymbolImage(aspect: 1, path: square)
        t["square"] = SymbolImage(aspect: 1, path: outline(Path(roundedRect: CGRect(x: 0.07, y: 0.07, width: 0.86, height: 0.86), cornerRadius: 0.15)))

        let triangle = Path { p in
            p.move(to: CGPoint(x: 0.5, y: 0.06)); p.addLine(to: CGPoint(x: 0.97, y: 0.9))
            p.addLine(to: CGPoint(x: 0.03, y: 0.9)); p.closeSubpath()
        }
        t["triangle.fill"] = SymbolImage(aspect: 1, path: triangle)

        // Two peaks, the left one taller, on a common ground line.
        t["mountain.2.fill"] = SymbolImage(aspect: 1.4, path: Path { p in
            p.move(to: CGPoint(x: 0.02, y: 0.92))
            p.addLine(to: CGPoint(x: 0.5, y: 0.12))
            p.addLine(to: CGPoint(x: 0.78, y: 0.58))
            p.addLine(to: CGPoint(x: 0.95, y: 0.32))
            p.addLine(to: CGPoint(x: 1.38, y: 0.92))
            p.closeSubpath()
        })

        t["bolt.fill"] = SymbolImage(aspect: 0.7, path: Path { p in
            p.addLines([CGPoint(x: 0.42, y: 0), CGPoint(x: 0.05, y: 0.58), CGPoint(x: 0.33, y: 0.58),
                        CGPoint(x: 0.26, y: 1), CGPoint(x: 0.65, y: 0.4), CGPoint(x: 0.37, y: 0.4)])
            p.closeSubpath()
        })

        t["checkmark"] = SymbolImage(aspect: 1, path: Path { p in
            p.move(to: CGPoint(x: 0.1, y: 0.55)); p.addLine(to: CGPoint(x: 0.38, y: 0.85))
            p.addLine(to: CGPoint(x: 0.92, y: 0.15))
        }.strokedPath(StrokeStyle(lineWidth: 0.13, lineCap: .round, lineJoin: .round), transform: .identity, tolerance: flatness))

        let cross = StrokeStyle(lineWidth: 0.12, lineCap: .round)
        t["plus"] = SymbolImage(aspect: 1, path: Path { p in
            p.move(to: CGPoint(x: 0.5, y: 0.1)); p.addLine(to: CGPoint(x: 0.5, y: 0.9))
            p.move(to: CGPoint(x: 0.1, y: 0.5)); p.addLine(to: CGPoint(x: 0.9, y: 0.5))
        }.strokedPath(cross, transform: .identity, tolerance: flatness))
        t["xmark"] = SymbolImage(aspect: 1, path: Path { p in
            p.move(to: CGPoint(x: 0.15, y: 0.15)); p.addLine(to: CGPoint(x: 0.85, y: 0.85))
            p.move(to: CGPoint(x: 0.85, y: 0.15)); p.addLine(to: CGPoint(x: 0.15, y: 0.85))
        }.strokedPath(cross, transform: .identity, tolerance: flatness))
        addShapes(to: &t)
        addArrows(to: &t)
        addObjects(to: &t)
        return t
    }()
}

/// The warning for an unknown symbol name.
enum UnknownSymbolLog {
    static func warnOnce(_ name: String) {
        WarningLog.shared.warnOnce("no symbol image named \"\(name)\"; it draws nothing. "
            + "The known names are listed by Image.systemSymbolNames.")
    }
}

extension Image {
    /// The names `Image(systemName:)` knows, sorted.
    public static var systemSymbolNames: [String] { SymbolImage.table.keys.sorted() }
}
