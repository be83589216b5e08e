import Foundation

/// A color gradient together with the color space it interpolates in, as
/// SwiftUI's `AnyGradient`. As a shape style it draws a linear gradient from
/// the top edge's midpoint (0.5, 0) to the bottom's (0.5, 1).
public struct AnyGradient: Hashable, Sendable {
    var gradient: Gradient
    var interpolation: Gradient.ColorSpace

    /// Creates a gradient that interpolates in the device space.
    public init(_ gradient: Gradient) {
        self.init(gradient, colorSpace: .device)
    }

    init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace) {
        self.gradient = gradient
        self.interpolation = colorSpace
    }

    /// The gradient ready to paint in `context`: dynamic stop colors take
    /// the appearance of the context's environment, as a `Color` does.
    func resolved(in context: PaintContext) -> ResolvedGradient {
        ResolvedGradient(gradient, colorSpace: interpolation, in: context.environment.colorScheme)
    }

    /// A version of the gradient that interpolates in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient, colorSpace: space)
    }
}

extension Color {
    /// The standard subtle gradient for this color, as SwiftUI's
    /// `Color.gradient`: drawn top to bottom, from the color lightened
    /// towards white at the top to the color darkened towards black at the
    /// bottom, so its middle stays close to the color itself.
    ///
    /// Apple does not document the exact stops; ours are our own choice:
    /// top = mix(color, white, 15 %), bottom = mix(color, black, 10 %), mixed
    /// in gamma-encoded sRGB, opacity unchanged.
    /// A dynamic color's gradient is dynamic too: each appearance's stops
    /// come from that appearance's color.
    public var gradient: AnyGradient {
        func lighten(_ v: Double) -> Double { v + (1 - v) * 0.15 }
        func darken(_ v: Double) -> Double { v * 0.9 }
        let top = mapAppearances { c in
            let (r, g, b, a) = c.sRGBComponents
            return Color(sRGB: lighten(r), lighten(g), lighten(b), opacity: a)
        }
        let bottom = mapAppearances { c in
            let (r, g, b, a) = c.sRGBComponents
            return Color(sRGB: darken(r), darken(g), darken(b), opacity: a)
        }
        return AnyGradient(Gradient(colors: [top, bottom]))
    }
}
