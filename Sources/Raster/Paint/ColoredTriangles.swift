// Triangles whose colors vary linearly between their corners (Gouraud
// shading): what a tessellated mesh gradient is drawn with. Each pixel
// whose centre lies in a triangle (edges included) is set to the
// barycentric mix of the corner colors, straight components, then
// premultiplied. Pixels are set, not blended, so a pixel on an edge two
// triangles share gets the same colour from either (the mix along a shared
// edge depends on its two corners only); triangles are visited in order,
// so the bytes do not depend on anything but the input.

/// A triangle corner: a position in pixels and a straight sRGB color.
package struct ColoredVertex: Sendable {
    package var x: Float, y: Float
    package var color: RGBAColor
    package init(x: Float, y: Float, color: RGBAColor) { self.x = x; self.y = y; self.color = color }
}

extension Pixmap {
    /// Sets the pixels covered by each triangle `(a, b, c)` (indices into
    /// `vertices`) to the colors interpolated between its corners.
    package func setColoredTriangles(_ vertices: [ColoredVertex], triangles: [(Int, Int, Int)]) {
        let w = width, h = height, base = data
        vertices.withUnsafeBufferPointer { v in
            for (ia, ib, ic) in triangles {
                let a = v[ia], b = v[ib], c = v[ic]
                let area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
                guard area != 0, area.isFinite else { continue }
                let x0 = max(0, Int(min(a.x, b.x, c.x).rounded(.down))), x1 = min(w - 1, Int(max(a.x, b.x, c.x).rounded(.up)))
                let y0 = max(0, Int(min(a.y, b.y, c.y).rounded(.down))), y1 = min(h - 1, Int(max(a.y, b.y, c.y).rounded(.up)))
                guard x0 <= x1, y0 <= y1 else { continue }
                let inv = 1 / area
                for py in y0...y1 {
                    let cy = Float(py) + 0.5
                    let row = base + py * w * 4
                    for px in x0...x1 {
                        let cx = Float(px) + 0.5
                        // Weights of a and b (c's is what is left), each the
                        // signed area of the opposite sub-triangle over the whole.
                        let wa = ((b.x - cx) * (c.y - cy) - (b.y - cy) * (c.x - cx)) * inv
                        let wb = ((c.x - cx) * (a.y - cy) - (c.y - cy) * (a.x - cx)) * inv
                        let wc = 1 - wa - wb
                        guard wa >= 0, wb >= 0, wc >= -1e-6 else { continue }
                        let r = a.color.red * wa + b.color.red * wb + c.color.red * wc
                        let g = a.color.green * wa + b.color.green * wb + c.color.green * wc
                        let bl = a.color.blue * wa + b.color.blue * wb + c.color.blue * wc
                        let al = a.color.alpha * wa + b.color.alpha * wb + c.color.alpha * wc
                        let word = premultipliedWord(r: min(max(r, 0), 1), g: min(max(g, 0), 1), b: min(max(bl, 0), 1), a: al)
                        let p = row + px * 4
                        p[0] = UInt8(word & 255); p[1] = UInt8(word >> 8 & 255)
                        p[2] = UInt8(word >> 16 & 255); p[3] = UInt8(word >> 24)
                    }
                }
            }
        }
    }
}
