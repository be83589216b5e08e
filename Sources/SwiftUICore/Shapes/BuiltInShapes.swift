import Foundation
import Geometry

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle inset by `amount`; empty once the inset passes the centre.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path { Path(insetRect(rect, amount)) }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

/// A rectangle with rounded corners, `.continuous` by default as in SwiftUI.
public struct RoundedRectangle: InsettableShape {
    /// The width and height of each corner's rounding, in points.
    public var cornerSize: CGSize
    /// How the corners are rounded: `.continuous` or `.circular`.
    public var style: RoundedCornerStyle

    /// Corners rounded by `cornerSize` (width and height in points, clamped to
    /// half the rectangle's sides).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Corners rounded by `cornerRadius` points in both directions.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// Inset corners shrink by the same amount, so an inset outline runs
    /// parallel to the original one.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

    public struct _Inset: InsettableShape {
        public var base: RoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = insetRect(rect, amount)
            guard !r.isNull else { return Path() }
            let size = CGSize(width: max(base.cornerSize.width - amount, 0),
                              height: max(base.cornerSize.height - amount, 0))
            return Path(roundedRect: r, cornerSize: size, style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

/// A rectangle with a radius per corner (iOS 16's `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radius of each corner, in points.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are rounded: `.continuous` or `.circular`.
    public var style: RoundedCornerStyle

    /// A rectangle whose corners take `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given corner radii in points, each 0 (square) by
    /// default.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// Leading is the left side: animgen lays out left to right.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle._Inset { _Inset(base: self, amount: amount) }

    public struct _Inset: InsettableShape {
        public var base: UnevenRoundedRectangle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = insetRect(rect, amount)
            guard !r.isNull else { return Path() }
            let c = base.cornerRadii
            func s(_ v: CGFloat) -> CGFloat { max(v - amount, 0) }
            let radii = RectangleCornerRadii(topLeading: s(c.topLeading), bottomLeading: s(c.bottomLeading),
                                             bottomTrailing: s(c.bottomTrailing), topTrailing: s(c.topTrailing))
            return Path(roundedRect: r, cornerRadii: radii, style: base.style)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(base: base, amount: self.amount + amount) }
    }
}

/// The largest circle centred in the frame.
public struct Circle: InsettableShape {
    /// A circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        guard !rect.isNull else { return Path() }
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = insetRect(rect, amount)
            return r.isNull ? Path() : Circle().path(in: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

/// The ellipse filling the frame.
public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = insetRect(rect, amount)
            return r.isNull ? Path() : Path(ellipseIn: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

/// A rectangle whose shorter sides are semicircles (`.continuous` by
/// default, as in SwiftUI; at a capsule's full radius both styles give the
/// same semicircular ends here).
public struct Capsule: InsettableShape {
    /// How the ends are rounded; at full radius both styles give semicircles here.
    public var style: RoundedCornerStyle

    /// A capsule, `.continuous` by default as in SwiftUI.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        guard !rect.isNull else { return Path() }
        let r = rect.standardized
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: amount) }

    public struct _Inset: InsettableShape {
        public var style: RoundedCornerStyle
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = insetRect(rect, amount)
            return r.isNull ? Path() : Capsule(style: style).path(in: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: self.amount + amount) }
    }
}

/// `rect` inset on every side; null once the inset passes the centre (so
/// the shape draws nothing, rather than a flipped rectangle).
func insetRect(_ rect: CGRect, _ amount: CGFloat) -> CGRect {
    guard !rect.isNull, amount.isFinite else { return .null }
    let r = rect.standardized
    guard r.width >= 2 * amount, r.height >= 2 * amount else { return .null }
    return CGRect(x: r.minX + amount, y: r.minY + amount, width: r.width - 2 * amount, height: r.height - 2 * amount)
}

// SwiftUI's static shape names (`.rect`, `.circle`, …), for APIs that take
// `some Shape` such as `clipShape(.circle)`.
extension Shape where Self == Rectangle {
    /// A rectangle, as in `clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners rounded by `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with corners rounded by `cornerSize` points.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle with the given corner radii in points, 0 by default.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}
extension Shape where Self == Circle {
    /// A circle, as in `clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Capsule {
    /// A capsule with `.continuous` ends.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends rounded in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
