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
