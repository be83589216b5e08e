// Colors as styles resolve them: Raster's `RGBAColor` (straight,
// gamma-encoded sRGB) is the one color type from a resolved style down to
// the shaders; what the drawing layer adds is the clamping at the door and
// the arithmetic gradients and opacity need.
import Foundation
import Raster

extension RGBAColor {
    /// A color with each component clamped to 0…1 (NaN becomes 0): colors
    /// from styles, filters and interpolation enter the renderer here.
    @inlinable
    public init(clampingRed red: Float, green: Float, blue: Float, alpha: Float) {
        @inline(__always) func clamp(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.init(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The renderer's color for `color`: its sRGB components, clamped.
    public init(_ color: Color) {
        let (r, g, b, a) = color.sRGBComponents
        self.init(clampingRed: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
    }

    /// The components multiplied by alpha, in 0…1.
    @inlinable
    public var premultipliedComponents: (red: Float, green: Float, blue: Float, alpha: Float) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Componentwise linear interpolation of the straight components.
    @inlinable
    public func mixed(with other: RGBAColor, by f: Float) -> RGBAColor {
        RGBAColor(clampingRed: red + (other.red - red) * f, green: green + (other.green - green) * f,
                  blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// A copy with alpha multiplied by `opacity`, clamped.
    @inlinable
    public func multiplyingOpacity(_ opacity: Float) -> RGBAColor {
        RGBAColor(clampingRed: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}
