import Foundation

/// A modifier that makes a new view from a view, as SwiftUI's
/// `ViewModifier`: write `body(content:)` and apply it with `.modifier(_:)`.
public protocol ViewModifier {
    /// The type of view `body(content:)` makes.
    associatedtype Body: View
    /// The content placeholder `body(content:)` receives.
    typealias Content = _ViewModifier_Content<Self>
    /// The view that replaces `content` (the modified view) wherever this modifier is applied.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers are drawn by the renderer; calling this traps.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A modifier the renderer implements directly.
protocol PrimitiveModifier {
    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node]
}

/// A primitive modifier that resolves its content in the very context it is
/// given and only wraps the content's nodes: its animated values change its
/// own node, never its content (frames, padding, render effects), so an
/// animating frame does not make the view inside it be resolved again
/// (Rendering/SubtreeMemo.swift).
protocol PassesContextThrough: PrimitiveModifier {}

/// The view a modifier was applied to, inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    /// The path of the modifier whose content this is (see `ModifierContents`).
    let owner: [AnyHashable]
    func makeNodes(_ context: ResolveContext) -> [Node] { context.modifierContents?.content(of: owner)?(context) ?? [] }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The view the modifier applies to.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier
    /// `content` with `modifier` applied; `view.modifier(m)` makes one.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        let modifier = context.animate(self.modifier, slot: .modifier)
        let content = self.content
        // Asked only where it matters: the modifier's own site animates.
        let passThrough = context.reuse == .changed && (modifier is any PassesContextThrough || modifier is any GeometryEffect)
        let outerFollows = context.followsInterpolatedValue
        let make: ResolveContext.Content = {
            var c = $0.child(0, passThrough: passThrough)
            c.followsInterpolatedValue = outerFollows  // the content is the modifier's, not its body's
            return content.resolve(c)
        }
        if let primitive = modifier as? any PrimitiveModifier { return primitive.makeNodes(content: make, context) }
        if let effect = modifier as? any GeometryEffect { return effect.makeEffectNodes(content: make, context) }
        let owner = context.path
        // As a view's body: evaluated when the modifier or the state it
        // reads changed, kept for the frames of that commit. Its content
        // placeholder finds this frame's content (`ModifierContents`).
        let evaluated = context.modifierBody(of: modifier) {
            EnvironmentContext.$current.withValue(context.environment) { () -> Result<Modifier.Body, ViewRenderError> in
                // A modifier's `@State`, `@Environment` and models are its own,
                // kept at its place in the tree as a view's are.
                if let problem = bindDynamicProperties(of: modifier, at: context.path, in: context.environment) {
                    return .failure(problem)
                }
                return .success(modifier.body(content: _ViewModifier_Content(owner: owner)))
            }
        }
        let body: Modifier.Body
        switch evaluated {
        case .success(let b): body = b
        case .failure(let problem): return [ProblemNode(problem)]
        }
        // An AnimatableModifier's body is built from its interpolated value:
        // the sites in it follow that value. Were they to animate the change
        // themselves, a second change would start them from the value the
        // first commit left them (the card that flips over snaps back).
        var bodyContext = context.child(1)
        bodyContext.modifierContents = ModifierContents(owner: owner, make: make, outer: context.modifierContents)
        if hasAnimatableData(modifier) { bodyContext.followsInterpolatedValue = true }
        return body.resolve(bodyContext)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The inner modifier (`content`) applied first, then the outer one: `a.concat(b)` is `b` around `a`.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
