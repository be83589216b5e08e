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
    /// `clampEdges`.
    static func blur(_ pixmap: Pixmap, sigma: CGFloat, clampEdges: Bool) {
        let d = width(sigma: sigma)
        guard d > 1 else { return }
        let w = pixmap.width, h = pixmap.height
        let steps = passes(d)
        let longest = max(w, h)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: longest)
        let tmp = UnsafeMutablePointer<Int32>.allocate(capacity: longest)
        defer { line.deallocate(); tmp.deallocate() }
        let data = pixmap.data
        for y in 0..<h {
            for c in 0..<4 {
                let base = data + y * w * 4 + c
                for x in 0..<w { line[x] = Int32(base[x * 4]) }
                for (l, r) in steps { boxPass(line, tmp, w, l, r, clampEdges) }
                for x in 0..<w { base[x * 4] = UInt8(line[x]) }
            }
        }
        for x in 0..<w {
            for c in 0..<4 {
                let base = data + x * 4 + c
                let stride = w * 4
                for y in 0..<h { line[y] = Int32(base[y * stride]) }
                for (l, r) in steps { boxPass(line, tmp, h, l, r, clampEdges) }
                for y in 0..<h { base[y * stride] = UInt8(line[y]) }
            }
        }
    }

    /// out[i] = round(mean of v[i − left … i + right]), in place over `v`.
    @inline(__always)
    private static func boxPass(_ v: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>, _ n: Int,
                                _ left: Int, _ right: Int, _ clamp: Bool) {
        let size = Int32(left + right + 1)
        @inline(__always) func at(_ i: Int) -> Int32 {
            if i >= 0 && i < n { return v[i] }
            return clamp ? v[i < 0 ? 0 : n - 1] : 0
        }
        var sum: Int32 = 0
        for i in -left...right { sum += at(i) }
        for i in 0..<n {
            out[i] = (sum + size / 2) / size
            sum += at(i + right + 1) - at(i - left)
        }
        v.update(from: out, count: n)
    }
}
