import Foundation
import Geometry

/// A gesture that recognises a magnification motion and tracks the amount of magnification, as SwiftUI's
/// `MagnifyGesture`: two fingers moving apart or together. It starts once the distance between them has
/// changed by `minimumScaleDelta` of what it was at the touch down, reports a value at every sample of the
/// touch from then on (`onChanged`, `updating`), and ends when the fingers lift (`onEnded`).
public struct MagnifyGesture: Gesture, PrimitiveGesture, Sendable {
    /// The attributes of a magnification at one moment.
    public struct Value: Equatable, Sendable {
        /// The moment of this event (render time t as seconds after the reference date).
        public var time: Date
        /// The relative amount the gesture has magnified by: the distance between the fingers over their
        /// distance at the touch down (2 is twice as far apart).
        public var magnification: CGFloat
        /// How fast the magnification changes, per second, from the last two events.
        public var velocity: CGFloat
        /// Where the gesture started (the midpoint of the fingers at the touch down) as a unit point of the
        /// view holding the gesture.
        public var startAnchor: UnitPoint
        /// Where the gesture started (the midpoint of the fingers at the touch down) in the view's own
        /// coordinates.
        public var startLocation: CGPoint
    }

    /// The change of scale, from 1, that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A magnify gesture starting once the scale has changed by `minimumScaleDelta` (0.01 by default, as
    /// SwiftUI's).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func recognizeAny(_ touch: Touch) -> Any {
        let start = touch.localStart
        return touch.twoFingerEvents(value: { i, m in
            let scale = { (j: Int) in Double(m[j].distance / m[0].distance) }
            return Value(time: Date(timeIntervalSinceReferenceDate: touch.samples[i].time), magnification: CGFloat(scale(i)),
                         velocity: CGFloat(touch.rate(at: i, scale)), startAnchor: start.anchor, startLocation: start.location)
        }, starts: { abs($0.magnification - 1) >= minimumScaleDelta })
    }
}

/// A gesture that recognises a magnification motion, as SwiftUI's older `MagnificationGesture`: a
/// `MagnifyGesture` whose value is the magnification alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture, Sendable {
    /// The relative amount the gesture has magnified by.
    public typealias Value = CGFloat
    /// The change of scale, from 1, that starts the gesture.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture starting once the scale has changed by `minimumScaleDelta` (0.01 by default).
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func recognizeAny(_ touch: Touch) -> Any {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).recognize(touch).map(\.magnification)
    }
}
