import Foundation
import Geometry
import Raster
import Typesetting

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
/// The text engine (Typesetting) sets it; this adds the pieces' attributes.
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

    /// One glyph's column of a single-line layout (``columns``).
    package typealias Column = TypesetLayout.Column

    /// The engine's layout: glyphs and decorations indexed by segment.
    let typeset: TypesetLayout
    /// The layout box's size.
    public let size: CGSize
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Attributes of each `Text.Segment`, indexed as `Text.segments`.
    public let segmentAttributes: [TextAttributes]

    init(_ typeset: TypesetLayout, segmentAttributes: [TextAttributes]) {
        self.typeset = typeset
        size = typeset.size
        lines = typeset.lines.map {
            Line(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), ascent: CGFloat($0.ascent),
                 descent: CGFloat($0.descent), leading: CGFloat($0.leading))
        }
        self.segmentAttributes = segmentAttributes
    }

    /// The placed glyphs; each one's `run` is its segment's index.
    var glyphs: [TypesetLayout.Glyph] { typeset.glyphs }
    /// The underline and strikethrough strokes.
    var decorations: [TypesetLayout.Decoration] { typeset.decorations }

    /// Names this layout's outlines for `CoverageCache`: copies share it.
    var outlineIdentity: AnyObject & Sendable { typeset.outlineIdentity }

    /// The segments `pieces(at:anchor:)` gives a non-empty path, in order.
    var drawnSegments: [Int] { typeset.drawnRuns }

    /// The outline of segment `segment`, the box's top-left corner at
    /// `origin`: the path `pieces(at: origin, anchor: .topLeading)` gives it.
    func piecePath(at origin: CGPoint, segment: Int) -> Path {
        typeset.outline(origin: self.origin(placing: .topLeading, at: origin), run: segment)
    }

    /// The glyph columns left to right; nil unless the text is one line.
    package var columns: [Column]? { typeset.columns }

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
    public var outline: Path { typeset.outline }

    /// All glyph outlines as one path, the box's top-left corner at
    /// `rect.origin` (SwiftUI's `draw(_:in:)`; lay out with `width:
    /// rect.width` to wrap inside it).
    public func path(in rect: CGRect) -> Path { outline.offsetBy(dx: rect.minX, dy: rect.minY) }

    /// The outlines per `Text` piece that has glyphs, with its attributes, for
    /// texts whose pieces are styled differently.
    public func pieces(at point: CGPoint, anchor: UnitPoint) -> [(path: Path, attributes: TextAttributes)] {
        let o = origin(placing: anchor, at: point)
        let used = Set(glyphs.map(\.run) + decorations.map(\.run)).sorted()
        return used.map { (typeset.outline(origin: o, run: $0), segmentAttributes[$0]) }
    }

    /// Each glyph's outline on its own, in layout order, the box's top-left
    /// corner at (0, 0) (for animating characters one by one; decorations
    /// are left out).
    public var glyphOutlines: [Path] { typeset.glyphOutlines }

    /// The colour glyphs (emoji from a bitmap font), each with the rect its
    /// picture fills, the box's top-left corner at `origin` (their outlines
    /// are empty); their bitmaps are kept in `resources`.
    func colorGlyphs(at origin: CGPoint, resources: RenderResources) -> [(bitmap: ImageBitmap, rect: CGRect)] {
        let bitmaps = resources.resource(ColorGlyphBitmaps.self)
        return typeset.colorGlyphs(at: origin).map { (bitmaps.bitmap(for: $0.pixmap), $0.rect) }
    }
}
