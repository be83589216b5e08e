// Per-pixel tone filters for animation formats (Lottie's luma mattes and
// tritone effect), kept here with Raster's other pixel loops.

extension Pixmap {
    /// A pixmap whose alpha is this one's luminance over black (Rec. 601
    /// weights on the premultiplied channels), for luma mattes; colour
    /// channels equal the alpha.
    package func lumaAsAlpha() -> Pixmap {
        let out = Pixmap(width: width, height: height)
        let count = width * height
        let src = data, dst = out.data
        for i in 0..<count {
            let p = i &* 4
            let y = (UInt32(src[p]) &* 77 &+ UInt32(src[p &+ 1]) &* 150 &+ UInt32(src[p &+ 2]) &* 29 &+ 128) >> 8
            let v = UInt8(min(y, 255))
            dst[p] = v; dst[p &+ 1] = v; dst[p &+ 2] = v; dst[p &+ 3] = v
        }
        return out
    }

    /// Maps every pixel's luminance (Rec. 601, straight colour) through three
    /// colours: `shadows` at 0, `midtones` at ½, `highlights` at 1, linearly
    /// between; alpha is kept. Colours are straight RGB in 0…1.
    package func tritone(shadows: RGBAColor, midtones: RGBAColor, highlights: RGBAColor) {
        Self.tritone(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), count: width * height,
                     shadows: shadows, midtones: midtones, highlights: highlights)
    }

    /// `tritone(shadows:midtones:highlights:)` on `count` packed pixels in
    /// place (transparent pixels stay transparent).
    package static func tritone(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, shadows: RGBAColor,
                                midtones: RGBAColor, highlights: RGBAColor) {
        let data = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let q = data + i &* 4
            let a = Float(q[3])
            guard a > 0 else { continue }
            let lum = (0.299 * Float(q[0]) + 0.587 * Float(q[1]) + 0.114 * Float(q[2])) / a
            let (c0, c1, t) = lum < 0.5 ? (shadows, midtones, lum * 2) : (midtones, highlights, lum * 2 - 1)
            func mix(_ x: Float, _ y: Float) -> UInt8 {
                let v = (x + (y - x) * min(max(t, 0), 1)) * a
                return UInt8(min(max(v + 0.5, 0), a).rounded(.down))
            }
            q[0] = mix(c0.red, c1.red); q[1] = mix(c0.green, c1.green); q[2] = mix(c0.blue, c1.blue)
        }
    }
}
