// ViewThatFits: the first of its views whose ideal size fits the offer
// along the constrained axes (the last one when none fits), as SwiftUI.
import Foundation

/// Shows the first child that fits the space offered, as SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// - Parameter axes: the axes along which a child must fit; along the
    ///   others any size is accepted.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [ViewThatFitsNode(axes: axes, children: content.resolve(context))]
    }
}

/// Measures each child at its ideal size along the constrained axes and
/// keeps the first that fits; only that child is laid out and drawn.
final class ViewThatFitsNode: Node {
    let axes: Axis.Set
    let children: [Node]
    private var chosen: Node?

    init(axes: Axis.Set, children: [Node]) {
        self.axes = axes
        self.children = children
    }

    private func choice(_ p: ProposedViewSize) -> Node? {
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                     height: axes.contains(.vertical) ? nil : p.height)
        func fits(_ n: Node) -> Bool {
            let s = n.size(for: ideal)
            return (!axes.contains(.horizontal) || s.width <= (p.width ?? .infinity))
                && (!axes.contains(.vertical) || s.height <= (p.height ?? .infinity))
        }
        return children.first(where: fits) ?? children.last
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { choice(proposal)?.size(for: proposal) ?? .zero }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        chosen = choice(proposal)
        chosen?.place(in: rect, proposal: proposal)
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        choice(proposal)?.explicitGuide(key, size: size, proposal: proposal)
    }

    /// Only the child shown passes its preferences on.
    override var preferenceSources: [Node] { chosen.map { [$0] } ?? [] }

    override func draw(_ context: inout GraphicsContext) {
        guard let chosen else { return }
        var c = context
        chosen.draw(&c)
    }
}
