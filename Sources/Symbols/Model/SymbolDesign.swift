// A symbol as data: the width of its box and its parts. The catalog
// (Catalog/) is a table of these by name; SymbolInterpreter turns one into
// the paths a renderer fills.
import Foundation

/// A symbol's design: its box and its parts, in drawing order.
package struct SymbolDesign: Sendable {
    /// Width over height of the symbol's box (the box is one unit tall).
    package var aspect: CGFloat
    /// The parts, in order.
    package var parts: [SymbolPart]

    /// A design `aspect` units wide made of `parts`.
    package init(aspect: CGFloat = 1, _ parts: SymbolPart...) {
        self.init(aspect: aspect, parts: parts)
    }

    /// A design `aspect` wide of `parts` gathered from shared pieces.
    package init(aspect: CGFloat = 1, parts: [SymbolPart]) {
        self.aspect = aspect
        self.parts = parts
    }
}
