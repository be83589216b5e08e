// Gestures as SwiftUI spells them, recognised from scripted touches.
//
// A render has no finger: a `ViewAnimation` script says where a touch goes
// and when (Animation/ViewAnimation+Interaction.swift). Because the whole
// touch is known when it starts, a gesture is recognised at once, as a list
// of timed events (`GestureEvents`): each event carries the callbacks the
// gesture's modifiers attached (`onChanged`, `onEnded`, `updating`), and the
// script runs them at their times, in the view's own state context.
import Foundation

/// An instance that matches a sequence of events to a gesture, as SwiftUI's
/// `Gesture`: build one from `TapGesture`, `LongPressGesture`,
/// `DragGesture` and their modifiers, or compose your own in `body`.
public protocol Gesture<Value> {
    /// The type of value the gesture reports as it changes and ends.
    associatedtype Value
    /// The type of gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of (primitive gestures have none).
    var body: Body { get }
}

extension Never: Gesture {
    /// Never has no value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures are recognised by the renderer; calling this traps.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// One scripted touch: where the finger is at each moment, in root
/// coordinates (points). The first sample is the touch down, the last the
/// lift. `tapCount` taps are made in the same place (a double tap is 2).
/// A two-finger touch carries both fingers in every sample; its `location`
/// is their midpoint, which is what one-finger gestures that accept two
/// fingers follow (a drag pans by it, as UIKit's pan recogniser does).
struct Touch {
    struct Sample {
        var time: Double
        /// The finger, or the midpoint of two.
        var location: CGPoint
        /// Both fingers, when two are down.
        var fingers: (CGPoint, CGPoint)? = nil
    }
    var samples: [Sample]
    var tapCount = 1
    /// Maps a root location into the `.local` coordinate space of the view
    /// holding the gesture (fixed at the touch down).
    var toLocal: (CGPoint) -> CGPoint = { $0 }
    /// The bounds of the view holding the gesture, in its local space.
    var localBounds = CGRect.zero

    var down: Sample { samples[0] }
    /// Whether two fingers make the touch (taps and long presses need one, as UIKit's default recognisers do).
    var hasTwoFingers: Bool { samples[0].fingers != nil }
    var up: Sample { samples[samples.count - 1] }

    /// `location` in `space` (`.local`: the gesture view's; otherwise the root's).
    func point(_ location: CGPoint, in space: CoordinateSpace) -> CGPoint {
        space == .local ? toLocal(location) : location
    }

    /// The farthest the touch strays from where it went down, up to sample `index`.
    func farthestDistance(through index: Int) -> CGFloat {
        samples[0...index].map { hypot($0.location.x - down.location.x, $0.location.y - down.location.y) }.max() ?? 0
    }
}

/// A gesture's recognition of one touch: its changes and its end (or
/// failure), each with the callbacks to run then, in order.
struct GestureEvents<Value> {
    typealias Kind = GestureEventKind
    struct Event {
        var time: Double
        var kind: Kind
        var value: Value?
        var callbacks: [() -> Void] = []
    }
    var events: [Event] = []
    /// Whether the gesture succeeds (it then excludes the gestures it has
    /// priority over).
    var recognized: Bool { events.contains { $0.kind == .ended } }

    /// The same events with values mapped by `transform` (callbacks kept).
    func map<T>(_ transform: (Value) -> T) -> GestureEvents<T> {
        GestureEvents<T>(events: events.map { .init(time: $0.time, kind: $0.kind, value: $0.value.map(transform), callbacks: $0.callbacks) })
    }

    /// Adds `callback(value)` to every event of `kind`.
    mutating func attach(_ kind: Kind, _ callback: @escaping (Value) -> Void) {
        for i in events.indices where events[i].kind == kind {
            guard let v = events[i].value else { continue }
            events[i].callbacks.append { callback(v) }
        }
    }

    /// The callbacks in time order (stable for equal times).
    var timedActions: [(time: Double, action: () -> Void)] {
        events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .flatMap { e in e.element.callbacks.map { (e.element.time, $0) } }
    }
}

/// What happens to a gesture at a moment of a touch: its value changes, it
/// ends (succeeds), or it resets (its `@GestureState` goes back); `part`:
/// an event of a part of a composed gesture, kept only for its callbacks
/// (ComposedGestures.swift).
enum GestureEventKind { case changed, ended, reset, part }

/// A gesture the renderer recognises itself.
protocol PrimitiveGesture {
    /// `GestureEvents<Value>` for `touch`.
    func recognizeAny(_ touch: Touch) -> Any
}

extension Gesture {
    /// This gesture's events for `touch`: a primitive's own, a composed
    /// gesture's body's.
    func recognize(_ touch: Touch) -> GestureEvents<Value> {
        if let p = self as? any PrimitiveGesture, let e = p.recognizeAny(touch) as? GestureEvents<Value> { return e }
        let inner = body.recognize(touch)
        if let same = inner as? GestureEvents<Value> { return same }
        return inner.map { $0 as! Value }
    }
}
