// Section: a header, content and a footer. In a list (or form) it is one
// section of rows: its content's views are its rows and its header and
// footer are drawn in the list look's style (ListLook.swift). Anywhere
// else it stands for its three parts, laid out by its parent one after
// the other, as a `Group` of them.
import Foundation

/// A part of a list or form with its own rows, header and footer, as SwiftUI's `Section`.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    /// Primitive: the list lays this view out itself, so it has no body.
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with `header` and `footer` views (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        guard let look = context.environment.listLook else {
            return header.resolve(context.child(0)) + content.resolve(context.child(1)) + footer.resolve(context.child(2))
        }
        var headerContext = context.child(0), footerContext = context.child(2)
        Self.styleHeader(&headerContext.environment, look: look)
        Self.styleFooter(&footerContext.environment)
        return [ListSectionNode(header: ListSectionNode.single(header.resolve(headerContext)),
                                rows: content.resolve(context.child(1)),
                                footer: ListSectionNode.single(footer.resolve(footerContext)),
                                spacing: context.environment.listSectionSpacing)]
    }

    /// A grouped look's header: upper-case footnote text in the secondary
    /// label colour; an increased-prominence one: `.title3` bold as
    /// written; a plain look's: subheadline semibold (ListLook.swift).
    static func styleHeader(_ environment: inout EnvironmentValues, look: ListLook) {
        if environment.headerProminence == .increased {
            environment.font = .title3.bold()
            environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .label))
        } else if look.isGrouped {
            environment.font = .footnote
            environment.textCase = .uppercase
            environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .secondaryLabel))
        } else {
            environment.font = .subheadline.weight(.semibold)
            environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .secondaryLabel))
        }
    }

    /// A footer: footnote text in the secondary label colour.
    static func styleFooter(_ environment: inout EnvironmentValues) {
        environment.font = .footnote
        environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .secondaryLabel))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a `header` view (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a `footer` view (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title` (its header is the title's text).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(String(title)) }, footer: { EmptyView() })
    }

    /// A section titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

/// A section of a list, resolved: the list places its parts itself.
final class ListSectionNode: Node {
    let header: Node?
    let rows: [Node]
    let footer: Node?
    let spacing: ListSectionSpacing

    init(header: Node?, rows: [Node], footer: Node?, spacing: ListSectionSpacing) {
        self.header = header
        self.rows = rows
        self.footer = footer
        self.spacing = spacing
    }

    /// One node for a header's or footer's views (nil for none; several in a column).
    static func single(_ nodes: [Node]) -> Node? {
        if nodes.count <= 1 { return nodes.first }
        return StackNode(axis: .vertical, alignment: .leading, spacing: nil, children: nodes)
    }

    /// The section `node` is, looking through the modifiers wrapped around it.
    static func find(in node: Node) -> ListSectionNode? {
        var n: Node? = node
        while let current = n {
            if let section = current as? ListSectionNode { return section }
            n = (current as? WrapperNode)?.child
        }
        return nil
    }
}
