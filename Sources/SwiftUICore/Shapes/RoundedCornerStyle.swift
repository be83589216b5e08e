import Foundation
import Geometry

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

extension RoundedCornerStyle {
    /// Geometry's corner curve for this style.
    var curve: CornerCurve { self == .circular ? .circular : .continuous }
}

extension RectangleCornerRadii {
    /// Geometry's radii: leading is left, the layout direction here being
    /// left to right.
    var radii: CornerRadii {
        CornerRadii(topLeft: topLeading, topRight: topTrailing, bottomRight: bottomTrailing, bottomLeft: bottomLeading)
    }
}

// SwiftUI's rounded-rectangle calls of `Path`, onto Geometry's.
extension Path {
    /// A path holding a rounded rectangle with equal circular corner radii.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), curve: style.curve)
    }

    /// A path holding a rounded rectangle whose corners have the given width and height.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, curve: style.curve)
    }

    /// A path holding a rounded rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, radii: cornerRadii.radii, curve: style.curve)
    }

    /// Adds a rounded rectangle whose corners are `cornerSize.width` wide and
    /// `cornerSize.height` tall, each clamped to half the rectangle's side
    /// (equal width and height clamp to half the shorter side, so a large
    /// radius gives a capsule).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerSize: cornerSize, curve: style.curve, transform: transform)
    }

    /// Adds a rounded rectangle with its own radius at each corner. When the
    /// radii on one side add up to more than its length, all radii shrink in
    /// proportion so the corners meet without overlapping.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, radii: cornerRadii.radii, curve: style.curve, transform: transform)
    }
}
