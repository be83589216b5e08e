import Foundation
import Geometry

/// How the lines of a multi-line text align with each other, as SwiftUI's
/// `multilineTextAlignment` (leading is left: the layout direction here is
/// always left-to-right, whatever the script).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A `Text` shaped and broken into lines: its size, baselines, and glyph
/// outlines ready to fill.
///
/// Coordinates are points, y down, relative to the top-left corner of the
/// layout box: the box is as wide as the widest line (trailing spaces of
/// wrapped lines excluded) and as tall as the lines' ascent + descent +
/// leading (from each font's hhea metrics) plus `lineSpacing` between lines.
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Sendable, Equatable {
        /// Left edge of the line's ink advance within the box (alignment).
        public var x: CGFloat
        /// Top of the line within the box.
        public var y: CGFloat
        /// Sum of the line's glyph advances.
        public var width: CGFloat
        /// Distance from the line's top to its baseline.
        public var ascent: CGFloat
        /// Distance from the baseline down to the line's bottom edge of text.
        public var descent: CGFloat
        /// Extra gap below the descent that the font asks for (hhea lineGap).
        public var leading: CGFloat
        /// The baseline's y within the box.
        public var baseline: CGFloat { y + ascent }
    }

    /// A glyph placed in the box.
    struct Glyph: Sendable {
        var face: FontFace
        var id: UInt32
        /// Baseline origin of the glyph, y down.
        var x: Double, y: Double
        /// Font units to points.
        var scale: Double
        var oblique: Bool
        var segment: Int
        /// Index, within its paragraph, of the first scalar the glyph draws.
        var cluster: Int
    }

    /// An underline or strikethrough stroke, y down in the box.
    struct Decoration: Sendable {
        var rect: CGRect
        var segment: Int
        /// Wind like the glyphs of a TrueType (clockwise-filled) face.
        var clockwise: Bool
    }

    /// The layout box's size.
    public let size: CGSize
    /// The lines, top to bottom.
    public let lines: [Line]
    let glyphs: [Glyph]
    let decorations: [Decoration]
    /// Attributes of each `Text.Segment`, indexed as `Text.segments`.
    public let segmentAttributes: [TextAttributes]
    /// The outlines at the origin, built on first use and shared by copies,
    /// so a text resolved once and drawn every frame is only offset.
    private let cache: OutlineCache

    init(size: CGSize, lines: [Line], glyphs: [Glyph], decorations: [Decoration],
         segmentAttributes: [TextAttributes]) {
        self.size = size
        self.lines = lines
        self.glyphs = glyphs
        self.decorations = decorations
        self.segmentAttributes = segmentAttributes
        cache = OutlineCache()
    }

    private init(_ other: TextLayout, segmentAttributes: [TextAttributes]) {
        size = other.size
        lines = other.lines
        glyphs = other.glyphs
        decorations = other.decorations
        self.segmentAttributes = segmentAttributes
        cache = other.cache
    }

    /// The same layout (sharing its outlines) with other pieces' attributes.
    func with(segmentAttributes: [TextAttributes]) -> TextLayout {
        TextLayout(self, segmentAttributes: segmentAttributes)
    }

    /// Names this layout's outlines for `CoverageCache`: copies share it.
    var outlineIdentity: AnyObject & Sendable { cache }

    /// The segments `pieces(at:anchor:)` gives a non-empty path, in order.
    var drawnSegments: [Int] {
        cache.drawnSegments {
            Set(glyphs.map(\.segment) + decorations.map(\.segment)).sorted()
                .filter { !buildOutline(origin: .zero, segment: $0).isEmpty }
        }
    }

    /// The outline of segment `segment`, the box's top-left corner at
    /// `origin`: the path `pieces(at: origin, anchor: .topLeading)` gives it.
    func piecePath(at origin: CGPoint, segment: Int) -> Path {
        buildOutline(origin: self.origin(placing: .topLeading, at: origin), segment: segment)
    }

    /// The first line's baseline, from the top of the box.
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top of the box.
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
    /// The first line's ascent (top of the box to the first baseline).
    public var ascent: CGFloat { lines.first?.ascent ?? 0 }
    /// The last line's descent (last baseline to the bottom of its text).
    public var descent: CGFloat { lines.last?.descent ?? 0 }
    /// The box at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Where the box's top-left corner goes so that its `anchor` point lies
    /// at `point` (SwiftUI's `draw(_:at:anchor:)` placement).
    public func origin(placing anchor: UnitPoint, at point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    }

    /// All glyph outlines as one path, the box's `anchor` at `point`. Fill it
    /// with the non-zero rule.
    public func path(at point: CGPoint, anchor: UnitPoint) -> Path {
        let o = origin(placing: anchor, at: point)
        return outline.offsetBy(dx: o.x, dy: o.y)
    }

    /// All glyph outlines as one path, the box's top-left corner at (0, 0).
    public var outline: Path {
        cache.path { buildOutline(origin: .zero, segment: nil) }
    }

    /// All glyph outlines as one path, the box's top-left corner at
    /// `rect.origin` (SwiftUI's `draw(_:in:)`; lay out with `width:
    /// rect.width` to wrap inside it).
    public func path(in rect: CGRect) -> Path { outline.offsetBy(dx: rect.minX, dy: rect.minY) }

    /// The outlines per `Text` piece that has glyphs, with its attributes, for
    /// texts whose pieces are styled differently.
    public func pieces(at point: CGPoint, anchor: UnitPoint) -> [(path: Path, attributes: TextAttributes)] {
        let o = origin(placing: anchor, at: point)
        let used = Set(glyphs.map(\.segment) + decorations.map(\.segment)).sorted()
        return used.map { (buildOutline(origin: o, segment: $0), segmentAttributes[$0]) }
    }

    /// Each glyph's outline on its own, in layout order, the box's top-left
    /// corner at (0, 0) (for animating characters one by one; decorations
    /// are left out).
    public var glyphOutlines: [Path] {
        glyphs.indices.map { buildOutline(origin: .zero, segment: nil, only: $0) }
    }

    /// The colour glyphs (emoji from a bitmap font), each with the rect its
    /// picture fills, the box's top-left corner at `origin`: the strike's
    /// pixels scaled to the text's size (a strike of P pixels per em drawn
    /// at S points per em is S / P points a pixel), placed from the pen
    /// position on the baseline. Their outlines are empty.
    func colorGlyphs(at origin: CGPoint) -> [(bitmap: ImageBitmap, rect: CGRect)] {
        guard glyphs.contains(where: { $0.face.colorStrikePixelsPerEm != nil }) else { return [] }
        var out: [(bitmap: ImageBitmap, rect: CGRect)] = []
        for g in glyphs {
            guard let ppem = g.face.colorStrikePixelsPerEm, let c = g.face.colorGlyph(g.id) else { continue }
            let k = g.scale * g.face.unitsPerEm / ppem
            let p = c.bitmap.pixmap
            out.append((c.bitmap, CGRect(x: origin.x + g.x + c.left * k, y: origin.y + g.y - c.top * k,
                                         width: Double(p.width) * k, height: Double(p.height) * k)))
        }
        return out
    }

    private func buildOutline(origin: CGPoint, segment: Int?, only: Int? = nil) -> Path {
        var path = Path()
        for (index, g) in glyphs.enumerated() where (segment == nil || g.segment == segment) && (only == nil || only == index) {
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
        for d in decorations where only == nil && (segment == nil || d.segment == segment) {
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

/// A lazily built path (and the list of drawn segments) shared by copies
/// of one layout.
private final class OutlineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Path?
    private var segments: [Int]?

    func drawnSegments(_ find: () -> [Int]) -> [Int] { once(\.segments, find) }

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
