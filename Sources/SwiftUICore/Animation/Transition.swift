// SwiftUI's `Transition` protocol (iOS 17): a transition is a body of
// modifiers for each phase. A view transitioning at amount a (0: at the
// willAppear/didDisappear end, 1: identity) is drawn through the phase's
// body with every animatable value in it moved the fraction a of the way to
// its value in the identity body, which is what an animation of the phase
// change shows in SwiftUI.
import Foundation

/// Which stage of a transition a view is in, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the appearance animated from.
    case willAppear
    /// In the hierarchy: the steady appearance.
    case identity
    /// Being removed: the appearance animated to.
    case didDisappear

    /// Whether the transition should leave the view unchanged.
    public var isIdentity: Bool { self == .identity }

    /// −1 for `willAppear`, 0 for `identity`, 1 for `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// Properties of a transition, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    /// Whether the transition changes the view's look only through
    /// animatable values (always the case here).
    public var hasMotion: Bool
    /// Properties with `hasMotion` (true by default).
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view changes as it is inserted and removed, as SwiftUI's
/// `Transition`: write `body(content:phase:)` and apply it with
/// `.transition(_:)`.
public protocol Transition {
    /// The type of view `body(content:phase:)` makes.
    associatedtype Body: View
    /// The view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
    /// The view as it looks in `phase`: `.identity` when fully present, `.willAppear` before insertion and
    /// `.didDisappear` after removal; the animation interpolates between them.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// The transition's properties (default: `hasMotion` true).
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// `hasMotion` true.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> AnyTransition {
        AnyTransition(self).combined(with: AnyTransition(other))
    }

    /// This transition run by `animation` whenever it runs.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(self).animation(animation) }
}

extension AnyTransition {
    /// Erases `transition`'s type.
    public init<T: Transition>(_ transition: T) {
        // Held as an existential and opened inside, so that the closure
        // captures no metatype of T (metatypes are not Sendable).
        nonisolated(unsafe) let transition: any Transition = transition
        self.init(resolving: { node, amount, inserting, context in
            Self.resolve(transition, node: node, amount: amount, inserting: inserting, context: context)
        })
    }

    private static func resolve<T: Transition>(_ transition: T, node: Node, amount: Double, inserting: Bool,
                                               context: ResolveContext) -> [Node] {
        let content = PlaceholderContentView<T>(nodes: [node])
        var inner = context.child("transition")
        let blend = TransitionBlend(amount: amount)
        inner.blend = blend
        _ = transition.body(content: content, phase: .identity).resolve(inner)
        blend.recording = false
        return transition.body(content: content, phase: inserting ? .willAppear : .didDisappear).resolve(inner)
    }

    /// A transition from `active` (applied while the view is absent) to
    /// `identity` (while present); their animatable data is interpolated.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }
}

struct _ModifierTransition<E: ViewModifier>: Transition {
    var active: E, identity: E
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension View {
    /// How this view enters and leaves, as a `Transition` value.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}

/// Records the animatable values of a transition's identity body, then
/// moves each value of the other phase's body towards its recorded one.
final class TransitionBlend {
    let amount: Double
    var recording = true
    private var recorded: [SiteKey: Any] = [:]

    init(amount: Double) { self.amount = max(0, min(1, amount)) }

    func visit<T>(_ value: T, key: SiteKey) -> T {
        guard let a = value as? any Animatable else { return value }
        return (blend(a, key: key) as? T) ?? value
    }

    private func blend<A: Animatable>(_ a: A, key: SiteKey) -> A {
        if recording {
            recorded[key] = a.animatableData
            return a
        }
        guard let target = recorded[key] as? A.AnimatableData else { return a }
        var step = target - a.animatableData
        step.scale(by: amount)
        var b = a
        b.animatableData = a.animatableData + step
        return b
    }
}
