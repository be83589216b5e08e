// What hit testing sees of a view: the gestures attached to it, its hit
// area (`contentShape`), whether it takes part (`allowsHitTesting`), and
// the accessibility names a script finds it by. One node kind for all of
// them, wrapped around the modified view's node.
import Foundation
import Geometry

/// A gesture attached to a view, type-erased for hit testing.
struct AttachedGesture {
    /// How it competes with the gestures of the views around it.
    enum Priority { case normal, simultaneous, high }
    var priority: Priority
    /// The gesture's timed callbacks for a touch, and whether it succeeds.
    var recognize: (Touch) -> (recognized: Bool, actions: [(time: Double, action: () -> Void)])

    init<G: Gesture>(_ gesture: G, priority: Priority) {
        self.priority = priority
        recognize = { touch in
            let e = gesture.recognize(touch)
            return (e.recognized, e.timedActions)
        }
    }
}

final class InteractionNode: WrapperNode {
    var gestures: [AttachedGesture] = []
    /// The hit area in the view's own coordinates (nil: its content's).
    var contentShape: AnyShape?
    var allowsHitTesting = true
    var identifier: String?
    var label: String?
}

/// Configures the `InteractionNode` around each of the content's nodes.
public struct _InteractionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let configure: (InteractionNode, ResolveContext) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { node in
            let n = InteractionNode(node)
            configure(n, context)
            return n
        }
    }
}

extension View {
    func interaction(_ configure: @escaping (InteractionNode, ResolveContext) -> Void) -> some View {
        modifier(_InteractionModifier(configure: configure))
    }

    func attach<G: Gesture>(_ gesture: G, priority: AttachedGesture.Priority, mask: GestureMask) -> some View {
        interaction { node, context in
            guard context.environment.isEnabled, mask.contains(.gesture) else { return }
            node.gestures.append(AttachedGesture(gesture, priority: priority))
        }
    }
}

/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    /// The set's bits.
    public let rawValue: UInt8
    /// The mask whose bits are `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture added, not those of subviews (subviews' gestures are kept here either way).
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

extension View {
    /// Attaches `gesture`; a gesture of a subview takes precedence over it.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attach(gesture, priority: .normal, mask: mask)
    }

    /// Attaches `gesture` with precedence over the gestures of subviews.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attach(gesture, priority: .high, mask: mask)
    }

    /// Attaches `gesture` to be recognised alongside the view's other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attach(gesture, priority: .simultaneous, mask: mask)
    }

    /// Runs `action` after `count` taps on the view (on the lift of the last one).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location in `coordinateSpace` after `count` taps.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when a press lasts `minimumDuration` seconds (while still down), and
    /// `onPressingChanged` with `true` at the touch down and `false` when the press ends or fails.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressPressing(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                  pressing: onPressingChanged).onEnded { _ in action() })
    }

    /// The older spelling: `pressing` before `perform`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)?, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }

    /// Makes `shape` (in the view's own coordinates) the view's hit area.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        interaction { node, _ in node.contentShape = AnyShape(shape) }
    }

    /// Makes `shape` the area for the interactions in `kinds` (only `.interaction` matters headless).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        interaction { node, _ in if kinds.contains(.interaction) { node.contentShape = AnyShape(shape) } }
    }

    /// Whether the view and its subviews take part in hit testing: with `false`, touches go to the views behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        interaction { node, _ in node.allowsHitTesting = enabled }
    }
}

/// A long press that reports pressing changes (the `onPressingChanged` of `onLongPressGesture`).
struct LongPressPressing: Gesture, PrimitiveGesture {
    typealias Value = Bool
    let press: LongPressGesture
    let pressing: ((Bool) -> Void)?

    func recognizeAny(_ touch: Touch) -> Any {
        var e = press.recognize(touch)
        if let pressing {
            e.attach(.changed) { _ in pressing(true) }
            for i in e.events.indices where e.events[i].kind == .reset { e.events[i].callbacks.append { pressing(false) } }
        }
        return e
    }
}
