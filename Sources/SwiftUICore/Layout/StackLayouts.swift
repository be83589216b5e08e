// The stacks as `Layout` values (SwiftUI's HStackLayout, VStackLayout,
// ZStackLayout) and AnyLayout, which switches between layouts without
// changing the identity of the views inside. Used as containers they make
// the same nodes as HStack, VStack and ZStack; their `Layout` methods, for a
// custom layout that calls them, run those nodes on the subviews.
import Foundation

/// A layout that makes its container node itself (the built-in stacks).
protocol NodeMakingLayout {
    func makeNode(children: [Node]) -> Node
}

extension NodeMakingLayout where Self: Layout {
    /// The stack laid out on the subviews' nodes, each subview then placed
    /// where the stack put it.
    func placeThroughNode(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let node = makeNode(children: subviews.map(\.node))
        node.place(in: bounds, proposal: proposal)
        for s in subviews {
            s.place(at: s.node.frame.origin, anchor: .topLeading, proposal: ProposedViewSize(s.node.frame.size))
        }
    }
}

/// A row, as SwiftUI's `HStackLayout`: `HStackLayout(spacing: 4) { … }`.
public struct HStackLayout: Layout, NodeMakingLayout {
    /// Where children line up across the row (default `.center`).
    public var alignment: VerticalAlignment
    /// Points between neighbours; nil for the default (8 points).
    public var spacing: CGFloat?

    /// A row lining its children up by `alignment`, `spacing` points apart (nil: 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Marks the layout as horizontal, so a `Spacer` in it expands across.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    func makeNode(children: [Node]) -> Node {
        StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeThroughNode(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// A column, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, NodeMakingLayout {
    /// Where children line up across the column (default `.center`).
    public var alignment: HorizontalAlignment
    /// Points between neighbours; nil for the default (8 points).
    public var spacing: CGFloat?

    /// A column lining its children up by `alignment`, `spacing` points apart (nil: 8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Marks the layout as vertical, so a `Spacer` in it expands up and down.
    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    func makeNode(children: [Node]) -> Node {
        StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeThroughNode(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Views on top of each other, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, NodeMakingLayout {
    /// Where each child sits in the stack's frame (default `.center`).
    public var alignment: Alignment

    /// Children on top of each other, later ones in front, placed by `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func makeNode(children: [Node]) -> Node { ZStackNode(alignment: alignment, children: children) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeThroughNode(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: `let layout = isWide ?
/// AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`, then
/// `layout { … }`. The views inside keep their identity when it changes.
public struct AnyLayout: Layout, NodeMakingLayout {
    /// The erased layout's cache.
    public struct Cache {
        var value: Any
    }

    private let node: ([Node]) -> Node
    private let size: (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
    private let placement: (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void
    private let cache: (LayoutSubviews) -> Cache

    /// Erases `layout`; an `AnyLayout` passed in is kept as it is, not wrapped twice.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout { self = erased; return }
        node = { children in (layout as? any NodeMakingLayout)?.makeNode(children: children) ?? LayoutNode(layout, children: children) }
        func open(_ cache: Cache, _ subviews: LayoutSubviews) -> L.Cache {
            cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        }
        size = { proposal, subviews, cache in
            var c = open(cache, subviews)
            defer { cache.value = c }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        placement = { bounds, proposal, subviews, cache in
            var c = open(cache, subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache.value = c
        }
        cache = { Cache(value: layout.makeCache(subviews: $0)) }
    }

    func makeNode(children: [Node]) -> Node { node(children) }

    /// The erased layout's own cache.
    public func makeCache(subviews: Subviews) -> Cache { cache(subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        size(proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placement(bounds, proposal, subviews, &cache)
    }
}
