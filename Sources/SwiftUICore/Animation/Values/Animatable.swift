import Foundation
import Geometry

/// A type whose changes animations interpolate through `animatableData`, as in SwiftUI.
///
/// A shape that should animate a property exposes it here (the ProgressRing
/// pattern): `var animatableData: Double { get { progress } set { progress = newValue } }`.
public protocol Animatable {
    /// The vector type the animation interpolates (a Double, a pair, …).
    associatedtype AnimatableData: VectorArithmetic
    /// The values interpolated between the old and new state.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to interpolate: the value changes at once.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector type interpolates itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable {
    /// The value `amount` of the way from `self` to `other`, interpolated
    /// through ``animatableData`` (other properties come from `other`).
    public func interpolated(to other: Self, amount: Double) -> Self {
        var result = other
        result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: amount)
        return result
    }
}

/// The animatable data of a type with nothing to interpolate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value: there is nothing to store.
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func + (l: EmptyAnimatableData, r: EmptyAnimatableData) -> EmptyAnimatableData { l }
    @inlinable public static func - (l: EmptyAnimatableData, r: EmptyAnimatableData) -> EmptyAnimatableData { l }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}

/// Two animatable values interpolated together, as in SwiftUI.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public static var zero: Self { Self(.zero, .zero) }
    @inlinable public static func + (l: Self, r: Self) -> Self { Self(l.first + r.first, l.second + r.second) }
    @inlinable public static func - (l: Self, r: Self) -> Self { Self(l.first - r.first, l.second - r.second) }
    @inlinable public static func += (l: inout Self, r: Self) { l.first += r.first; l.second += r.second }
    @inlinable public static func -= (l: inout Self, r: Self) { l.first -= r.first; l.second -= r.second }
    @inlinable public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

/// The four radii in SwiftUI's order: top leading, bottom leading, bottom
/// trailing, top trailing.
extension RectangleCornerRadii: Animatable {
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}
