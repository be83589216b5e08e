// Color-matrix filters on premultiplied pixels: unpremultiply, apply the
// 4×5 matrix to straight components (optionally in linear light), clamp,
// premultiply again, rounding to nearest.
import Foundation
import Raster

enum ColorMatrixFilter {
    static func apply(_ m: ColorMatrix, to pixmap: Pixmap, linear: Bool) {
        let decode = linear ? (0..<256).map { Float(ColorSpaceConversion.decode(Double($0) / 255)) } : []
        let p = pixmap.data
        for i in 0..<(pixmap.width * pixmap.height) {
            let q = p + i * 4
            let a = Float(q[3]) / 255
            var r: Float = 0, g: Float = 0, b: Float = 0
            if q[3] > 0 {
                r = Float(q[0]) / 255 / a; g = Float(q[1]) / 255 / a; b = Float(q[2]) / 255 / a
                if linear {
                    r = decode[Int(min(r, 1) * 255 + 0.5)]
                    g = decode[Int(min(g, 1) * 255 + 0.5)]
                    b = decode[Int(min(b, 1) * 255 + 0.5)]
                }
            }
            var nr = m.r1 * r + m.r2 * g + m.r3 * b + m.r4 * a + m.r5
            var ng = m.g1 * r + m.g2 * g + m.g3 * b + m.g4 * a + m.g5
            var nb = m.b1 * r + m.b2 * g + m.b3 * b + m.b4 * a + m.b5
            let na = min(max(m.a1 * r + m.a2 * g + m.a3 * b + m.a4 * a + m.a5, 0), 1)
            nr = min(max(nr, 0), 1); ng = min(max(ng, 0), 1); nb = min(max(nb, 0), 1)
            if linear {
                nr = Float(ColorSpaceConversion.encode(Double(nr)))
                ng = Float(ColorSpaceConversion.encode(Double(ng)))
                nb = Float(ColorSpaceConversion.encode(Double(nb)))
            }
            let ab = (na * 255 + 0.5).rounded(.down)
            q[0] = UInt8(min((nr * na * 255 + 0.5).rounded(.down), ab))
            q[1] = UInt8(min((ng * na * 255 + 0.5).rounded(.down), ab))
            q[2] = UInt8(min((nb * na * 255 + 0.5).rounded(.down), ab))
            q[3] = UInt8(ab)
        }
    }

    /// Pixels with alpha in `min…max` become `color`; the others transparent.
    static func threshold(_ pixmap: Pixmap, min lo: Double, max hi: Double, color: PaintColor) {
        let (r, g, b, a) = color.premultiplied
        let word = [UInt8(r * 255 + 0.5), UInt8(g * 255 + 0.5), UInt8(b * 255 + 0.5), UInt8(a * 255 + 0.5)]
        let p = pixmap.data
        for i in 0..<(pixmap.width * pixmap.height) {
            let q = p + i * 4
            let alpha = Double(q[3]) / 255
            let inside = alpha >= lo && alpha <= hi
            for c in 0..<4 { q[c] = inside ? word[c] : 0 }
        }
    }

    /// Sets every alpha to 255, keeping the straight colors.
    static func makeOpaque(_ pixmap: Pixmap) {
        let p = pixmap.data
        for i in 0..<(pixmap.width * pixmap.height) {
            let q = p + i * 4
            let a = UInt32(q[3])
            guard a != 255 else { continue }
            if a == 0 { q[0] = 0; q[1] = 0; q[2] = 0 } else {
                for c in 0..<3 { q[c] = UInt8(min(255, (UInt32(q[c]) * 255 + a / 2) / a)) }
            }
            q[3] = 255
        }
    }
}
