// Whole-pixmap copies the layers above need (a renderer's reused canvas, an
// image's sampling border, a tiled pattern), kept here so that no code
// outside Raster touches pixel memory.

extension Pixmap {
    /// Overwrites every pixel with `source`'s.
    /// - Precondition: both pixmaps have the same size.
    package func update(from source: Pixmap) {
        precondition(source.width == width && source.height == height,
                     "copying a \(source.width)x\(source.height) pixmap into a \(width)x\(height) one")
        data.update(from: source.data, count: byteCount)
    }

    /// This pixmap with a one-pixel border repeating its edge pixels, so
    /// that bilinear sampling at the edges does not fade to transparent.
    package func paddedByRepeatingEdges() -> Pixmap {
        let w = width, h = height
        let padded = Pixmap(width: w + 2, height: h + 2)
        for y in 0..<(h + 2) {
            let sy = min(max(y - 1, 0), h - 1)
            let dst = padded.data + y * (w + 2) * 4, src = data + sy * w * 4
            dst.update(from: src, count: 4)
            (dst + 4).update(from: src, count: w * 4)
            (dst + (w + 1) * 4).update(from: src + (w - 1) * 4, count: 4)
        }
        return padded
    }

    /// A pixmap of `columns × rows` copies of the `width × height` region
    /// at (`x`, `y`), side by side.
    /// - Precondition: the region lies inside this pixmap; counts are positive.
    package func tiled(x: Int, y: Int, width w: Int, height h: Int, columns: Int, rows: Int) -> Pixmap {
        precondition(x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= width && y + h <= height,
                     "tile \(w)x\(h) at (\(x), \(y)) outside \(width)x\(height)")
        precondition(columns > 0 && rows > 0, "tile counts must be positive, got \(columns)x\(rows)")
        let pattern = Pixmap(width: columns * w, height: rows * h)
        for row in 0..<h {
            let src = data + ((y + row) * width + x) * 4
            for tileRow in 0..<rows {
                let dstRow = pattern.data + (tileRow * h + row) * pattern.width * 4
                for column in 0..<columns { (dstRow + column * w * 4).update(from: src, count: w * 4) }
            }
        }
        return pattern
    }
}

extension Pixmap {
    /// Overwrites every pixel with the pixels of `source` under this
    /// pixmap's size placed at (`x`, `y`) in it: a crop of `source`.
    /// - Precondition: that region lies inside `source`.
    package func update(from source: Pixmap, x: Int, y: Int) {
        precondition(x >= 0 && y >= 0 && x + width <= source.width && y + height <= source.height,
                     "a \(width)x\(height) crop at (\(x), \(y)) is outside \(source.width)x\(source.height)")
        for row in 0..<height {
            (data + row * width * 4).update(from: source.data + ((y + row) * source.width + x) * 4, count: width * 4)
        }
    }
}
