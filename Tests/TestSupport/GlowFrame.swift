// A synthetic picture shared by the media tests and the media benchmark.
import Foundation
import Raster

/// Soft coloured glows drifting over a dark blue sky, screen-blended: the
/// kind of picture the fireworks produce.
public func glowFrame(_ i: Int, width w: Int, height h: Int) -> Pixmap {
    var rng: UInt64 = 0x9E3779B97F4A7C15
    func next() -> Double {
        rng = rng &* 6364136223846793005 &+ 1442695040888963407
        return Double(rng >> 11) / Double(1 << 53)
    }
    var sky = [Double](repeating: 0, count: w * h * 3)
    for k in 0..<(w * h) { sky[k * 3] = 8; sky[k * 3 + 1] = 10; sky[k * 3 + 2] = 30 }
    for _ in 0..<20 {
        let x0 = next() * Double(w), y0 = next() * Double(h)
        let vx = next() * 4 - 2, vy = next() * 4 - 2, r = 4 + next() * 14
        let color = [next(), next(), next()]
        let cx = x0 + vx * Double(i), cy = y0 + vy * Double(i)
        for y in stride(from: max(0, Int(cy - 2 * r)), to: min(h, Int(cy + 2 * r)), by: 1) {
            for x in stride(from: max(0, Int(cx - 2 * r)), to: min(w, Int(cx + 2 * r)), by: 1) {
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)) / (r * r)
                let k = exp(-2 * d)
                for c in 0..<3 {
                    let s = color[c] * 255 * k, p = sky[(y * w + x) * 3 + c]
                    sky[(y * w + x) * 3 + c] = 255 - (255 - p) * (255 - s) / 255
                }
            }
        }
    }
    let p = Pixmap(width: w, height: h)
    for k in 0..<(w * h) {
        p.setPixel(x: k % w, y: k / w, RGBA8(r: UInt8(sky[k * 3]), g: UInt8(sky[k * 3 + 1]), b: UInt8(sky[k * 3 + 2]), a: 255))
    }
    return p
}
