import Foundation

extension Text {
    /// Shapes and lays out the text.
    ///
    /// - Parameters:
    ///   - width: wrap lines to this width in points (nil: break only at
    ///     newlines).
    ///   - alignment: how lines align with each other (SwiftUI's
    ///     `multilineTextAlignment`).
    ///   - lineSpacing: extra points between lines (SwiftUI's `lineSpacing`).
    /// - Throws: `FontError` when a font (a custom name or path, or the
    ///   default DejaVu) cannot be found or read.
    public func layout(width: CGFloat? = nil, alignment: TextAlignment = .leading,
                       lineSpacing: CGFloat = 0) throws -> TextLayout {
        let choices = try segments.map(FontResolver.resolve)
        var engine = LayoutEngine(choices: choices, maxWidth: width.map(Double.init),
                                  tracking: segments.map { Double($0.tracking ?? 0) },
                                  baselineOffset: segments.map { Double($0.baselineOffset ?? 0) })
        var scalars: [UInt32] = [], owners: [Int] = []
        var previousCR = false
        for (index, segment) in segments.enumerated() {
            for scalar in segment.string.unicodeScalars {
                let v = scalar.value
                if v == 0x0A && previousCR { previousCR = false; continue }
                previousCR = v == 0x0D
                if v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 {
                    engine.addParagraph(scalars, owners, emptySegment: index)
                    scalars.removeAll(keepingCapacity: true)
                    owners.removeAll(keepingCapacity: true)
                } else {
                    scalars.append(v)
                    owners.append(index)
                }
            }
        }
        if !scalars.isEmpty || !engine.lines.isEmpty {
            engine.addParagraph(scalars, owners, emptySegment: max(segments.count - 1, 0))
        }
        return engine.finish(alignment: alignment, lineSpacing: Double(lineSpacing),
                             attributes: segments.map(\.attributes))
    }
}

/// Builds a `TextLayout` paragraph by paragraph.
struct LayoutEngine {
    let choices: [FontResolver.Choice]
    let maxWidth: Double?
    /// Per segment: points after each cluster, and points raised.
    let tracking: [Double], baselineOffset: [Double]
    private(set) var lines: [(line: TextLayout.Line, glyphs: [TextLayout.Glyph])] = []

    init(choices: [FontResolver.Choice], maxWidth: Double?, tracking: [Double], baselineOffset: [Double]) {
        self.choices = choices
        self.maxWidth = maxWidth
        self.tracking = tracking
        self.baselineOffset = baselineOffset
    }

    mutating func addParagraph(_ scalars: [UInt32], _ owners: [Int], emptySegment: Int) {
        guard !scalars.isEmpty else {
            let c = choices[emptySegment]
            let s = c.pointSize / c.face.unitsPerEm
            lines.append((line(width: 0, metrics: [(c.face, s)]), []))
            return
        }
        let paragraph = ItemizedParagraph(scalars: scalars, segmentOf: owners, choices: choices)
        var ranges = [0..<scalars.count]
        if maxWidth != nil {
            var advances = [Double](repeating: 0, count: scalars.count)
            for run in paragraph.runs {
                let glyphs = shape(paragraph, run, run.range)
                for (i, g) in glyphs.enumerated() {
                    advances[g.cluster] += g.advance * run.scale
                    if i + 1 == glyphs.count || glyphs[i + 1].cluster != g.cluster {
                        advances[g.cluster] += tracking[run.segment]
                    }
                }
            }
            ranges = LineBreaker.lines(scalars, advances: advances, maxWidth: maxWidth)
        }
        for range in ranges { addLine(paragraph, range) }
    }

    private func shape(_ p: ItemizedParagraph, _ run: ItemizedParagraph.Run, _ range: Range<Int>) -> [ShapedGlyph] {
        run.face.shape(p.scalars, range: range, rightToLeft: run.level & 1 == 1, script: run.script)
    }

    /// Shapes the runs of `range` and places them in visual order.
    private mutating func addLine(_ p: ItemizedParagraph, _ range: Range<Int>) {
        let end = LineBreaker.trimmedEnd(p.scalars, range.lowerBound, range.upperBound)
        let visible = range.lowerBound..<max(end, range.lowerBound)
        let runs = p.runs.compactMap { run -> (ItemizedParagraph.Run, Range<Int>)? in
            let r = run.range.clamped(to: visible)
            return r.isEmpty ? nil : (run, r)
        }
        var glyphs: [TextLayout.Glyph] = []
        var x = 0.0
        for index in Bidi.visualOrder(runs.map(\.0.level)) {
            let (run, r) = runs[index]
            let shaped = shape(p, run, r)
            for (i, g) in shaped.enumerated() {
                glyphs.append(TextLayout.Glyph(face: run.face, id: g.glyph, x: x + g.offsetX * run.scale,
                                               y: -g.offsetY * run.scale - baselineOffset[run.segment],
                                               scale: run.scale,
                                               oblique: run.oblique, segment: run.segment,
                                               cluster: g.cluster))
                x += g.advance * run.scale
                // Tracking follows each cluster: where the next glyph starts
                // another cluster, or at the run's end.
                if i + 1 == shaped.count || shaped[i + 1].cluster != g.cluster { x += tracking[run.segment] }
            }
        }
        var metrics = runs.map { ($0.0.face, $0.0.scale) }
        if metrics.isEmpty {
            let c = choices[p.segmentOf[range.lowerBound]]
            metrics = [(c.face, c.pointSize / c.face.unitsPerEm)]
        }
        lines.append((line(width: x, metrics: metrics), glyphs))
    }

    /// A line's vertical metrics: the largest of its faces'.
    private func line(width: Double, metrics: [(FontFace, Double)]) -> TextLayout.Line {
        var ascent = 0.0, descent = 0.0, leading = 0.0
        for (face, s) in metrics {
            ascent = max(ascent, face.ascender * s)
            descent = max(descent, -face.descender * s)
            leading = max(leading, (face.lineHeight - face.ascender + face.descender) * s)
        }
        return TextLayout.Line(x: 0, y: 0, width: width, ascent: ascent, descent: descent, leading: leading)
    }

    /// Stacks the lines and aligns them in the widest line's width.
    func finish(alignment: TextAlignment, lineSpacing: Double, attributes: [TextAttributes]) -> TextLayout {
        let boxWidth = lines.map(\.line.width).max() ?? 0
        var y = 0.0
        var placedLines: [TextLayout.Line] = []
        var placedGlyphs: [TextLayout.Glyph] = []
        for (i, entry) in lines.enumerated() {
            var line = entry.line
            if i > 0 { y += lineSpacing }
            line.y = y
            line.x = switch alignment {
            case .leading: 0
            case .center: (boxWidth - line.width) / 2
            case .trailing: boxWidth - line.width
            }
            for var g in entry.glyphs {
                g.x += line.x
                g.y += line.baseline
                placedGlyphs.append(g)
            }
            placedLines.append(line)
            y += line.ascent + line.descent + line.leading
        }
        return TextLayout(size: CGSize(width: boxWidth, height: y), lines: placedLines,
                          glyphs: placedGlyphs, segmentAttributes: attributes)
    }
}
