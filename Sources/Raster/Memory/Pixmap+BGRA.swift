// Pixels in from C libraries that store them blue first (FreeType's colour
// glyph bitmaps, FT_PIXEL_MODE_BGRA: premultiplied, sRGB).
extension Pixmap {
    /// A pixmap of `width × height` pixels copied from premultiplied BGRA
    /// rows `rowBytes` apart (negative: the rows run bottom-up from `bytes`,
    /// FreeType's convention for a negative pitch).
    /// - Precondition: both dimensions are positive; `bytes` holds them.
    public convenience init(premultipliedBGRA bytes: UnsafePointer<UInt8>, width: Int, height: Int, rowBytes: Int) {
        self.init(width: width, height: height)
        for y in 0..<height {
            let src = bytes + (rowBytes >= 0 ? y * rowBytes : (height - 1 - y) * -rowBytes)
            let dst = data + y * width * 4
            for x in 0..<width {
                let s = src + x &* 4, d = dst + x &* 4
                d[0] = s[2]; d[1] = s[1]; d[2] = s[0]; d[3] = s[3]
            }
        }
    }
}
