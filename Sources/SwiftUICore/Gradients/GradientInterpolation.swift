import Foundation
import Raster

/// The non-default ways of mixing two stop colors, and the subdivision that
/// turns them into straight-sRGB segments a renderer can interpolate.
enum GradientInterpolation {
    /// Mix in linear light (sRGB primaries, linear transfer).
    static func linearLight(_ a: RGBAColor, _ b: RGBAColor, _ f: Double) -> RGBAColor {
        func ch(_ x: Float, _ y: Float) -> Float {
            let lx = ColorSpaceConversion.decode(Double(x)), ly = ColorSpaceConversion.decode(Double(y))
            return Float(ColorSpaceConversion.encode(lx + (ly - lx) * f))
        }
        return RGBAColor(clampingRed: ch(a.red, b.red), green: ch(a.green, b.green), blue: ch(a.blue, b.blue),
                          alpha: a.alpha + (b.alpha - a.alpha) * Float(f))
    }

    /// Mix in Oklab.
    static func oklab(_ a: RGBAColor, _ b: RGBAColor, _ f: Double) -> RGBAColor {
        func lab(_ c: RGBAColor) -> (Double, Double, Double) {
            ColorSpaceConversion.linearSRGBToOklab(ColorSpaceConversion.decode(Double(c.red)),
                                                   ColorSpaceConversion.decode(Double(c.green)),
                                                   ColorSpaceConversion.decode(Double(c.blue)))
        }
        let la = lab(a), lb = lab(b)
        let (r, g, bl) = ColorSpaceConversion.oklabToLinearSRGB(la.0 + (lb.0 - la.0) * f,
                                                                la.1 + (lb.1 - la.1) * f,
                                                                la.2 + (lb.2 - la.2) * f)
        return RGBAColor(clampingRed: Float(ColorSpaceConversion.encode(r)), green: Float(ColorSpaceConversion.encode(g)),
                          blue: Float(ColorSpaceConversion.encode(bl)),
                          alpha: a.alpha + (b.alpha - a.alpha) * Float(f))
    }

    /// A chord may be off the exact curve by this much (a quarter 8-bit step).
    static let tolerance: Float = 0.25 / 255
    static let maxDepth = 10

    /// Appends the interior stops between `a` and `b` (exclusive) so that
    /// straight interpolation between consecutive stops tracks `mix`.
    static func subdivide(_ a: ResolvedGradient.Stop, _ b: ResolvedGradient.Stop, depth: Int,
                          mix: (RGBAColor, RGBAColor, Double) -> RGBAColor,
                          into out: inout [ResolvedGradient.Stop],
                          from a0: ResolvedGradient.Stop? = nil, to b0: ResolvedGradient.Stop? = nil) {
        // a0/b0 are the original segment ends; a/b the current sub-range.
        let s = a0 ?? a, e = b0 ?? b
        let span = e.location - s.location
        let midLocation = (a.location + b.location) / 2
        let exact = mix(s.color, e.color, (midLocation - s.location) / span)
        let chord = a.color.mixed(with: b.color, by: 0.5)
        let err = max(abs(exact.red - chord.red), abs(exact.green - chord.green), abs(exact.blue - chord.blue))
        guard err > tolerance && depth < maxDepth else { return }
        let m = ResolvedGradient.Stop(location: midLocation, color: exact)
        subdivide(a, m, depth: depth + 1, mix: mix, into: &out, from: s, to: e)
        out.append(m)
        subdivide(m, b, depth: depth + 1, mix: mix, into: &out, from: s, to: e)
    }
}
