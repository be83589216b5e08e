// The Layout protocol: a user's own container, as in SwiftUI. The node
// asks the layout for its size (once per proposal; the node caches
// answers), hands it the bounds to place its subviews in, and keeps the
// layout's cache between the calls of one frame.
import Foundation

/// A type that arranges a collection of views, as SwiftUI's `Layout`:
/// implement `sizeThatFits` and `placeSubviews`, then use it as a
/// container, `MyLayout { ... }`.
public protocol Layout: Animatable {
    /// Storage the layout keeps between its calls (`Void` by default).
    associatedtype Cache = Void
    /// The subviews handed to the layout's methods, in the container's order.
    typealias Subviews = LayoutSubviews

    /// Properties of the container (its stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`, given its subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (in the parent's coordinates,
    /// of a size this layout returned for `proposal`).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's preferred spacing to its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Where the container's horizontal `guide` lies from `bounds`' leading
    /// edge; nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the container's vertical `guide` lies from `bounds`' top
    /// edge; nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes `cache` when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No stack orientation: a `Spacer` inside expands on both axes.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again from scratch (SwiftUI's default behaviour).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: subviews.isEmpty ? ViewSpacing() : ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// The subviews' own values of `guide`, merged, as Apple's default does: the mean of those that set
    /// one (an `alignmentGuide`, a text's baseline…) where this layout places them in `bounds`; nil when
    /// none does, so the guide sits at its default position in the container.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' own values of `guide`, merged as for horizontal guides: their mean, or nil when no
    /// subview sets one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Asks the layout where it would place the subviews in `bounds` (without placing them), then
    /// merges their explicit values of `key` there (`combineExplicit`: the mean).
    private func mergedGuide(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                             cache: inout Cache) -> CGFloat? {
        guard let placements = subviews.first?.placements else { return nil }
        placements.measuring = true
        placements.measured.removeAll()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        placements.measuring = false
        let placed = subviews.compactMap { s in placements.measured[ObjectIdentifier(s.node)].map { (s.node, $0) } }
        return mergedCustomGuide(key, children: placed.map(\.0), sizes: placed.map(\.1.rect.size),
                                 offsets: placed.map(\.1.rect.origin), proposals: placed.map(\.1.proposal), anyGuide: true)
    }

    /// The layout as a container of `content`'s views.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    /// A `Void` cache: nothing to keep.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A custom layout with its content, as a view.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView, Animatable {
    public typealias Body = Never
    var layout: L
    let content: Content

    /// The layout's animatable data animates the container.
    public var animatableData: L.AnimatableData {
        get { layout.animatableData }
        set { layout.animatableData = newValue }
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let children = content.resolve(context)
        let container = _LayoutView.container(layout, children) ?? LayoutNode(layout, children: children)
        return [withLayoutMotion(container, context)]
    }
}

/// A container whose children can be walked without knowing its type (generic nodes cannot be
/// matched by type): by tests, and by layout changes that animate the children's frames.
protocol ContainerNode: Node {
    var children: [Node] { get }
}

/// A node laid out by a user's `Layout`.
final class LayoutNode<L: Layout>: Node, ContainerNode {
    let layout: L
    let children: [Node]
    private let placements = LayoutPlacements()
    private lazy var subviews = LayoutSubviews(children.map { LayoutSubview(node: $0, placements: placements) })
    private lazy var cache: L.Cache = layout.makeCache(subviews: subviews)

    init(_ layout: L, children: [Node]) {
        self.layout = layout
        self.children = children
        super.init()
        if let axis = L.layoutProperties.stackOrientation { for c in children { c.stackAxis = axis } }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Subviews the layout leaves unplaced sit at the centre of the bounds,
    /// offered the bounds' size.
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placements.placed.removeAll()
        layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        for s in subviews where !placements.placed.contains(ObjectIdentifier(s.node)) {
            s.place(at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center, proposal: ProposedViewSize(rect.size))
        }
    }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        if key.isHorizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                            subviews: subviews, cache: &cache)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &cache)
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
    override var preferenceSources: [Node] { children }
}
