// A symbol ready to fill: the paths its design's parts became, grouped the
// way a renderer needs them.
import Foundation
import Geometry

/// A symbol's paths in its box (one unit tall, `aspect` wide, y down), to
/// fill with the non-zero rule.
package struct SymbolGeometry: Sendable {
    /// One colour layer: its parts unioned, minus its cutouts.
    package struct Layer: Sendable {
        /// Paths filled together: where they overlap, painted once.
        package var parts: [Path]
        /// Paths knocked out of the parts.
        package var cutouts: [Path]
    }

    /// Width over height of the symbol's box.
    package var aspect: CGFloat
    /// The symbol in one colour: these paths unioned. Pieces that overlap are
    /// kept apart so that opposite windings cannot cancel.
    package var parts: [Path]
    /// Paths knocked out of the union (the check of `checkmark.circle.fill`).
    package var cutouts: [Path]
    /// The symbol as colour layers, the primary first (a glyph, then the
    /// ground it sits on); nil for a symbol of one layer.
    package var layers: [Layer]?
}
