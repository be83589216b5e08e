import Foundation

extension Color {
    /// This color's concrete components in `environment`, as SwiftUI's
    /// `resolve(in:)`. Colors here do not adapt to the environment (one light
    /// appearance), so every environment gives ``resolved``.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved { resolved }
}
