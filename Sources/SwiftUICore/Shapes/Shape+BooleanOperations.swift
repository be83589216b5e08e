import Foundation
import Geometry

// SwiftUI's shape boolean operations (iOS 17 / macOS 14): each returns a
// shape whose path in a rectangle is the path operation applied to both
// shapes' paths in that same rectangle.

extension Shape {
    /// A shape filling the regions in either this shape or `other` (each
    /// read with the even-odd rule if `eoFill`, else non-zero).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeBooleanOperation(first: self, second: other, operation: .union, eoFill: eoFill)
    }

    /// A shape filling the regions common to this shape and `other`.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeBooleanOperation(first: self, second: other, operation: .intersection, eoFill: eoFill)
    }

    /// A shape filling this shape's regions that are not in `other`.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeBooleanOperation(first: self, second: other, operation: .subtracting, eoFill: eoFill)
    }

    /// A shape filling the regions in exactly one of this shape and `other`.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeBooleanOperation(first: self, second: other, operation: .symmetricDifference, eoFill: eoFill)
    }

    /// A shape made of this shape's line where it overlaps `other`'s filled region.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeBooleanOperation(first: self, second: other, operation: .lineIntersection, eoFill: eoFill)
    }

    /// A shape made of this shape's line where it does not overlap `other`'s filled region.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeBooleanOperation(first: self, second: other, operation: .lineSubtraction, eoFill: eoFill)
    }
}

/// Two shapes combined by one of the path boolean operations.
struct _ShapeBooleanOperation<First: Shape, Second: Shape>: Shape {
    enum Operation: Sendable {
        case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
    }

    var first: First
    var second: Second
    var operation: Operation
    var eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
        case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
        }
    }
}
