// What is done to a part's path after its commands are drawn: stroking it
// into an area, outlining a filled shape, turning, mirroring, scaling.
// Steps run in order, so a glyph stroked and then scaled keeps its stroke
// in proportion with it.
import Foundation

/// One step applied to a symbol part's path.
package enum SymbolStep: Sendable {
    /// The area the path covers when stroked `width` wide with round caps
    /// and joins.
    case stroke(CGFloat = SymbolStep.hairline)
    /// The outline of a filled shape `width` wide: the shape shrunk towards
    /// its bounds' centre by the width, then stroked, so the outline stays
    /// inside the shape's bounds.
    case outline(CGFloat = SymbolStep.hairline)
    /// Turned by a number of quarter turns clockwise on screen about the
    /// centre of the unit box.
    case turn(Int)
    /// Mirrored left to right in a box `width` wide.
    case mirror(width: CGFloat)
    /// Scaled by a factor about a point (the unit box's centre unless given).
    case scale(CGFloat, about: SymbolPoint = (0.5, 0.5))
    /// Turned by an angle (clockwise on screen) and scaled, both about a point.
    case rotate(PiFraction, scale: CGFloat, about: SymbolPoint = (0.5, 0.5))

    /// The symbols' standard line width, in units of the box's height.
    package static let hairline: CGFloat = 0.09
}
