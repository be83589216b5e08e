import CText
import Foundation
import Raster

/// Lays out runs of styled text: the engine's one entry point.
package enum Typesetter {
    /// Shapes `runs` and breaks them into lines; a layout made before from
    /// the same input comes from the ``TypesetCache`` of `resources`.
    ///
    /// - Parameters:
    ///   - width: wrap lines to this many points (nil or not finite: break
    ///     only at newlines; a negative width wraps as zero).
    ///   - alignment: how lines align with each other.
    ///   - lineSpacing: extra points between lines.
    ///   - lineLimit: at most this many lines (at least one); text that does
    ///     not fit ends the last line with "…" (tail truncation).
    /// - Throws: `FontError` when a font (a named family or path, or the
    ///   default face) cannot be found or read.
    package static func layout(_ runs: [TypeRun], width: Double? = nil, alignment: LineAlignment = .start,
                               lineSpacing: Double = 0, lineLimit: Int? = nil,
                               resources: RenderResources = .shared) throws -> TypesetLayout {
        let cache = resources.resource(TypesetCache.self)
        let key = TypesetCache.Key(runs: runs, width: width, alignment: alignment, lineSpacing: lineSpacing,
                                   lineLimit: lineLimit)
        if let cached = cache.layout(for: key) { return cached }
        let layout = try shapedLayout(runs, width: width, alignment: alignment, lineSpacing: lineSpacing, lineLimit: lineLimit)
        cache.store(layout, for: key)
        return layout
    }

    private static func shapedLayout(_ runs: [TypeRun], width: Double?, alignment: LineAlignment, lineSpacing: Double,
                                     lineLimit: Int?) throws -> TypesetLayout {
        let styles = runs.map(\.style)
        let choices = try styles.map(FontResolver.resolve)
        // No finite width means no wrapping; a negative one wraps like zero.
        let maxWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var engine = LayoutEngine(choices: choices, maxWidth: maxWidth,
                                  tracking: styles.map(\.tracking),
                                  baselineOffset: styles.map(\.baselineOffset),
                                  decorated: styles.map { ($0.underline, $0.strikethrough) },
                                  tabularDigits: styles.map(\.tabularDigits),
                                  lineLimit: lineLimit.map { max(1, $0) })
        var paragraphs: [(scalars: [UInt32], owners: [Int], source: Int)] = []
        var scalars: [UInt32] = [], owners: [Int] = []
        var previousCR = false
        for (index, run) in runs.enumerated() {
            for scalar in run.text.unicodeScalars {
                let v = scalar.value
                if v == 0x0A && previousCR { previousCR = false; continue }
                previousCR = v == 0x0D
                if v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 {
                    paragraphs.append((scalars, owners, index))
                    scalars.removeAll(keepingCapacity: true)
                    owners.removeAll(keepingCapacity: true)
                } else {
                    // Other control characters draw nothing (a zero width space
                    // shapes to an invisible, zero-advance glyph).
                    let isControl = v < 0x20 && v != 0x09 || (0x7F...0x9F).contains(v)
                    scalars.append(isControl ? 0x200B : v)
                    owners.append(index)
                }
            }
        }
        if !scalars.isEmpty || !paragraphs.isEmpty {
            paragraphs.append((scalars, owners, max(runs.count - 1, 0)))
        }
        for (i, p) in paragraphs.enumerated() where !engine.isFull {
            engine.addParagraph(p.scalars, p.owners, emptySource: p.source, isLast: i == paragraphs.count - 1)
        }
        return engine.finish(alignment: alignment, lineSpacing: lineSpacing)
    }
}

/// Builds a `TypesetLayout` paragraph by paragraph: each paragraph is itemized
/// (bidi level, script, face per character), shaped by HarfBuzz once to
/// measure for wrapping, broken into lines, and each line's runs shaped
/// again and placed in visual order.
struct LayoutEngine {
    /// Tab stops every 28 points, CoreText's default interval.
    static let tabInterval = 28.0

    let choices: [FontResolver.Choice]
    let maxWidth: Double?
    /// Per input run: points after each cluster, and points raised.
    let tracking: [Double], baselineOffset: [Double]
    /// Per input run: underlined, struck through.
    let decorated: [(Bool, Bool)]
    /// Per input run: digits shaped with OpenType `tnum`.
    let tabularDigits: [Bool]
    let lineLimit: Int?
    private(set) var lines: [(line: TypesetLayout.Line, glyphs: [TypesetLayout.Glyph],
                              decorations: [TypesetLayout.Decoration])] = []

    init(choices: [FontResolver.Choice], maxWidth: Double?, tracking: [Double], baselineOffset: [Double],
         decorated: [(Bool, Bool)], tabularDigits: [Bool], lineLimit: Int?) {
        self.decorated = decorated
        self.tabularDigits = tabularDigits
        self.lineLimit = lineLimit
        self.choices = choices
        self.maxWidth = maxWidth
        self.tracking = tracking
        self.baselineOffset = baselineOffset
    }

    /// Whether `lineLimit` lines have been laid out.
    var isFull: Bool { lineLimit.map { lines.count >= $0 } ?? false }

    /// Lays out one paragraph; `isLast` tells whether text follows it (which
    /// a full line limit then truncates).
    mutating func addParagraph(_ scalars: [UInt32], _ owners: [Int], emptySource: Int, isLast: Bool) {
        guard !scalars.isEmpty else {
            let c = choices[emptySource]
            let s = c.pointSize / c.face.unitsPerEm
            lines.append((line(width: 0, metrics: [(c.face, s)]), [], []))
            return
        }
        let paragraph = ItemizedParagraph(scalars: scalars, sourceOf: owners, choices: choices)
        var ranges = [0..<scalars.count]
        var advances: [Double] = []
        if maxWidth != nil {
            advances = [Double](repeating: 0, count: scalars.count)
            for run in paragraph.runs {
                let glyphs = shape(paragraph, run, run.range)
                for (i, g) in glyphs.enumerated() {
                    advances[g.cluster] += g.advance * run.scale
                    if i + 1 == glyphs.count || glyphs[i + 1].cluster != g.cluster {
                        advances[g.cluster] += tracking[run.source]
                    }
                }
            }
            ranges = LineBreaker.lines(scalars, advances: advances, maxWidth: maxWidth)
        }
        let room = lineLimit.map { $0 - lines.count } ?? Int.max
        guard ranges.count > room || (ranges.count == room && !isLast) else {
            for range in ranges { addLine(paragraph, range) }
            return
        }
        for range in ranges.prefix(room - 1) { addLine(paragraph, range) }
        addTruncatedLine(paragraph, from: ranges[room - 1].lowerBound, advances: advances)
    }

    /// The last line allowed: as much of the paragraph from `start` as fits
    /// with "…" after it (all of the line when nothing limits its width).
    private mutating func addTruncatedLine(_ p: ItemizedParagraph, from start: Int, advances: [Double]) {
        let ellipsis: UInt32 = 0x2026
        var end = p.scalars.count
        if let maxWidth {
            let c = choices[p.sourceOf[start]]
            let dots = c.face.shape([ellipsis], range: 0..<1, rightToLeft: false, script: HB_SCRIPT_COMMON)
                .reduce(0) { $0 + $1.advance } * c.pointSize / c.face.unitsPerEm
            var width = 0.0
            end = start
            while end < p.scalars.count {
                var next = end + 1
                while next < p.scalars.count, ItemizedParagraph.joinsPrevious(p.scalars[next]) { next += 1 }
                let added = advances[end..<next].reduce(0, +)
                guard width + added + dots <= maxWidth + 1e-9 * max(1, maxWidth) else { break }
                width += added
                end = next
            }
            end = LineBreaker.trimmedEnd(p.scalars, start, end)
        }
        let owner = p.sourceOf[max(start, end - 1)]
        let truncated = ItemizedParagraph(scalars: Array(p.scalars[start..<end]) + [ellipsis],
                                          sourceOf: Array(p.sourceOf[start..<end]) + [owner], choices: choices)
        addLine(truncated, 0..<truncated.scalars.count)
    }

    /// Combining marks shaped in one piece. HarfBuzz finds each mark's base
    /// by walking back over the marks before it, so one letter carrying
    /// 200,000 marks took 89 s; no script stacks more than a few, so a
    /// longer run is shaped in pieces of this many (each piece's marks
    /// stacked as marks without a base are), in linear time.
    static let marksShapedTogether = 64

    /// Shapes with tabs as spaces; `addLine` then moves them to tab stops.
    private func shape(_ p: ItemizedParagraph, _ run: ItemizedParagraph.Run, _ range: Range<Int>) -> [ShapedGlyph] {
        var pieces: [Range<Int>] = [], start = range.lowerBound, marks = 0
        for i in range {
            marks = ItemizedParagraph.joinsPrevious(p.shapingScalars[i]) ? marks + 1 : 0
            if marks > Self.marksShapedTogether { pieces.append(start..<i); start = i; marks = 1 }
        }
        pieces.append(start..<range.upperBound)
        let rightToLeft = run.level & 1 == 1
        let shaped = pieces.map {
            run.face.shape(p.shapingScalars, range: $0, rightToLeft: rightToLeft, script: run.script,
                           tabularDigits: tabularDigits[run.source])
        }
        // HarfBuzz gives each piece in visual order: right-to-left pieces go last first.
        return shaped.count == 1 ? shaped[0] : Array((rightToLeft ? shaped.reversed() : shaped).joined())
    }

    /// Shapes the runs of `range` and places them in visual order.
    private mutating func addLine(_ p: ItemizedParagraph, _ range: Range<Int>) {
        // Spaces where a line wraps hang past its end; a paragraph's own
        // trailing spaces are part of it.
        let wrapped = range.upperBound < p.scalars.count
        let end = wrapped ? LineBreaker.trimmedEnd(p.scalars, range.lowerBound, range.upperBound) : range.upperBound
        let visible = range.lowerBound..<end
        let runs = p.runs.compactMap { run -> (ItemizedParagraph.Run, Range<Int>)? in
            let r = run.range.clamped(to: visible)
            return r.isEmpty ? nil : (run, r)
        }
        var glyphs: [TypesetLayout.Glyph] = []
        var decorations: [TypesetLayout.Decoration] = []
        var x = 0.0
        for index in Bidi.visualOrder(runs.map(\.0.level)) {
            let (run, r) = runs[index]
            let shaped = shape(p, run, r)
            let runStart = x
            defer { decorate(run.source, from: runStart, to: x, into: &decorations) }
            for (i, g) in shaped.enumerated() {
                glyphs.append(TypesetLayout.Glyph(face: run.face, id: g.glyph, x: x + g.offsetX * run.scale,
                                                  y: -g.offsetY * run.scale - baselineOffset[run.source],
                                                  scale: run.scale,
                                                  oblique: run.oblique, run: run.source,
                                                  cluster: g.cluster))
                if p.scalars[g.cluster] == 0x09 {
                    x = ((x / Self.tabInterval).rounded(.down) + 1) * Self.tabInterval
                } else {
                    x += g.advance * run.scale
                }
                // Tracking follows each cluster: where the next glyph starts
                // another cluster, or at the run's end.
                if i + 1 == shaped.count || shaped[i + 1].cluster != g.cluster { x += tracking[run.source] }
            }
        }
        var metrics = runs.map { ($0.0.face, $0.0.scale) }
        if metrics.isEmpty {
            let c = choices[p.sourceOf[range.lowerBound]]
            metrics = [(c.face, c.pointSize / c.face.unitsPerEm)]
        }
        lines.append((line(width: x, metrics: metrics), glyphs, decorations))
    }

    /// Adds the underline and strikethrough of input run `source` over
    /// [x0, x1) (baseline at y = 0), joining it to the previous stroke it
    /// touches.
    private func decorate(_ source: Int, from x0: Double, to x1: Double,
                          into decorations: inout [TypesetLayout.Decoration]) {
        let (underline, strike) = decorated[source]
        guard underline || strike, x1 > x0 else { return }
        let c = choices[source]
        let s = c.pointSize / c.face.unitsPerEm
        var strokes: [(top: Double, thickness: Double)] = []
        if underline { strokes.append((c.face.underlineTop, c.face.underlineThickness)) }
        if strike { strokes.append((c.face.strikeoutTop, c.face.strikeoutThickness)) }
        for (top, thickness) in strokes {
            let y = -top * s - baselineOffset[source]
            let rect = CGRect(x: x0, y: y, width: x1 - x0, height: thickness * s)
            if let i = decorations.lastIndex(where: { $0.run == source && $0.rect.minY == y
                   && $0.rect.height == rect.height && $0.rect.maxX == x0 }) {
                decorations[i].rect = decorations[i].rect.union(rect)
            } else {
                decorations.append(TypesetLayout.Decoration(rect: rect, run: source, clockwise: c.face.fillsClockwise))
            }
        }
    }

    /// A line's vertical metrics: the largest of its faces'.
    private func line(width: Double, metrics: [(FontFace, Double)]) -> TypesetLayout.Line {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        for (face, s) in metrics {
            ascent = max(ascent, face.ascender * s)
            descent = max(descent, -face.descender * s)
            leading = max(leading, (face.lineHeight - face.ascender + face.descender) * s)
        }
        return TypesetLayout.Line(x: 0, y: 0, width: width, ascent: ascent, descent: descent, leading: leading)
    }

    /// Stacks the lines and aligns them in the widest line's width.
    func finish(alignment: LineAlignment, lineSpacing: Double) -> TypesetLayout {
        let boxWidth = lines.map(\.line.width).max() ?? 0
        var y = 0.0
        var placedLines: [TypesetLayout.Line] = []
        var placedGlyphs: [TypesetLayout.Glyph] = []
        var placedDecorations: [TypesetLayout.Decoration] = []
        for (i, entry) in lines.enumerated() {
            var line = entry.line
            if i > 0 { y += lineSpacing }
            line.y = y
            line.x = switch alignment {
            case .start: 0
            case .center: (boxWidth - line.width) / 2
            case .end: boxWidth - line.width
            }
            for var g in entry.glyphs {
                g.x += line.x
                g.y += line.baseline
                placedGlyphs.append(g)
            }
            for var d in entry.decorations {
                d.rect = d.rect.offsetBy(dx: line.x, dy: line.baseline)
                placedDecorations.append(d)
            }
            placedLines.append(line)
            y += line.ascent + line.descent + line.leading
        }
        return TypesetLayout(size: CGSize(width: boxWidth, height: y), lines: placedLines,
                             glyphs: placedGlyphs, decorations: placedDecorations)
    }
}
