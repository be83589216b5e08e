// What views render as: SwiftUI's view layer, headless.
//
// A view is a value describing part of a picture; `body` composes other
// views; primitive views (shapes, text, stacks, modifiers…) become layout
// nodes when a render resolves the tree (View -> Node, Layout/Node.swift).
// Layout is SwiftUI's proposal/response model: a parent proposes a
// `ProposedViewSize`, the child chooses its size, the parent places it.
// Numbers SwiftUI leaves to the platform take iOS's common values: 8 points
// between stack neighbours, 16 points of default padding, 10 × 10 ideal size
// for shapes and colors. Frames are exact; drawing snaps each leaf's edges
// to the pixel grid (rounding both edges to the nearest pixel) as SwiftUI
// does, so adjacent views share edges without seams.
//
// Animation (Animation/AnimationSites.swift): every animatable value in the
// tree is a site keyed by its structural identity; scripted state changes
// (`ViewAnimation`, `withAnimation`) retarget each site's `AnimatedValue`.
//
// Differences from SwiftUI, by construction: views are not
// main-actor bound; state changes come from scripts and `onAppear`, not
// events; left-to-right layout only.
import Foundation

/// A view the renderer knows how to turn into layout nodes directly.
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node]
}

extension View {
    /// The nodes of this view: a primitive makes its own, any other view
    /// is its body's. Views that are `Animatable` are interpolated first.
    func resolve(_ context: ResolveContext) -> [Node] {
        guard let memo = context.memo else { return resolveAfresh(context) }
        return memo.nodes(Self.self, context) { resolveAfresh(context) }
    }

    /// The nodes of this view, made now (not taken from the memo).
    private func resolveAfresh(_ context: ResolveContext) -> [Node] {
        let view = context.animate(self, slot: .view)
        if let primitive = view as? any PrimitiveView { return primitive.makeNodes(context) }
        if let shape = view as? any Shape { return filledShapeNodes(shape, context) }
        func evaluate() -> Result<Body, ViewRenderError> {
            EnvironmentContext.$current.withValue(context.environment) {
                // A missing environment object: the body is not run (its
                // getter would have nothing to return), the render fails.
                if let problem = bindDynamicProperties(of: view, at: context.path, in: context.environment) {
                    return .failure(problem)
                }
                return .success(view.body)
            }
        }
        // A body is a function of the view, its environment and its state:
        // while an animation runs elsewhere in the tree it is not evaluated
        // again (as in SwiftUI), only resolved with this frame's values.
        // A body is evaluated when its state is committed; the frames of that
        // state take it from there (AnimationSites.evaluated(for:key:_:)).
        let evaluated = context.memo?.body(Self.self, context, { context.body(of: view, evaluate) }) ?? context.body(of: view, evaluate)
        let body: Body
        switch evaluated {
        case .success(let b): body = b
        case .failure(let problem): return [ProblemNode(problem)]
        }
        // The body is one level down, so its sites never meet this view's.
        // An Animatable view's body follows its interpolated value (see
        // `ResolveContext.followsInterpolatedValue`).
        var bodyContext = context.child(BodyID())
        if hasAnimatableData(view) { bodyContext.followsInterpolatedValue = true }
        return body.resolve(bodyContext)
    }

    /// One node: several are stacked in an implicit container (`ZStack`
    /// for overlays, masks and backgrounds; `VStack` at a render's root).
    func resolveSingle(_ context: ResolveContext, implicit axis: Axis? = nil) -> Node {
        let nodes = resolve(context)
        if nodes.count == 1 { return nodes[0] }
        if let axis { return StackNode(axis: axis, alignment: axis == .vertical ? .hCenter : .vCenter, spacing: nil, children: nodes) }
        return ZStackNode(alignment: .center, children: nodes)
    }
}

/// The path component of a custom view's body.
struct BodyID: Hashable {}

/// Resolves an existential view (type opened at the call).
func resolveAny(_ view: any View, _ context: ResolveContext) -> [Node] {
    view.resolve(context)
}

/// A view that shows nothing and takes no space.
extension EmptyView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node] { [] }
}

extension TupleView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        for (i, child) in children.enumerated() { nodes += resolveAny(child, context.child(i)) }
        return nodes
    }
}

/// Views grouped without a layout of their own: their parent lays them out
/// and modifiers on the group apply to each, as SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// The grouped views.
    public var content: Content
    /// Groups the builder's views; modifiers on the group apply to each of them.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ context: ResolveContext) -> [Node] { content.resolve(context) }
}

extension AnyView: PrimitiveView {
    // A different erased type is a different view: its animations restart.
    func makeNodes(_ context: ResolveContext) -> [Node] { resolveAny(view, context.child(AnyHashable(type))) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        switch self {
        case .some(let v): return context.resolvePresence([(1, v)])
        case .none: return context.resolvePresence([])
        }
    }
}

/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits: horizontal 1, vertical 2.
        public let rawValue: Int8
        /// The set whose bits are `rawValue` (see `rawValue`).
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis alone.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis alone.
        public static let vertical = Set(rawValue: 2)
    }
}
