import Foundation

/// A point in a unit coordinate space (0…1 across a rectangle), as in SwiftUI:
/// `.topLeading` is (0, 0) and `.bottomTrailing` (1, 1) in a y-down space.
public struct UnitPoint: Hashable, Sendable {
    /// Horizontal position: 0 at the leading (left) edge, 1 at the trailing edge.
    public var x: CGFloat
    /// Vertical position: 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// The point (0, 0), the top-leading corner.
    @inlinable public init() { x = 0; y = 0 }
    /// The point (`x`, `y`); values outside 0…1 lie outside the rectangle.
    @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5), the middle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5), the middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5), the middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0), the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1), the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0), the top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0), the top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1), the bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1), the bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names inside `rect`.
    @inlinable
    public func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
