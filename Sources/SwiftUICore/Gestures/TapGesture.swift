import Foundation

/// A gesture that recognises one or more taps, as SwiftUI's `TapGesture`:
/// it ends when the last of `count` taps lifts, within 10 points of where
/// it went down (a touch that moves farther is a drag, not a tap), made
/// with one finger.
public struct TapGesture: Gesture, PrimitiveGesture, Sendable {
    /// A tap carries no value.
    public typealias Value = Void
    /// The number of taps required.
    public var count: Int

    /// A gesture ending after `count` taps.
    public init(count: Int = 1) { self.count = count }

    /// How far a tap's touch may move and still be a tap (UIKit's tap slop).
    static let slop: CGFloat = 10

    func recognizeAny(_ touch: Touch) -> Any {
        var e = GestureEvents<Void>()
        let still = touch.farthestDistance(through: touch.samples.count - 1) <= Self.slop
        if still, touch.tapCount == count, !touch.hasTwoFingers { e.events.append(.init(time: touch.up.time, kind: .ended, value: ())) }
        e.events.append(.init(time: touch.up.time, kind: .reset, value: nil))
        return e
    }
}

/// A gesture that recognises a tap and reports where it was, as SwiftUI's
/// `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture, Sendable {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// The number of taps required.
    public var count: Int
    /// The space `Value.location` is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture ending after `count` taps, reporting the location in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func recognizeAny(_ touch: Touch) -> Any {
        let taps = TapGesture(count: count).recognize(touch)
        return taps.map { Value(location: touch.point(touch.up.location, in: coordinateSpace)) }
    }
}
