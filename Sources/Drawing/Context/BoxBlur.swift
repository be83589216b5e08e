// A Gaussian blur approximated by three successive box blurs in each
// direction, as SVG 1.1 specifies for feGaussianBlur: for standard deviation
// s, d = floor(s · 3·√(2π) / 4 + 0.5); an odd d gives three centred boxes of
// width d, an even d two boxes of width d (one shifted half a pixel left,
// one right) and a centred box of width d + 1. Sums are exact integers, so
// the result is deterministic to the byte.
import Foundation
import Raster

enum BoxBlur {
    /// The box width d for standard deviation `sigma` (pixels); 0 means no blur.
    static func width(sigma: CGFloat) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// How far (pixels) the blur spreads a pixel: the sum of the three boxes' half-widths.
    static func reach(sigma: CGFloat) -> Int {
        let d = width(sigma: sigma)
        return d <= 1 ? 0 : 3 * (d / 2) + 1
    }

    /// (left, right) extents of the three passes.
    static func passes(_ d: Int) -> [(Int, Int)] {
        if d % 2 == 1 { let h = d / 2; return [(h, h), (h, h), (h, h)] }
        let h = d / 2
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// Blurs `pixmap` in place (premultiplied channels blurred alike).
    /// Outside the pixmap is transparent, or the nearest edge pixel when
    /// `clampEdges`. Only the rows and columns the content can reach are
    /// processed: zeros stay zeros beyond `reach` of the last ink.
    static func blur(_ pixmap: Pixmap, sigma: CGFloat, clampEdges: Bool) {
        let d = width(sigma: sigma)
        guard d > 1 else { return }
        let w = pixmap.width, h = pixmap.height
        guard let ink = inkBounds(pixmap) else { return }
        let spread = reach(sigma: sigma)
        let xa = clampEdges ? 0 : max(0, ink.x0 - spread), xb = clampEdges ? w - 1 : min(w - 1, ink.x1 + spread)
        let ya = clampEdges ? 0 : max(0, ink.y0 - spread), yb = clampEdges ? h - 1 : min(h - 1, ink.y1 + spread)
        let steps = passes(d)
        let pad = d / 2 + 1
        let longest = max(w, h)
        // Four interleaved channels per slot; plain integers stay fast
        // even in unoptimised builds.
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * (longest + 2 * pad))
        let out = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * longest)
        defer { line.deallocate(); out.deallocate() }
        let words = UnsafeMutableRawPointer(pixmap.data).assumingMemoryBound(to: UInt32.self)
        // Rows: only those holding ink have anything to spread sideways.
        let rowN = xb - xa + 1
        for y in ink.y0...ink.y1 {
            let row = words + y * w + xa
            for i in 0..<rowN { unpack(row[i], line + 4 * (pad + i)) }
            for (l, r) in steps { boxPass(line, out, rowN, pad, l, r, clampEdges) }
            for i in 0..<rowN { row[i] = pack(line + 4 * (pad + i)) }
        }
        let colN = yb - ya + 1
        for x in xa...xb {
            let col = words + ya * w + x
            for i in 0..<colN { unpack(col[i * w], line + 4 * (pad + i)) }
            for (l, r) in steps { boxPass(line, out, colN, pad, l, r, clampEdges) }
            for i in 0..<colN { col[i * w] = pack(line + 4 * (pad + i)) }
        }
    }

    /// The smallest box holding every pixel with non-zero alpha.
    private static func inkBounds(_ p: Pixmap) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        let d = p.data, w = p.width
        for y in 0..<p.height {
            for x in 0..<w where d[(y * w + x) * 4 + 3] != 0 {
                x0 = min(x0, x); x1 = max(x1, x)
                if y0 == .max { y0 = y }
                y1 = y
            }
        }
        return x1 >= 0 ? (x0, y0, x1, y1) : nil
    }

    @inline(__always) private static func unpack(_ p: UInt32, _ to: UnsafeMutablePointer<Int32>) {
        to[0] = Int32(p & 255); to[1] = Int32(p >> 8 & 255); to[2] = Int32(p >> 16 & 255); to[3] = Int32(p >> 24)
    }

    @inline(__always) private static func pack(_ v: UnsafeMutablePointer<Int32>) -> UInt32 {
        UInt32(v[0]) | UInt32(v[1]) << 8 | UInt32(v[2]) << 16 | UInt32(v[3]) << 24
    }

    /// One box pass over slots `pad ..< pad + n` of `v` (4 channels each):
    /// each value becomes the rounded mean of slots i − left … i + right.
    /// The `pad` slots on either side are refilled first with zeros (or the
    /// edge values).
    @inline(__always)
    private static func boxPass(_ v: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>,
                                _ n: Int, _ pad: Int, _ left: Int, _ right: Int, _ clamp: Bool) {
        for c in 0..<4 {
            let lo = clamp ? v[4 * pad + c] : 0, hi = clamp ? v[4 * (pad + n - 1) + c] : 0
            for i in 0..<pad { v[4 * i + c] = lo; v[4 * (pad + n + i) + c] = hi }
        }
        let size = Int32(left + right + 1), half = size / 2
        var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0
        for i in (pad - left)...(pad + right) {
            s0 &+= v[4 * i]; s1 &+= v[4 * i + 1]; s2 &+= v[4 * i + 2]; s3 &+= v[4 * i + 3]
        }
        var add = v + 4 * (pad + right + 1), sub = v + 4 * (pad - left), o = out
        for _ in 0..<n {
            o[0] = (s0 &+ half) / size; o[1] = (s1 &+ half) / size
            o[2] = (s2 &+ half) / size; o[3] = (s3 &+ half) / size
            s0 &+= add[0] &- sub[0]; s1 &+= add[1] &- sub[1]
            s2 &+= add[2] &- sub[2]; s3 &+= add[3] &- sub[3]
            add += 4; sub += 4; o += 4
        }
        (v + 4 * pad).update(from: out, count: 4 * n)
    }
}
