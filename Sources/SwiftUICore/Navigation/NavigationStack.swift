// Navigation containers as far as a render shows them: a root view under
// an iOS navigation bar, with its title. After Apple's pages
// `NavigationStack` ("displays a root view and enables you to present
// additional views over the root view"), `NavigationView` (its deprecated
// predecessor) and `navigationTitle(_:)` ("on iOS … when a view is
// navigated to inside of a navigation view, that view's title is
// displayed in the navigation bar"). A render never navigates, so only
// the root is shown; links and destinations are not here.
//
// The bar's look is iOS's default for a root view (title display mode
// `.automatic`, which shows the large title there): a 44-point bar and a
// 52-point large-title row below it, the title in `.largeTitle` bold at
// 16 points from the leading edge, sitting on the row's baseline area.
// The root fills the space under the bar and is centred in it, as a full
// screen view is.
import Foundation

/// A stack of views over a root, as SwiftUI's `NavigationStack`: in a
/// render, the root under a navigation bar showing its title.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    /// A stack that manages its own path, showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// The bar with the root's title, the root below it.
    public var body: some View {
        NavigationBarContainer(root: root)
    }
}

/// The deprecated navigation container, as SwiftUI's `NavigationView`: on
/// iPhone, a stack; in a render, its content under a navigation bar.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The bar with the content's title, the content below it.
    public var body: some View {
        NavigationBarContainer(root: content)
    }
}

/// A list of navigation destinations, as SwiftUI's `NavigationPath`:
/// a render never pushes, so it stays empty.
public struct NavigationPath: Equatable, Sendable {
    /// An empty path.
    public init() {}
    /// The number of destinations (always 0: a render never pushes).
    public var count: Int { 0 }
    /// Whether the path is empty (always: a render never pushes).
    public var isEmpty: Bool { true }
}

/// The root under the bar, the large title drawn in the bar's title row.
struct NavigationBarContainer<Root: View>: View {
    let root: Root
    /// The bar's height, the large-title row's height, the title's inset.
    static var barHeight: CGFloat { 44 }
    static var largeTitleHeight: CGFloat { 52 }
    static var titleInset: CGFloat { 16 }

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: Self.barHeight + Self.largeTitleHeight)
            root.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        // Over a list the bar is transparent: the list's background fills the whole container.
        .backgroundPreferenceValue(ScrollContentBackdropKey.self) { backdrop in
            if let backdrop { backdrop }
        }
        .overlayPreferenceValue(NavigationTitleKey.self, alignment: .topLeading) { title in
            if let title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .frame(height: Self.largeTitleHeight, alignment: .leading)
                    .padding(.leading, Self.titleInset)
                    .offset(y: Self.barHeight)
            }
        }
    }
}

/// The navigation title set inside a container's root (the first one set wins).
struct NavigationTitleKey: PreferenceKey {
    static func reduce(value: inout Text?, nextValue: () -> Text?) {
        value = value ?? nextValue()
    }
}

extension View {
    /// Sets the title a navigation container shows for this view, as
    /// SwiftUI's `navigationTitle(_:)` with a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: Text(verbatim: String(title)))
    }

    /// Sets the title a navigation container shows for this view, from a
    /// localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        preference(key: NavigationTitleKey.self, value: Text(titleKey))
    }

    /// Sets the title a navigation container shows for this view, as a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title)
    }
}
