// `preferredColorScheme(_:)` sets the colour scheme of the nearest
// enclosing presentation (Apple: "a popover, a sheet, or a window"), not
// only of the view it is on. A render is one presentation: the value flows
// up as a preference (`PreferredColorSchemeKey`), and the render resolves
// its whole tree again in that scheme when it differs from the one it
// started with — a still render at once, a view animation at the commit
// that changed it (ScriptRun.commit), whose snapshot keeps the scheme for
// its frames.
import Foundation

/// The colour scheme views prefer for their presentation, as SwiftUI's
/// `PreferredColorSchemeKey`: set it with `preferredColorScheme(_:)`.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No preference.
    public static var defaultValue: ColorScheme? { nil }
    /// The first view (in view-tree order) that prefers a scheme decides.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the preferred colour scheme of the presentation holding this
    /// view (the whole render), as SwiftUI's `preferredColorScheme(_:)`:
    /// everything in it resolves colours (primary text, system colours,
    /// controls) in that scheme. nil states no preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_EnvironmentModifier { if let colorScheme { $0.colorScheme = colorScheme } })
            .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

extension Node {
    /// The colour scheme this tree prefers for its presentation (nil: none).
    var preferredColorScheme: ColorScheme? { preferenceValue(PreferredColorSchemeKey.self) ?? nil }
}

extension EnvironmentValues {
    /// This environment in the scheme a tree resolved in it prefers, or nil
    /// when it prefers none or the one this environment has already.
    func presenting(_ node: Node) -> EnvironmentValues? {
        guard let preferred = node.preferredColorScheme, preferred != colorScheme else { return nil }
        var e = self
        e.colorScheme = preferred
        return e
    }
}
