import Foundation
import Geometry
import Raster

/// Runs of text shaped and broken into lines: the box's size, the lines'
/// baselines, the glyphs placed and the outlines ready to fill.
///
/// Coordinates are points, y down, relative to the top-left corner of the
/// layout box: the box is as wide as the widest line (trailing spaces of
/// wrapped lines excluded) and as tall as the lines' ascent + descent +
/// leading (from each font's hhea metrics) plus the line spacing between
/// lines. Glyphs and decorations name the run they belong to by its index
/// in the input (`run`).
package struct TypesetLayout: Sendable {
    /// One laid-out line.
    package struct Line: Sendable, Equatable {
        /// Left edge of the line's ink advance within the box (alignment).
        package var x: Double
        /// Top of the line within the box.
        package var y: Double
        /// Sum of the line's glyph advances.
        package var width: Double
        /// Distance from the line's top to its baseline.
        package var ascent: Double
        /// Distance from the baseline down to the line's bottom edge of text.
        package var descent: Double
        /// Extra gap below the descent that the font asks for (hhea lineGap).
        package var leading: Double
        /// The baseline's y within the box.
        package var baseline: Double { y + ascent }
    }

    /// A glyph placed in the box.
    package struct Glyph: Sendable {
        package var face: FontFace
        package var id: UInt32
        /// Baseline origin of the glyph, y down.
        package var x: Double, y: Double
        /// Font units to points.
        package var scale: Double
        package var oblique: Bool
        /// Index of the input run the glyph sets.
        package var run: Int
        /// Index, within its paragraph, of the first scalar the glyph draws.
        package var cluster: Int
    }

    /// An underline or strikethrough stroke, y down in the box.
    package struct Decoration: Sendable {
        package var rect: CGRect
        package var run: Int
        /// Wind like the glyphs of a TrueType (clockwise-filled) face.
        package var clockwise: Bool
    }

    /// The layout box's size.
    package let size: CGSize
    /// The lines, top to bottom.
    package let lines: [Line]
    package let glyphs: [Glyph]
    package let decorations: [Decoration]
    /// The outlines at the origin, built on first use and shared by copies,
    /// so a text laid out once and drawn every frame is only offset.
    private let cache: OutlineCache

    init(size: CGSize, lines: [Line], glyphs: [Glyph], decorations: [Decoration]) {
        self.size = size
        self.lines = lines
        self.glyphs = glyphs
        self.decorations = decorations
        cache = OutlineCache()
    }

    /// Names this layout's outlines for `CoverageCache`: copies share it.
    package var outlineIdentity: AnyObject & Sendable { cache }

    /// The runs that have a non-empty outline, in order.
    package var drawnRuns: [Int] {
        cache.drawnRuns {
            Set(glyphs.map(\.run) + decorations.map(\.run)).sorted()
                .filter { !outline(origin: .zero, run: $0).isEmpty }
        }
    }

    /// All glyph outlines (and decorations) as one path, the box's top-left
    /// corner at (0, 0); fill it with the non-zero rule.
    package var outline: Path {
        cache.path { outline(origin: .zero, run: nil) }
    }

    /// Each glyph's outline on its own, in layout order, the box's top-left
    /// corner at (0, 0) (decorations are left out).
    package var glyphOutlines: [Path] {
        glyphs.indices.map { outline(origin: .zero, run: nil, only: $0) }
    }

    /// The colour glyphs (emoji from a bitmap font), each with the rect its
    /// picture fills, the box's top-left corner at `origin`: the strike's
    /// pixels scaled to the text's size (a strike of P pixels per em drawn
    /// at S points per em is S / P points a pixel), placed from the pen
    /// position on the baseline. Their outlines are empty.
    package func colorGlyphs(at origin: CGPoint) -> [(pixmap: Pixmap, rect: CGRect)] {
        guard glyphs.contains(where: { $0.face.colorStrikePixelsPerEm != nil }) else { return [] }
        var out: [(pixmap: Pixmap, rect: CGRect)] = []
        for g in glyphs {
            guard let ppem = g.face.colorStrikePixelsPerEm, let c = g.face.colorGlyph(g.id) else { continue }
            let k = g.scale * g.face.unitsPerEm / ppem
            let p = c.pixmap
            out.append((p, CGRect(x: origin.x + g.x + c.left * k, y: origin.y + g.y - c.top * k,
                                  width: Double(p.width) * k, height: Double(p.height) * k)))
        }
        return out
    }

    /// The outlines of run `run` (all runs when nil; only glyph `only` when
    /// given), the box's top-left corner at `origin`.
    package func outline(origin: CGPoint, run: Int?, only: Int? = nil) -> Path {
        var path = Path()
        for (index, g) in glyphs.enumerated() where (run == nil || g.run == run) && (only == nil || only == index) {
            let shear = g.oblique ? FontResolver.obliqueShear : 0
            // Font units (y up) to points (y down), slanted when synthetic.
            let t = CGAffineTransform(a: g.scale, b: 0, c: g.scale * shear, d: -g.scale,
                                      tx: origin.x + g.x, ty: origin.y + g.y)
            g.face.outline(glyph: g.id).forEach { element in
                switch element {
                case .move(let p): path.move(to: p.applying(t))
                case .line(let p): path.addLine(to: p.applying(t))
                case .quadCurve(let p, let c): path.addQuadCurve(to: p.applying(t), control: c.applying(t))
                case .curve(let p, let c1, let c2):
                    path.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
                case .closeSubpath: path.closeSubpath()
                }
            }
        }
        for d in decorations where only == nil && (run == nil || d.run == run) {
            let r = d.rect.offsetBy(dx: origin.x, dy: origin.y)
            // Clockwise in font space (y up) is up the left side first.
            var corners = [CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY)]
            if !d.clockwise { corners.reverse() }
            path.move(to: corners[0])
            for c in corners.dropFirst() { path.addLine(to: c) }
            path.closeSubpath()
        }
        return path
    }
}

/// A lazily built path (and the list of drawn runs) shared by copies of
/// one layout.
private final class OutlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Path?
    private var runs: [Int]?

    func drawnRuns(_ find: () -> [Int]) -> [Int] { once(\.runs, find) }

    func path(_ build: () -> Path) -> Path { once(\.value, build) }

    /// The value in `slot`, built by `build` on first use.
    private func once<T>(_ slot: ReferenceWritableKeyPath<OutlineCache, T?>, _ build: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let value = self[keyPath: slot] { return value }
        let built = build()
        self[keyPath: slot] = built
        return built
    }
}
