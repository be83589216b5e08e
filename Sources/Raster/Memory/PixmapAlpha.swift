// The conversions between our premultiplied pixels and the straight-alpha
// bytes files and encoders want, kept here with the rest of Raster's pixel
// loops: encoders hand in their own buffers and get the bytes written.
//
// Rounding: every ·a/255 goes through mul255 (exact round to nearest), and
// un-premultiplying rounds c·255/a to nearest, so straight → premultiplied →
// straight gives back what a PNG held.

extension Pixmap {
    /// Whether every pixel has alpha 255, stopping at the first run that is
    /// not: 16 pixels at a time as 32-bit lanes, whose top bytes are A on
    /// little-endian machines (byte 3 of each pixel elsewhere).
    package var isOpaque: Bool {
        let count = width * height
        var i = 0
        #if _endian(little)
        let alphaBits = SIMD16<UInt32>(repeating: 0xFF00_0000)
        while i &+ 16 <= count {
            let run = UnsafeRawPointer(data + i &* 4).loadUnaligned(as: SIMD16<UInt32>.self)
            if run & alphaBits != alphaBits { return false }
            i &+= 16
        }
        #endif
        while i < count {
            if data[i &* 4 &+ 3] != 255 { return false }
            i &+= 1
        }
        return true
    }

    /// Writes every pixel composited over the opaque colour (`r`, `g`, `b`)
    /// into `destination` (`byteCount` bytes, RGBA, alpha 255):
    /// `c + bg·(255 − a)/255` per channel.
    package func copyComposited(overR r: UInt8, g: UInt8, b: UInt8, into destination: UnsafeMutablePointer<UInt8>) {
        let br = UInt32(r), bg = UInt32(g), bb = UInt32(b)
        // Opaque pixels are copied as they are (c + bg·0 = c).
        copyPixels(into: destination) { s, d in
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
        // Opaque pixels are copied as they are (c·255/255 = c).
        copyPixels(into: destination) { s, d in
            let a = UInt32(s[3])
            if a == 255 {
                d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = 255
            } else if a == 0 {
                d[0] = 0; d[1] = 0; d[2] = 0; d[3] = 0
            } else {
                let half = a >> 1
                d[0] = UInt8(Swift.min(255, (UInt32(s[0]) &* 255 &+ half) / a))
                d[1] = UInt8(Swift.min(255, (UInt32(s[1]) &* 255 &+ half) / a))
                d[2] = UInt8(Swift.min(255, (UInt32(s[2]) &* 255 &+ half) / a))
                d[3] = UInt8(a)
            }
        }
    }

    /// Every pixel into `destination` through `pixel` (source, destination
    /// pixel), except runs of 16 opaque pixels, which are copied as they are
    /// in one vector: both conversions above leave opaque pixels unchanged.
    /// Inlined, so `pixel` is too.
    @inline(__always)
    private func copyPixels(into destination: UnsafeMutablePointer<UInt8>,
                            _ pixel: (UnsafePointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Void) {
        let count = width * height
        var i = 0
        while i < count {
            #if _endian(little)
            if i &+ 16 <= count {
                let alphaBits = SIMD16<UInt32>(repeating: 0xFF00_0000)
                let run = UnsafeRawPointer(data + i &* 4).loadUnaligned(as: SIMD16<UInt32>.self)
                if run & alphaBits == alphaBits {
                    UnsafeMutableRawPointer(destination + i &* 4).storeBytes(of: run, as: SIMD16<UInt32>.self)
                    i &+= 16
                    continue
                }
            }
            #endif
            let end = Swift.min(i &+ 16, count)
            while i < end {
                assert(i &* 4 &+ 3 < byteCount)
                pixel(data + i &* 4, destination + i &* 4)
                i &+= 1
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
