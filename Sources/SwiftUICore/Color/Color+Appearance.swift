// Dynamic colors: a color with a second set of components for a dark
// appearance, chosen where SwiftUI resolves a color — when it is drawn
// (its paint, in the drawing's environment) and in `resolve(in:)`. A copy
// made with `opacity(_:)` stays dynamic; anything that reads the components
// directly (`sRGBComponents`, `resolved`) sees the light appearance.
import Foundation

extension Color {
    /// A dynamic color's components in a dark appearance.
    @usableFromInline
    struct DarkComponents: Hashable, Sendable {
        var r: Double, g: Double, b: Double, a: Double

        /// These components with the opacity multiplied by `opacity` (already clamped).
        @usableFromInline
        func multiplyingOpacity(_ opacity: Double) -> DarkComponents {
            DarkComponents(r: r, g: g, b: b, a: a * opacity)
        }
    }

    /// This color in light appearances and `dark` in dark ones.
    func dynamic(dark other: Color) -> Color {
        var c = self
        c.dark = DarkComponents(r: other.r, g: other.g, b: other.b, a: other.a)
        return c
    }

    /// Whether the color has a second appearance (a dark one).
    var isDynamic: Bool { dark != nil }

    /// `transform` applied to each appearance's constant color: a dynamic
    /// color gives a dynamic one, a constant color a constant one.
    func mapAppearances(_ transform: (Color) -> Color) -> Color {
        let light = transform(appearing(in: .light))
        guard isDynamic else { return light }
        return light.dynamic(dark: transform(appearing(in: .dark)))
    }

    /// The constant color this one shows in `scheme`.
    func appearing(in scheme: ColorScheme) -> Color {
        var c = Color(sRGB: r, g, b, opacity: a)
        if scheme == .dark, let d = dark { c = Color(sRGB: d.r, d.g, d.b, opacity: d.a) }
        c.headroom = headroom
        return c
    }
}
