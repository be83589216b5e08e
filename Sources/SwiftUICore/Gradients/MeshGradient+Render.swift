// A mesh gradient tessellated into colour-interpolated triangles, which
// Raster fills. See MeshGradient.swift for the patch model.
import Foundation
import Raster

extension MeshGradient {
    /// The mesh drawn into a `pixelWidth × pixelHeight` pixmap spanning the
    /// unit square; nil when the grid and arrays do not match.
    func render(pixelWidth: Int, pixelHeight: Int) -> Pixmap? {
        let n = width * height
        let resolvedColors = colors.resolved
        guard width >= 2, height >= 2, locations.count == n, resolvedColors.count == n, pixelWidth > 0, pixelHeight > 0 else { return nil }
        let pix = Pixmap(width: pixelWidth, height: pixelHeight)
        pix.clear(to: RGBAColor(background).premultiplied)
        let scale = SIMD2<Float>(Float(pixelWidth), Float(pixelHeight))
        let vertices = bezierPoints().map { b in
            MeshGradient.BezierPoint(position: b.position * scale, leadingControlPoint: b.leadingControlPoint * scale,
                                     topControlPoint: b.topControlPoint * scale,
                                     trailingControlPoint: b.trailingControlPoint * scale,
                                     bottomControlPoint: b.bottomControlPoint * scale)
        }
        let perceptual = colorSpace == .perceptual
        let col = resolvedColors.map { c -> [Float] in
            perceptual ? Self.oklab(c) : { let p = RGBAColor(Color(c)); return [p.red, p.green, p.blue, p.alpha] }()
        }
        func vertex(_ i: Int, _ j: Int) -> MeshGradient.BezierPoint { vertices[j * width + i] }
        func at(_ v: [[Float]], _ i: Int, _ j: Int) -> [Float] { v[j * width + i] }
        // Central differences (one-sided at the edges), per component.
        func du(_ v: [[Float]], _ i: Int, _ j: Int) -> [Float] {
            let a = at(v, max(i - 1, 0), j), b = at(v, min(i + 1, width - 1), j), k = Float(min(i + 1, width - 1) - max(i - 1, 0))
            return zip(a, b).map { ($1 - $0) / k }
        }
        func dv(_ v: [[Float]], _ i: Int, _ j: Int) -> [Float] {
            let a = at(v, i, max(j - 1, 0)), b = at(v, i, min(j + 1, height - 1)), k = Float(min(j + 1, height - 1) - max(j - 1, 0))
            return zip(a, b).map { ($1 - $0) / k }
        }
        func hermite(_ t: Float) -> (Float, Float, Float, Float) {
            let t2 = t * t, t3 = t2 * t
            return (2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2)
        }
        // A Ferguson patch at (u, w) from its corners `p` (00, 10, 01, 11) and their tangents along u and v.
        func ferguson(_ p: [[Float]], _ tu: [[Float]], _ tv: [[Float]], _ u: Float, _ w: Float) -> [Float] {
            let (a0, a1, b0, b1) = hermite(u), (c0, c1, d0, d1) = hermite(w)
            return (0..<p[0].count).map { k in
                let corner = a0 * (c0 * p[0][k] + c1 * p[2][k]) + a1 * (c0 * p[1][k] + c1 * p[3][k])
                let alongU = b0 * (c0 * tu[0][k] + c1 * tu[2][k]) + b1 * (c0 * tu[1][k] + c1 * tu[3][k])
                let alongV = a0 * (d0 * tv[0][k] + d1 * tv[2][k]) + a1 * (d0 * tv[1][k] + d1 * tv[3][k])
                return corner + alongU + alongV
            }
        }
        func bilinear(_ p: [[Float]], _ u: Float, _ w: Float) -> [Float] {
            (0..<p[0].count).map { k in (p[0][k] * (1 - u) + p[1][k] * u) * (1 - w) + (p[2][k] * (1 - u) + p[3][k] * u) * w }
        }
        func array(_ s: SIMD2<Float>) -> [Float] { [s.x, s.y] }
        // Samples per patch side: about one triangle pair per 4 × 4 pixels,
        // 1…64 a side. Neighbouring patches must sample the edge they share
        // at the same points, or the two polylines part and leave cracks
        // (T-junctions): so a column of patches shares one count across
        // (the largest its patches want) and a row one count down.
        func extent(_ i: Int, _ j: Int) -> Float {
            let ps = [vertex(i, j), vertex(i + 1, j), vertex(i, j + 1), vertex(i + 1, j + 1)].map(\.position)
            let xs = ps.map(\.x), ys = ps.map(\.y)
            return max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        }
        var stepsAcross = [Int](repeating: 1, count: width - 1), stepsDown = [Int](repeating: 1, count: height - 1)
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let e = extent(i, j)
                let steps = e.isFinite ? min(64, max(1, Int((e / 4).rounded(.up)))) : 1
                stepsAcross[i] = max(stepsAcross[i], steps)
                stepsDown[j] = max(stepsDown[j], steps)
            }
        }
        var out: [ColoredVertex] = [], triangles: [(Int, Int, Int)] = []
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let q00 = vertex(i, j), q10 = vertex(i + 1, j), q01 = vertex(i, j + 1), q11 = vertex(i + 1, j + 1)
                let corners = [q00, q10, q01, q11].map { array($0.position) }
                // A cubic Bézier's end tangents are 3 × (control − end): each edge of the cell is the curve
                // through the control points its two vertices give towards each other.
                let tu = [3 * (q00.trailingControlPoint - q00.position), 3 * (q10.position - q10.leadingControlPoint),
                          3 * (q01.trailingControlPoint - q01.position), 3 * (q11.position - q11.leadingControlPoint)].map(array)
                let tv = [3 * (q00.bottomControlPoint - q00.position), 3 * (q10.bottomControlPoint - q10.position),
                          3 * (q01.position - q01.topControlPoint), 3 * (q11.position - q11.topControlPoint)].map(array)
                let cc = [at(col, i, j), at(col, i + 1, j), at(col, i, j + 1), at(col, i + 1, j + 1)]
                let cu = [du(col, i, j), du(col, i + 1, j), du(col, i, j + 1), du(col, i + 1, j + 1)]
                let cv = [dv(col, i, j), dv(col, i + 1, j), dv(col, i, j + 1), dv(col, i + 1, j + 1)]
                let su = stepsAcross[i], sv = stepsDown[j]
                let first = out.count
                for b in 0...sv {
                    for a in 0...su {
                        let u = Float(a) / Float(su), w = Float(b) / Float(sv)
                        let p = ferguson(corners, tu, tv, u, w)
                        let c = smoothsColors ? ferguson(cc, cu, cv, u, w) : bilinear(cc, u, w)
                        out.append(ColoredVertex(x: p[0], y: p[1], color: perceptual ? Self.fromOklab(c) : RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
                    }
                }
                for b in 0..<sv {
                    for a in 0..<su {
                        let q = first + b * (su + 1) + a
                        triangles.append((q, q + 1, q + su + 1))
                        triangles.append((q + 1, q + su + 2, q + su + 1))
                    }
                }
            }
        }
        pix.setColoredTriangles(out, triangles: triangles)
        return pix
    }

    /// The vertices with their control points, implied ones worked out: a third of the way along the
    /// central difference of the neighbouring positions (one-sided at the edges), so that each edge
    /// curve's tangent at a vertex is that difference.
    func bezierPoints() -> [BezierPoint] {
        switch locations {
        case .bezierPoints(let b): return b
        case .points(let p):
            func at(_ i: Int, _ j: Int) -> SIMD2<Float> { p[j * width + i] }
            return (0..<(width * height)).map { index in
                let i = index % width, j = index / width
                let l = max(i - 1, 0), r = min(i + 1, width - 1), t = max(j - 1, 0), b = min(j + 1, height - 1)
                let du = r > l ? (at(r, j) - at(l, j)) / Float(r - l) : .zero
                let dv = b > t ? (at(i, b) - at(i, t)) / Float(b - t) : .zero
                let here = at(i, j)
                return BezierPoint(position: here, leadingControlPoint: here - du / 3, topControlPoint: here - dv / 3,
                                   trailingControlPoint: here + du / 3, bottomControlPoint: here + dv / 3)
            }
        }
    }

    /// A resolved colour as Oklab lightness, a, b and opacity.
    static func oklab(_ c: Color.Resolved) -> [Float] {
        let (l, a, b) = ColorSpaceConversion.linearSRGBToOklab(Double(c.linearRed), Double(c.linearGreen), Double(c.linearBlue))
        return [Float(l), Float(a), Float(b), c.opacity]
    }

    /// Oklab lightness, a, b and opacity back to straight sRGB.
    static func fromOklab(_ c: [Float]) -> RGBAColor {
        let (r, g, b) = ColorSpaceConversion.oklabToLinearSRGB(Double(c[0]), Double(c[1]), Double(c[2]))
        return RGBAColor(red: Float(ColorSpaceConversion.encode(r)), green: Float(ColorSpaceConversion.encode(g)),
                         blue: Float(ColorSpaceConversion.encode(b)), alpha: c[3])
    }
}
