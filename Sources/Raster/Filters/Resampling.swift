// Thumbnails and enlargements: area-averaged when shrinking (so thin lines
// fade instead of vanishing), nearest pixel when enlarging (so a one-pixel
// change stays one crisp square). Premultiplied, so averaging needs no
// alpha correction.

extension Pixmap {
    /// This picture resampled to `width` × `height`: each output pixel is
    /// the rounded mean of the source pixels its area covers (at least one).
    /// - Precondition: both dimensions are positive.
    package func resampled(width: Int, height: Int) -> Pixmap {
        if width == self.width && height == self.height { return copy() }
        let out = Pixmap(width: width, height: height)
        let src = UnsafePointer(data), dst = out.data
        let sw = self.width, sh = self.height
        for y in 0..<height {
            // Source rows [y0, y1) for this output row; at least one row.
            let y0 = y * sh / height, y1 = max(y0 + 1, (y + 1) * sh / height)
            assert(y0 >= 0 && y1 <= sh, "source rows \(y0)..<\(y1) outside 0..<\(sh)")
            for x in 0..<width {
                let x0 = x * sw / width, x1 = max(x0 + 1, (x + 1) * sw / width)
                assert(x0 >= 0 && x1 <= sw, "source columns \(x0)..<\(x1) outside 0..<\(sw)")
                var sum = (0, 0, 0, 0)
                for sy in y0..<y1 {
                    var p = (sy * sw + x0) * 4
                    for _ in x0..<x1 {
                        sum.0 += Int(src[p]); sum.1 += Int(src[p + 1])
                        sum.2 += Int(src[p + 2]); sum.3 += Int(src[p + 3])
                        p += 4
                    }
                }
                let n = (y1 - y0) * (x1 - x0), half = n / 2
                let q = (y * width + x) * 4
                dst[q] = UInt8((sum.0 + half) / n); dst[q + 1] = UInt8((sum.1 + half) / n)
                dst[q + 2] = UInt8((sum.2 + half) / n); dst[q + 3] = UInt8((sum.3 + half) / n)
            }
        }
        return out
    }

    /// Draws `source` with its top-left corner at (`x`, `y`) over what is
    /// there (source-over, premultiplied), clipped to this pixmap.
    package func composite(_ source: Pixmap, x: Int, y: Int) {
        let src = UnsafePointer(source.data)
        // The source columns and rows that land inside this pixmap.
        let sx0 = max(0, -x), sx1 = min(source.width, width - x)
        let sy0 = max(0, -y), sy1 = min(source.height, height - y)
        guard sx0 < sx1, sy0 < sy1 else { return }
        for sy in sy0..<sy1 {
            for sx in sx0..<sx1 {
                let s = (sy * source.width + sx) * 4, d = ((y + sy) * width + x + sx) * 4
                assert(s + 3 < source.byteCount && d >= 0 && d + 3 < byteCount, "pixel outside a pixmap")
                let inv = 255 - Int(src[s + 3])
                for c in 0..<4 {
                    data[d + c] = UInt8(Int(src[s + c]) + (Int(data[d + c]) * inv + 127) / 255)
                }
            }
        }
    }
}
