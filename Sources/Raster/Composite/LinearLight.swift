import Foundation

/// Compositing in linear light, for canvases and layers whose color mode
/// is linear: each pixel is decoded from sRGB (IEC 61966-2-1's transfer
/// function), blended and covered in linear components, and encoded back
/// into the 8-bit sRGB pixmap. Slower than the sRGB kernels (a power per
/// component), so used only when asked for.
extension Compositor {
    static func composite(_ mode: BlendOperation, linearLight: Bool, dst: UnsafeMutablePointer<UInt32>,
                          coverage: UnsafePointer<UInt8>, src: UnsafePointer<UInt32>, solid: UInt32?, count: Int) {
        if linearLight {
            LinearLight.composite(mode, dst, coverage, src, solid, count)
        } else {
            composite(mode, dst: dst, coverage: coverage, src: src, solid: solid, count: count)
        }
    }
}

enum LinearLight {
    /// Linear value of each 8-bit sRGB component.
    static let decodeTable: [Float] = (0..<256).map { decode(Float($0) / 255) }

    @inline(__always) static func decode(_ c: Float) -> Float {
        SRGBTransfer.decode(c, power: powf)
    }

    @inline(__always) static func encode(_ l: Float) -> Float {
        SRGBTransfer.encode(l, power: powf)
    }

    /// A premultiplied sRGB pixel as premultiplied linear components.
    @inline(__always) static func toLinear(_ p: UInt32) -> SIMD4<Float> {
        let a = p >> 24
        if a == 0 { return .zero }
        let r = p & 255, g = p >> 8 & 255, b = p >> 16 & 255
        if a == 255 {
            return decodeTable.withUnsafeBufferPointer { t in SIMD4(t[Int(r)], t[Int(g)], t[Int(b)], 1) }
        }
        let af = Float(a) / 255, k = 1 / Float(a)
        return SIMD4(decode(Float(r) * k) * af, decode(Float(g) * k) * af, decode(Float(b) * k) * af, af)
    }

    /// Premultiplied linear components as a premultiplied sRGB pixel.
    @inline(__always) static func fromLinear(_ v: SIMD4<Float>) -> UInt32 {
        let a = min(max(v.w, 0), 1)
        guard a > 0 else { return 0 }
        let straight = (SIMD3(v.x, v.y, v.z) / a).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
        let e = SIMD3(encode(straight.x), encode(straight.y), encode(straight.z)) * a
        return Compositor.pack(SIMD4(e.x, e.y, e.z, a))
    }

    static func composite(_ mode: BlendOperation, _ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>,
                          _ src: UnsafePointer<UInt32>, _ solid: UInt32?, _ n: Int) {
        let solidLinear = solid.map(toLinear)
        for i in 0..<n where cov[i] != 0 {
            let s = solidLinear ?? toLinear(src[i]), d = toLinear(dst[i])
            var r = BlendMath.composite(mode, s, d)
            if cov[i] != 255 { r = d + (r - d) * (Float(cov[i]) * (1 / 255)) }
            dst[i] = fromLinear(r)
        }
    }
}
