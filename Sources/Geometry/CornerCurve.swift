import Foundation

/// How a rounded rectangle's corners bend: the engine's word for SwiftUI's
/// `RoundedCornerStyle`, which SwiftUICore maps onto it.
package enum CornerCurve: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Continuous curvature: the curve leaves each edge gradually (over
    /// about 1.53 × the radius) instead of with a jump in curvature.
    case continuous
}

/// The radius of each corner of a rectangle, named on screen (y down).
package struct CornerRadii: Hashable, Sendable {
    package var topLeft: CGFloat
    package var topRight: CGFloat
    package var bottomRight: CGFloat
    package var bottomLeft: CGFloat

    package init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
}
