// Picker: a selection binding and content views tagged with `tag(_:)`.
// Its content is resolved to find the options (each node's tag, looking
// through modifiers); the style then lays the option nodes out itself:
// `.segmented` draws UISegmentedControl, the other styles show the
// selected option as a menu button does (a menu cannot open in a render).
import Foundation

/// A control for choosing one of a set of tagged values, as SwiftUI's `Picker`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.self) private var environment

    /// A picker of `selection` among `content`'s tagged views, described by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The options in the environment's picker style; in a list row, a
    /// menu picker shows its label at the leading edge and the selection,
    /// in the secondary colour (iOS 17's form row), at the trailing edge.
    public var body: some View {
        let kind = environment.controlStyle(PickerStyleKind.self) ?? .menu
        let inRow = environment.listLook != nil && kind == .menu
        let options = PickerOptions(content: content, selection: selection, kind: kind, inListRow: inRow)
        if inRow {
            HStack { label; Spacer(); options }
        } else {
            options
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of `selection` among `content`'s tagged views.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(String(title)) }
    }
}

/// A style of picker, as SwiftUI's `PickerStyle` (its look is chosen by the renderer).
public protocol PickerStyle {}

/// The platform's default picker style (a menu on iOS).
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
}

/// Options shown as a menu from a button showing the selection.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
}

/// Options side by side in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
}

/// A scrolling wheel (drawn here as the menu style: the selection alone).
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// Options shown as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

enum PickerStyleKind { case menu, segmented }

extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = style is SegmentedPickerStyle ? .segmented : .menu
        return controlStyle(kind)
    }
}

/// A node already made, as a view (the picker places its option nodes in views of its own).
struct ResolvedNodeView: View, PrimitiveView {
    typealias Body = Never
    let node: Node
    func makeNodes(_ context: ResolveContext) -> [Node] { [node] }
}

/// The picker's options, resolved, in its style.
struct PickerOptions<Content: View, SelectionValue: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let selection: Binding<SelectionValue>
    let kind: PickerStyleKind
    var inListRow = false

    func makeNodes(_ context: ResolveContext) -> [Node] {
        // The options' text takes the style's font (segments) or the tint (the menu's button).
        var optionContext = context.child(0)
        switch kind {
        case .segmented: optionContext.environment.font = optionContext.environment.font ?? .system(size: 13, weight: .medium)
        case .menu: optionContext.environment.foregroundStyle = inListRow ? AnyShapeStyle(Color(uiColor: .secondaryLabel)) : AnyShapeStyle(.tint)
        }
        let options = content.resolve(optionContext).map { (node: $0, tag: TagNode.tag(of: $0)) }
        let selected = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
        let binding = selection
        let choose: (Int) -> Void = { i in
            if let value = options[i].tag?.base as? SelectionValue { binding.wrappedValue = value }
        }
        switch kind {
        case .segmented:
            return SegmentedControl(titles: options.map { ResolvedNodeView(node: $0.node) }, selected: selected, choose: choose)
                .resolve(context.child(1))
        case .menu:
            let shown = selected.map { options[$0].node }
            return MenuPickerLabel(selection: shown.map { ResolvedNodeView(node: $0) }, inListRow: inListRow).resolve(context.child(1))
        }
    }
}

/// The menu style at rest: the selected option in the tint (secondary in a
/// list row) with the up-down chevrons beside it.
struct MenuPickerLabel: View {
    let selection: ResolvedNodeView?
    var inListRow = false
    var body: some View {
        let chevrons = Image(systemName: "chevron.up.chevron.down").font(.footnote)
        if inListRow {
            HStack(spacing: 4) { selection; chevrons }.foregroundStyle(Color(uiColor: .secondaryLabel))
        } else {
            HStack(spacing: 4) { selection; chevrons }.foregroundStyle(.tint)
        }
    }
}
