import Foundation

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice (shown, for what lists draw).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
