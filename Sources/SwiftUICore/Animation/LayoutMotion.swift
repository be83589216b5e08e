// Layout changes under an animation, for containers built from a `Layout`
// value (`AnyLayout` switching from a row to a column, a custom layout's
// non-animatable parameter). Values that animate move the layout by
// themselves, frame by frame; a new layout value does not, so at a commit
// the children are also laid out with the previous layout value in the
// same place, and every child whose frame differs moves from its old frame
// to its new one with the change's animation (as SwiftUI animates the
// positions and sizes a layout gives). Without an animation they jump.
import Foundation

/// What each child's frame still has to cover, by child index (the jumps
/// its layout made, animated away), and the last layout value, to compare
/// the next with.
struct LayoutMotionRecord<L: Layout> {
    var layout: L
    var gaps: [Int: AnimatedValue<CGRect.AnimatableData>] = [:]
}

/// A container built from a layout value, whose children are moved off
/// their laid-out frames by what a layout change still has to cover.
final class LayoutMotionNode: WrapperNode {
    /// The running gaps at this frame's time, by child index.
    let gaps: [Int: CGRect.AnimatableData]
    private(set) var placedProposal = ProposedViewSize.unspecified

    init(_ container: Node, gaps: [Int: CGRect.AnimatableData]) {
        self.gaps = gaps
        super.init(container)
    }

    var children: [Node] { (child as? ContainerNode)?.children ?? [] }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placedProposal = proposal
        child.place(in: rect, proposal: proposal)
        let children = self.children
        for (i, gap) in gaps where i < children.count {
            var at = children[i].frame
            at.animatableData += gap
            children[i].place(in: at, proposal: ProposedViewSize(at.size))
        }
    }
}

extension _LayoutView {
    /// Wraps the container so that a change of layout value animates its children's frames.
    func withLayoutMotion(_ container: Node, _ context: ResolveContext) -> Node {
        let sites = context.sites
        let key = SiteKey(path: context.path, slot: .layoutMotion)
        let record = sites.record(key, as: LayoutMotionRecord<L>.self)
        let time = sites.time
        var running: [Int: CGRect.AnimatableData] = [:]
        if sites.mode == .present {
            for (i, gap) in record?.gaps ?? [:] where gap.isAnimating(at: time) { running[i] = gap.value(at: time) - gap.target }
            // The node moves its children by the frame's time (not kept between frames).
            if record?.gaps.isEmpty == false { context.memo?.noteFrameDependence() }
        }
        let node = LayoutMotionNode(container, gaps: running)
        guard sites.mode == .commit else { return node }
        sites.keep(LayoutMotionRecord(layout: layout, gaps: record?.gaps ?? [:]), key: key)
        guard let previous = record?.layout else { return node }
        let animation = context.animation
        sites.afterLayout.append { [layout] in
            let children = node.children
            func relative() -> [CGRect] { children.map { $0.frame.offsetBy(dx: -container.frame.minX, dy: -container.frame.minY) } }
            let now = relative()
            // The same children as the previous layout value places them
            // here; then the container is placed again as it was.
            let axes = children.map(\.stackAxis)
            _LayoutView.container(previous, children)?.place(in: container.frame, proposal: node.placedProposal)
            let before = relative()
            for (c, axis) in zip(children, axes) { c.stackAxis = axis }
            container.place(in: container.frame, proposal: node.placedProposal)
            var gaps = record?.gaps ?? [:]
            for i in children.indices {
                let jump = now[i].animatableData - before[i].animatableData
                guard jump.magnitudeSquared > 0 else { continue }
                var gap = gaps[i] ?? AnimatedValue(.zero)
                gap.set(gap.target + jump, animation: animation, at: time)
                gaps[i] = gap
            }
            sites.keep(LayoutMotionRecord(layout: layout, gaps: gaps), key: key)
        }
        return node
    }

    /// The container a layout value makes of `children` (as `makeNodes` does).
    static func container(_ layout: L, _ children: [Node]) -> Node? {
        if let builtIn = layout as? any NodeMakingLayout { return builtIn.makeNode(children: children) }
        return LayoutNode(layout, children: children)
    }
}
