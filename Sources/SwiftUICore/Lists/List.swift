// List: rows in sections, drawn in the environment's list look
// (`listStyle(_:)`; inset grouped by default, iOS's look). Its content's
// views are its rows; a `Section` among them is a section of its own, and
// rows outside any section are gathered into sections between them, as
// SwiftUI does. `ForEach` rows come and go with their transitions (a
// fade by default); the rows after an inserted one move at once, since
// row heights do not animate here.
//
// A render never scrolls: a list taller than its frame shows its top and
// is clipped at the frame's bottom, as a list at rest at its start.
// Selection bindings are accepted and never changed (no row can be
// selected or edited in a render), so no selection is drawn either.
import Foundation

/// A column of rows in sections, as SwiftUI's `List`: in a render, at rest at its top.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let content: Content
    /// The look used when the environment sets none (a form's is its own).
    var automaticLook = ListLookKind.insetGrouped

    /// A list of `content`'s views that selects at most one row (accepted; a render selects nothing).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of `content`'s views that selects a set of rows (accepted; a render selects nothing).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    init(content: Content, automaticLook: ListLookKind) {
        self.content = content
        self.automaticLook = automaticLook
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let look = ListLook(kind: context.environment.controlStyle(ListLookKind.self) ?? automaticLook)
        var rowsContext = context.child(0)
        rowsContext.environment.listLook = look
        let parts = ListParts(sectionsOf: content.resolve(rowsContext), listSpacing: context.environment.listSectionSpacing)
        return [ListNode(look: look, parts: parts, context: context)]
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`'s views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of a row for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of a row for each integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list of a row for each identifiable element of `data`, selecting at most one (accepted; never selects).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each identifiable element of `data`, selecting a set (accepted; never selects).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of a row for each element of `data`, identified by `id`, selecting at most one (accepted; never selects).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

private struct ListLookKey: EnvironmentKey {
    static var defaultValue: ListLook? { nil }
}

extension EnvironmentValues {
    /// The look of the list whose rows these are (nil outside lists): sections
    /// and pickers draw themselves as list rows do.
    var listLook: ListLook? {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }
}
