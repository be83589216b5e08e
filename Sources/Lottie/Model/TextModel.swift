/// A text layer's document at one keyframe (`t.d.k[i].s`): what is written
/// and how it is set.
struct TextDocument: Sendable {
    var text: String
    /// `f`: the font's name in the document's `fonts.list`.
    var font: String
    /// `s`: the font size.
    var size: Double
    /// `j`: 0 left, 1 right, 2 centre (3…6 justified lines, set as left).
    var justify: Int
    /// `tr`: extra space after each character, in thousandths of the size.
    var tracking: Double
    /// `lh`: distance between baselines.
    var lineHeight: Double
    /// `ls`: baseline shift, upwards.
    var baselineShift: Double
    var fill: Vector?
    var stroke: Vector?
    var strokeWidth: Double
    /// `of`: the stroke is drawn over the fill.
    var strokeOverFill: Bool
    /// `sz`, `ps`: the size and top-left corner of a paragraph box.
    var box: (size: Vector, position: Vector)?
    /// `ca`: 1 all capitals.
    var caps: Int
}

/// A font of the document's `fonts.list`.
struct FontModel: Sendable {
    var family: String
    var style: String
    /// Ascent as a percentage of the size (sets a box's first baseline).
    var ascent: Double
}

/// A glyph of the document's `chars`: its advance (at size 100) and outline items.
struct GlyphModel: Sendable {
    var advance: Double
    var items: [ShapeItem]
    /// Vertices of its outlines (each placed copy counts against the limits).
    var vertexCount: Int
}

/// Where a glyph is looked up: its character, family and style.
struct GlyphKey: Hashable, Sendable {
    var character: String
    var family: String
    var style: String
}

/// A character as the layout placed it, kept for text animators.
struct SetCharacter: Sendable {
    /// The glyph's outline items, in its 100-unit design.
    var items: [ShapeItem]
    /// The left end of its baseline, in the layer's space.
    var x: Double
    var y: Double
    /// Design units to layer units (size / 100).
    var scale: Double
    /// Its advance without tracking, in layer units.
    var width: Double
    var isSpace: Bool
    /// Which word and line it belongs to (a space counts with the word before it).
    var word: Int
    var line: Int
}

/// A text document set character by character, with its paints.
struct SetText: Sendable {
    var characters: [SetCharacter]
    var fill: Vector?
    var stroke: Vector?
    var strokeWidth: Double
    var strokeOverFill: Bool
    var size: Double
    /// The document's justification (`j`: 0 left, 1 right, 2 centre): a
    /// right or centred line moves back by all or half of the tracking
    /// animators add to it.
    var justify: Int = 0
}

/// A text layer as set: the shape items of each text document keyframe
/// (documents hold until the next one), and the animators moving its
/// characters.
struct TextLayerModel: Sendable {
    var documents: [(time: Double, items: [ShapeItem], text: SetText?)]
    var animators: [TextAnimatorModel] = []

    /// The items shown at `frame`.
    func items(at frame: Double) -> [ShapeItem] {
        guard let chosen = documents.last(where: { $0.time <= frame }) ?? documents.first else { return [] }
        guard !animators.isEmpty, let text = chosen.text else { return chosen.items }
        return TextAnimation(text: text, animators: animators, frame: frame).items()
    }
}
