import Foundation
import SwiftUICore
import Raster

/// Renders `body` on a fresh transparent canvas of `w` × `h` points.
func renderContext(_ w: Int, _ h: Int, scale: Double = 1,
                   _ body: (inout GraphicsContext, CGSize) -> Void) throws -> Pixmap {
    try GraphicsContext.render(width: w, height: h, scale: scale) { context, size in body(&context, size) }
}

/// A pixel as Ints (premultiplied r, g, b, a).
func px(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let c = p.pixel(x: x, y: y)
    return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
}

/// Whether every component of `got` is within `tolerance` of `expected` (0…255 scale).
func near(_ got: [Int], _ expected: [Double], _ tolerance: Double = 1) -> Bool {
    zip(got, expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
}

/// An opaque color from 8-bit components.
func rgb8(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> Color {
    Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
}

/// sRGB transfer functions (IEC 61966-2-1), for expected values.
func srgbDecode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
func srgbEncode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }

/// The standard normal cumulative distribution.
func normalCDF(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
