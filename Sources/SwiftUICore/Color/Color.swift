// Color, the SwiftUI way, for a renderer whose pixels are 8-bit sRGB.
//
// A Color is stored as extended-range, gamma-encoded sRGB components plus an
// opacity (straight, not premultiplied). sRGB is the space our pixels live in,
// so the common case (`Color(red:green:blue:)`, named colors, hex) is stored
// exactly as written and two colors built the same way compare equal.
// Colors given in other spaces are converted once, at construction; values
// outside 0…1 (wide-gamut colors) are kept until a paint is resolved, where
// they are clamped to what an sRGB pixel can show.
import Foundation

/// A representation of a color, with SwiftUI's initializers and semantics.
///
/// The system colors (`.blue`, `.red`, …, the accent color) and
/// `.primary`/`.secondary` are dynamic, as in SwiftUI: they are resolved in
/// the environment's color scheme when drawn or passed to `resolve(in:)`.
public struct Color: Hashable, Sendable {
    // Extended sRGB, gamma-encoded; opacity in 0…1.
    @usableFromInline var r: Double
    @usableFromInline var g: Double
    @usableFromInline var b: Double
    @usableFromInline var a: Double
    /// The components in a dark appearance, for the dynamic colors; nil for a constant color.
    @usableFromInline var dark: DarkComponents? = nil
    /// The HDR content headroom given by `headroom(_:)` (Color+HDR.swift).
    @usableFromInline var headroom: Double? = nil

    @inlinable
    init(sRGB r: Double, _ g: Double, _ b: Double, opacity a: Double) {
        self.r = r; self.g = g; self.b = b
        self.a = Color.clampUnit(a)
    }

    /// The color spaces a color's components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The extended sRGB color space (gamma-encoded).
        case sRGB
        /// sRGB primaries with a linear transfer function.
        case sRGBLinear
        /// Display P3 primaries with the sRGB transfer function; converted to
        /// extended sRGB (saturated P3 colors get components outside 0…1,
        /// which are clamped when drawn into an sRGB pixmap).
        case displayP3
    }

    /// Creates a color from red, green and blue components in `colorSpace`
    /// (sRGB by default), each nominally 0…1, and an opacity 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.toSRGB(colorSpace, red, green, blue)
        self.init(sRGB: r, g, b, opacity: opacity)
    }

    /// Creates a gray: `white` is used for all three components in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A copy with its opacity multiplied by `opacity` (clamped to 0…1), as
    /// SwiftUI's `Color.opacity(_:)` does.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        var c = Color(sRGB: r, g, b, opacity: a * Color.clampUnit(opacity))
        c.dark = dark?.multiplyingOpacity(Color.clampUnit(opacity))
        c.headroom = headroom
        return c
    }

    /// The gamma-encoded extended-sRGB components and the straight opacity.
    /// (Not SwiftUI API: the renderer and tests read colors through this.)
    public var sRGBComponents: (red: Double, green: Double, blue: Double, opacity: Double) {
        (r, g, b, a)
    }

    @inlinable
    static func clampUnit(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }
}

extension Color: CustomStringConvertible {
    public var description: String {
        func c(_ v: Double) -> String { String(format: "%.4f", v) }
        return "Color(sRGB: \(c(r)), \(c(g)), \(c(b)), opacity: \(c(a)))"
    }
}
