// Test helpers: synthetic frames (scratch folders, ffprobe and ffmpeg come
// from TestSupport).
import Foundation
@testable import Raster
@testable import Media

/// Names in `folder` (hidden ones included: temporary files start with a dot).
func contents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// Frame `i` of a deterministic test clip: a diagonal gradient moving with i,
/// a bright square crossing the frame, and (when `alpha`) translucent edges.
func testFrame(_ i: Int, width: Int, height: Int, alpha: Bool = false) -> Pixmap {
    let p = Pixmap(width: width, height: height)
    let sx = (i * 3) % max(1, width)
    for y in 0..<height {
        for x in 0..<width {
            let g = UInt8((x + y + i * 2) * 255 / max(1, width + height + 2 * i) % 256)
            var c = RGBA8(r: g, g: UInt8((y * 255) / max(1, height - 1)), b: UInt8(255 - Int(g)), a: 255)
            if x >= sx && x < sx + width / 8 && y >= height / 3 && y < height / 3 + height / 6 {
                c = RGBA8(r: 250, g: 240, b: 40, a: 255)
            }
            if alpha && x < width / 4 {
                let a = UInt32(x * 255 / max(1, width / 4))
                c = RGBA8(r: UInt8(UInt32(c.r) * a / 255), g: UInt8(UInt32(c.g) * a / 255),
                          b: UInt8(UInt32(c.b) * a / 255), a: UInt8(a))
            }
            p.setPixel(x: x, y: y, c)
        }
    }
    return p
}

/// Premultiplied RGBA composited over black, as packed RGB24 (what an
/// opaque output should show).
func rgbOverBlack(_ p: Pixmap) -> [UInt8] {
    var out = [UInt8](); out.reserveCapacity(p.width * p.height * 3)
    for i in 0..<(p.width * p.height) {
        out.append(p.data[i * 4]); out.append(p.data[i * 4 + 1]); out.append(p.data[i * 4 + 2])
    }
    return out
}

/// PSNR in dB between two equal-length byte arrays.
func psnr<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Double {
    precondition(a.count == b.count)
    var sum = 0.0
    for (x, y) in zip(a, b) { let d = Double(x) - Double(y); sum += d * d }
    let mse = sum / Double(a.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}
