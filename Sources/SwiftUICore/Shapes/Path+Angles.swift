import Foundation
import Geometry

// SwiftUI's arc calls take an `Angle`; Geometry's engine takes radians, so
// the SwiftUI name stays on this side. Arcs have CoreGraphics' semantics in
// SwiftUI's y-down space: angles grow from +x towards +y (clockwise on
// screen), and `clockwise: false` means "towards growing angles" — so it
// looks clockwise on screen. (`clockwise: false` from -90° to 0° goes
// 12 → 3 o'clock.)

extension Path {
    /// Adds a circular arc. If the path has a current point, a line joins it
    /// to the arc's start; otherwise the arc starts a new subpath.
    ///
    /// The sweep runs from `startAngle` towards growing angles when
    /// `clockwise` is false, towards shrinking angles when true, and is
    /// reduced modulo a full turn; a difference of a full turn or more in the
    /// requested direction draws the whole circle. Equal angles, a zero or
    /// negative radius, or non-finite input add only the start point.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startRadians: startAngle.radians, endRadians: endAngle.radians,
               clockwise: clockwise, transform: transform)
    }

    /// Adds an arc of `delta` from `startAngle` (positive deltas grow the
    /// angle, clockwise on screen), joined to the current point by a line.
    /// Sweeps beyond a full turn are limited to one turn.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addRelativeArc(center: center, radius: radius, startRadians: startAngle.radians, deltaRadians: delta.radians,
                       transform: transform)
    }
}
