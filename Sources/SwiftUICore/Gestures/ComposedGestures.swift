// Gestures made of two gestures, as Apple's "Composing SwiftUI gestures"
// describes them: at the same time (`simultaneously(with:)`), one after the
// other (`sequenced(before:)`, the second receiving the touch only once the
// first has succeeded) and one instead of the other (`exclusively(before:)`,
// the first taking precedence). The parts' own callbacks run at their
// times as before; the composed gesture adds events of its own, with its
// composed value, for the callbacks attached to it.
import Foundation

extension GestureEvents {
    /// The events of a part as callbacks only: the composed gesture's own
    /// callbacks never attach to them, nor does their end count as its.
    static func passive<Part>(_ part: GestureEvents<Part>) -> [Event] {
        part.events.map { Event(time: $0.time, kind: .part, value: nil, callbacks: $0.callbacks) }
    }

    /// The time of the first `.ended` event, if the gesture succeeds.
    var endTime: Double? { events.first { $0.kind == .ended }?.time }
}

/// A gesture containing two gestures that can happen at the same time,
/// neither preceding the other, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The values of both gestures (nil for one that has none yet).
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of the two gestures.
    public var first: First
    /// The second of the two gestures.
    public var second: Second

    /// Both gestures, recognised at once.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    // Each change of either part is a change of the whole, with the latest
    // value of each; the whole ends when the last part that succeeds ends.
    func recognizeAny(_ touch: Touch) -> Any {
        let a = first.recognize(touch), b = second.recognize(touch)
        var e = GestureEvents<Value>()
        e.events = GestureEvents<Value>.passive(a) + GestureEvents<Value>.passive(b)
        var value = Value()
        var changes: [(time: Double, order: Int, apply: (inout Value) -> Void)] = []
        for (i, ev) in a.events.enumerated() where ev.kind == .changed || ev.kind == .ended {
            if let v = ev.value { changes.append((ev.time, i, { $0.first = v })) }
        }
        for (i, ev) in b.events.enumerated() where ev.kind == .changed || ev.kind == .ended {
            if let v = ev.value { changes.append((ev.time, a.events.count + i, { $0.second = v })) }
        }
        let ends = [a.endTime, b.endTime].compactMap { $0 }
        let end = ends.max()
        for change in changes.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) where change.time <= end ?? .infinity {
            change.apply(&value)
            e.events.append(.init(time: change.time, kind: .changed, value: value))
        }
        if let end { e.events.append(.init(time: end, kind: .ended, value: value)) }
        e.events.append(.init(time: touch.up.time, kind: .reset, value: nil))
        return e
    }
}

/// A gesture that's a sequence of two gestures, as SwiftUI's
/// `SequenceGesture`: the second receives the touch only after the first
/// succeeds, from that moment on.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Whether the first gesture has ended, so the second can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended (with its value); the second's value, once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in the sequence.
    public var first: First
    /// The second gesture in the sequence.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizeAny(_ touch: Touch) -> Any {
        let a = first.recognize(touch)
        var e = GestureEvents<Value>()
        e.events = GestureEvents<Value>.passive(a)
        for ev in a.events where ev.kind == .changed && ev.time < (a.endTime ?? .infinity) {
            if let v = ev.value { e.events.append(.init(time: ev.time, kind: .changed, value: .first(v))) }
        }
        guard let firstEnd = a.events.first(where: { $0.kind == .ended }), let firstValue = firstEnd.value else {
            e.events.append(.init(time: touch.up.time, kind: .reset, value: nil))
            return e
        }
        e.events.append(.init(time: firstEnd.time, kind: .changed, value: .second(firstValue, nil)))
        // The rest of the touch, from the first's end where the finger is then.
        let held = touch.samples.last { $0.time <= firstEnd.time } ?? touch.down
        var rest = touch
        rest.samples = [.init(time: firstEnd.time, location: held.location, fingers: held.fingers)] + touch.samples.filter { $0.time > firstEnd.time }
        let b = second.recognize(rest)
        e.events += GestureEvents<Value>.passive(b)
        for ev in b.events where ev.kind == .changed || ev.kind == .ended {
            if let v = ev.value { e.events.append(.init(time: ev.time, kind: ev.kind, value: .second(firstValue, v))) }
        }
        e.events.append(.init(time: touch.up.time, kind: .reset, value: nil))
        return e
    }
}

/// A gesture that consists of two gestures where only one of them can
/// succeed, the first taking precedence, as SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which of the two gestures succeeded, with its value.
    public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// `first`, or `second` when `first` does not succeed.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    // Known in advance: the first's events when it succeeds, else the
    // second's (the first's own callbacks, made while it was trying, still run).
    func recognizeAny(_ touch: Touch) -> Any {
        let a = first.recognize(touch)
        if a.recognized { return a.map { Value.first($0) } }
        var e = second.recognize(touch).map { Value.second($0) }
        e.events = GestureEvents<Value>.passive(a) + e.events
        return e
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines this gesture with `other` so both can be recognised at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences this gesture before `other`: `other` receives the touch only after this one succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines this gesture with `other`, giving this one precedence: only one of them succeeds.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
