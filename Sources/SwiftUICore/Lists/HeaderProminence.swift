// Header prominence, after Apple's `headerProminence(_:)` page: a
// section's header "appears with increased prominence" when set to
// `.increased` (the default is `.standard`). Drawn as UIKit's
// `prominentInsetGroupedHeader()`: larger text, as written, in the label colour.
import Foundation

/// How prominent a header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// More prominent than standard.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence of section headers below (`.standard` by default).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of section headers in this view.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
