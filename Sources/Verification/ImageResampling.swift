// Thumbnails and enlargements for sheets: area-averaged when shrinking (so
// thin lines fade instead of vanishing), nearest pixel when enlarging (so a
// one-pixel change stays one crisp square).
import Raster

extension Pixmap {
    /// This picture resampled to `width` × `height` (premultiplied, so
    /// averaging needs no alpha correction).
    func resampled(width: Int, height: Int) -> Pixmap {
        if width == self.width && height == self.height { return copy() }
        let out = Pixmap(width: width, height: height)
        let src = UnsafePointer(data), dst = out.data
        let sw = self.width, sh = self.height
        for y in 0..<height {
            // Source rows [y0, y1) for this output row; at least one row.
            let y0 = y * sh / height, y1 = max(y0 + 1, (y + 1) * sh / height)
            for x in 0..<width {
                let x0 = x * sw / width, x1 = max(x0 + 1, (x + 1) * sw / width)
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

    /// Copies `source` with its top-left corner at (`x`, `y`), drawn over
    /// what is there (source-over, premultiplied), clipped to this pixmap.
    func composite(_ source: Pixmap, x: Int, y: Int) {
        let src = UnsafePointer(source.data)
        for sy in 0..<source.height {
            let dy = y + sy
            guard dy >= 0, dy < height else { continue }
            for sx in 0..<source.width {
                let dx = x + sx
                guard dx >= 0, dx < width else { continue }
                let s = (sy * source.width + sx) * 4, d = (dy * width + dx) * 4
                let inv = 255 - Int(src[s + 3])
                for c in 0..<4 {
                    data[d + c] = UInt8(Int(src[s + c]) + (Int(data[d + c]) * inv + 127) / 255)
                }
            }
        }
    }
}
