// The conversions between our premultiplied pixels and the straight-alpha
// bytes files and encoders want, kept here with the rest of Raster's pixel
// loops: encoders hand in their own buffers and get the bytes written.
//
// Rounding: every ·a/255 goes through mul255 (exact round to nearest), and
// un-premultiplying rounds c·255/a to nearest, so straight → premultiplied →
// straight gives back what a PNG held.

extension Pixmap {
    /// Whether every pixel has alpha 255: the AND of all pixels, 16 at a
    /// time as 32-bit lanes, then of the lanes' top bytes (A on little-endian
    /// machines; byte 3 of each pixel elsewhere).
    package var isOpaque: Bool {
        let count = width * height
        var i = 0
        #if _endian(little)
        var all = SIMD16<UInt32>(repeating: .max)
        while i &+ 16 <= count {
            all &= UnsafeRawPointer(data + i &* 4).loadUnaligned(as: SIMD16<UInt32>.self)
            i &+= 16
        }
        guard all.min() >> 24 == 255 else { return false }
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
        let count = width * height
        var i = 0
        while i < count {
            #if _endian(little)
            // 16 opaque pixels are copied as they are (c + bg·0 = c).
            if let run = Self.opaqueRun(data + i &* 4, remaining: count &- i) {
                UnsafeMutableRawPointer(destination + i &* 4).storeBytes(of: run, as: SIMD16<UInt32>.self)
                i &+= 16
                continue
            }
            #endif
            let end = Swift.min(i &+ 16, count)
            while i < end {
                let s = data + i &* 4, d = destination + i &* 4
                assert(i &* 4 &+ 3 < byteCount)
                let inv = 255 &- UInt32(s[3])
                d[0] = UInt8(truncatingIfNeeded: UInt32(s[0]) &+ mul255(br, inv))
                d[1] = UInt8(truncatingIfNeeded: UInt32(s[1]) &+ mul255(bg, inv))
                d[2] = UInt8(truncatingIfNeeded: UInt32(s[2]) &+ mul255(bb, inv))
                d[3] = 255
                i &+= 1
            }
        }
    }

    /// The 16 pixels at `p` as 32-bit lanes when there are 16 left and all
    /// are opaque (A is each lane's top byte on little-endian machines).
    @inline(__always)
    private static func opaqueRun(_ p: UnsafePointer<UInt8>, remaining: Int) -> SIMD16<UInt32>? {
        guard remaining >= 16 else { return nil }
        let alphaBits = SIMD16<UInt32>(repeating: 0xFF00_0000)
        let run = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt32>.self)
        return run & alphaBits == alphaBits ? run : nil
    }

    /// Writes every pixel with straight alpha into `destination`
    /// (`byteCount` bytes, RGBA): `round(c·255/a)`, clamped to 255; fully
    /// transparent pixels become (0, 0, 0, 0).
    package func copyUnpremultiplied(into destination: UnsafeMutablePointer<UInt8>) {
        let count = width * height
        var i = 0
        while i < count {
            #if _endian(little)
            // 16 opaque pixels are copied as they are (c·255/255 = c), in
            // one vector; any other run of 16 goes pixel by pixel.
            if let run = Self.opaqueRun(data + i &* 4, remaining: count &- i) {
                UnsafeMutableRawPointer(destination + i &* 4).storeBytes(of: run, as: SIMD16<UInt32>.self)
                i &+= 16
                continue
            }
            #endif
            let end = Swift.min(i &+ 16, count)
            while i < end {
                let s = data + i &* 4, d = destination + i &* 4
                assert(i &* 4 &+ 3 < byteCount)
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
