// Triangles whose colors vary linearly between their corners (Gouraud
// shading): what a tessellated mesh gradient is drawn with. Each pixel
// whose centre lies in a triangle is set to the barycentric mix of the
// corner colors, straight components, then premultiplied. Pixels are set,
// not blended; triangles are visited in order, so the bytes do not depend
// on anything but the input.
//
// Watertight: a pixel centre on an edge two triangles share belongs to
// exactly one of them, so a tessellated surface has no cracks. Each edge's
// function (the signed area of the edge and the centre) is computed from
// the edge's two vertices in one canonical order — lower y first, then
// lower x — so both triangles get the same float, one with each sign;
// a centre exactly on the edge (value 0) is decided as if it were moved
// by an infinitesimal (ε, ε²): below-and-right of every edge, the same
// point for every triangle, which lies inside exactly one of them (the
// top-left rule of GPU rasterizers). An earlier version tested the third
// weight as 1 − the other two with a tolerance: rounding left centres on
// some shared edges inside neither triangle, 1-pixel cracks in a mesh.

/// A triangle corner: a position in pixels and a straight sRGB color.
package struct ColoredVertex: Sendable {
    package var x: Float, y: Float
    package var color: RGBAColor
    package init(x: Float, y: Float, color: RGBAColor) { self.x = x; self.y = y; self.color = color }
}

/// One edge of a triangle, in canonical order, with the triangle's side.
private struct TriangleEdge {
    /// The canonical first vertex and the vector to the second.
    let px: Float, py: Float, dx: Float, dy: Float
    /// +1 when the triangle's interior is where the canonical function is positive.
    let sign: Float
    /// Whether a centre on the edge (function 0) is inside.
    let includesZero: Bool

    /// The edge from `p` to `q` of a triangle wound so that its interior
    /// is on the left of p → q's function being positive.
    init(_ p: ColoredVertex, _ q: ColoredVertex) {
        let swap = p.y > q.y || (p.y == q.y && p.x > q.x)
        let a = swap ? q : p, b = swap ? p : q
        px = a.x; py = a.y; dx = b.x - a.x; dy = b.y - a.y
        sign = swap ? -1 : 1
        // The centre moved by (ε, ε²) changes the canonical function by
        // dx·ε² − dy·ε: negative for a descending edge, positive for a
        // horizontal one (dx > 0 then).
        includesZero = dy > 0 ? sign < 0 : sign > 0
    }

    /// The function at a centre, signed so the interior is positive; nil
    /// when the centre is outside (or on the edge and the tie excludes it).
    @inline(__always)
    func value(_ cx: Float, _ cy: Float) -> Float? {
        let s = dx * (cy - py) - dy * (cx - px)
        if s == 0 { return includesZero ? 0 : nil }
        let e = s * sign
        return e > 0 ? e : nil
    }
}

extension Pixmap {
    /// Sets the pixels covered by each triangle `(a, b, c)` (indices into
    /// `vertices`) to the colors interpolated between its corners.
    package func setColoredTriangles(_ vertices: [ColoredVertex], triangles: [(Int, Int, Int)]) {
        let w = width, h = height, base = data
        vertices.withUnsafeBufferPointer { v in
            for (ia, ib, ic) in triangles {
                let a = v[ia]
                // Wound so the interior is where every edge function is positive.
                let area = (v[ib].x - a.x) * (v[ic].y - a.y) - (v[ib].y - a.y) * (v[ic].x - a.x)
                guard area != 0, area.isFinite else { continue }
                let b = area > 0 ? v[ib] : v[ic], c = area > 0 ? v[ic] : v[ib]
                // Edge functions: a's weight is the edge b→c's, b's is c→a's, c's is a→b's.
                let ea = TriangleEdge(b, c), eb = TriangleEdge(c, a), ec = TriangleEdge(a, b)
                let x0 = max(0, Int(min(a.x, b.x, c.x).rounded(.down))), x1 = min(w - 1, Int(max(a.x, b.x, c.x).rounded(.up)))
                let y0 = max(0, Int(min(a.y, b.y, c.y).rounded(.down))), y1 = min(h - 1, Int(max(a.y, b.y, c.y).rounded(.up)))
                guard x0 <= x1, y0 <= y1 else { continue }
                for py in y0...y1 {
                    let cy = Float(py) + 0.5
                    let row = base + py * w * 4
                    for px in x0...x1 {
                        let cx = Float(px) + 0.5
                        guard let fa = ea.value(cx, cy), let fb = eb.value(cx, cy), let fc = ec.value(cx, cy) else { continue }
                        // The three functions sum to twice the area (up to rounding).
                        let sum = fa + fb + fc
                        guard sum > 0 else { continue }
                        let inv = 1 / sum
                        let wa = fa * inv, wb = fb * inv, wc = fc * inv
                        let r = a.color.red * wa + b.color.red * wb + c.color.red * wc
                        let g = a.color.green * wa + b.color.green * wb + c.color.green * wc
                        let bl = a.color.blue * wa + b.color.blue * wb + c.color.blue * wc
                        let al = a.color.alpha * wa + b.color.alpha * wb + c.color.alpha * wc
                        let word = premultipliedWord(r: min(max(r, 0), 1), g: min(max(g, 0), 1), b: min(max(bl, 0), 1),
                                                     a: min(max(al, 0), 1))
                        let p = row + px * 4
                        p[0] = UInt8(word & 255); p[1] = UInt8(word >> 8 & 255)
                        p[2] = UInt8(word >> 16 & 255); p[3] = UInt8(word >> 24)
                    }
                }
            }
        }
    }
}
