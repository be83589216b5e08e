import Foundation

/// A geometric angle, as in SwiftUI: stored in radians, built from either unit.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians; a full turn is 2π.
    public var radians: Double

    /// A zero angle.
    @inlinable public init() { radians = 0 }
    /// An angle of `radians`.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` (stored converted to radians).
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// The angle in degrees; setting it sets `radians`.
    @inlinable public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// No rotation.
    public static let zero = Angle()
    /// An angle of `r` radians.
    @inlinable public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees.
    @inlinable public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }

    @inlinable public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
    /// The sum of two angles.
    @inlinable public static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
    /// The difference of two angles.
    @inlinable public static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
    /// The same angle turning the other way.
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `r`.
    @inlinable public static func * (l: Angle, r: Double) -> Angle { Angle(radians: l.radians * r) }
    /// The angle scaled by `l`.
    @inlinable public static func * (l: Double, r: Angle) -> Angle { Angle(radians: l * r.radians) }
    /// The angle divided by `r`.
    @inlinable public static func / (l: Angle, r: Double) -> Angle { Angle(radians: l.radians / r) }
    /// Adds `r` to `l`.
    @inlinable public static func += (l: inout Angle, r: Angle) { l.radians += r.radians }
    /// Subtracts `r` from `l`.
    @inlinable public static func -= (l: inout Angle, r: Angle) { l.radians -= r.radians }
}
