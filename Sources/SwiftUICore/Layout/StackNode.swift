// HStack and VStack layout, SwiftUI's algorithm:
//
// 1. Spacing goes between neighbours first (the given spacing, or 8 points,
//    the common iOS value of SwiftUI's adaptive default, documented below).
// 2. Each child's flexibility along the axis is its size for an infinite
//    offer minus its size for a zero offer.
// 3. Children are served by descending `layoutPriority`; within a priority,
//    least flexible first, and spacers after the other views (as if of a
//    lower priority: their minimum lengths are reserved first, so a text
//    beside a spacer is offered all but the spacer's minimum and does not
//    wrap early, as in SwiftUI). Each is offered the space left divided by the
//    number of children of its priority still waiting, after reserving the
//    minimum sizes of lower-priority children; what it takes is subtracted.
// 4. Across the axis every child gets the stack's own offer, and children
//    line up on the alignment guide; the stack is as big as the union.
import Foundation

/// SwiftUI's default distance between neighbouring views in a stack when
/// `spacing` is nil. SwiftUI adapts it to the kinds of views (text to text,
/// text to image…); 8 points is the value for most pairs on iOS and the
/// one documented approximation used here for every pair.
let defaultStackSpacing: CGFloat = 8

final class StackNode: Node, ContainerNode {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat
    let children: [Node]
    private var plans = PlanMemo<Plan>()

    struct Plan {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var offsets: [CGPoint]
        var size: CGSize
    }

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? defaultStackSpacing
        self.children = children
        super.init()
        for c in children { c.stackAxis = axis }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { plan(proposal).size }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let p = plan(proposal)
        for (i, c) in children.enumerated() {
            c.place(in: CGRect(origin: CGPoint(x: rect.minX + p.offsets[i].x, y: rect.minY + p.offsets[i].y), size: p.sizes[i]),
                    proposal: p.proposals[i])
        }
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let p = plan(proposal)
        if key.isCustom {
            return mergedCustomGuide(key, children: children, sizes: p.sizes, offsets: p.offsets, proposals: p.proposals)
        }
        guard key.isBaseline, !children.isEmpty else { return nil }
        let i = key == .firstBaseline ? 0 : children.count - 1
        return p.offsets[i].y + children[i].guide(key, size: p.sizes[i], proposal: p.proposals[i])
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
    override var preferenceSources: [Node] { children }

    private func plan(_ proposal: ProposedViewSize) -> Plan { plans.plan(proposal, makePlan) }

    private func makePlan(_ proposal: ProposedViewSize) -> Plan {
        let n = children.count
        guard n > 0 else { return Plan(proposals: [], sizes: [], offsets: [], size: .zero) }
        let across = proposal[axis.other]
        let totalSpacing = spacing * CGFloat(n - 1)
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(axis: axis, along: nil, across: across), count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        if let along = proposal[axis] {
            // Plain loops: layout runs this for every stack of every frame.
            var minAlong = [CGFloat](repeating: 0, count: n), flexibility = [CGFloat](repeating: 0, count: n)
            // Spacers rank half a step below the views of their priority.
            var rank = [Double](repeating: 0, count: n)
            for i in 0..<n {
                let c = children[i]
                minAlong[i] = c.size(for: ProposedViewSize(axis: axis, along: 0, across: across))[axis]
                flexibility[i] = c.size(for: ProposedViewSize(axis: axis, along: .infinity, across: across))[axis] - minAlong[i]
                rank[i] = c.layoutPriority - (c.isSpacer ? 0.5 : 0)
            }
            var remaining = along - totalSpacing
            let priorities = rank.sorted(by: >)
            var group: [Int] = []
            group.reserveCapacity(n)
            var previous: Double?
            for priority in priorities where priority != previous {
                previous = priority
                group.removeAll(keepingCapacity: true)
                for i in 0..<n where rank[i] == priority { group.append(i) }
                // Least flexible first; ties keep the children's order.
                group.sort { a, b in flexibility[a] < flexibility[b] || (flexibility[a] == flexibility[b] && a < b) }
                var reserved: CGFloat = 0
                for i in 0..<n where rank[i] < priority { reserved += minAlong[i] }
                var available = remaining - reserved
                var waiting = group.count
                for i in group {
                    let offer = max(0, available / CGFloat(waiting))
                    proposals[i] = ProposedViewSize(axis: axis, along: offer, across: across)
                    sizes[i] = children[i].size(for: proposals[i])
                    available -= sizes[i][axis]
                    waiting -= 1
                }
                var taken: CGFloat = 0
                for i in group { taken += sizes[i][axis] }
                remaining -= taken
            }
        } else {
            for i in 0..<n { sizes[i] = children[i].size(for: proposals[i]) }
        }

        // Dividers in a stack offered no size across span the others.
        if across == nil, children.contains(where: \.spansStack) {
            let extent = (0..<n).filter { !children[$0].spansStack }.map { sizes[$0][axis.other] }.max() ?? 0
            for i in 0..<n where children[i].spansStack {
                proposals[i][axis.other] = extent
                sizes[i] = children[i].size(for: proposals[i])
            }
        }

        // Line up the guides across the axis.
        let guides = (0..<n).map { children[$0].guide(alignment, size: sizes[$0], proposal: proposals[$0]) }
        let line = guides.max() ?? 0
        var offsets = [CGPoint](repeating: .zero, count: n)
        var position: CGFloat = 0, extent: CGFloat = 0
        for i in 0..<n {
            let acrossOffset = line - guides[i]
            offsets[i] = axis == .horizontal ? CGPoint(x: position, y: acrossOffset) : CGPoint(x: acrossOffset, y: position)
            extent = max(extent, acrossOffset + sizes[i][axis.other])
            position += sizes[i][axis] + (i < n - 1 ? spacing : 0)
        }
        return Plan(proposals: proposals, sizes: sizes, offsets: offsets,
                    size: CGSize(axis: axis, along: position, across: extent))
    }
}

final class ZStackNode: Node, ContainerNode {
    let alignment: Alignment
    let children: [Node]

    init(alignment: Alignment, children: [Node]) {
        self.alignment = alignment
        self.children = children
    }

    /// Each child's offset from the union's top-left corner, and the union.
    private func arrange(_ proposal: ProposedViewSize) -> ([CGSize], [CGPoint], CGSize) {
        let sizes = children.map { $0.size(for: proposal) }
        let hx = children.indices.map { children[$0].guide(alignment.horizontal.key, size: sizes[$0], proposal: proposal) }
        let vy = children.indices.map { children[$0].guide(alignment.vertical.key, size: sizes[$0], proposal: proposal) }
        let gx = hx.max() ?? 0, gy = vy.max() ?? 0
        var size = CGSize.zero
        let offsets = children.indices.map { i -> CGPoint in
            let o = CGPoint(x: gx - hx[i], y: gy - vy[i])
            size.width = max(size.width, o.x + sizes[i].width)
            size.height = max(size.height, o.y + sizes[i].height)
            return o
        }
        return (sizes, offsets, size)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { arrange(proposal).2 }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let (sizes, offsets, _) = arrange(proposal)
        for (i, c) in children.enumerated() {
            c.place(in: CGRect(origin: CGPoint(x: rect.minX + offsets[i].x, y: rect.minY + offsets[i].y), size: sizes[i]),
                    proposal: proposal)
        }
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let (sizes, offsets, _) = arrange(proposal)
        if key.isCustom {
            return mergedCustomGuide(key, children: children, sizes: sizes, offsets: offsets,
                                     proposals: Array(repeating: proposal, count: children.count))
        }
        guard key.isBaseline, let first = children.first else { return nil }
        return offsets[0].y + first.guide(key, size: sizes[0], proposal: proposal)
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
    override var preferenceSources: [Node] { children }
}
