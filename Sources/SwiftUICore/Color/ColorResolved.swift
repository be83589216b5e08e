import Foundation

extension Color {
    /// A concrete color value, as SwiftUI's `Color.Resolved`: the components
    /// are stored in the *linear* extended sRGB space (like SwiftUI), as
    /// `Float`; `red`/`green`/`blue` give the gamma-encoded sRGB values.
    public struct Resolved: Hashable, Sendable {
        /// Red in linear extended sRGB.
        public var linearRed: Float
        /// Green in linear extended sRGB.
        public var linearGreen: Float
        /// Blue in linear extended sRGB.
        public var linearBlue: Float
        /// Opacity, 0…1 (straight, not premultiplied).
        public var opacity: Float

        /// Creates a resolved color from components in `colorSpace`.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
                    opacity: Float = 1) {
            let (r, g, b) = ColorSpaceConversion.toSRGB(colorSpace, Double(red), Double(green), Double(blue))
            linearRed = Float(ColorSpaceConversion.decode(r))
            linearGreen = Float(ColorSpaceConversion.decode(g))
            linearBlue = Float(ColorSpaceConversion.decode(b))
            self.opacity = opacity
        }

        /// Red, gamma-encoded sRGB.
        public var red: Float {
            get { Float(ColorSpaceConversion.encode(Double(linearRed))) }
            set { linearRed = Float(ColorSpaceConversion.decode(Double(newValue))) }
        }
        /// Green, gamma-encoded sRGB.
        public var green: Float {
            get { Float(ColorSpaceConversion.encode(Double(linearGreen))) }
            set { linearGreen = Float(ColorSpaceConversion.decode(Double(newValue))) }
        }
        /// Blue, gamma-encoded sRGB.
        public var blue: Float {
            get { Float(ColorSpaceConversion.encode(Double(linearBlue))) }
            set { linearBlue = Float(ColorSpaceConversion.decode(Double(newValue))) }
        }
    }

    /// This color resolved to concrete linear components in a light
    /// appearance (`resolve(in:)` resolves a dynamic color in the environment's color scheme).
    public var resolved: Resolved {
        var res = Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0, opacity: Float(a))
        res.linearRed = Float(ColorSpaceConversion.decode(r))
        res.linearGreen = Float(ColorSpaceConversion.decode(g))
        res.linearBlue = Float(ColorSpaceConversion.decode(b))
        return res
    }

    /// Creates a constant color from a resolved one.
    public init(_ resolved: Resolved) {
        self.init(.sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
                  blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
    }
}
