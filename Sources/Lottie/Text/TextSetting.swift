import Foundation
import Geometry

/// Sets a text document as shape items: its lines placed and aligned, then
/// the document's fill and stroke painting them all.
///
/// Lines break at `\r`, `\n` and ETX, and inside a paragraph box (`sz`,
/// `ps`) at spaces. Characters come from the document's glyphs (`chars`:
/// one group per character, scaled from the 100-unit design, advancing by
/// the glyph width plus the tracking) or, for a font without glyphs, from
/// the text shaper (one outline per line). Lottie-web's measures: a line is
/// aligned on x = 0 (left, right, centre) or in its box, baselines are `lh`
/// apart and shifted up by `ls`, and a box's first baseline sits the font's
/// ascent below its top.
struct TextSetting {
    let state: ReadState
    let path: JSONPath

    func items(for document: TextDocument) throws -> [ShapeItem] {
        try set(document).items
    }

    /// The document's items, and its characters one by one (for text
    /// animators; nil when a text shaper set whole lines).
    func set(_ document: TextDocument) throws -> (items: [ShapeItem], text: SetText?) {
        let font = state.fonts[document.font] ?? FontModel(family: document.font, style: "Regular", ascent: 75)
        if state.fonts[document.font] == nil && !document.text.isEmpty {
            state.report(path.appending("s").appending("f"), "font \"\(document.font)\" is not in the document's fonts.list")
        }
        let face = Face(document: document, font: font, setting: self)
        let text = document.caps == 1 ? document.text.uppercased() : document.text
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: Self.isBreak) {
            lines += document.box.map { face.wrap(String(paragraph), width: $0.size[0]) } ?? [String(paragraph)]
        }
        var items: [ShapeItem] = []
        var characters: [SetCharacter] = []
        for (row, line) in lines.enumerated() {
            let width = face.width(line)
            var x: Double, y = Double(row) * document.lineHeight - document.baselineShift
            switch (document.justify, document.box) {
            case (1, let box?): x = box.position[0] + box.size[0] - width
            case (2, let box?): x = box.position[0] + (box.size[0] - width) / 2
            case (_, let box?): x = box.position[0]
            case (1, nil): x = -width
            case (2, nil): x = -width / 2
            default: x = 0
            }
            if let box = document.box { y += box.position[1] + font.ascent * document.size / 100 }
            items += try face.place(line, x: x, y: y, line: row, characters: &characters)
        }
        let setText = face.shaper == nil ? SetText(characters: characters, fill: document.fill, stroke: document.stroke,
                                                strokeWidth: document.strokeWidth, strokeOverFill: document.strokeOverFill,
                                                size: document.size, justify: document.justify) : nil
        return (items + styles(document), setText)
    }

    private func styles(_ document: TextDocument) -> [ShapeItem] {
        var styles: [ShapeItem] = []
        if let fill = document.fill {
            styles.append(.fill(color: .constant(fill), opacity: .constant([100]), evenOdd: false))
        }
        if let stroke = document.stroke, document.strokeWidth > 0 {
            let model = StrokeModel(width: .constant([document.strokeWidth]), cap: .butt, join: .miter, miterLimit: 4,
                                    dashes: [], dashOffset: nil)
            let item = ShapeItem.stroke(color: .constant(stroke), opacity: .constant([100]), model)
            // Listed first is drawn on top.
            if document.strokeOverFill { styles.insert(item, at: 0) } else { styles.append(item) }
        }
        return styles
    }

    static func isBreak(_ c: Character) -> Bool { c == "\r" || c == "\n" || c == "\r\n" || c == "\u{3}" }

    /// Where a document's characters come from: its glyphs, or the shaper.
    struct Face {
        let document: TextDocument
        let font: FontModel
        let setting: TextSetting
        let scale: Double
        let tracking: Double
        /// Nil when the document has glyphs for the font's family.
        let shaper: (any LottieTextShaper)?

        init(document: TextDocument, font: FontModel, setting: TextSetting) {
            self.document = document
            self.font = font
            self.setting = setting
            scale = document.size / 100
            tracking = document.tracking * document.size / 1000
            let hasGlyphs = setting.state.glyphFamilies.contains(font.family)
            shaper = hasGlyphs ? nil : setting.state.textShaper
            if !hasGlyphs && shaper == nil && !document.text.isEmpty {
                setting.state.report(setting.path, "the document has no glyphs (chars) for \(font.family) and no font engine was given; the text is left out")
            }
        }

        func width(_ line: String) -> Double {
            if let shaper {
                return shaper.line(line, family: font.family, style: font.style, size: document.size, tracking: tracking)?.width ?? 0
            }
            return line.reduce(0) { $0 + advance(glyph($1)) }
        }

        func place(_ line: String, x: Double, y: Double, line row: Int, characters: inout [SetCharacter]) throws -> [ShapeItem] {
            if let shaper {
                guard !line.isEmpty,
                      let set = shaper.line(line, family: font.family, style: font.style, size: document.size, tracking: tracking)
                else { return [] }
                let shapes = set.outline.bezierShapes
                try setting.state.countVertices(shapes.reduce(0) { $0 + $1.vertices.count }, setting.path)
                return [.group(shapes.map { .path(.constant($0), reversed: false) }, placement(x, y, scale: 1))]
            }
            var items: [ShapeItem] = []
            var x = x
            var word = (characters.last?.word ?? -1) + 1
            for c in line {
                let g = glyph(c)
                if let g, !g.items.isEmpty {
                    try setting.state.countVertices(max(g.vertexCount, 1), setting.path)
                    items.append(.group(g.items, placement(x, y, scale: scale)))
                }
                // A space ends its word: it counts with the word before it.
                if !c.isWhitespace, let last = characters.last, last.line == row, last.isSpace { word += 1 }
                characters.append(SetCharacter(items: g?.items ?? [], x: x, y: y, scale: scale,
                                               width: (g.map { $0.advance } ?? 25) * scale, isSpace: c.isWhitespace,
                                               word: word, line: row))
                x += advance(g)
            }
            return items
        }

        private func placement(_ x: Double, _ y: Double, scale: Double) -> TransformModel {
            var t = TransformModel()
            t.position = .combined(.constant([x, y]))
            t.scale = .constant([scale * 100, scale * 100])
            return t
        }

        /// The glyph of `c` in the font's family and style (any style of the family if that one is missing).
        private func glyph(_ c: Character) -> GlyphModel? {
            let ch = String(c), glyphs = setting.state.glyphs
            if let g = glyphs[GlyphKey(character: ch, family: font.family, style: font.style)] { return g }
            if let g = glyphs.first(where: { $0.key.character == ch && $0.key.family == font.family })?.value { return g }
            if !c.isWhitespace {
                setting.state.report(setting.path, "no glyph for \"\(ch)\" in \(font.family) \(font.style) (chars); the character is left out")
            }
            return nil
        }

        /// A character's advance: its glyph's width (a missing one a quarter
        /// of the size), plus the tracking.
        private func advance(_ glyph: GlyphModel?) -> Double {
            (glyph.map { $0.advance } ?? 25) * scale + tracking
        }

        /// Breaks a paragraph into lines no wider than `width`, at spaces (a
        /// word wider than the box stays whole on its line).
        func wrap(_ paragraph: String, width: Double) -> [String] {
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty && self.width(candidate) > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
            return lines
        }
    }
}
