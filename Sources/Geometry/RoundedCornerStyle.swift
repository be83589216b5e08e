import Foundation

/// The shape of a rounded rectangle's corners, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Apple's continuous-curvature corner: the curve leaves each edge
    /// gradually (over about 1.53 × the radius) instead of with a jump in
    /// curvature, giving a superellipse-like look.
    case continuous
}

/// The radius of each corner of a rectangle, as in SwiftUI (iOS 16).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// Radius of the top-leading corner (top left here, where layout is left to right).
    public var topLeading: CGFloat
    /// Radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// Radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// Radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Radii per corner; any not given is 0 (a square corner).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0,
                bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
