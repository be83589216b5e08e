// iOS 18's MeshGradient: a grid of positioned colours. Each cell between
// four vertices is a patch whose shape and colours are bicubic Hermite
// (Ferguson) surfaces: at each vertex the tangents are the central
// differences of its neighbours (one-sided at the edges), the twists zero.
// Apple documents Bézier patches with implicit control points but not how
// they are derived; this choice keeps a regular grid exactly regular and
// passes through every vertex with its colour. With `smoothsColors: false`
// colours mix bilinearly across each patch. The patches are tessellated
// into colour-interpolated triangles that Raster fills; points outside the
// mesh show the background.
import Foundation
import Raster

/// A two-dimensional gradient defined by a grid of positioned colors, as
/// SwiftUI's `MeshGradient` (a shape style and, in Views, a view).
public struct MeshGradient: ShapeStyle {
    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// Unit-space positions, `width × height`, row by row.
    public var points: [SIMD2<Float>]
    /// Colors, `width × height`, row by row.
    public var colors: [Color]
    /// Fills what the mesh does not cover.
    public var background: Color
    /// Whether colours follow cubic curves through the vertices (true) or
    /// mix linearly across each cell.
    public var smoothsColors: Bool
    /// Accepted for source compatibility; colours mix as `.device` (sRGB components).
    public var colorSpace: Gradient.ColorSpace

    /// A `width` × `height` grid of vertices: `points` in unit coordinates and
    /// `colors`, both row by row with `width × height` entries; `background`
    /// fills what the mesh leaves uncovered.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// The background: the mesh itself is painted from ``ShapeStyleEffects/meshFill``.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { .color(RGBAColor(background)) }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = ShapeStyleEffects()
        effects.meshFill = self
        return effects
    }

    /// The mesh drawn into a `pixelWidth × pixelHeight` pixmap spanning the
    /// unit square; nil when the grid and arrays do not match.
    func render(pixelWidth: Int, pixelHeight: Int) -> Pixmap? {
        let n = width * height
        guard width >= 2, height >= 2, points.count == n, colors.count == n, pixelWidth > 0, pixelHeight > 0 else { return nil }
        let pix = Pixmap(width: pixelWidth, height: pixelHeight)
        pix.clear(to: RGBAColor(background).premultiplied)
        let sx = Float(pixelWidth), sy = Float(pixelHeight)
        let pos = points.map { [$0.x * sx, $0.y * sy] }
        let col = colors.map { c -> [Float] in let p = RGBAColor(c); return [p.red, p.green, p.blue, p.alpha] }
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
        // The Ferguson patch of cell (i, j) at (u, v).
        func patch(_ v: [[Float]], _ i: Int, _ j: Int, _ u: Float, _ w: Float, cubic: Bool) -> [Float] {
            let p00 = at(v, i, j), p10 = at(v, i + 1, j), p01 = at(v, i, j + 1), p11 = at(v, i + 1, j + 1)
            guard cubic else {
                return (0..<p00.count).map { k in
                    (p00[k] * (1 - u) + p10[k] * u) * (1 - w) + (p01[k] * (1 - u) + p11[k] * u) * w
                }
            }
            let (a0, a1, b0, b1) = hermite(u), (c0, c1, d0, d1) = hermite(w)
            let u00 = du(v, i, j), u10 = du(v, i + 1, j), u01 = du(v, i, j + 1), u11 = du(v, i + 1, j + 1)
            let v00 = dv(v, i, j), v10 = dv(v, i + 1, j), v01 = dv(v, i, j + 1), v11 = dv(v, i + 1, j + 1)
            return (0..<p00.count).map { k in
                let corner = a0 * (c0 * p00[k] + c1 * p01[k]) + a1 * (c0 * p10[k] + c1 * p11[k])
                let alongU = b0 * (c0 * u00[k] + c1 * u01[k]) + b1 * (c0 * u10[k] + c1 * u11[k])
                let alongV = a0 * (d0 * v00[k] + d1 * v01[k]) + a1 * (d0 * v10[k] + d1 * v11[k])
                return corner + alongU + alongV
            }
        }
        var vertices: [ColoredVertex] = [], triangles: [(Int, Int, Int)] = []
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let corners = [at(pos, i, j), at(pos, i + 1, j), at(pos, i, j + 1), at(pos, i + 1, j + 1)]
                let extent = max(corners.map { $0[0] }.max()! - corners.map { $0[0] }.min()!,
                                 corners.map { $0[1] }.max()! - corners.map { $0[1] }.min()!)
                // About one triangle pair per 4 × 4 pixels, 1…64 per side.
                let steps = min(64, max(1, Int((extent / 4).rounded(.up))))
                let first = vertices.count
                for b in 0...steps {
                    for a in 0...steps {
                        let u = Float(a) / Float(steps), w = Float(b) / Float(steps)
                        let p = patch(pos, i, j, u, w, cubic: true)
                        let c = patch(col, i, j, u, w, cubic: smoothsColors)
                        vertices.append(ColoredVertex(x: p[0], y: p[1], color: RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])))
                    }
                }
                for b in 0..<steps {
                    for a in 0..<steps {
                        let q = first + b * (steps + 1) + a
                        triangles.append((q, q + 1, q + steps + 1))
                        triangles.append((q + 1, q + steps + 2, q + steps + 1))
                    }
                }
            }
        }
        pix.setColoredTriangles(vertices, triangles: triangles)
        return pix
    }
}
