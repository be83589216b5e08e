// Maps a straight-RGBA frame onto a palette for an animation that draws each
// frame over the one before (GIF's "do not dispose"), changing only what
// must change:
// - a pixel whose source is the same as in the previous frame keeps what is
//   on screen, so static areas never re-dither (no flicker) and cost nothing;
// - a changed pixel whose colour on screen is at least as close as the
//   nearest entry is left transparent too (the screen is a free extra entry);
// - changed pixels get the nearest entry after error diffusion (Sierra Lite,
//   at `ditherStrength` eighths of the error: with a palette per frame an
//   eighth breaks up banding, and more only adds per-pixel error and LZW
//   noise); error does not flow through kept pixels.
// The nearest entry comes from a direct-mapped cache over exact colours,
// filled by a search of the whole palette on a miss, and kept while the
// palette stays the same.

/// The smallest rectangle holding the pixels added.
package struct PixelBox: Sendable, Equatable {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    package init() {}
    @inline(__always)
    package mutating func add(x: Int, y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }
    package mutating func add(_ b: PixelBox) {
        guard b.maxX >= 0 else { return }
        add(x: b.minX, y: b.minY)
        add(x: b.maxX, y: b.maxY)
    }
    /// Origin and size (nil when no pixel was added).
    package var rect: (x: Int, y: Int, width: Int, height: Int)? {
        maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}

/// Chooses palette indices for frames drawn one over the other.
package final class PaletteMapper {
    package let width: Int, height: Int
    /// Entries as 0xRRGGBB; `transparentIndex` is `palette.count`.
    package private(set) var palette: [UInt32] = [0]
    private var byGreen: [UInt32] = [0]
    package var transparentIndex: UInt8 { UInt8(palette.count) }
    /// Eighths of the quantization error diffused to neighbours (0 = none).
    package var ditherStrength = 1
    private static let cacheSize = 1 << 16
    private let cacheKeys: UnsafeMutablePointer<UInt32>
    private let cacheValues: UnsafeMutablePointer<UInt8>
    /// Error carried to the next row: 3 channels per column, plus a margin each side.
    private let nextErrors: UnsafeMutablePointer<Int32>
    private let rowErrors: UnsafeMutablePointer<Int32>

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cacheKeys = .allocate(capacity: Self.cacheSize)
        cacheKeys.initialize(repeating: 0, count: Self.cacheSize)
        cacheValues = .allocate(capacity: Self.cacheSize)
        cacheValues.initialize(repeating: 0, count: Self.cacheSize)
        nextErrors = .allocate(capacity: (width + 2) * 3)
        rowErrors = .allocate(capacity: (width + 2) * 3)
    }

    deinit {
        cacheKeys.deallocate()
        cacheValues.deallocate()
        nextErrors.deallocate()
        rowErrors.deallocate()
    }

    /// Sets the palette (1…255 entries) and empties the colour cache.
    package func setPalette(_ entries: [UInt32]) {
        precondition((1...255).contains(entries.count), "a palette holds 1…255 colours")
        palette = entries
        // Index in the top byte, so a search over these finds the entry's index.
        byGreen = entries.indices.map { UInt32($0) << 24 | entries[$0] }.sorted { ($0 >> 8 & 255, $0) < ($1 >> 8 & 255, $1) }
        cacheKeys.update(repeating: 0, count: Self.cacheSize)
    }

    /// The entry nearest to (r, g, b) in squared RGB distance.
    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let color = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let slot = Int((color &* 0x9E37_79B1) >> 16)
        // Keys carry bit 24 so that black is not mistaken for an empty slot.
        if cacheKeys[slot] == color | 0x100_0000 { return cacheValues[slot] }
        // Entries sorted by green, searched outwards from g until the green
        // gap alone is beyond the best distance; ties go to the lower index.
        var best = Int32.max, bestDistance = Int32.max
        byGreen.withUnsafeBufferPointer { p in
            var lo = 0, hi = p.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if Int32(p[mid] >> 8 & 255) < g { lo = mid &+ 1 } else { hi = mid }
            }
            @inline(__always) func consider(_ e: UInt32) -> Bool {
                let dg = g &- Int32(e >> 8 & 255)
                if dg &* dg > bestDistance { return false }
                let dr = r &- Int32(e >> 16 & 255), db = b &- Int32(e & 255)
                let d = dr &* dr &+ dg &* dg &+ db &* db
                let k = Int32(e >> 24)
                if d < bestDistance || (d == bestDistance && k < best) { bestDistance = d; best = k }
                return true
            }
            var up = lo, down = lo &- 1
            while up < p.count || down >= 0 {
                if up < p.count { up = consider(p[up]) ? up &+ 1 : p.count }
                if down >= 0 { down = consider(p[down]) ? down &- 1 : -1 }
            }
        }
        cacheKeys[slot] = color | 0x100_0000
        cacheValues[slot] = UInt8(best)
        return UInt8(best)
    }

    /// Whether some pixel shown opaque in `displayed` is transparent in
    /// `source` (alpha below 128): drawing over would not clear it, so the
    /// caller must clear the screen (GIF: dispose to background) first.
    package func needsClear(source: UnsafePointer<UInt8>, displayed: UnsafePointer<UInt8>) -> Bool {
        for i in 0..<(width * height) where source[i &* 4 &+ 3] < 128 && displayed[i &* 4 &+ 3] != 0 {
            return true
        }
        return false
    }

    /// Writes one index per pixel of `source` (straight RGBA) into `indices`
    /// and updates `displayed` (RGBA, alpha 0 or 255: what is on screen).
    /// `previous` is the source of the frame on screen (nil: redraw every
    /// pixel that differs from the screen). Returns the box of drawn pixels.
    package func map(source: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?,
                    displayed: UnsafeMutablePointer<UInt8>, indices: UnsafeMutablePointer<UInt8>) -> PixelBox {
        let w = width, strength = Int32(ditherStrength)
        let skip = transparentIndex
        var result = PixelBox()
        let columns = (w + 2) * 3
        nextErrors.update(repeating: 0, count: columns)
        let src32 = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        let prev32 = previous.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt32.self) }
        palette.withUnsafeBufferPointer { pal in
            for y in 0..<height {
                // This row's incoming error is last row's "next"; start a fresh "next".
                rowErrors.update(from: nextErrors, count: columns)
                nextErrors.update(repeating: 0, count: columns)
                var carry = SIMD3<Int32>()
                for x in 0..<w {
                    let i = y &* w &+ x
                    let s = source + i &* 4, d = displayed + i &* 4
                    if s[3] < 128 {
                        indices[i] = skip
                        carry = .zero
                        continue
                    }
                    if let prev32, prev32[i] == src32[i], d[3] != 0 {
                        indices[i] = skip
                        carry = .zero
                        continue
                    }
                    let e = (x &+ 1) &* 3
                    // Errors are stored ×32 (weights in quarters, strength in eighths).
                    let r = clampByte(Int32(s[0]) &+ (carry.x &+ rowErrors[e] &+ 16) >> 5)
                    let g = clampByte(Int32(s[1]) &+ (carry.y &+ rowErrors[e &+ 1] &+ 16) >> 5)
                    let b = clampByte(Int32(s[2]) &+ (carry.z &+ rowErrors[e &+ 2] &+ 16) >> 5)
                    let k = nearest(r, g, b)
                    let entry = pal[Int(k)]
                    var pr = UInt8(entry >> 16 & 255), pg = UInt8(entry >> 8 & 255), pb = UInt8(entry & 255)
                    // What is on screen is one more candidate, and a free one
                    // (the transparent index): kept when no entry is closer.
                    if d[3] != 0 && distance(r, g, b, d[0], d[1], d[2]) <= distance(r, g, b, pr, pg, pb) {
                        indices[i] = skip
                        pr = d[0]; pg = d[1]; pb = d[2]
                    } else {
                        indices[i] = k
                        d[0] = pr; d[1] = pg; d[2] = pb; d[3] = 255
                        result.add(x: x, y: y)
                    }
                    guard strength > 0 else { continue }
                    let er = (r &- Int32(pr)) &* strength, eg = (g &- Int32(pg)) &* strength, eb = (b &- Int32(pb)) &* strength
                    // Sierra Lite: 2/4 right, 1/4 below-left, 1/4 below.
                    carry = SIMD3(er &* 2, eg &* 2, eb &* 2)
                    nextErrors[e &- 3] &+= er; nextErrors[e &- 2] &+= eg; nextErrors[e &- 1] &+= eb
                    nextErrors[e] &+= er; nextErrors[e &+ 1] &+= eg; nextErrors[e &+ 2] &+= eb
                }
            }
        }
        return result
    }

    /// For each pixel of `rect`, an index that shows the same as `indices`
    /// does (the index itself, or for a transparent pixel over an opaque one
    /// the entry of exactly the colour on screen, when there is one), into
    /// `alternates`: LZW may take either, whichever continues its string.
    /// `displayed` is the screen before the image is drawn (for the pixels
    /// left transparent it is what `map` leaves).
    package func alternates(displayed: UnsafePointer<UInt8>, indices: UnsafePointer<UInt8>,
                            rect: (x: Int, y: Int, width: Int, height: Int), into alternates: UnsafeMutablePointer<UInt8>) {
        let skip = transparentIndex
        palette.withUnsafeBufferPointer { pal in
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    let i = y &* width &+ x
                    let k = indices[i]
                    alternates[i] = k
                    let d = displayed + i &* 4
                    guard k == skip, d[3] != 0 else { continue }
                    let e = nearest(Int32(d[0]), Int32(d[1]), Int32(d[2]))
                    if pal[Int(e)] == UInt32(d[0]) << 16 | UInt32(d[1]) << 8 | UInt32(d[2]) { alternates[i] = e }
                }
            }
        }
    }

    /// Marks every pixel of `displayed` inside `rect` transparent (what GIF's
    /// "restore to background" disposal shows).
    package func clear(_ displayed: UnsafeMutablePointer<UInt8>, rect: (x: Int, y: Int, width: Int, height: Int)) {
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { displayed[(y &* width &+ x) &* 4 &+ 3] = 0 }
        }
    }
}

@inline(__always)
private func distance(_ r: Int32, _ g: Int32, _ b: Int32, _ pr: UInt8, _ pg: UInt8, _ pb: UInt8) -> Int32 {
    let dr = r &- Int32(pr), dg = g &- Int32(pg), db = b &- Int32(pb)
    return dr &* dr &+ dg &* dg &+ db &* db
}

@inline(__always)
private func clampByte(_ v: Int32) -> Int32 { min(255, max(0, v)) }
