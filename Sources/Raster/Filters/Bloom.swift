// Bloom: light from the bright parts of an opaque picture spilling into
// the dark around them, as a camera's lens and a night sky's haze spread
// it. The bright part of each channel (what exceeds a threshold) is
// averaged down to a quarter of the size, then halved again level by level
// (1/8 … 1/128), each level softened by a small binomial blur; the levels,
// weighted, are added up from the coarsest (a wide glow over the sky around
// a burst) to the finest (a halo hugging each spark), and the sum, enlarged
// bilinearly, is laid over the picture with the screen blend, which
// brightens the dark and leaves what is already white.
//
// Cost: the full-size work is one pass that reads the picture (rows with
// nothing above the threshold cost only the test) and one that writes it;
// everything else runs on a sixteenth of the pixels or fewer. The arithmetic
// is Float on the small levels (same binary, same bytes) and integers at
// full size; nothing depends on threads or on earlier frames.

/// The weights and threshold of a bloom.
package struct BloomStyle: Sendable, Equatable {
    /// Channel values up to this (0–255) give no light: the sky stays
    /// out of its own glow.
    package var threshold: UInt8
    /// How much each level adds, finest (1/4 size) first; each level after
    /// the first spreads the light about twice as far.
    package var levelWeights: [Float]

    package init(threshold: UInt8, levelWeights: [Float]) {
        self.threshold = threshold
        self.levelWeights = levelWeights
    }
}

/// Scratch memory for blooming pictures of one size, reused frame after
/// frame. One thread at a time (a renderer keeps one per worker and hands
/// it between threads only through a lock).
package final class Bloom: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package let style: BloomStyle
    /// Level sizes: level 0 is ⌈width/4⌉ × ⌈height/4⌉, each next one half (rounded up).
    private let sizes: [(w: Int, h: Int)]
    /// RGB per pixel, level by level.
    private var levels: [UnsafeMutablePointer<Float>]
    private let blurRow: UnsafeMutablePointer<Float>
    /// Level 0's light as integers (0–255 per channel, RGBA order, A unused),
    /// and two full-width rows of it enlarged horizontally (×8).
    private let light: UnsafeMutablePointer<UInt16>
    private let rowA: UnsafeMutablePointer<UInt16>
    private let rowB: UnsafeMutablePointer<UInt16>
    private let bright: UnsafeMutablePointer<UInt16>

    package init(width: Int, height: Int, style: BloomStyle) {
        precondition(width > 0 && height > 0 && !style.levelWeights.isEmpty)
        self.width = width
        self.height = height
        self.style = style
        var sizes: [(w: Int, h: Int)] = [((width + 3) / 4, (height + 3) / 4)]
        while sizes.count < style.levelWeights.count {
            let last = sizes[sizes.count - 1]
            sizes.append(((last.w + 1) / 2, (last.h + 1) / 2))
        }
        self.sizes = sizes
        levels = sizes.map { size in
            let p = UnsafeMutablePointer<Float>.allocate(capacity: size.w * size.h * 3)
            p.initialize(repeating: 0, count: size.w * size.h * 3)
            return p
        }
        blurRow = .allocate(capacity: max(sizes[0].w, sizes[0].h) * 3 + 12)
        light = .allocate(capacity: sizes[0].w * sizes[0].h * 4)
        rowA = .allocate(capacity: width * 4)
        rowB = .allocate(capacity: width * 4)
        bright = .allocate(capacity: sizes[0].w * 4)
    }

    deinit {
        for level in levels { level.deallocate() }
        blurRow.deallocate()
        light.deallocate()
        rowA.deallocate()
        rowB.deallocate()
        bright.deallocate()
    }

    /// Lays the bloom of `pixmap` over it.
    /// - Precondition: `pixmap` has this bloom's size and is opaque (the
    ///   screen blend of premultiplied colours assumes alpha 255).
    package func apply(to pixmap: Pixmap) {
        precondition(pixmap.width == width && pixmap.height == height, "bloom of \(width)x\(height) given \(pixmap.width)x\(pixmap.height)")
        gatherBrightQuarter(pixmap)
        for i in 1..<sizes.count { halve(from: i - 1) }
        for i in sizes.indices { blur(i, weight: style.levelWeights[i]) }
        for i in stride(from: sizes.count - 1, to: 0, by: -1) { addEnlarged(from: i) }
        storeLight()
        screenLight(over: pixmap)
    }

    /// Level 0: the mean over each 4×4 block of what exceeds the threshold.
    private func gatherBrightQuarter(_ pixmap: Pixmap) {
        let (w0, h0) = sizes[0]
        let out = levels[0]
        let src = UnsafePointer(pixmap.data)
        let t = UInt8(style.threshold)
        let rowBytes = width * 4
        for by in 0..<h0 {
            bright.update(repeating: 0, count: w0 * 4)
            var any = false
            for y in (by * 4)..<min(height, by * 4 + 4) {
                let row = src + y * rowBytes
                // Anything above the threshold in this row? (Vectorises.)
                var above: UInt8 = 0
                for i in 0..<rowBytes { above |= max(row[i], t) &- t }
                guard above != 0 else { continue }
                any = true
                for x in 0..<width {
                    let p = row + x * 4, q = bright + (x >> 2) * 4
                    q[0] &+= UInt16(max(p[0], t) &- t)
                    q[1] &+= UInt16(max(p[1], t) &- t)
                    q[2] &+= UInt16(max(p[2], t) &- t)
                }
            }
            let o = out + by * w0 * 3
            if !any {
                o.update(repeating: 0, count: w0 * 3)
                continue
            }
            for x in 0..<w0 {
                o[x * 3] = Float(bright[x * 4]) * (1 / 16)
                o[x * 3 + 1] = Float(bright[x * 4 + 1]) * (1 / 16)
                o[x * 3 + 2] = Float(bright[x * 4 + 2]) * (1 / 16)
            }
        }
    }

    /// Level `i + 1`: the mean of each 2×2 block of level `i` (edges repeated).
    private func halve(from i: Int) {
        let (sw, sh) = sizes[i], (dw, dh) = sizes[i + 1]
        let src = UnsafePointer(levels[i]), dst = levels[i + 1]
        for y in 0..<dh {
            let r0 = src + min(2 * y, sh - 1) * sw * 3, r1 = src + min(2 * y + 1, sh - 1) * sw * 3
            for x in 0..<dw {
                let a = 2 * x * 3, b = min(2 * x + 1, sw - 1) * 3
                for c in 0..<3 {
                    dst[(y * dw + x) * 3 + c] = (r0[a + c] + r0[b + c] + r1[a + c] + r1[b + c]) * 0.25
                }
            }
        }
    }

    /// Level `i` blurred in place by the binomial kernel 1 4 6 4 1 (/16)
    /// along rows, then columns (edges repeated), and times `weight`.
    private func blur(_ i: Int, weight: Float) {
        let (w, h) = sizes[i]
        let p = levels[i]
        let tmp = blurRow
        func pass(count: Int, stride: Int, start: UnsafeMutablePointer<Float>, scale: Float) {
            // Copy with two repeated samples each side, then filter back.
            for k in 0..<(count + 4) {
                let s = start + min(max(k - 2, 0), count - 1) * stride * 3
                tmp[k * 3] = s[0]; tmp[k * 3 + 1] = s[1]; tmp[k * 3 + 2] = s[2]
            }
            for k in 0..<count {
                let d = start + k * stride * 3, t = tmp + k * 3
                for c in 0..<3 {
                    d[c] = (t[c] + 4 * t[3 + c] + 6 * t[6 + c] + 4 * t[9 + c] + t[12 + c]) * scale
                }
            }
        }
        for y in 0..<h { pass(count: w, stride: 1, start: p + y * w * 3, scale: 1 / 16) }
        for x in 0..<w { pass(count: h, stride: w, start: p + x * 3, scale: weight / 16) }
    }

    /// Adds level `i`, enlarged bilinearly, into level `i − 1`, whose
    /// samples sit at the centres of level `i`'s quarters.
    private func addEnlarged(from i: Int) {
        let (sw, sh) = sizes[i], (dw, dh) = sizes[i - 1]
        let src = UnsafePointer(levels[i]), dst = levels[i - 1]
        for y in 0..<dh {
            // Destination row y sits at source y/2 − 1/4: rows y0, y1 and the weight of y1.
            let v = Float(y) * 0.5 - 0.25
            let y0 = max(0, min(sh - 1, Int(v.rounded(.down)))), y1 = min(sh - 1, y0 + 1)
            let fy = min(max(v - Float(y0), 0), 1)
            for x in 0..<dw {
                let u = Float(x) * 0.5 - 0.25
                let x0 = max(0, min(sw - 1, Int(u.rounded(.down)))), x1 = min(sw - 1, x0 + 1)
                let fx = min(max(u - Float(x0), 0), 1)
                let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy)
                let w01 = (1 - fx) * fy, w11 = fx * fy
                let a = src + (y0 * sw + x0) * 3, b = src + (y0 * sw + x1) * 3
                let c = src + (y1 * sw + x0) * 3, d = src + (y1 * sw + x1) * 3
                let o = dst + (y * dw + x) * 3
                for k in 0..<3 { o[k] += a[k] * w00 + b[k] * w10 + c[k] * w01 + d[k] * w11 }
            }
        }
    }

    /// Level 0, holding every level's weighted light by now, as integers 0–255.
    private func storeLight() {
        let (w0, h0) = sizes[0]
        let src = UnsafePointer(levels[0])
        for i in 0..<(w0 * h0) {
            for c in 0..<3 {
                light[i * 4 + c] = UInt16(min(max(src[i * 3 + c], 0), 255).rounded())
            }
            light[i * 4 + 3] = 0
        }
    }

    /// Row `ly` of the light enlarged ×4 across (bilinear, sample centres
    /// at 4k + 1.5), values ×8, RGBA order with A 0.
    private func enlargeRow(_ ly: Int, into row: UnsafeMutablePointer<UInt16>) {
        let w0 = sizes[0].w
        let src = UnsafePointer(light + ly * w0 * 4)
        for x in 0..<width {
            // x = 4k + j sits at k + (2j − 3)/8 in the light's columns.
            let k = x >> 2, j = x & 3
            let left = j < 2 ? max(k - 1, 0) : k, right = j < 2 ? k : min(k + 1, w0 - 1)
            let wr = UInt16((2 * j + 5) & 7), wl = 8 - wr  // 5, 7, 1, 3
            let a = src + left * 4, b = src + min(right, w0 - 1) * 4, o = row + x * 4
            o[0] = a[0] * wl + b[0] * wr
            o[1] = a[1] * wl + b[1] * wr
            o[2] = a[2] * wl + b[2] * wr
            o[3] = 0
        }
    }

    /// The light enlarged ×4 down the rows too and screened over `pixmap`:
    /// c + light × (255 − c) / 255 per colour channel.
    private func screenLight(over pixmap: Pixmap) {
        let h0 = sizes[0].h
        let count = width * 4
        var loaded = (-1, -1)  // light rows in ra and rb
        var ra = rowA, rb = rowB
        for y in 0..<height {
            // y = 4k + j sits at k + (2j − 3)/8 in the light's rows.
            let k = y >> 2, j = y & 3
            let top = j < 2 ? max(k - 1, 0) : k, bottom = j < 2 ? k : min(k + 1, h0 - 1)
            if loaded != (top, bottom) {
                if loaded.1 == top { swap(&ra, &rb) } else { enlargeRow(top, into: ra) }
                if top != bottom || loaded.1 != top { enlargeRow(bottom, into: rb) } else { rb.update(from: ra, count: count) }
                loaded = (top, bottom)
            }
            let wb = UInt32((2 * j + 5) & 7), wt = 8 - wb  // 5, 7, 1, 3
            let a = UnsafePointer(ra), b = UnsafePointer(rb)
            let p = pixmap.data + y * count
            for i in 0..<count {
                // l is the light ×64: at most 255 · 64.
                let l = UInt32(a[i]) &* wt &+ UInt32(b[i]) &* wb
                let c = UInt32(p[i])
                p[i] = UInt8(truncatingIfNeeded: c &+ ((l &* (255 &- c) &+ 8192) >> 14))
            }
        }
    }
}
