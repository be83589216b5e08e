/// Canvas pixel centres to image pixel coordinates.
@usableFromInline
protocol ImageInverseMap {
    func map(_ px: Float, _ py: Float) -> (u: Float, v: Float)
}

/// Samples an image pattern along one row (premultiplied in, premultiplied out).
/// Outside the source image's rectangle is transparent; inside it, bilinear
/// filtering clamps to the edge texels (no dark fringe at the border).
@usableFromInline
enum ImageSampler {
    static func sample<M: ImageInverseMap>(_ src: ImagePixels, _ m: M, _ filter: ImageFilter, opacity: UInt32,
                       y py: Float, x0: Int, count: Int, out: UnsafeMutablePointer<UInt32>) {
        let w = src.width, h = src.height
        let pixels = src.pixels
        let fw = Float(w), fh = Float(h)
        switch filter {
        case .nearest:
            for i in 0..<count {
                let px = Float(x0 + i) + 0.5
                let (u, v) = m.map(px, py)
                guard u >= 0, v >= 0, u < fw, v < fh else { out[i] = 0; continue }
                out[i] = scalePixel(pixels[Int(v) * w + Int(u)], opacity)
            }
        case .bilinear:
            for i in 0..<count {
                let px = Float(x0 + i) + 0.5
                let (u0, v0) = m.map(px, py)
                guard u0 >= 0, v0 >= 0, u0 < fw, v0 < fh else { out[i] = 0; continue }
                let u = u0 - 0.5, v = v0 - 0.5
                // floor without libm's call: u, v ≥ −0.5 and below the
                // image size, so truncation is off by one only below zero.
                var ix = Int(u), iy = Int(v)
                if Float(ix) > u { ix -= 1 }
                if Float(iy) > v { iy -= 1 }
                let fx = Float(ix), fy = Float(iy)
                // 8-bit weights (0...256) keep the filter in integers.
                let wx = UInt64((u - fx) * 256 + 0.5), wy = UInt64((v - fy) * 256 + 0.5)
                let p00: UInt32, p10: UInt32, p01: UInt32, p11: UInt32
                if ix >= 0, iy >= 0, ix + 1 < w, iy + 1 < h {
                    let row = pixels + iy * w + ix
                    p00 = row[0]; p10 = row[1]; p01 = row[w]; p11 = row[w + 1]
                } else {
                    // Edge texels are clamped (no dark fringe at the border).
                    let x0 = max(ix, 0), x1 = min(ix + 1, w - 1)
                    let r0 = pixels + max(iy, 0) * w, r1 = pixels + min(iy + 1, h - 1) * w
                    p00 = r0[x0]; p10 = r0[x1]; p01 = r1[x0]; p11 = r1[x1]
                }
                out[i] = scalePixel(bilinear(p00, p10, p01, p11, wx: wx, wy: wy), opacity)
            }
        }
    }

    /// The four texels weighted by (256 − wx, wx) across and (256 − wy, wy)
    /// down, each channel rounded: (top·(256 − wy) + bottom·wy + 2¹⁵) >> 16.
    /// Two channels ride in one UInt64, 32 bits apart (a lane peaks below
    /// 2²⁵), so a multiply filters both with the per-channel result exactly.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt64, wy: UInt64) -> UInt32 {
        let lanes: UInt64 = 0x0000_00FF_0000_00FF
        @inline(__always) func spread(_ p: UInt32) -> UInt64 {
            let q = UInt64(p & 0x00FF_00FF)
            return (q | q << 16) & lanes
        }
        @inline(__always) func filter(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> UInt32 {
            let top = a &* (256 - wx) &+ b &* wx, bottom = c &* (256 - wx) &+ d &* wx
            let f = (top &* (256 - wy) &+ bottom &* wy &+ 0x0000_8000_0000_8000) >> 16 & lanes
            return UInt32(truncatingIfNeeded: f | f >> 16) & 0x00FF_00FF
        }
        let rb = filter(spread(p00), spread(p10), spread(p01), spread(p11))
        let ga = filter(spread(p00 >> 8), spread(p10 >> 8), spread(p01 >> 8), spread(p11 >> 8))
        return rb | ga << 8
    }
}

extension ImageSampler {
    /// `sample` for a map that moves by whole pixels (`InverseMap.integerOffset`):
    /// pixel x of row y reads texel (x + dx, y + dy). Both filters give
    /// exactly that texel there (bilinear weights are zero at texel
    /// centres), so this is a copy with the same bytes. Callers keep
    /// coordinates below 2²¹, where Float holds every pixel centre exactly.
    static func copy(_ src: ImagePixels, dx: Int, dy: Int, opacity: UInt32, y py: Float, x0: Int, count: Int,
                     out: UnsafeMutablePointer<UInt32>) {
        let v = Int(py.rounded(.down)) + dy
        let first = max(0, min(count, -dx - x0)), end = max(first, min(count, src.width - dx - x0))
        guard v >= 0, v < src.height, first < end else {
            out.update(repeating: 0, count: count)
            return
        }
        out.update(repeating: 0, count: first)
        let row = src.pixels + v * src.width + x0 + dx
        if opacity == 255 {
            (out + first).update(from: row + first, count: end - first)
        } else {
            for i in first..<end { out[i] = scalePixel(row[i], opacity) }
        }
        (out + end).update(repeating: 0, count: count - end)
    }
}

/// An image pattern's pixels, borrowed for one flush: the recorded paint
/// keeps its `Pixmap` alive, so the shader holds no reference of its own.
@usableFromInline
struct ImagePixels {
    let pixels: UnsafePointer<UInt32>
    let width: Int, height: Int

    init(_ pixmap: Pixmap) {
        pixels = UnsafePointer(UnsafeMutableRawPointer(pixmap.data).assumingMemoryBound(to: UInt32.self))
        width = pixmap.width; height = pixmap.height
    }
}
