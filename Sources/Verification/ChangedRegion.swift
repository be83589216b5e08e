// Where two frames of one size differ: the smallest rectangle holding every
// pixel with a channel changed. The comparison sheet shows that rectangle
// (with a margin) instead of the whole frame, so a 12-pixel change in a
// 1920x1080 frame is seen at a size a screen shows whole.
import Raster

/// A rectangle of pixels, `x..<x+width` by `y..<y+height`.
struct PixelRegion: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The region grown by `margin` on every side, kept inside a `width`×`height` frame.
    func expanded(by margin: Int, within frameWidth: Int, _ frameHeight: Int) -> PixelRegion {
        let x0 = max(0, x - margin), y0 = max(0, y - margin)
        let x1 = min(frameWidth, x + width + margin), y1 = min(frameHeight, y + height + margin)
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest region holding every pixel where `a` and `b` differ
    /// (nil when they are the same; the whole frame when sizes differ).
    static func changed(_ a: Pixmap, _ b: Pixmap) -> PixelRegion? {
        guard a.width == b.width, a.height == b.height else {
            return PixelRegion(x: 0, y: 0, width: a.width, height: a.height)
        }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                let wa = pa.bindMemory(to: UInt32.self), wb = pb.bindMemory(to: UInt32.self)
                for y in 0..<a.height {
                    let row = y * a.width
                    var first = -1, last = -1
                    for x in 0..<a.width where wa[row + x] != wb[row + x] {
                        if first < 0 { first = x }
                        last = x
                    }
                    guard first >= 0 else { continue }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension Pixmap {
    /// The pixels of `region` (inside this picture) as a new picture.
    func cropped(to region: PixelRegion) -> Pixmap {
        let out = Pixmap(width: region.width, height: region.height)
        withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                for row in 0..<region.height {
                    let from = ((region.y + row) * width + region.x) * 4
                    let to = row * region.width * 4
                    target.baseAddress!.advanced(by: to)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: region.width * 4)
                }
            }
        }
        return out
    }
}
