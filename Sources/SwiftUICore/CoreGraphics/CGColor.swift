// CoreGraphics' colour object, which Linux lacks: drawing code passes
// `CGColor`s to a `CGContext` and SwiftUI converts with `Color(cgColor:)`
// and `.cgColor`. A colour keeps its components in its own space (gray
// colours have one component and alpha) and is brought into sRGB when drawn.
import Foundation

#if !canImport(CoreGraphics)
/// A colour, as CoreGraphics' `CGColor`: components in a colour space, alpha last.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The components, alpha last: four for RGB colours, two for gray ones.
    public let components: [CGFloat]?
    /// The space the components are in.
    public let colorSpace: CGColorSpace?

    init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components
    }

    /// A colour in Apple's Generic RGB space (taken as sRGB here).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sRGBShared, components: [red, green, blue, alpha])
    }
    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sRGBShared, components: [red, green, blue, alpha])
    }
    /// A gray in the generic gray space (a 2.2 power transfer function), as CoreGraphics makes it.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22Shared, components: [gray, alpha])
    }
    /// A gray in the generic gray 2.2 space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }
    /// A colour from `space.numberOfComponents` components and alpha, read
    /// from `components`; nil for a space that cannot be drawn (CMYK, Lab,
    /// patterns). Components outside 0…1 are clamped unless the space is extended.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.supportsOutput else { return nil }
        let n = space.numberOfComponents + 1
        let values = (0..<n).map { i -> CGFloat in
            let v = components[i]
            return space.isExtended && i < n - 1 ? v : min(max(v, 0), 1)
        }
        self.init(space: space, components: values)
    }

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
        guard var c = components, let space = colorSpace else { return nil }
        c[c.count - 1] = alpha
        return CGColor(space: space, components: c)
    }
    /// The colour in `space` (RGB or gray spaces with sRGB's or a linear transfer function).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard space.supportsOutput, !space.displayP3 else { return nil }
        let c = rgba
        func fromSRGB(_ v: CGFloat) -> CGFloat {
            switch space.transfer {
            case .sRGB: return v
            case .linear: return CGFloat(v < 0 ? -ColorSpaceConversion.decode(Double(-v)) : ColorSpaceConversion.decode(Double(v)))
            case .gamma22:
                let l = v < 0 ? -ColorSpaceConversion.decode(Double(-v)) : ColorSpaceConversion.decode(Double(v))
                return CGFloat(l < 0 ? -pow(-l, 1 / 2.2) : pow(l, 1 / 2.2))
            }
        }
        if space.model == .monochrome {
            // Gray from the linear-light luminance (Rec. 709 weights, sRGB's primaries).
            func lin(_ v: CGFloat) -> Double { ColorSpaceConversion.decode(Double(v)) }
            let y = 0.2126 * lin(c.red) + 0.7152 * lin(c.green) + 0.0722 * lin(c.blue)
            let g = CGFloat(space.transfer == .sRGB ? ColorSpaceConversion.encode(y)
                            : space.transfer == .linear ? y : pow(y, 1 / 2.2))
            return CGColor(space: space, components: [g, c.alpha])
        }
        return CGColor(space: space, components: [fromSRGB(c.red), fromSRGB(c.green), fromSRGB(c.blue), c.alpha])
    }

    /// Red, green, blue (extended sRGB) and alpha.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components, let space = colorSpace, space.supportsOutput else { return (0, 0, 0, 1) }
        let s = space.sRGB(Array(c.dropLast()))
        return (CGFloat(s.red), CGFloat(s.green), CGFloat(s.blue), c.last ?? 1)
    }

    /// Colours with equal components in equal spaces are equal.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components && a.colorSpace == b.colorSpace }
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
