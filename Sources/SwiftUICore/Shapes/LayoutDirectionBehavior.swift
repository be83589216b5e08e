// Shapes that mirror in a layout direction: Apple's `layoutDirectionBehavior`
// page says a mirroring shape's path "will be mirrored horizontally when in
// the specified layout direction", point by point, and that shapes mirror
// in right-to-left by default (iOS 17 and later).
import Foundation
import Geometry

/// The direction of text and layout, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// What happens to a shape or view when the layout direction changes, as
/// SwiftUI's `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is the one given.
    case mirrors(in: LayoutDirection)

    /// Mirrored in right-to-left layouts: `.mirrors(in: .rightToLeft)`.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content is mirrored in `direction`.
    public func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let d) = self { return d == direction }
        return false
    }
}

extension Shape {
    /// `.mirrors`: mirrored in right-to-left layouts, SwiftUI's default.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

extension Path {
    /// The path mirrored left to right across the middle of `rect`.
    package func mirroredHorizontally(in rect: CGRect) -> Path {
        applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
    }
}
