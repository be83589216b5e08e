// The SwiftUI Shape model: a shape is a function from a rectangle to a path.
import Geometry
import Foundation

/// A 2D shape that describes itself as a path in a given rectangle, as in
/// SwiftUI.
///
/// As in SwiftUI, a shape is `Animatable`: a shape that declares
/// `animatableData` (a progress ring's fraction, say) is interpolated through
/// it; the others animate nothing (`EmptyAnimatableData`). And a shape is a
/// `View`, the shape filled with the foreground style, so every view
/// modifier applies to it.
public protocol Shape: Animatable, View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size of the view that renders the shape, given the parent's
    /// proposal (SwiftUI's customisation point for a shape's layout).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Whether the shape is mirrored in some layout direction (`.mirrors`:
    /// in right-to-left layouts).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
    /// Whatever is offered, 10 × 10 for an unspecified dimension (an
    /// infinite offer is answered with infinity, which tells stacks the
    /// shape is fully flexible).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A shape that can be inset by an amount, keeping its kind: what
/// `strokeBorder` uses to draw a stroke entirely inside the frame.
public protocol InsettableShape: Shape {
    /// The type `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side (negative grows it).
    func inset(by amount: CGFloat) -> InsetShape
}

extension Path: Shape {
    /// A path as a shape is itself, whatever the rectangle (as in SwiftUI).
    public func path(in rect: CGRect) -> Path { self }
}

/// A type-erased shape, as SwiftUI's `AnyShape`.
public struct AnyShape: Shape {
    private let make: @Sendable (CGRect) -> Path

    /// Erases `shape`'s type; the path is `shape`'s in every rectangle.
    public init<S: Shape>(_ shape: S) {
        make = { shape.path(in: $0) }
    }

    public func path(in rect: CGRect) -> Path { make(rect) }
}
