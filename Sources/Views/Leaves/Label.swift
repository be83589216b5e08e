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

/// How labels show their title and icon, as SwiftUI's `LabelStyle` kinds.
public struct LabelStyleKind: Hashable, Sendable {
    enum Parts: Hashable, Sendable { case both, titleOnly, iconOnly }
    let parts: Parts

    /// The icon and the title.
    public static let titleAndIcon = LabelStyleKind(parts: .both)
    /// The title alone.
    public static let titleOnly = LabelStyleKind(parts: .titleOnly)
    /// The icon alone.
    public static let iconOnly = LabelStyleKind(parts: .iconOnly)
    /// The context's choice: the icon and the title.
    public static let automatic = LabelStyleKind(parts: .both)
}

private enum LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyleKind.automatic
}

extension View {
    /// Sets how labels in this view show their parts, as SwiftUI's `labelStyle(_:)`.
    public func labelStyle(_ style: LabelStyleKind) -> some View {
        modifier(_EnvironmentModifier { $0[LabelStyleKey.self] = style })
    }
}

struct _LabelBody<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style

    var body: some View {
        switch style.parts {
        case .both: HStack(spacing: 8) { icon; title }
        case .titleOnly: title
        case .iconOnly: icon
        }
    }
}

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind { self[LabelStyleKey.self] }
}
