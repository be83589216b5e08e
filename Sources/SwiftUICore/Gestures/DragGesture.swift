import Foundation

/// A dragging motion, as SwiftUI's `DragGesture`: it starts once the touch
/// has moved `minimumDistance` points, reports a value at every sample of
/// the touch after that (`onChanged`), and ends when the touch lifts
/// (`onEnded`, with the last sample's value).
public struct DragGesture: Gesture, PrimitiveGesture, Sendable {
    /// The attributes of a drag at one moment.
    public struct Value: Equatable, Sendable {
        /// The moment of this event (render time t as seconds after the reference date).
        public var time: Date
        /// The location of the drag's current event.
        public var location: CGPoint
        /// The location of the drag's first event (the touch down).
        public var startLocation: CGPoint
        /// Points per second, from the last two events.
        public var velocity: CGSize

        /// `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would come to rest if the finger lifted now, coasting
        /// as a scroll view at its normal deceleration does (an approximation:
        /// SwiftUI does not document its prediction; here velocity × 0.499 s,
        /// the distance a 0.998-per-millisecond decay covers).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.coast, y: location.y + velocity.height * Self.coast)
        }

        /// `predictedEndLocation - startLocation`.
        public var predictedEndTranslation: CGSize {
            let p = predictedEndLocation
            return CGSize(width: p.x - startLocation.x, height: p.y - startLocation.y)
        }

        /// Seconds of velocity a coasting drag travels: 0.998 / (1000 × (1 − 0.998)).
        static let coast: CGFloat = 0.998 / (1000 * (1 - 0.998))
    }

    /// Points the touch moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The space values are reported in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance` points (10 by default, as SwiftUI's), reporting locations in
    /// `coordinateSpace` (a named space reports root coordinates here).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    func recognizeAny(_ touch: Touch) -> Any {
        var e = GestureEvents<Value>()
        let start = touch.point(touch.down.location, in: coordinateSpace)
        var started = false
        var last: Value?
        for (i, s) in touch.samples.enumerated() {
            if !started {
                // A zero minimum starts at the touch down itself.
                guard minimumDistance <= 0 || touch.farthestDistance(through: i) >= minimumDistance else { continue }
                started = true
            }
            var velocity = CGSize.zero
            if i > 0 {
                let p = touch.samples[i - 1], dt = s.time - p.time
                if dt > 0 { velocity = CGSize(width: (s.location.x - p.location.x) / dt, height: (s.location.y - p.location.y) / dt) }
            }
            let v = Value(time: Date(timeIntervalSinceReferenceDate: s.time), location: touch.point(s.location, in: coordinateSpace),
                          startLocation: start, velocity: velocity)
            e.events.append(.init(time: s.time, kind: .changed, value: v))
            last = v
        }
        if let last { e.events.append(.init(time: touch.up.time, kind: .ended, value: last)) }
        e.events.append(.init(time: touch.up.time, kind: .reset, value: nil))
        return e
    }
}
