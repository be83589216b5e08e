// The conversions between our premultiplied pixels and the straight-alpha
// bytes files and encoders want, kept here with the rest of Raster's pixel
// loops: encoders hand in their own buffers and get the bytes written.
//
// Rounding: every ·a/255 goes through mul255 (exact round to nearest), and
// un-premultiplying rounds c·255/a to nearest, so straight → premultiplied →
// straight gives back what a PNG held.

extension Pixmap {
    /// Writes every pixel composited over the opaque colour (`r`, `g`, `b`)
    /// into `destination` (`byteCount` bytes, RGBA, alpha 255):
    /// `c + bg·(255 − a)/255` per channel.
    package func copyComposited(overR r: UInt8, g: UInt8, b: UInt8, into destination: UnsafeMutablePointer<UInt8>) {
        let br = UInt32(r), bg = UInt32(g), bb = UInt32(b)
        for i in 0..<(width * height) {
            let s = data + i &* 4, d = destination + i &* 4
            assert(i &* 4 &+ 3 < byteCount)
            let inv = 255 &- UInt32(s[3])
            d[0] = UInt8(truncatingIfNeeded: UInt32(s[0]) &+ mul255(br, inv))
            d[1] = UInt8(truncatingIfNeeded: UInt32(s[1]) &+ mul255(bg, inv))
            d[2] = UInt8(truncatingIfNeeded: UInt32(s[2]) &+ mul255(bb, inv))
            d[3] = 255
        }
    }

    /// Writes every pixel with straight alpha into `destination`
    /// (`byteCount` bytes, RGBA): `round(c·255/a)`, clamped to 255; fully
    /// transparent pixels become (0, 0, 0, 0).
    package func copyUnpremultiplied(into destination: UnsafeMutablePointer<UInt8>) {
        for i in 0..<(width * height) {
            let s = data + i &* 4, d = destination + i &* 4
            assert(i &* 4 &+ 3 < byteCount)
            let a = UInt32(s[3])
            if a == 255 {
                d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = 255
            } else if a == 0 {
                d[0] = 0; d[1] = 0; d[2] = 0; d[3] = 0
            } else {
                let half = a >> 1
                d[0] = UInt8(min(255, (UInt32(s[0]) &* 255 &+ half) / a))
                d[1] = UInt8(min(255, (UInt32(s[1]) &* 255 &+ half) / a))
                d[2] = UInt8(min(255, (UInt32(s[2]) &* 255 &+ half) / a))
                d[3] = UInt8(a)
            }
        }
    }

    /// Turns pixels just written with straight alpha (e.g. by a decoder,
    /// through ``withUnsafeMutableBytes(_:)``) into premultiplied ones.
    package func premultiplyStraightAlpha() {
        for i in 0..<(width * height) {
            let q = data + i &* 4
            let a = UInt32(q[3])
            if a == 255 { continue }
            q[0] = UInt8(truncatingIfNeeded: mul255(UInt32(q[0]), a))
            q[1] = UInt8(truncatingIfNeeded: mul255(UInt32(q[1]), a))
            q[2] = UInt8(truncatingIfNeeded: mul255(UInt32(q[2]), a))
        }
    }

    /// Overwrites every pixel from BGRA rows (premultiplied, as stored by a
    /// lossless intermediate) `rowBytes` apart.
    package func update(fromBGRA source: UnsafePointer<UInt8>, rowBytes: Int) {
        precondition(rowBytes >= width * 4, "BGRA rows of \(rowBytes) bytes cannot hold \(width) pixels")
        for y in 0..<height {
            let row = source + y * rowBytes, out = data + y * width * 4
            for x in 0..<width {
                out[4 * x] = row[4 * x + 2]
                out[4 * x + 1] = row[4 * x + 1]
                out[4 * x + 2] = row[4 * x]
                out[4 * x + 3] = row[4 * x + 3]
            }
        }
    }
}
