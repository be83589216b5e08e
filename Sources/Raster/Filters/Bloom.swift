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
// Cost: the full-size work is one pass that reads the picture (a vectorised
// test per row, then only the 4-pixel blocks with something above the
// threshold are summed) and one that writes it in 16-bit lanes (rows with no
// light left out); everything else runs on a sixteenth of the pixels or
// fewer, a pixel at a time as one vector (RGB and a lane that stays 0). The
// arithmetic is Float on the small levels (each lane the same operations
// in the same order: same binary, same bytes) and integers at full size;
// nothing depends on threads or on earlier frames.

/// The weights and threshold of a bloom.
package struct BloomStyle: Sendable, Equatable {
    /// Channel values up to this (0–255) give no light: the sky stays
    /// out of its own glow.
    package var threshold: UInt8
    /// How much each level adds, finest (1/4 size) first; each level after
    /// the first spreads the light about twice as far.
    package var levelWeights: [Float]
    /// Where the summed light starts to saturate (0–255 scale): light `v`
    /// becomes v·knee / (knee + v), so a dense, blazing burst does not
    /// drown the sky in white while a sparse one still glows.
    package var knee: Float

    package init(threshold: UInt8, levelWeights: [Float], knee: Float) {
        self.threshold = threshold
        self.levelWeights = levelWeights
        self.knee = knee
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
    /// RGB (and 0) per pixel, level by level.
    private var levels: [UnsafeMutablePointer<SIMD4<Float>>]
    private let blurRow: UnsafeMutablePointer<SIMD4<Float>>
    /// Level 0's light as integers (0–255 per channel, RGBA order, A unused),
    /// and two full-width rows of it enlarged horizontally (×8).
    private let light: UnsafeMutablePointer<UInt16>
    private let rowA: UnsafeMutablePointer<UInt16>
    private let rowB: UnsafeMutablePointer<UInt16>
    private let bright: UnsafeMutablePointer<UInt16>
    /// One row's bytes less the threshold (16-byte aligned, read 8 at a time).
    private let excess: UnsafeMutableRawPointer
    /// Whether a row of `light` has any light.
    private let litRows: UnsafeMutablePointer<Bool>

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
            let p = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: size.w * size.h)
            p.initialize(repeating: .zero, count: size.w * size.h)
            return p
        }
        blurRow = .allocate(capacity: max(sizes[0].w, sizes[0].h) + 4)
        light = .allocate(capacity: sizes[0].w * sizes[0].h * 4)
        rowA = .allocate(capacity: width * 4)
        rowB = .allocate(capacity: width * 4)
        bright = .allocate(capacity: sizes[0].w * 4)
        excess = .allocate(byteCount: width * 4 + 16, alignment: 16)
        litRows = .allocate(capacity: sizes[0].h)
    }

    deinit {
        for level in levels { level.deallocate() }
        blurRow.deallocate()
        light.deallocate()
        rowA.deallocate()
        rowB.deallocate()
        bright.deallocate()
        excess.deallocate()
        litRows.deallocate()
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

    /// Level 0: the mean over each 4×4 block of what exceeds the threshold
    /// (colour channels; the picture is opaque).
    private func gatherBrightQuarter(_ pixmap: Pixmap) {
        let (w0, h0) = sizes[0]
        let out = levels[0]
        let src = UnsafePointer(pixmap.data)
        let t = style.threshold
        let rowBytes = width * 4
        let over = excess.assumingMemoryBound(to: UInt8.self)
        let words = UnsafePointer(excess.assumingMemoryBound(to: UInt64.self))
        let colour: UInt64 = 0x00FF_FFFF_00FF_FFFF  // two pixels' R, G, B bytes
        let blocks = width / 4
        for by in 0..<h0 {
            bright.update(repeating: 0, count: w0 * 4)
            var any = false
            for y in (by * 4)..<min(height, by * 4 + 4) {
                let row = src + y * rowBytes
                // What exceeds the threshold, every byte (vectorises; alpha
                // bytes are masked off below).
                for i in 0..<rowBytes { over[i] = max(row[i], t) &- t }
                // Four pixels (16 bytes) at a time; most are dark sky.
                for k in 0..<blocks {
                    let a = words[2 * k] & colour, b = words[2 * k + 1] & colour
                    guard a | b != 0 else { continue }
                    any = true
                    let q = bright + k * 4
                    // Both words' two pixels: R in bytes 0 and 4, G 1 and 5, B 2 and 6.
                    let s = (a & 0x00FF_00FF_00FF_00FF) &+ (b & 0x00FF_00FF_00FF_00FF)  // R, B lanes of 16 bits
                    let g = ((a >> 8) & 0x00FF_00FF_00FF_00FF) &+ ((b >> 8) & 0x00FF_00FF_00FF_00FF)
                    q[0] &+= UInt16(truncatingIfNeeded: s) &+ UInt16(truncatingIfNeeded: s >> 32)
                    q[1] &+= UInt16(truncatingIfNeeded: g) &+ UInt16(truncatingIfNeeded: g >> 32)
                    q[2] &+= UInt16(truncatingIfNeeded: s >> 16) &+ UInt16(truncatingIfNeeded: s >> 48)
                }
                for x in (blocks * 4)..<width {
                    let p = over + x * 4, q = bright + (x >> 2) * 4
                    guard p[0] | p[1] | p[2] != 0 else { continue }
                    any = true
                    q[0] &+= UInt16(p[0]); q[1] &+= UInt16(p[1]); q[2] &+= UInt16(p[2])
                }
            }
            let o = out + by * w0
            if !any {
                o.update(repeating: .zero, count: w0)
                continue
            }
            for x in 0..<w0 {
                let q = bright + x * 4
                o[x] = SIMD4(Float(q[0]), Float(q[1]), Float(q[2]), 0) * (1 / 16)
            }
        }
    }

    /// Level `i + 1`: the mean of each 2×2 block of level `i` (edges repeated).
    private func halve(from i: Int) {
        let (sw, sh) = sizes[i], (dw, dh) = sizes[i + 1]
        let src = UnsafePointer(levels[i]), dst = levels[i + 1]
        for y in 0..<dh {
            let r0 = src + min(2 * y, sh - 1) * sw, r1 = src + min(2 * y + 1, sh - 1) * sw
            for x in 0..<dw {
                let a = 2 * x, b = min(2 * x + 1, sw - 1)
                dst[y * dw + x] = (r0[a] + r0[b] + r1[a] + r1[b]) * 0.25
            }
        }
    }

    /// Level `i` blurred in place by the binomial kernel 1 4 6 4 1 (/16)
    /// along rows, then columns (edges repeated), and times `weight`.
    private func blur(_ i: Int, weight: Float) {
        let (w, h) = sizes[i]
        let p = levels[i]
        let tmp = blurRow
        @inline(__always)
        func pass(count: Int, stride: Int, start: UnsafeMutablePointer<SIMD4<Float>>, scale: Float) {
            // A line of darkness stays dark (most of level 0's lines).
            var lit = false
            for k in 0..<count where any(start[k * stride] .!= 0) { lit = true; break }
            guard lit else { return }
            // Copy with two repeated samples each side, then filter back.
            for k in 0..<count { tmp[k + 2] = start[k * stride] }
            tmp[0] = tmp[2]; tmp[1] = tmp[2]
            tmp[count + 2] = tmp[count + 1]; tmp[count + 3] = tmp[count + 1]
            for k in 0..<count {
                let t = tmp + k
                start[k * stride] = (t[0] + 4 * t[1] + 6 * t[2] + 4 * t[3] + t[4]) * scale
            }
        }
        for y in 0..<h { pass(count: w, stride: 1, start: p + y * w, scale: 1 / 16) }
        for x in 0..<w { pass(count: h, stride: w, start: p + x, scale: weight / 16) }
    }

    /// Adds level `i`, enlarged bilinearly, into level `i − 1`, whose
    /// samples sit at the centres of level `i`'s quarters: destination 2m
    /// lies ¾ of the way from source m − 1 to m, 2m + 1 ¼ of the way from m
    /// to m + 1 (edges repeated).
    private func addEnlarged(from i: Int) {
        let (sw, sh) = sizes[i], (dw, dh) = sizes[i - 1]
        let src = UnsafePointer(levels[i]), dst = levels[i - 1]
        @inline(__always) func taps(_ d: Int, _ n: Int) -> (Int, Int, Float) {
            let m = d >> 1
            return d & 1 == 0 ? (max(m - 1, 0), min(m, n - 1), 0.75) : (min(m, n - 1), min(m + 1, n - 1), 0.25)
        }
        for y in 0..<dh {
            let (y0, y1, fy) = taps(y, sh)
            let r0 = src + y0 * sw, r1 = src + y1 * sw
            let o = dst + y * dw
            for x in 0..<dw {
                let (a, b, fx) = taps(x, sw)
                let top = r0[a] + (r0[b] - r0[a]) * fx
                let bottom = r1[a] + (r1[b] - r1[a]) * fx
                o[x] += top + (bottom - top) * fy
            }
        }
    }

    /// Level 0, holding every level's weighted light by now, saturated at
    /// the knee, as integers 0–255; notes which rows have any.
    private func storeLight() {
        let (w0, h0) = sizes[0]
        let src = UnsafePointer(levels[0])
        let knee = style.knee
        let out = UnsafeMutableRawPointer(light)
        // Lane by lane: the stdlib's pointwiseMax/Min are generic calls the
        // optimizer leaves out of line (a third of this pass's instructions).
        @inline(__always) func saturated(_ light: Float) -> UInt16 {
            let v = max(light, 0)
            // Rounded by truncating (≥ 0.5).
            return UInt16(min(v * knee / (knee + v), 255) + 0.5)
        }
        for y in 0..<h0 {
            var any: UInt16 = 0
            for x in 0..<w0 {
                let i = y * w0 + x
                let v = src[i]
                // No light in lane 3.
                let l = SIMD4(saturated(v[0]), saturated(v[1]), saturated(v[2]), 0)
                out.storeBytes(of: l, toByteOffset: i * 8, as: SIMD4<UInt16>.self)
                any |= l[0] | l[1] | l[2]
            }
            litRows[y] = any != 0
        }
    }

    /// Row `ly` of the light enlarged ×4 across (bilinear: column 4k + j
    /// sits at k + (2j − 3)/8 in the light's columns), values ×8, RGBA
    /// order with A 0.
    private func enlargeRow(_ ly: Int, into row: UnsafeMutablePointer<UInt16>) {
        let w0 = sizes[0].w
        let src = UnsafeRawPointer(light + ly * w0 * 4)
        let out = UnsafeMutableRawPointer(row)
        @inline(__always) func pixel(_ k: Int) -> SIMD4<UInt16> {
            src.loadUnaligned(fromByteOffset: k * 8, as: SIMD4<UInt16>.self)
        }
        for k in 0..<w0 {
            let left = pixel(max(k - 1, 0)), mid = pixel(k), right = pixel(min(k + 1, w0 - 1))
            let o = k * 32
            guard 4 * k + 3 < width else {
                for j in 0..<(width - 4 * k) {
                    let wr = UInt16((2 * j + 5) & 7), (a, b) = j < 2 ? (left, mid) : (mid, right)
                    out.storeBytes(of: a &* (8 - wr) &+ b &* wr, toByteOffset: o + j * 8, as: SIMD4<UInt16>.self)
                }
                continue
            }
            out.storeBytes(of: left &* 3 &+ mid &* 5, toByteOffset: o, as: SIMD4<UInt16>.self)
            out.storeBytes(of: left &+ mid &* 7, toByteOffset: o + 8, as: SIMD4<UInt16>.self)
            out.storeBytes(of: mid &* 7 &+ right, toByteOffset: o + 16, as: SIMD4<UInt16>.self)
            out.storeBytes(of: mid &* 5 &+ right &* 3, toByteOffset: o + 24, as: SIMD4<UInt16>.self)
        }
    }

    /// The light enlarged ×4 down the rows too and screened over `pixmap`:
    /// c + light × (255 − c) / 256 per colour channel, in 16-bit lanes;
    /// rows between two unlit light rows are left as they are.
    private func screenLight(over pixmap: Pixmap) {
        let h0 = sizes[0].h
        let count = width * 4
        var loaded = (-1, -1)  // light rows in ra and rb
        var ra = rowA, rb = rowB
        for y in 0..<height {
            // y = 4k + j sits at k + (2j − 3)/8 in the light's rows.
            let k = y >> 2, j = y & 3
            let top = j < 2 ? max(k - 1, 0) : k, bottom = j < 2 ? k : min(k + 1, h0 - 1)
            guard litRows[top] || litRows[bottom] else { continue }
            if loaded != (top, bottom) {
                if loaded.1 == top { swap(&ra, &rb) } else { enlargeRow(top, into: ra) }
                enlargeRow(bottom, into: rb)
                loaded = (top, bottom)
            }
            let wb = UInt16((2 * j + 5) & 7), wt = 8 - wb  // 5, 7, 1, 3
            let a = UnsafePointer(ra), b = UnsafePointer(rb)
            let p = pixmap.data + y * count
            for i in 0..<count {
                // a, b ≤ 255·8, so l ≤ 255 and l·(255 − c) + 255 < 2^16.
                let l = (a[i] &* wt &+ b[i] &* wb &+ 32) >> 6
                let c = UInt16(p[i])
                p[i] = UInt8(truncatingIfNeeded: c &+ ((l &* (255 &- c) &+ 255) >> 8))
            }
        }
    }
}
