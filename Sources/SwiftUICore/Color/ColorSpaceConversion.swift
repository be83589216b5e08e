// Conversions between the color spaces SwiftUI's Color accepts, and the
// perceptual space used for `Gradient.ColorSpace.perceptual`.
//
// The primaries matrices are derived from the published chromaticities
// (IEC 61966-2-1 for sRGB, SMPTE EG 432-1 for Display P3, both D65) rather
// than typed in, so they are exactly consistent with each other.
import Foundation
import Raster

@usableFromInline
enum ColorSpaceConversion {
    /// sRGB transfer function (linear → encoded), mirrored for negative
    /// values so extended-range components survive a round trip.
    @inlinable
    static func encode(_ v: Double) -> Double {
        let m = abs(v)
        let e = SRGBTransfer.encode(m, power: pow)
        return v < 0 ? -e : e
    }

    /// sRGB inverse transfer function (encoded → linear), mirrored likewise.
    @inlinable
    static func decode(_ v: Double) -> Double {
        let m = abs(v)
        let l = SRGBTransfer.decode(m, power: pow)
        return v < 0 ? -l : l
    }

    typealias Matrix = (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    static func toSRGB(_ space: Color.RGBColorSpace, _ r: Double, _ g: Double, _ b: Double)
        -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            let (lr, lg, lb) = apply(p3ToSRGB, decode(r), decode(g), decode(b))
            return (encode(lr), encode(lg), encode(lb))
        }
    }

    static func apply(_ m: Matrix, _ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        (m.0 * x + m.1 * y + m.2 * z, m.3 * x + m.4 * y + m.5 * z, m.6 * x + m.7 * y + m.8 * z)
    }

    /// Linear Display P3 → linear sRGB.
    static let p3ToSRGB: Matrix = {
        let d65 = (0.3127, 0.3290)
        let srgb = rgbToXYZ(r: (0.64, 0.33), g: (0.30, 0.60), b: (0.15, 0.06), white: d65)
        let p3 = rgbToXYZ(r: (0.680, 0.320), g: (0.265, 0.690), b: (0.150, 0.060), white: d65)
        return multiply(invert(srgb), p3)
    }()

    /// The RGB → XYZ matrix of a space given its primaries and white point
    /// (the standard construction: scale each primary's XYZ so that RGB
    /// (1, 1, 1) maps to the white point with Y = 1).
    static func rgbToXYZ(r: (Double, Double), g: (Double, Double), b: (Double, Double),
                         white: (Double, Double)) -> Matrix {
        func xyz(_ c: (Double, Double)) -> (Double, Double, Double) { (c.0 / c.1, 1, (1 - c.0 - c.1) / c.1) }
        let (xr, yr, zr) = xyz(r), (xg, yg, zg) = xyz(g), (xb, yb, zb) = xyz(b), (xw, yw, zw) = xyz(white)
        let primaries: Matrix = (xr, xg, xb, yr, yg, yb, zr, zg, zb)
        let (sr, sg, sb) = apply(invert(primaries), xw, yw, zw)
        return (xr * sr, xg * sg, xb * sb, yr * sr, yg * sg, yb * sb, zr * sr, zg * sg, zb * sb)
    }

    static func invert(_ m: Matrix) -> Matrix {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        return (A / det, -(b * i - c * h) / det, (b * f - c * e) / det,
                B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
                C / det, -(a * h - b * g) / det, (a * e - b * d) / det)
    }

    static func multiply(_ l: Matrix, _ r: Matrix) -> Matrix {
        let row0 = (l.0, l.1, l.2), row1 = (l.3, l.4, l.5), row2 = (l.6, l.7, l.8)
        func dot(_ row: (Double, Double, Double), _ c0: Double, _ c1: Double, _ c2: Double) -> Double {
            row.0 * c0 + row.1 * c1 + row.2 * c2
        }
        return (dot(row0, r.0, r.3, r.6), dot(row0, r.1, r.4, r.7), dot(row0, r.2, r.5, r.8),
                dot(row1, r.0, r.3, r.6), dot(row1, r.1, r.4, r.7), dot(row1, r.2, r.5, r.8),
                dot(row2, r.0, r.3, r.6), dot(row2, r.1, r.4, r.7), dot(row2, r.2, r.5, r.8))
    }

    // Oklab (Björn Ottosson, 2020), from and to linear sRGB: the "perceptual"
    // interpolation space. Constants are those of the published definition.
    static func linearSRGBToOklab(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
        let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
        let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        let l_ = cbrt(l), m_ = cbrt(m), s_ = cbrt(s)
        return (0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
                1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
                0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_)
    }

    static func oklabToLinearSRGB(_ L: Double, _ a: Double, _ b: Double) -> (Double, Double, Double) {
        let l_ = L + 0.3963377774 * a + 0.2158037573 * b
        let m_ = L - 0.1055613458 * a - 0.0638541728 * b
        let s_ = L - 0.0894841775 * a - 1.2914855480 * b
        let l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_
        return (4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }
}
