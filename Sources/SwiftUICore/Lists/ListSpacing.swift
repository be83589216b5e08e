// Spacing inside a list: between rows (`listRowSpacing`, iOS 15) and
// between sections (`listSectionSpacing`, iOS 17). Both are environment
// values the list and its sections read; a section reads the value in
// force where it stands, so one set on a section wins over the list's,
// as Apple's page says.
import Foundation

/// The spacing between two adjacent sections of a list, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?

    /// The list look's own spacing (35 points in the grouped looks).
    public static let `default` = ListSectionSpacing(points: nil)
    /// Compact spacing between sections (20 points).
    public static let compact = ListSectionSpacing(points: ListLook.compactSectionSpacing)
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing { .default }
}

extension EnvironmentValues {
    /// The points between adjacent rows of the lists below (nil: none, rows touch).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The spacing between the sections below.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the vertical spacing between adjacent rows of a list (nil: the
    /// default, rows touching). In the inset grouped look, rows with
    /// spacing between them are drawn as rounded cards of their own,
    /// without separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections of a list (on a section: that section's).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections of a list to `spacing` points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }
}
