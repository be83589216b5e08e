// overlay, background and mask: a second view laid out in the first one's
// frame (offered its size, placed by alignment), drawn in front, behind,
// or used as an alpha mask. The first view alone decides the size.
import Foundation
import Geometry

final class SecondaryNode: WrapperNode {
    enum Role { case overlay, background, mask }
    private(set) var secondary: Node
    /// Builds the second view from the first once that is placed
    /// (`overlayPreferenceValue`: preferences are read after layout).
    private let makeSecondary: ((Node) -> Node)?
    let alignment: Alignment
    let role: Role

    init(_ child: Node, secondary: Node, alignment: Alignment, role: Role) {
        self.secondary = secondary
        makeSecondary = nil
        self.alignment = alignment
        self.role = role
        super.init(child)
    }

    /// A second view made from the placed first one by `make`.
    init(_ child: Node, alignment: Alignment, role: Role, make: @escaping (Node) -> Node) {
        secondary = Node()
        makeSecondary = make
        self.alignment = alignment
        self.role = role
        super.init(child)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        child.place(in: rect, proposal: proposal)
        if let makeSecondary { secondary = makeSecondary(child) }
        placeAligned(secondary, in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment)
    }

    /// The second view's preferences follow the first one's.
    override var preferenceSources: [Node] { [child, secondary] }

    override func draw(_ context: inout GraphicsContext) {
        switch role {
        case .overlay:
            var a = context, b = context
            child.draw(&a)
            secondary.draw(&b)
        case .background:
            var a = context, b = context
            secondary.draw(&b)
            child.draw(&a)
        case .mask:
            var c = context
            let mask = secondary
            c.clipToLayer { mask.draw(&$0) }
            child.draw(&c)
        }
    }
}

public struct _SecondaryContentModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    let role: SecondaryNode.Role

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        return nodes.enumerated().map { i, node in
            let s = secondary.resolveSingle(context.child("secondary").child(i))
            return SecondaryNode(node, secondary: s, alignment: alignment, role: role)
        }
    }
}

extension View {
    /// Draws `content` in front of the view, in its frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, role: .overlay))
    }

    /// Draws `overlay` in front of the view, in its frame.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: overlay, alignment: alignment, role: .overlay))
    }

    /// Fills the view's frame in front of it with `style` in `shape`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(_ShapeView(shape: shape, style: style, fillStyle: fillStyle))
    }

    /// Draws `content` behind the view, in its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryContentModifier(secondary: content(), alignment: alignment, role: .background))
    }

    /// Draws `background` behind the view, in its frame.
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryContentModifier(secondary: background, alignment: alignment, role: .background))
    }

    /// Fills `shape` in the view's frame with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(_ShapeView(shape: shape, style: style, fillStyle: fillStyle))
    }

    /// Fills the view's frame with `style`, behind the view.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(_ShapeView(shape: Rectangle(), style: style))
    }

    /// Fills `shape` in the view's frame with the foreground style, behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(_ShapeView(shape: shape, style: ForegroundStyle(), fillStyle: fillStyle))
    }

    /// Shows the view only where `mask` is opaque.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        modifier(_SecondaryContentModifier(secondary: mask(), alignment: alignment, role: .mask))
    }

    /// Shows the view only where `mask` is opaque.
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(_SecondaryContentModifier(secondary: mask, alignment: .center, role: .mask))
    }
}
