// SwiftUI's container-relative shape: "an inset version of the current
// container shape", a rectangle when no view above set one with
// `containerShape(_:)`. The shape's own `path(in:)` receives only its rect,
// so the renderer publishes the container (its shape and frame, in the
// coordinates that rect is given in) for the time it asks a shape for its
// path; the shape then insets the container's shape by how far the rect
// lies inside the container's frame.
import Foundation
import Geometry

/// The container shape in force while a view's shape is asked for its path.
package struct ContainerShapeScope: Sendable {
    /// The container's shape inset by an amount, in a rect.
    package let insetPath: @Sendable (CGFloat, CGRect) -> Path
    /// The container's frame, in the coordinates of the rect a shape gets.
    package let frame: CGRect

    /// A scope for `shape` over `frame`.
    package init<S: InsettableShape>(shape: S, frame: CGRect) {
        self.insetPath = { amount, rect in shape.inset(by: amount).path(in: rect) }
        self.frame = frame
    }

    private init(insetPath: @escaping @Sendable (CGFloat, CGRect) -> Path, frame: CGRect) {
        self.insetPath = insetPath
        self.frame = frame
    }

    /// The same container seen from coordinates whose origin is `origin`.
    package func moved(toOrigin origin: CGPoint) -> ContainerShapeScope {
        ContainerShapeScope(insetPath: insetPath, frame: frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    /// The container shape around the shape being drawn (nil: none).
    @TaskLocal package static var current: ContainerShapeScope?

    /// Runs `body` with the current container seen from coordinates whose
    /// origin is `origin` (where a view's shape starts its local rect).
    package static func seen<T>(fromOrigin origin: CGPoint, _ body: () -> T) -> T {
        guard let scope = current else { return body() }
        return $current.withValue(scope.moved(toOrigin: origin), operation: body)
    }

    /// The container's shape, inset by how far `rect` lies inside the
    /// container's frame (the nearest edge, never below 0), filling `rect`:
    /// a rounded rectangle of radius r seen from d inside is one of radius
    /// r − d, concentric with it.
    func path(in rect: CGRect) -> Path {
        let r = rect.standardized, c = frame.standardized
        let depth = max(0, min(r.minX - c.minX, r.minY - c.minY, c.maxX - r.maxX, c.maxY - r.maxY))
        return insetPath(depth, r.insetBy(dx: -depth, dy: -depth))
    }
}

/// A shape that is the current container shape inset to where it is
/// drawn (set by `containerShape(_:)`), or a rectangle without one.
public struct ContainerRelativeShape: InsettableShape {
    /// The shape of the container around it, inset to its frame.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        guard !rect.isNull else { return Path() }
        return ContainerShapeScope.current?.path(in: rect) ?? Rectangle().path(in: rect)
    }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// The container-relative shape drawn `amount` inside its rect, so
    /// still concentric with the container.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat
        public func path(in rect: CGRect) -> Path {
            let r = insetRect(rect, amount)
            return r.isNull ? Path() : ContainerRelativeShape().path(in: r)
        }
        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape, inset to where it is drawn.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
