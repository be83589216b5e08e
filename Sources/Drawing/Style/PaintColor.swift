import Foundation

/// A color as the renderer consumes it: gamma-encoded sRGB components and
/// opacity, straight (not premultiplied), each clamped to 0…1.
///
/// Gradients are interpolated between straight colors (as CoreGraphics
/// does); a renderer premultiplies after interpolating, via ``premultiplied``.
public struct PaintColor: Hashable, Sendable {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var alpha: Float

    /// Creates a paint color; components are clamped to 0…1 (NaN becomes 0).
    @inlinable
    public init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = PaintColor.clamp(red)
        self.green = PaintColor.clamp(green)
        self.blue = PaintColor.clamp(blue)
        self.alpha = PaintColor.clamp(alpha)
    }

    /// The paint color of `color`: its sRGB components, clamped.
    public init(_ color: Color) {
        let (r, g, b, a) = color.sRGBComponents
        self.init(red: Float(r), green: Float(g), blue: Float(b), alpha: Float(a))
    }

    public static let clear = PaintColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The components multiplied by alpha, for compositing.
    @inlinable
    public var premultiplied: (red: Float, green: Float, blue: Float, alpha: Float) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Componentwise linear interpolation (straight components).
    @inlinable
    public func mixed(with other: PaintColor, by f: Float) -> PaintColor {
        PaintColor(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                   blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// A copy with alpha multiplied by `opacity`.
    @inlinable
    public func multiplyingOpacity(_ opacity: Float) -> PaintColor {
        PaintColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    @inlinable
    static func clamp(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
}
