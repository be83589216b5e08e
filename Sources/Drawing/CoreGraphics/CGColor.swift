// CoreGraphics' colour object, which Linux lacks: drawing code passes
// `CGColor`s to a `CGContext` and SwiftUI converts with `Color(cgColor:)`
// and `.cgColor`. Components are extended sRGB (gray colours have one
// component and alpha), as CoreGraphics' generic initialisers make them.
import Foundation

#if !canImport(CoreGraphics)
/// A colour, as CoreGraphics' `CGColor`: RGBA or gray-alpha components in sRGB.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The components, alpha last: four for RGB colours, two for gray ones.
    public let components: [CGFloat]?

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    /// An sRGB colour (CoreGraphics' explicit spelling).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A gray in the sRGB transfer curve.
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Red, green, blue and alpha (a gray's level in each of red, green and blue).
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components else { return (0, 0, 0, 1) }
        return c.count == 2 ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
    }

    /// Colours with equal components are equal.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    /// The components, as CoreGraphics prints them.
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}
#endif

extension Color {
    /// The colour of `cgColor`, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }
}

extension Color.Resolved {
    /// The colour as a `CGColor` (sRGB components, as SwiftUI's `Resolved.cgColor`).
    public var cgColor: CGColor { CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity)) }
}

extension Color {
    /// The colour as a `CGColor`, resolved in a light appearance, as SwiftUI's `cgColor`.
    public var cgColor: CGColor? { resolved.cgColor }
}
