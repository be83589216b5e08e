import Geometry
import Raster

/// A `constexpr sampler`'s options that change what a sample returns.
struct SamplerState: Sendable, Equatable {
    enum Address: Sendable, Equatable { case clampToEdge, repeating, mirroredRepeat, clampToZero }
    var addressS = Address.clampToEdge
    var addressT = Address.clampToEdge
    var linear = false
    /// `coord::pixel`: coordinates in texels instead of 0…1.
    var pixelCoordinates = false
}

/// Reads premultiplied texels of a pixmap as 0…1 floats.
struct TexelReader {
    let bytes: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    /// The texel at integer coordinates after the address modes, or nil for
    /// outside under `clamp_to_zero`.
    @inline(__always)
    static func wrap(_ i: Int, _ n: Int, _ mode: SamplerState.Address) -> Int? {
        switch mode {
        case .clampToEdge: return min(max(i, 0), n - 1)
        case .clampToZero: return i < 0 || i >= n ? nil : i
        case .repeating: let m = i % n; return m < 0 ? m + n : m
        case .mirroredRepeat:
            let period = 2 * n
            var m = i % period
            if m < 0 { m += period }
            return m < n ? m : period - 1 - m
        }
    }

    @inline(__always)
    func texel(_ x: Int, _ y: Int, _ s: SamplerState.Address, _ t: SamplerState.Address) -> SIMD4<Float> {
        guard let i = TexelReader.wrap(x, width, s), let j = TexelReader.wrap(y, height, t) else { return .zero }
        let p = bytes + (j * width + i) * 4
        return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3])) * (1 / 255)
    }

    /// Bilinear between the four texels around pixel-space point (x, y),
    /// texel (i, j) having its centre at (i + 0.5, j + 0.5).
    @inline(__always)
    func bilinear(_ x: Float, _ y: Float, _ s: SamplerState.Address, _ t: SamplerState.Address) -> SIMD4<Float> {
        let fx = x - 0.5, fy = y - 0.5
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        let tx = fx - x0f, ty = fy - y0f
        let x0 = Int(LaneMath.clamp(x0f, -1e8, 1e8)), y0 = Int(LaneMath.clamp(y0f, -1e8, 1e8))
        let top = texel(x0, y0, s, t) * (1 - tx) + texel(x0 + 1, y0, s, t) * tx
        let bottom = texel(x0, y0 + 1, s, t) * (1 - tx) + texel(x0 + 1, y0 + 1, s, t) * tx
        return top * (1 - ty) + bottom * ty
    }

    @inline(__always)
    func nearest(_ x: Float, _ y: Float, _ s: SamplerState.Address, _ t: SamplerState.Address) -> SIMD4<Float> {
        texel(Int(LaneMath.clamp(x.rounded(.down), -1e8, 1e8)), Int(LaneMath.clamp(y.rounded(.down), -1e8, 1e8)), s, t)
    }
}

/// The rasterized content a `layerEffect` reads through `SwiftUI::Layer`.
package struct ShaderLayer: Sendable {
    let pixels: Pixmap
    // userToPixel as floats: x' = a x + c y + tx, y' = b x + d y + ty.
    let a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float

    /// The layer's pixels (premultiplied) and the affine map from user space to
    /// pixel coordinates (pixel (i, j)'s centre is at i + 0.5, j + 0.5).
    /// `layer.sample(p)` is bilinear and clamped to the edge texels.
    package init(pixels: Pixmap, userToPixel: CGAffineTransform) {
        self.pixels = pixels
        a = Float(userToPixel.a); b = Float(userToPixel.b); c = Float(userToPixel.c); d = Float(userToPixel.d)
        tx = Float(userToPixel.tx); ty = Float(userToPixel.ty)
    }

    /// `layer.sample(p)` for one user-space point: premultiplied RGBA 0…1.
    package func sample(_ p: SIMD2<Float>) -> SIMD4<Float> {
        pixels.withUnsafeBytes { raw in
            let reader = TexelReader(bytes: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                     width: pixels.width, height: pixels.height)
            return reader.bilinear(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty, .clampToEdge, .clampToEdge)
        }
    }
}
