import Foundation

/// A gesture that succeeds when a touch stays down, and nearly still, for
/// a minimum time, as SwiftUI's `LongPressGesture`. Its value is `true`
/// from the touch down (what `updating` sees while pressing); it ends, with
/// `true`, the moment `minimumDuration` has passed — while the finger is
/// still down — and fails if the touch lifts earlier, moves farther than
/// `maximumDistance`, or is made with two fingers.
public struct LongPressGesture: Gesture, PrimitiveGesture, Sendable {
    /// Whether the press is in progress (always `true` when reported).
    public typealias Value = Bool
    /// Seconds the touch must stay down.
    public var minimumDuration: Double
    /// Points the touch may move before the gesture fails.
    public var maximumDistance: CGFloat

    /// A long press of at least `minimumDuration` seconds (0.5 by default, as SwiftUI's) moving at most
    /// `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func recognizeAny(_ touch: Touch) -> Any {
        var e = GestureEvents<Bool>()
        let due = touch.down.time + minimumDuration
        e.events.append(.init(time: touch.down.time, kind: .changed, value: true))
        // The first sample at which the touch has strayed too far, if any.
        let strayed = touch.samples.indices.first { touch.farthestDistance(through: $0) > maximumDistance }
        let failTime = strayed.map { touch.samples[$0].time } ?? touch.up.time
        if !touch.hasTwoFingers, due <= failTime && (strayed == nil || due < failTime) {
            e.events.append(.init(time: due, kind: .ended, value: true))
            e.events.append(.init(time: due, kind: .reset, value: nil))
        } else {
            e.events.append(.init(time: failTime, kind: .reset, value: nil))
        }
        return e
    }
}
