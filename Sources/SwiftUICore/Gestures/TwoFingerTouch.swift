// What the two-finger gestures (MagnifyGesture, RotateGesture and their
// older spellings) read from a touch: at each sample, how far apart the
// fingers are and how far the line joining them has turned since the touch
// down, and the one recognition rule they share: nothing until the measure
// has moved its minimum from where it began, then a change at every sample,
// the end (with the last value) and the reset at the lift. A one-finger
// touch never starts them.
import Foundation
import Geometry

extension Touch {
    /// At each sample of a two-finger touch: the distance between the fingers, and the turn (radians,
    /// clockwise on screen as y points down, whole turns counted) of the line from the first finger to the
    /// second since the touch down; nil for a one-finger touch.
    var fingerMeasures: [(distance: CGFloat, turn: Double)]? {
        guard hasTwoFingers else { return nil }
        var result: [(distance: CGFloat, turn: Double)] = []
        var turn = 0.0
        var previous: CGVector?
        for s in samples {
            guard let (a, b) = s.fingers else { return nil }
            let v = CGVector(dx: b.x - a.x, dy: b.y - a.y)
            // The turn accumulates sample to sample, so it goes past ±180°.
            if let p = previous { turn += atan2(p.dx * v.dy - p.dy * v.dx, p.dx * v.dx + p.dy * v.dy) }
            previous = v
            result.append((hypot(v.dx, v.dy), turn))
        }
        return result
    }

    /// The midpoint of the fingers at the touch down in the gesture view's own coordinates, and as a unit
    /// point of its bounds (`startLocation`, `startAnchor`).
    var localStart: (location: CGPoint, anchor: UnitPoint) {
        let p = toLocal(down.location)
        let size = localBounds.size
        return (p, UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0))
    }

    /// A two-finger gesture's events: `value(i, measures)` at every sample `i` from the first whose value
    /// `starts` the gesture (its measure has moved its minimum), as changes; the end with the last value and
    /// the reset at the lift. Nothing but the reset when the touch has one finger or never moves that far.
    func twoFingerEvents<V>(value: (_ index: Int, _ measures: [(distance: CGFloat, turn: Double)]) -> V,
                            starts: (V) -> Bool) -> GestureEvents<V> {
        var e = GestureEvents<V>()
        if let m = fingerMeasures, m[0].distance > 0 {
            var last: V?, started = false
            for i in samples.indices {
                let v = value(i, m)
                if !started, !starts(v) { continue }
                started = true
                e.events.append(.init(time: samples[i].time, kind: .changed, value: v))
                last = v
            }
            if let last { e.events.append(.init(time: up.time, kind: .ended, value: last)) }
        }
        e.events.append(.init(time: up.time, kind: .reset, value: nil))
        return e
    }

    /// The rate of change of `f` per second at sample `i`, from the last two samples (0 at the first).
    func rate(at i: Int, _ f: (Int) -> Double) -> Double {
        guard i > 0 else { return 0 }
        let dt = samples[i].time - samples[i - 1].time
        return dt > 0 ? (f(i) - f(i - 1)) / dt : 0
    }
}
