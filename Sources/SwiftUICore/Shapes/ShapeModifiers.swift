import Foundation
import Geometry

// Geometric shape modifiers: each wraps a shape and changes its path,
// returning a shape again (not a view), as in SwiftUI.

extension Shape {
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset`'s coordinates.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape rotated by `angle` (clockwise on screen for positive
    /// angles) around `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled around `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled uniformly around `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The same shape asked for its path in a rect of `size` at the frame's
    /// origin; the views made from it keep their layout.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// The same shape asked for its path in a rect of (width, height) at the
    /// frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The same shape in a rect of (width, height) placed in the frame so
    /// that their `anchor` points meet (iOS 18).
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height), anchor: anchor)
    }

    /// The shape's path mapped through `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape trimmed to a fraction of its length (SwiftUI's `trim(from:to:)`).
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// A shape moved by a fixed offset.
public struct OffsetShape<Content: Shape>: Shape {
    /// The shape before the offset.
    public var shape: Content
    /// How far the path moves, in points (positive is right and down).
    public var offset: CGSize

    /// `shape` moved by `offset` points.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape rotated around an anchor point of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape before rotation.
    public var shape: Content
    /// The rotation, clockwise on screen for a positive angle.
    public var angle: Angle
    /// The point of the frame that stays put, in unit coordinates.
    public var anchor: UnitPoint

    /// `shape` rotated by `angle` around `anchor` (the centre by default).
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let a = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        return shape.path(in: rect).applying(t)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape scaled around an anchor point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape before scaling.
    public var shape: Content
    /// Horizontal and vertical factors (1 leaves the shape as it is; negative
    /// flips it).
    public var scale: CGSize
    /// The point of the frame that stays put, in unit coordinates.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` around `anchor` (the centre by default).
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let a = anchor.point(in: rect)
        let t = CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape whose path is mapped through an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape before the transform.
    public var shape: Content
    /// The transform applied to the path, in the frame's coordinates.
    public var transform: CGAffineTransform

    /// `shape` with its path mapped through `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape drawn in a rect of a fixed size (SwiftUI's `size(_:)`); without
/// an anchor the rect starts at the frame's origin.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    var anchor: UnitPoint = .topLeading

    public func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x,
                             y: rect.minY + (rect.height - size.height) * anchor.y)
        return shape.path(in: CGRect(origin: origin, size: size))
    }
}
