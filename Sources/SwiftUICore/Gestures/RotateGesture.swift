import Foundation
import Geometry

/// A gesture that recognises a rotation motion and tracks the angle of the rotation, as SwiftUI's
/// `RotateGesture`: two fingers turning about each other. It starts once the line joining them has turned
/// `minimumAngleDelta` from where it was at the touch down, reports a value at every sample of the touch
/// from then on (`onChanged`, `updating`), and ends when the fingers lift (`onEnded`).
public struct RotateGesture: Gesture, PrimitiveGesture, Sendable {
    /// The attributes of a rotation at one moment.
    public struct Value: Equatable, Sendable {
        /// The moment of this event (render time t as seconds after the reference date).
        public var time: Date
        /// The relative amount the gesture has rotated by since the touch down: positive clockwise on
        /// screen, the way `rotationEffect` turns a view; whole turns count (it goes past 180°).
        public var rotation: Angle
        /// How fast the rotation changes, per second, from the last two events.
        public var velocity: Angle
        /// Where the gesture started (the midpoint of the fingers at the touch down) as a unit point of the
        /// view holding the gesture.
        public var startAnchor: UnitPoint
        /// Where the gesture started (the midpoint of the fingers at the touch down) in the view's own
        /// coordinates.
        public var startLocation: CGPoint
    }

    /// The turn that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A rotate gesture starting once the fingers have turned `minimumAngleDelta` (one degree by default, as
    /// SwiftUI's).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func recognizeAny(_ touch: Touch) -> Any {
        let start = touch.localStart
        return touch.twoFingerEvents(value: { i, m in
            Value(time: Date(timeIntervalSinceReferenceDate: touch.samples[i].time), rotation: .radians(m[i].turn),
                  velocity: .radians(touch.rate(at: i) { m[$0].turn }), startAnchor: start.anchor,
                  startLocation: start.location)
        }, starts: { abs($0.rotation.radians) >= abs(minimumAngleDelta.radians) })
    }
}

/// A gesture that recognises a rotation motion, as SwiftUI's older `RotationGesture`: a `RotateGesture`
/// whose value is the rotation alone.
public struct RotationGesture: Gesture, PrimitiveGesture, Sendable {
    /// The relative amount the gesture has rotated by.
    public typealias Value = Angle
    /// The turn that starts the gesture.
    public var minimumAngleDelta: Angle

    /// A rotation gesture starting once the fingers have turned `minimumAngleDelta` (one degree by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func recognizeAny(_ touch: Touch) -> Any {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).recognize(touch).map(\.rotation)
    }
}
