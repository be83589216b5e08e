// Declared below the layout layer so that `Shape.sizeThatFits(_:)` can take it.
import Foundation

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: in
/// each dimension nil asks for the child's ideal size, 0 for its minimum,
/// `.infinity` for its maximum, and any other value is an offer the child
/// answers with the size it chooses.
public struct ProposedViewSize: Hashable, Sendable {
    /// The offered width in points; nil asks for the ideal width.
    public var width: CGFloat?
    /// The offered height in points; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` × `height` points, nil where unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions nil: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions 0: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (SwiftUI's
    /// default, 10 × 10, is what shapes and colors answer to nil).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
