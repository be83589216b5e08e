import Foundation

/// Reads the document's fonts (`fonts.list`) and glyphs (`chars`), and text
/// layers' documents (`t.d`), which the layout turns into shape items.
extension Node {
    func fontList() throws -> [String: FontModel] {
        var fonts: [String: FontModel] = [:]
        for font in try self["list"]?.array() ?? [] {
            _ = try font.object()
            guard let name = font["fName"]?.string else { continue }
            fonts[name] = FontModel(family: font["fFamily"]?.string ?? name, style: font["fStyle"]?.string ?? "Regular",
                                    ascent: try font.double("ascent", default: 75))
        }
        return fonts
    }

    func glyphs() throws -> [GlyphKey: GlyphModel] {
        var glyphs: [GlyphKey: GlyphModel] = [:]
        for glyph in try array() {
            _ = try glyph.object()
            guard let ch = glyph["ch"]?.string else {
                throw LottieError(at: glyph.path.appending("ch"), "a glyph without its character", fix: "add \"ch\": the character it draws")
            }
            let items = try glyph["data"]?["shapes"]?.shapeItems() ?? []
            let key = GlyphKey(character: ch, family: glyph["fFamily"]?.string ?? "", style: glyph["style"]?.string ?? "")
            glyphs[key] = GlyphModel(advance: try glyph.double("w", default: 0), items: items, vertexCount: Self.vertices(items))
        }
        return glyphs
    }

    private static func vertices(_ items: [ShapeItem]) -> Int {
        items.reduce(0) { total, item in
            switch item {
            case let .group(children, _): return total + vertices(children)
            case let .path(shape, _):
                switch shape.animation {
                case let .constant(s): return total + s.vertices.count
                case let .keyframed(k): return total + (k.first?.start.vertices.count ?? 0)
                }
            default: return total + 1
            }
        }
    }

    /// A text layer's `t`: its document keyframes laid out with the document's glyphs.
    func textLayer() throws -> TextLayerModel {
        _ = try object()
        let keyframes = try required("d", "text document").required("k", "text document keyframes")
        let animators = try self["a"]?.textAnimators() ?? []
        if let options = self["p"], options.has("m") {
            state.report(options.path.appending("m"), "text on a path is not applied; the text is set on its baseline")
        }
        var documents: [(time: Double, items: [ShapeItem], text: SetText?)] = []
        for keyframe in try keyframes.array() {
            _ = try keyframe.object()
            let time = try keyframe.double("t", default: 0)
            let document = try keyframe.required("s", "text document").textDocument()
            let set = try TextSetting(state: state, path: keyframe.path).set(document)
            if !animators.isEmpty && set.text == nil && !document.text.isEmpty {
                state.report(path.appending("a"), "text animators are applied to text set from the file's glyphs (chars) only; this text, set in an installed font, is drawn as its document sets it")
            }
            documents.append((time, set.items, set.text))
        }
        return TextLayerModel(documents: documents, animators: animators)
    }

    func textDocument() throws -> TextDocument {
        _ = try object()
        let size = try double("s", default: 10)
        var box: (size: Vector, position: Vector)?
        if let sz = self["sz"], let ps = self["ps"] {
            let s = try sz.numbers(), p = try ps.numbers()
            if s.count >= 2 && p.count >= 2 { box = (s, p) }
        }
        return TextDocument(
            text: self["t"]?.string ?? "", font: self["f"]?.string ?? "", size: size,
            justify: try self["j"]?.int() ?? 0, tracking: try double("tr", default: 0),
            lineHeight: try double("lh", default: size * 1.2), baselineShift: try double("ls", default: 0),
            fill: try self["fc"]?.numbers(), stroke: try self["sc"]?.numbers(), strokeWidth: try double("sw", default: 0),
            strokeOverFill: bool("of"), box: box, caps: try self["ca"]?.int() ?? 0)
    }
}
