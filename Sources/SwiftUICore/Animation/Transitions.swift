// Insertion and removal, SwiftUI's way: a view that appears inside an
// animated transaction comes in through its transition (opacity by
// default), and one that disappears stays in the tree, in its place, while
// its transition runs backwards. The places where views come and go are
// the children of `if`/`else`, optionals and `ForEach`.
import Foundation
import Geometry

/// How a view enters and leaves, as SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    /// Applies the transition at `amount` (1: fully present, 0: fully
    /// inserted-from or removed-to) to a node; `inserting` tells which way;
    /// the context is where the node was resolved (for transitions made of
    /// views).
    let apply: @Sendable (_ node: Node, _ amount: Double, _ inserting: Bool, _ context: ResolveContext) -> [Node]
    /// The animation attached by `animation(_:)`: it runs the transition
    /// instead of the transaction's.
    var animation: Animation?

    init(resolving apply: @escaping @Sendable (Node, Double, Bool, ResolveContext) -> [Node]) {
        self.apply = apply
    }

    init(_ apply: @escaping @Sendable (_ node: Node, _ amount: Double, _ inserting: Bool) -> Node) {
        self.apply = { node, amount, inserting, _ in [apply(node, amount, inserting)] }
    }

    /// Fades in and out.
    public static let opacity = AnyTransition { node, amount, _ in
        EffectNode(node) { c, _, draw in
            c.opacity *= max(0, min(1, amount))
            draw(&c)
        }
    }

    /// No visible transition.
    public static let identity = AnyTransition { node, _, _ in node }

    /// Grows from (and shrinks to) `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { node, amount, _ in
            let s = scale + (1 - scale) * CGFloat(amount)
            let geometry = _ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor).effectValue
            return EffectNode(node, geometry: geometry) { c, frame, draw in
                applyAround(&c, frame: frame, anchor: anchor, CGAffineTransform(scaleX: s, y: s))
                draw(&c)
            }
        }
    }

    /// Grows from (and shrinks to) nothing around the centre.
    public static var scale: AnyTransition { .scale(scale: 0) }

    /// Moves by `offset` when absent.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition { node, amount, _ in
            let moved = CGAffineTransform(translationX: offset.width * (1 - amount), y: offset.height * (1 - amount))
            return EffectNode(node, geometry: { _ in ProjectionTransform(moved) }) { c, _, draw in
                c.translateBy(x: offset.width * (1 - amount), y: offset.height * (1 - amount))
                draw(&c)
            }
        }
    }

    /// Moves by (x, y) when absent.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }

    /// Slides in from `edge` by the view's own size (and out to it).
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition { node, amount, _ in
            let k = 1 - amount
            func moved(_ size: CGSize) -> CGSize {
                switch edge {
                case .leading: CGSize(width: -size.width * k, height: 0)
                case .trailing: CGSize(width: size.width * k, height: 0)
                case .top: CGSize(width: 0, height: -size.height * k)
                case .bottom: CGSize(width: 0, height: size.height * k)
                }
            }
            return EffectNode(node, geometry: { _OffsetEffect(offset: moved($0)).effectValue(size: $0) }) { c, frame, draw in
                let d = moved(frame.size)
                c.translateBy(x: d.width, y: d.height)
                draw(&c)
            }
        }
    }

    /// In from the leading edge, out to the trailing edge.
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Moves in from `edge` while fading in, and out towards the opposite
    /// edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
        return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                           removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(resolving: { node, amount, inserting, context in
            inserting ? insertion.apply(node, amount, true, context) : removal.apply(node, amount, false, context)
        })
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        var both = AnyTransition(resolving: { node, amount, inserting, context in
            first.apply(node, amount, inserting, context).flatMap { other.apply($0, amount, inserting, context) }
        })
        both.animation = other.animation ?? animation
        return both
    }

    /// This transition run by `animation` whenever it runs, whatever the
    /// transaction's animation (none included).
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.animation = animation
        return t
    }
}

public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transition: AnyTransition

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        for n in nodes { n.transition = transition }
        return nodes
    }
}

extension View {
    /// How this view enters and leaves when an animated change inserts or
    /// removes it (the default is `.opacity`).
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }
}

/// One child of a place where views come and go, while it is present or
/// being removed.
struct PresenceRecord {
    var view: any View
    /// Its index among its siblings when last present.
    var order: Int
    var amount: AnimatedValue<Double>
    var removed: Bool
    /// The animation attached to its transition, which runs its removal.
    var transitionAnimation: Animation?
}

extension ResolveContext {
    /// The nodes of the children of a place where views come and go
    /// (`self.path` is the place): each present child is resolved at
    /// `path + [id]`, and children removed by an animated change are added
    /// back in their old place while their transition runs.
    func resolvePresence(_ children: [(id: AnyHashable, view: any View)]) -> [Node] {
        // A frame that knows no child here comes or goes now skips asking.
        let moving = memo?.hasAnimatingSite(at: pathHash) ?? true
        sites.meetSlot(path)
        var groups: [(order: Int, nodes: [Node])] = []
        for (i, child) in children.enumerated() {
            let context = self.child(child.id)
            var nodes = resolveAny(child.view, context)
            let attached = nodes.lazy.compactMap { $0.transition?.animation }.first
            sites.present(slot: path, id: child.id, view: child.view, order: i, animation: animation,
                          transitionAnimation: attached)
            if moving, let amount = sites.transitionAmount(slot: path, id: child.id) {
                nodes = nodes.flatMap { ($0.transition ?? .opacity).apply($0, amount, true, context) }
            }
            groups.append((i, nodes))
        }
        for removed in moving ? sites.removedChildren(of: path) : [] {
            let context = self.child(removed.id)
            let nodes = resolveAny(removed.view, context).flatMap {
                ($0.transition ?? .opacity).apply($0, removed.amount, false, context)
            }
            let at = min(removed.order, groups.count)
            groups.insert((removed.order, nodes), at: at)
        }
        return groups.flatMap(\.nodes)
    }
}
