// A picture of what changed between two pixmaps: the frame in dim grey
// where nothing changed, and changed pixels in red (a difference of 1)
// through magenta (255), so one changed pixel stands out in a large frame.

extension Pixmap {
    /// Grey level of an unchanged pixel: 48 + a quarter of its luma (over black).
    @inline(__always)
    static func dimmed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        // Rec. 709 luma weights ×256 (54 + 183 + 19 = 256).
        let luma = (54 * Int(r) + 183 * Int(g) + 19 * Int(b)) >> 8
        return UInt8(48 + luma / 4)
    }

    /// The diff picture of `actual` against `golden` (same size): opaque,
    /// unchanged pixels grey (48…111 from the actual frame's luma), changed
    /// pixels (255, 0, m) where m is the pixel's largest channel difference.
    /// Sizes that differ give the golden's size, every pixel marked changed.
    package static func difference(golden: Pixmap, actual: Pixmap) -> Pixmap {
        let out = Pixmap(width: golden.width, height: golden.height)
        guard golden.width == actual.width, golden.height == actual.height else {
            out.clear(to: RGBA8(r: 255, g: 0, b: 255, a: 255))
            return out
        }
        let g = UnsafePointer(golden.data), a = UnsafePointer(actual.data), o = out.data
        for i in 0..<(golden.width * golden.height) {
            let p = i * 4
            assert(p + 3 < out.byteCount, "pixel \(i) outside the pixmap")
            var m: UInt8 = 0
            for c in 0..<4 {
                let x = g[p + c], y = a[p + c]
                m = max(m, x > y ? x - y : y - x)
            }
            if m == 0 {
                let v = dimmed(a[p], a[p + 1], a[p + 2])
                o[p] = v; o[p + 1] = v; o[p + 2] = v
            } else {
                o[p] = 255; o[p + 1] = 0; o[p + 2] = m
            }
            o[p + 3] = 255
        }
        return out
    }
}

/// How two pixmaps of one size differ, in one pass over their bytes: for
/// each pixel its largest channel difference, counted in a histogram, and
/// the sum of squared differences over every R, G, B and A sample.
package struct ChannelDifferences: Sendable {
    /// `histogram[d]`: pixels whose largest channel difference is `d` (0…255).
    package let histogram: [Int]
    package let squaredErrorSum: UInt64

    /// - Precondition: both pixmaps have the same size.
    package init(_ golden: Pixmap, _ actual: Pixmap) {
        precondition(golden.width == actual.width && golden.height == actual.height,
                     "comparing a \(golden.width)x\(golden.height) pixmap with a \(actual.width)x\(actual.height) one")
        var histogram = [Int](repeating: 0, count: 256)
        var sum: UInt64 = 0
        let count = actual.width * actual.height
        let g = UnsafePointer(golden.data), a = UnsafePointer(actual.data)
        histogram.withUnsafeMutableBufferPointer { bins in
            var i = 0
            while i < count {
                let o = i &* 4
                assert(o + 3 < actual.byteCount, "pixel \(i) outside the pixmap")
                let d0 = Self.absDiff(g[o], a[o]), d1 = Self.absDiff(g[o &+ 1], a[o &+ 1])
                let d2 = Self.absDiff(g[o &+ 2], a[o &+ 2]), d3 = Self.absDiff(g[o &+ 3], a[o &+ 3])
                let m = max(max(d0, d1), max(d2, d3))
                bins[m] &+= 1
                if m != 0 { sum &+= UInt64(d0 &* d0 &+ d1 &* d1 &+ d2 &* d2 &+ d3 &* d3) }
                i &+= 1
            }
        }
        self.histogram = histogram
        squaredErrorSum = sum
    }

    @inline(__always)
    private static func absDiff(_ x: UInt8, _ y: UInt8) -> Int {
        x > y ? Int(x &- y) : Int(y &- x)
    }
}
