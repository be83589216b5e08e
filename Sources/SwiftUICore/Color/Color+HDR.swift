// HDR colours (iOS 26): a colour may carry a content headroom, "the ratio
// of nominal peak luminance to nominal diffuse luminance" (Apple), which a
// display with headroom to spare uses to show components beyond 1 and
// tone-maps otherwise. A render is 8-bit sRGB with no headroom, so the
// headroom is kept and reported (`resolveHDR(in:)`) but drawing shows the
// colour as SDR: components beyond 1 are clipped, as for any extended
// colour, not tone-mapped (Apple does not publish its tone mapping).
import Foundation

extension Color {
    /// A concrete colour with its HDR content headroom, as SwiftUI's
    /// `Color.ResolvedHDR`: linear extended-sRGB components and opacity.
    public struct ResolvedHDR: Hashable, Sendable {
        /// Red in linear extended sRGB.
        public var linearRed: Float
        /// Green in linear extended sRGB.
        public var linearGreen: Float
        /// Blue in linear extended sRGB.
        public var linearBlue: Float
        /// Opacity, 0…1.
        public var opacity: Float
        /// The content headroom (linear; nil when none was given).
        public var headroom: Float?

        /// The resolved colour `color` with content headroom `headroom`.
        public init(_ color: Color.Resolved, headroom: Float? = nil) {
            linearRed = color.linearRed
            linearGreen = color.linearGreen
            linearBlue = color.linearBlue
            opacity = color.opacity
            self.headroom = headroom
        }

        /// The components without the headroom.
        var sdr: Color.Resolved {
            var c = Color.Resolved(red: 0, green: 0, blue: 0, opacity: opacity)
            c.linearRed = linearRed
            c.linearGreen = linearGreen
            c.linearBlue = linearBlue
            return c
        }

        /// Red, gamma-encoded extended sRGB.
        public var red: Float {
            get { sdr.red }
            set { var c = sdr; c.red = newValue; linearRed = c.linearRed }
        }
        /// Green, gamma-encoded extended sRGB.
        public var green: Float {
            get { sdr.green }
            set { var c = sdr; c.green = newValue; linearGreen = c.linearGreen }
        }
        /// Blue, gamma-encoded extended sRGB.
        public var blue: Float {
            get { sdr.blue }
            set { var c = sdr; c.blue = newValue; linearBlue = c.linearBlue }
        }
    }

    /// This colour with HDR content headroom `headroom` (nil: none).
    public func headroom(_ headroom: Double?) -> Color {
        var c = self
        c.headroom = headroom
        return c
    }

    /// This colour's concrete components and headroom in `environment`.
    public func resolveHDR(in environment: EnvironmentValues) -> ResolvedHDR {
        let shown = appearing(in: environment.colorScheme)
        return ResolvedHDR(shown.resolved, headroom: shown.headroom.map { Float($0) })
    }

    /// A constant colour with `resolved`'s components and headroom.
    public init(_ resolved: ResolvedHDR) {
        self.init(resolved.sdr)
        headroom = resolved.headroom.map { Double($0) }
    }
}
