import Foundation

/// A geometric angle, as in SwiftUI: stored in radians, built from either unit.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

    @inlinable public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public static let zero = Angle()
    @inlinable public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    @inlinable public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }

    @inlinable public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
    @inlinable public static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
    @inlinable public static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    @inlinable public static func * (l: Angle, r: Double) -> Angle { Angle(radians: l.radians * r) }
    @inlinable public static func * (l: Double, r: Angle) -> Angle { Angle(radians: l * r.radians) }
    @inlinable public static func / (l: Angle, r: Double) -> Angle { Angle(radians: l.radians / r) }
    @inlinable public static func += (l: inout Angle, r: Angle) { l.radians += r.radians }
    @inlinable public static func -= (l: inout Angle, r: Angle) { l.radians -= r.radians }
}
