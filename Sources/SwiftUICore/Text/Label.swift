// Label: an icon beside a title, as SwiftUI's `Label`. Apple documents the
// styles (title and icon, title only, icon only) but not the automatic
// style's metrics: here the icon, then 8 points, then the title, centred
// on each other, in the environment's font.
import Foundation

/// A title with an icon, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label made of the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label as its style draws it.
    public var body: some View { _LabelBody(title: title, icon: icon) }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `titleKey` with the system symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of `title` (a string, not localized) with the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label of a style's configuration, drawn by the style that was in effect around the
    /// custom one (so that a style can restyle the standard label: `Label(configuration).font(…)`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A type that gives the labels in a view their appearance, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    /// The view a label is drawn as.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// The view drawing the label described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label handed to its style, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        /// Primitive: draws the erased title.
        public typealias Body = Never
        let view: AnyView
    }
    /// The label's icon, type-erased.
    public struct Icon: View {
        /// Primitive: draws the erased icon.
        public typealias Body = Never
        let view: AnyView
    }
    /// A description of the labeled item.
    public let title: Title
    /// A symbolic representation of the labeled item.
    public let icon: Icon
}

/// The icon, then 8 points, then the title, centred on each other (Apple documents
/// the parts, not the automatic style's metrics). In a list the row
/// separator starts at the title (`listRowSeparatorLeading`), as on iOS.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style showing both parts.
    public init() {}
    /// The icon beside the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
    }
}

/// A label style showing the title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style showing the title.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label style showing the icon alone, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style showing the icon.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The context's label style, as SwiftUI's `DefaultLabelStyle`: headless there is
/// no toolbar or menu, so it shows the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    /// The automatic style.
    public init() {}
    /// The title and the icon.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's choice: the icon and the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// The styles set around a view, innermost last: a label is drawn by the last,
/// whose body sees the ones before it (its `Label(configuration)` uses the next).
struct LabelStyleStack: @unchecked Sendable {
    var styles: [(LabelStyleConfiguration) -> AnyView] = []
}

private enum LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyleStack()
}

extension View {
    /// Sets the style of the labels in this view, as SwiftUI's `labelStyle(_:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0[LabelStyleKey.self].styles.append { AnyView(style.makeBody(configuration: $0)) } })
    }
}

struct _LabelBody<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyles) private var stack

    var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
        if let style = stack.styles.last {
            var outer = stack
            let _ = outer.styles.removeLast()
            style(configuration).environment(\.labelStyles, outer)
        } else {
            DefaultLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension EnvironmentValues {
    var labelStyles: LabelStyleStack {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node] { view.makeNodes(context) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [Node] { view.makeNodes(context) }
}
