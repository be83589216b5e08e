// `scrollContentBackground(_:)`: Apple's page: "Specifies the visibility
// of the background for scrollable views within this view". A list's
// background (the grouped grey, or the plain white) is left out when it
// is `.hidden`, so what is behind the list shows between its sections.
import Foundation

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether scrollable views below draw their background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of lists and forms in this view.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

/// The background colour of the list a navigation bar stands over: iOS's
/// bar is transparent over a list at rest at its top (its scroll-edge
/// appearance), so the list's background shows behind the bar too. The
/// first list's in view order wins.
struct ScrollContentBackdropKey: PreferenceKey {
    static var defaultValue: Color? { nil }
    static func reduce(value: inout Color?, nextValue: () -> Color?) {
        value = value ?? nextValue()
    }
}
