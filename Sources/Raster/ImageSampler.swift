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
                let fx = u.rounded(.down), fy = v.rounded(.down)
                let ix = Int(fx), iy = Int(fy)
                // 8-bit weights (0...256) keep the filter in integers.
                let wx = UInt32((u - fx) * 256 + 0.5), wy = UInt32((v - fy) * 256 + 0.5)
                @inline(__always) func at(_ x: Int, _ y: Int) -> UInt32 {
                    pixels[min(max(y, 0), h - 1) * w + min(max(x, 0), w - 1)]
                }
                let p00 = at(ix, iy), p10 = at(ix + 1, iy), p01 = at(ix, iy + 1), p11 = at(ix + 1, iy + 1)
                var result: UInt32 = 0
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let c00 = p00 >> shift & 255, c10 = p10 >> shift & 255
                    let c01 = p01 >> shift & 255, c11 = p11 >> shift & 255
                    let top = c00 * (256 - wx) + c10 * wx, bottom = c01 * (256 - wx) + c11 * wx
                    let c = (top * (256 - wy) + bottom * wy + 32768) >> 16
                    result |= c << shift
                }
                out[i] = scalePixel(result, opacity)
            }
        }
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
