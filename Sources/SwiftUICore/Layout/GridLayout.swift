// SwiftUI's GridLayout: a Grid as a `Layout` value, for conditional layouts
// built with AnyLayout. Used as a container it makes the same node as
// `Grid`; `GridRow` markers and the cell modifiers on its subviews work the
// same, since they travel on the subviews' nodes.
import Foundation

/// A grid that you can use in conditional layouts, as SwiftUI's `GridLayout`: it behaves like a
/// `Grid`, and conforms to `Layout` so that `AnyLayout` can switch to and from it.
public struct GridLayout: Layout, NodeMakingLayout {
    /// Where each subview sits in its cell (the default for rows, columns and cells that set none).
    public var alignment: Alignment
    /// Points between columns; nil for the default (8 points).
    public var horizontalSpacing: CGFloat?
    /// Points between rows; nil for the default (8 points).
    public var verticalSpacing: CGFloat?

    /// A grid aligning subviews in their cells by `alignment`, its columns `horizontalSpacing` and its
    /// rows `verticalSpacing` points apart (nil: 8).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    func makeNode(children: [Node]) -> Node {
        GridNode(alignment: alignment, spacing: CGSize(width: horizontalSpacing ?? defaultStackSpacing,
                                                       height: verticalSpacing ?? defaultStackSpacing),
                 children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        makeNode(children: subviews.map(\.node)).size(for: proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeThroughNode(in: bounds, proposal: proposal, subviews: subviews)
    }
}
