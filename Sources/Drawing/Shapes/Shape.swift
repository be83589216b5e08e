// The SwiftUI Shape model: a shape is a function from a rectangle to a path.
// Drawing code written for SwiftUI uses Path, CGRect, Angle… unqualified, so
// the Drawing layer re-exports Geometry.
@_exported import Geometry
import Foundation

/// A 2D shape that describes itself as a path in a given rectangle, as in
/// SwiftUI.
///
/// Hook for animation: SwiftUI's `Shape` also refines `Animatable` (so that
/// a shape's `animatableData` interpolates). `Animatable` lives in the
/// Timeline target; the conformance is added there or in Views, not here,
/// so that this protocol stays a pure geometry description.
public protocol Shape: Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset by an amount, keeping its kind: what
/// `strokeBorder` uses to draw a stroke entirely inside the frame.
public protocol InsettableShape: Shape {
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

    public init<S: Shape>(_ shape: S) {
        make = { shape.path(in: $0) }
    }

    public func path(in rect: CGRect) -> Path { make(rect) }
}
