/// A text animator (`t.a[i]`): a range selector choosing how much of each
/// character is affected, and the properties it moves them towards.
struct TextAnimatorModel: Sendable {
    var selector: TextRangeSelector
    /// `a.p`: offset added to a character's position.
    var position: Property<Vector>?
    /// `a.s`: scale (%) about the character's centre on the baseline.
    var scale: Property<Vector>?
    /// `a.r`: rotation (degrees) about the same point.
    var rotation: Property<Vector>?
    /// `a.o`: the opacity (%) a fully selected character takes.
    var opacity: Property<Vector>?
    /// `a.fc`, `a.sc`: the fill and stroke colours a fully selected character takes.
    var fillColor: Property<Vector>?
    var strokeColor: Property<Vector>?
    /// `a.sw`: added to the stroke width.
    var strokeWidth: Property<Vector>?
    /// `a.t`: added tracking, in thousandths of the font size, after each selected character.
    var tracking: Property<Vector>?
}

/// A range selector (`s`): which characters (or words, lines) an animator
/// affects, and how much, from start, end and offset.
struct TextRangeSelector: Sendable {
    /// `s`, `e`, `o`: percent of the units (`r` = 1) or unit indices (`r` = 2).
    var start: Property<Vector>
    var end: Property<Vector>
    var offset: Property<Vector>
    /// `a`: how strongly (%) a fully selected unit is affected.
    var amount: Property<Vector>
    /// `xe`, `ne`: ease high and low (%), shaping the non-square shapes.
    var maxEase: Property<Vector>
    var minEase: Property<Vector>
    /// `r`: 1 percent, 2 index.
    var inIndices: Bool
    /// `b`: what a unit is.
    var basedOn: Unit
    /// `sh`: how the amount falls off across the range.
    var shape: Shape

    enum Unit: Int, Sendable {
        case characters = 1, charactersExcludingSpaces, words, lines
    }

    enum Shape: Int, Sendable {
        case square = 1, rampUp, rampDown, triangle, round, smooth
    }
}
