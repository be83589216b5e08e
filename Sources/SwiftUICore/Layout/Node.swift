// Layout nodes: the resolved form of a view tree for one frame.
//
// SwiftUI's layout protocol in three calls: a parent asks `size(for:)`
// with a proposal (as often as it likes; answers are cached), then
// `place(in:proposal:)` fixes the node's frame (root coordinates, points)
// and the node places its children; `draw` paints with the frames fixed.
// Render effects (offset, rotation, scale, opacity…) change drawing only,
// never the frames, as in SwiftUI; the geometry effects among them move
// the view's coordinate space (`drawnTransform`, Layout/DrawnGeometry.swift).
import Foundation
import Geometry

class Node {
    /// Higher priorities are offered space first by stacks.
    var layoutPriority: Double = 0
    /// Draw order among siblings (higher on top; ties keep their order).
    var zIndex: Double = 0
    /// Set by the stack holding the node (spacers and dividers orient by it).
    var stackAxis: Axis?
    /// How the node enters and leaves (nil: `.opacity`).
    var transition: AnyTransition?
    /// Values for the custom layout or grid holding the node, by key type.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The frame in root coordinates, after `place`.
    private(set) var frame: CGRect = .zero
    /// The geometry effects around the node, from root layout coordinates
    /// to where it is drawn, after `place`.
    private(set) var drawnTransform = ProjectionTransform()
    private var sizes = ProposalMemo<CGSize>()

    /// The size the node chooses for `proposal`.
    final func size(for proposal: ProposedViewSize) -> CGSize {
        if let s = sizes[proposal] { return s }
        let s = sizeThatFits(proposal)
        sizes[proposal] = s
        return s
    }

    /// Fixes the node's frame and places its children.
    final func place(in rect: CGRect, proposal: ProposedViewSize) {
        frame = rect
        drawnTransform = PlacementSpace.transform
        placeChildren(in: rect, proposal: proposal)
    }

    /// Where the guide `key` lies from the node's top-left corner when it
    /// has `size` for `proposal`.
    final func guide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        explicitGuide(key, size: size, proposal: proposal) ?? key.defaultValue(in: size)
    }

    // MARK: Overridden by the kinds of nodes

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {}
    /// A guide the node defines itself (text baselines, and containers
    /// passing their children's on); nil for the default.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    func draw(_ context: inout GraphicsContext) {}
    /// The nodes whose preferences this one passes up, in view-tree order
    /// (the children it lays out; none for leaves).
    var preferenceSources: [Node] { [] }
    /// The value of preference `key` in this subtree, its writers' values
    /// reduced in view-tree order; nil when no view in it sets one.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        reducedPreference(key, of: preferenceSources)
    }
    /// Spacers are spread by stacks after every other child.
    var isSpacer: Bool { false }
    /// Dividers span a stack offered no size across its axis: they are
    /// offered the stack's width (height) once the other children chose theirs.
    var spansStack: Bool { false }
}

/// A node wrapping one child it lays out and draws (modifiers).
class WrapperNode: Node {
    let child: Node

    init(_ child: Node) {
        self.child = child
        super.init()
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        transition = child.transition
        layoutValues = child.layoutValues
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal) }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) { child.place(in: rect, proposal: proposal) }
    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(key, size: size, proposal: proposal)
    }
    override func draw(_ context: inout GraphicsContext) { child.draw(&context) }
    override var preferenceSources: [Node] { [child] }
    override var isSpacer: Bool { child.isSpacer }
    override var spansStack: Bool { child.spansStack }
    override var stackAxis: Axis? {
        didSet { child.stackAxis = stackAxis }
    }
}

/// A container's layout plans, one per proposal (parents ask often).
struct PlanMemo<Plan> {
    private var plans = ProposalMemo<Plan>()

    mutating func plan(_ proposal: ProposedViewSize, _ make: (ProposedViewSize) -> Plan) -> Plan {
        if let p = plans[proposal] { return p }
        let p = make(proposal)
        plans[proposal] = p
        return p
    }
}

/// Answers by proposal. A node is asked about a handful of proposals (its
/// parent's offer, zero and infinity for a stack's flexibility, the final
/// one), so a short list searched in order beats hashing two optional
/// floats for every question, which layout asks thousands of times a frame.
/// A node kept between frames (Rendering/SubtreeMemo.swift) may be offered
/// a new size every frame, so the list keeps the `capacity` latest answers.
struct ProposalMemo<Value> {
    static var capacity: Int { 8 }
    private var entries: [(proposal: ProposedViewSize, value: Value)] = []

    subscript(proposal: ProposedViewSize) -> Value? {
        get {
            for e in entries where Self.same(e.proposal, proposal) { return e.value }
            return nil
        }
        set {
            if let i = entries.firstIndex(where: { Self.same($0.proposal, proposal) }) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                if entries.count == Self.capacity { entries.removeFirst() }
                entries.append((proposal, newValue))
            }
        }
    }

    /// `a == b`, compared here (field by field, so the check inlines).
    private static func same(_ a: ProposedViewSize, _ b: ProposedViewSize) -> Bool {
        a.width == b.width && a.height == b.height
    }
}

/// Draws `nodes` in z-order (stable for equal `zIndex`).
func drawInZOrder(_ nodes: [Node], _ context: inout GraphicsContext) {
    if nodes.allSatisfy({ $0.zIndex == nodes.first?.zIndex }) {
        for n in nodes { var c = context; n.draw(&c) }
        return
    }
    let order = nodes.indices.sorted { (nodes[$0].zIndex, $0) < (nodes[$1].zIndex, $1) }
    for i in order { var c = context; nodes[i].draw(&c) }
}

/// `rect` with its edges moved to the nearest pixel boundary at `scale`
/// pixels per point: SwiftUI snaps view edges to pixels, so a view of
/// 100/3 points next to another shares an edge without a seam.
func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
    guard scale > 0, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return rect }
    let x0 = (rect.minX * scale).rounded() / scale, x1 = (rect.maxX * scale).rounded() / scale
    let y0 = (rect.minY * scale).rounded() / scale, y1 = (rect.maxY * scale).rounded() / scale
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

/// The offset that puts a child of `inner` size at `alignment` inside
/// `outer`: the child's guide (its explicit one from `guides`, else the
/// default) on the outer view's default guide. Baselines align bottoms.
func alignedOffset(_ inner: CGSize, in outer: CGSize, _ alignment: Alignment,
                   guides: (AlignmentKey) -> CGFloat? = { _ in nil }) -> CGPoint {
    func f(_ key: AlignmentKey, _ i: CGFloat, _ o: CGFloat) -> CGFloat {
        if key.isBaseline { return o - i }
        return key.defaultValue(in: outer) - (guides(key) ?? key.defaultValue(in: inner))
    }
    return CGPoint(x: f(alignment.horizontal.key, inner.width, outer.width),
                   y: f(alignment.vertical.key, inner.height, outer.height))
}
