// The older way to declare previews: a type whose static `previews` lists
// views, each optionally named and sized with the `preview…` modifiers.
import Foundation

/// A platform a `PreviewProvider` may ask for (animgen renders them all the same way).
public enum PreviewPlatform: Sendable, Hashable {
    /// iPhone and iPad.
    case iOS
    /// Mac.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
}

/// A type that produces previews of views, the way Xcode's canvas and
/// `animgen previews` find them.
///
///     struct Badge_Previews: PreviewProvider {
///         static var previews: some View {
///             Badge(count: 3)
///                 .previewLayout(.sizeThatFits)
///                 .previewDisplayName("Three")
///         }
///     }
///
/// Each child of a top-level `Group` is its own preview.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (nil: the package's own).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    public static var platform: PreviewPlatform? { nil }
}

/// A simulated device (`previewDevice`); animgen keeps the name only.
public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    /// The device's name, e.g. "iPhone 15".
    public var rawValue: String
    /// A device called `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device called `value`.
    public init(stringLiteral value: String) { rawValue = value }
}

/// A view with preview settings attached: it draws its content unchanged.
public struct PreviewSettingsView<Content: View>: View {
    /// The view being previewed.
    public var content: Content
    /// How the settings change: applied over whatever an outer modifier set.
    let change: @Sendable (inout PreviewSettings) -> Void

    /// Its content, unchanged.
    public var body: Content { content }

    /// `settings` with this view's changes (and those of the views inside it) applied.
    public func applying(to settings: PreviewSettings) -> PreviewSettings {
        var settings = settings
        if let inner = content as? any PreviewSettingsCarrier { settings = inner.applying(to: settings) }
        change(&settings)
        return settings
    }
}

/// A view that carries preview settings (what the `preview…` modifiers return).
public protocol PreviewSettingsCarrier {
    /// `settings` with this view's changes applied.
    func applying(to settings: PreviewSettings) -> PreviewSettings
}

extension PreviewSettingsView: PreviewSettingsCarrier {}

extension View {
    /// Sizes this view's preview canvas: the whole device, just enough for the view, or a fixed size.
    public func previewLayout(_ value: PreviewLayout) -> PreviewSettingsView<Self> {
        PreviewSettingsView(content: self) { $0.layout = value }
    }

    /// Names this preview (the file name `animgen previews` writes).
    public func previewDisplayName(_ value: String?) -> PreviewSettingsView<Self> {
        PreviewSettingsView(content: self) { $0.name = value }
    }

    /// Turns the preview's device (landscape swaps a device canvas's width and height).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> PreviewSettingsView<Self> {
        PreviewSettingsView(content: self) { $0.orientation = value }
    }

    /// Chooses a simulated device; animgen renders every device at the same size.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
}
