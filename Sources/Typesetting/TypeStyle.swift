// The engine's input: runs of characters, each with the style it is set in.
// Everything a layout depends on is here, so two equal inputs give the same
// layout (the cache's key is the input itself).

/// A weight on the CSS scale 100–900 (400 regular, 700 bold), in the order
/// of the nine named weights an interface toolkit offers: 100 is the
/// lightest (ultra light), 200 thin, 300 light, 500 medium, 600 semibold,
/// 800 heavy, 900 black.
package struct TypeWeight: Hashable, Comparable, Sendable {
    package let value: Int

    package init(_ value: Int) { self.value = value }

    package static let ultraLight = TypeWeight(100), thin = TypeWeight(200), light = TypeWeight(300)
    package static let regular = TypeWeight(400), medium = TypeWeight(500), semibold = TypeWeight(600)
    package static let bold = TypeWeight(700), heavy = TypeWeight(800), black = TypeWeight(900)

    package static func < (a: TypeWeight, b: TypeWeight) -> Bool { a.value < b.value }
}

/// Which face a run is set in, before weight and slant.
package enum TypeFamily: Hashable, Sendable {
    /// The default face of a kind (``FontResolver`` says which files).
    case system(SystemFace)
    /// A family installed on the machine (found through fontconfig, as
    /// `fc-list` names it, or a pattern such as "DejaVu Sans:style=Bold"),
    /// or the path of a font file.
    case named(String)

    /// The kinds of default face.
    package enum SystemFace: Hashable, Sendable { case sans, serif, monospaced, rounded }
}

/// How one run of characters is set.
package struct TypeStyle: Hashable, Sendable {
    package var family: TypeFamily
    /// Points per em; not negative (an infinite or NaN size sets nothing).
    package var size: Double
    package var weight: TypeWeight
    package var italic: Bool
    /// Points added after each cluster.
    package var tracking: Double
    /// Points the run is raised above the baseline.
    package var baselineOffset: Double
    package var underline: Bool, strikethrough: Bool
    /// Digits set with OpenType's tabular figures (`tnum`).
    package var tabularDigits: Bool

    package init(family: TypeFamily = .system(.sans), size: Double, weight: TypeWeight = .regular, italic: Bool = false,
                 tracking: Double = 0, baselineOffset: Double = 0, underline: Bool = false, strikethrough: Bool = false,
                 tabularDigits: Bool = false) {
        self.family = family
        self.size = size.isFinite ? max(0, size) : 0
        self.weight = weight
        self.italic = italic
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
        self.tabularDigits = tabularDigits
    }
}

/// Characters set in one style.
package struct TypeRun: Hashable, Sendable {
    package var text: String
    package var style: TypeStyle

    package init(_ text: String, _ style: TypeStyle) {
        self.text = text
        self.style = style
    }
}

/// How the lines of a layout align with each other in the widest line's
/// width (lines always run left to right here, whatever the script).
package enum LineAlignment: Hashable, Sendable { case start, center, end }
