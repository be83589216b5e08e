// Per-row settings of a list: `listRowBackground`, `listRowInsets`,
// `listRowSeparator`, `listRowSeparatorTint`. SwiftUI keeps them as
// traits of the row view; here each wraps the row's node in a
// `ListTraitNode` that the list finds by looking through the modifiers
// around the row (as a picker finds its options' tags). Set on a
// `Section`, they apply to each of its rows; a row's own value wins.
import Foundation

/// What a list reads from one row: its settings, as its modifiers leave them.
struct ListRowTraits {
    /// The row's background view (nil: the look's default).
    var background: AnyView?
    /// The row's insets (nil: the look's default).
    var insets: EdgeInsets?
    /// Whether the separator above / below the row is hidden.
    var hidesTopSeparator = false, hidesBottomSeparator = false
    /// The separators' colour (nil: the look's).
    var separatorTint: Color?
    /// The section's spacing set on the section itself (Apple: it wins over the list's).
    var sectionSpacing: CGFloat?
}

/// A row (or section) node carrying a list setting; it lays out and draws as its content.
final class ListTraitNode: WrapperNode {
    let apply: (inout ListRowTraits) -> Void

    init(_ child: Node, apply: @escaping (inout ListRowTraits) -> Void) {
        self.apply = apply
        super.init(child)
    }

    /// `base` with the settings around `node` applied, outermost first, so
    /// the one nearest the row wins.
    static func traits(of node: Node, over base: ListRowTraits = ListRowTraits()) -> ListRowTraits {
        var traits = base
        var n: Node? = node
        while let current = n {
            (current as? ListTraitNode)?.apply(&traits)
            n = (current as? WrapperNode)?.child
        }
        return traits
    }
}

public struct _ListTraitModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: (inout ListRowTraits) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { ListTraitNode($0, apply: apply) }
    }
}

extension VerticalEdge {
    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits: top 1, bottom 2.
        public let rawValue: Int8
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// Draws `view` behind this row of a list, filling the row (nil: the list's default background).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(_ListTraitModifier { $0.background = background })
    }

    /// Sets the space between this row's edges and its content in a list (nil: the default).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListTraitModifier { $0.insets = insets })
    }

    /// Shows or hides the separators at `edges` of this row of a list
    /// (a separator between two rows shows unless either hides it).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListTraitModifier { traits in
            if edges.contains(.top) { traits.hidesTopSeparator = visibility == .hidden }
            if edges.contains(.bottom) { traits.hidesBottomSeparator = visibility == .hidden }
        })
    }

    /// Colours the separators of this row of a list (nil: the default colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListTraitModifier { $0.separatorTint = color })
    }
}
