// The path data of a symbol design: drawing commands in the symbol's box
// (one unit tall, `aspect` wide, y down), each a value the interpreter
// (SymbolInterpreter.swift) turns into Geometry path elements. Angles are
// degrees, or fractions of a half turn where a design divides the circle.
import Foundation

/// A point in a symbol's box: x across, y down, in units of the box's height.
package typealias SymbolPoint = (CGFloat, CGFloat)

/// An angle as a fraction of a half turn (`numerator` π / `denominator`
/// radians): the spacing and phase of points around a circle, kept as
/// integers so every point lands on the same angle each time.
package struct PiFraction: Sendable, Hashable {
    /// The multiple of π before division.
    package var numerator: Int
    /// What the multiple of π is divided by.
    package var denominator: Int

    /// `numerator` π / `denominator`.
    package init(_ numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// No angle.
    package static let zero = PiFraction(0, 1)

    /// The angle in radians.
    package var radians: CGFloat { CGFloat(numerator) * .pi / CGFloat(denominator) }
}

/// One command of a symbol's path data.
package enum SymbolCommand: Sendable {
    /// Begins a subpath at the point.
    case move(SymbolPoint)
    /// A straight line to the point.
    case line(SymbolPoint)
    /// A quadratic Bézier curve to `to`, bent towards `control`.
    case quad(to: SymbolPoint, control: SymbolPoint)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(to: SymbolPoint, SymbolPoint, SymbolPoint)
    /// Closes the subpath with a line back to its start.
    case close
    /// A closed subpath through the points.
    case polygon([SymbolPoint])
    /// An open subpath through the points.
    case polyline([SymbolPoint])
    /// A circle around a centre.
    case circle(SymbolPoint, radius: CGFloat)
    /// The ellipse inscribed in a rectangle (origin, then width and height).
    case ellipse(SymbolPoint, width: CGFloat, height: CGFloat)
    /// A rectangle (origin, then width and height).
    case rect(SymbolPoint, width: CGFloat, height: CGFloat)
    /// A rectangle with continuous rounded corners of `radius`.
    case roundedRect(SymbolPoint, width: CGFloat, height: CGFloat, radius: CGFloat)
    /// An arc from `from` to `to` degrees (0° along +x, growing towards +y,
    /// that is clockwise on screen; `clockwise: true` runs the other way),
    /// joined to the current point by a line.
    case arc(center: SymbolPoint, radius: CGFloat, from: CGFloat, to: CGFloat, clockwise: Bool)
    /// A closed subpath through `count` points around `center`, the i-th at
    /// angle i π / `step` + `phase` and at the i-th radius of `radii`
    /// (repeated): regular polygons, stars, gear teeth.
    case ring(center: SymbolPoint, count: Int, step: Int, phase: PiFraction, radii: [CGFloat])
    /// `count` separate lines pointing away from `center`, the i-th at angle
    /// i π / `step`, from radius `inner` to `outer`: a sun's rays.
    case spokes(center: SymbolPoint, count: Int, step: Int, inner: CGFloat, outer: CGFloat)
    /// The outline of overlapping circles in a row on a flat base (a cloud):
    /// from the bottom of the first, over each circle's top arc to where it
    /// crosses the next, down to the bottom of the last, closed along the base.
    case lobes([(center: SymbolPoint, radius: CGFloat)])
    /// The part of the disc `disc` outside the disc `bite` (a crescent moon):
    /// the first disc's arc outside the bite, the bite's arc inside the disc.
    case crescent(disc: (center: SymbolPoint, radius: CGFloat), bite: (center: SymbolPoint, radius: CGFloat))
    /// A filled arrowhead on the circle (`center`, `radius`) at `degrees`,
    /// pointing along the circle's growing angles: its tip `lead` ahead of
    /// the circle's point, `length` long and `halfWidth` to each side.
    case arcArrowhead(center: SymbolPoint, radius: CGFloat, degrees: CGFloat, lead: CGFloat, length: CGFloat,
                      halfWidth: CGFloat)
    /// Other commands, drawn scaled by `scale` (about the origin) and then
    /// moved by `offset`.
    case copy([SymbolCommand], scale: CGFloat, offset: SymbolPoint)
}
