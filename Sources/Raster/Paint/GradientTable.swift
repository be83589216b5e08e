/// A gradient's colors sampled at 256 evenly spaced parameters, premultiplied
/// after interpolation, with the paint's opacity folded in.
///
/// Looking up the nearest entry is within 1/255 of the exact color for stops
/// whose colors change by at most one full range over the gradient (the
/// parameter is off by at most 1/510). Hard stops land within 1/510 of their
/// location.
///
/// The entries live in a `TableArena` owned by whoever prepared the fill, so
/// a table is a plain value: copying it costs no reference counting, and a
/// frame of thousands of gradient fills costs no allocation per fill.
@usableFromInline
struct GradientTable {
    static let size = 256
    /// Words per table in an arena: the entries, the filled flag, padding
    /// that keeps every table 16-byte aligned.
    static let stride = size + 4
    let entries: UnsafeMutablePointer<UInt32>
    let spread: SpreadMode
    /// Whether every stop color and the opacity lie in 0...1: entries then
    /// need no clamping, and come from `fillRamp`.
    let exact: Bool
    /// The stops' `limits` (pad spread only): parameters outside are transparent.
    let lower: Float, upper: Float

    /// Whether the table paints every parameter under the pad rule (the
    /// fast paths' case).
    var padsEverywhere: Bool { spread == .pad && lower == -.infinity && upper == .infinity }

    /// A table over `entries` (`stride` words from a `TableArena`) for
    /// `stops` at `opacity`, not yet filled.
    init(_ stops: GradientStops, opacity: Float, entries: UnsafeMutablePointer<UInt32>) {
        self.entries = entries
        self.spread = stops.spread
        lower = stops.limits.lowerBound
        upper = stops.limits.upperBound
        exact = opacity >= 0 && opacity <= 1 && stops.stops.withUnsafeBufferPointer { list in
            var inside = true
            for s in list {
                let c = s.color
                inside = inside && c.red >= 0 && c.red <= 1 && c.green >= 0 && c.green <= 1
                    && c.blue >= 0 && c.blue <= 1 && c.alpha >= 0 && c.alpha <= 1
            }
            return inside
        }
        entries[Self.size] = 0
    }

    /// The word after the filled flag holds 0: the entry parameters outside
    /// the limits look up in `store4(limited:)`.
    static let transparentIndex = size + 1

    /// Whether `fill(_:opacity:)` has run (kept in the word after the entries,
    /// so the table stays a plain value).
    var isFilled: Bool { entries[Self.size] != 0 }

    /// Computes the entries for `stops` at `opacity` (those the table was made for).
    func fill(_ stops: GradientStops, opacity: Float) {
        stops.stops.withUnsafeBufferPointer { fill($0, opacity: opacity) }
        entries[Self.size] = 1
        // After the fill, whose last four-entry stores may reach past the entries.
        entries[Self.transparentIndex] = 0
    }

    private func fill(_ list: UnsafeBufferPointer<GradientStops.Stop>, opacity: Float) {
        guard !list.isEmpty else { return }
        let entries = self.entries, exact = self.exact
        // Entry i samples t = i / 255; each stop interval [a, b) owns the
        // entries whose t falls in it, the first and last stops' colors pad
        // the ends.
        let last = GradientTable.size - 1
        let scale = 1 / Float(last)
        var i = 0
        // The first entry at or after `location`, never before `i`: estimated
        // by truncating location · 255 (no libm ceil call), then nudged so the
        // comparison is exactly the one that places entries in intervals
        // below. The estimate is at most one below the answer, or one above
        // it (location · 255 and k · (1/255) are each within an ulp), so two
        // nudges each way are plenty; written as steps, not loops, which the
        // optimizer would turn into a 16-wide vector search.
        @inline(__always) func firstIndex(atOrAfter location: Float) -> Int {
            guard location > 0 else { return i }
            guard location <= 1 else { return last + 1 }
            var k = max(i, min(Int(location * Float(last)), last + 1))
            if k > i && Float(k - 1) * scale >= location { k -= 1 }
            if k > i && Float(k - 1) * scale >= location { k -= 1 }
            if k <= last && Float(k) * scale < location { k += 1 }
            if k <= last && Float(k) * scale < location { k += 1 }
            return k
        }
        @inline(__always) func run(_ hi: Int, _ ca: SIMD4<Float>, _ cb: SIMD4<Float>, start: Float, inverseSpan: Float) {
            if exact {
                Self.fillRamp(entries, i, hi, from: ca, to: cb, start: start, inverseSpan: inverseSpan, opacity: opacity)
            } else {
                Self.fillRun(entries, i, hi, from: ca, to: cb, start: start, inverseSpan: inverseSpan, opacity: opacity)
            }
            i = max(i, hi)
        }
        // The ends, padded with the first and last stops' colors.
        @inline(__always) func pad(_ hi: Int, _ color: SIMD4<Float>) {
            guard exact else { return run(hi, color, color, start: 0, inverseSpan: 0) }
            Self.fillConstant(entries, i, hi, color, opacity: opacity)
            i = max(i, hi)
        }
        var a = list[0]
        pad(firstIndex(atOrAfter: a.location), GradientTable.vector(a.color))
        for k in 1..<list.count {
            let b = list[k]
            let span = b.location - a.location
            run(firstIndex(atOrAfter: b.location), GradientTable.vector(a.color), GradientTable.vector(b.color),
                start: a.location, inverseSpan: span > 0 ? 1 / span : 0)
            a = b
        }
        pad(last + 1, GradientTable.vector(a.color))
    }

    /// Entries `lo..<hi` all `color` (inside 0...1) at `opacity`: the bytes
    /// `fillRamp` gives a ramp from `color` to itself, without its setup.
    /// Stores up to three entries past `hi`, as `fillRamp`.
    @inline(__always)
    private static func fillConstant(_ out: UnsafeMutablePointer<UInt32>, _ lo: Int, _ hi: Int, _ color: SIMD4<Float>,
                                     opacity: Float) {
        guard lo < hi else { return }
        var c = color * 255
        c.w = 255
        let v = c * (color.w * opacity)
        store4(v, v, v, v, to: out + lo)
        let words = UnsafeRawPointer(out + lo).loadUnaligned(as: SIMD4<UInt32>.self)
        var i = lo &+ 4
        while i < hi {
            UnsafeMutableRawPointer(out + i).storeBytes(of: words, as: SIMD4<UInt32>.self)
            i &+= 4
        }
    }

    /// Entries `lo..<hi` for colors and opacity inside 0...1 (nothing to
    /// clamp), as `fillRun` defines them, by forward differences: each
    /// premultiplied channel is a quadratic in the entry index (color ramp ×
    /// alpha ramp), so an entry costs two vector additions, and four entries
    /// are rounded and packed to bytes together (pand/packuswb). The running
    /// sums drift by well under 0.01 level over 256 entries. Stores up to
    /// three entries past `hi`, as `fillRun`.
    @inline(__always)
    private static func fillRamp(_ out: UnsafeMutablePointer<UInt32>, _ lo: Int, _ hi: Int,
                                 from ca: SIMD4<Float>, to cb: SIMD4<Float>, start: Float, inverseSpan: Float,
                                 opacity: Float) {
        guard lo < hi else { return }
        // f = fLo + u·h at entry lo + u; lanes are (r, g, b, alpha) in byte
        // units, the alpha lane being 255 × the alpha ramp.
        let h = inverseSpan / Float(size - 1), fLo = Float(lo) * h - start * inverseSpan
        var c = ca * 255, d = (cb - ca) * 255
        c.w = 255; d.w = 0
        let alphaLo = (ca.w + (cb.w - ca.w) * fLo) * opacity, alphaStep = (cb.w - ca.w) * h * opacity
        let x = c + d * fLo, y = d * h
        var v = x * alphaLo
        var dv = x * alphaStep + y * (alphaLo + alphaStep)
        let ddv = 2 * y * alphaStep
        var i = lo
        if ddv == .zero {
            // One color, or colors over a constant alpha (particle sprites):
            // linear, one addition per entry.
            while i < hi {
                let v0 = v, v1 = v0 + dv, v2 = v1 + dv, v3 = v2 + dv
                v = v3 + dv
                store4(v0, v1, v2, v3, to: out + i)
                i += 4
            }
        } else {
            while i < hi {
                let v0 = v; v += dv; dv += ddv
                let v1 = v; v += dv; dv += ddv
                let v2 = v; v += dv; dv += ddv
                let v3 = v; v += dv; dv += ddv
                store4(v0, v1, v2, v3, to: out + i)
                i += 4
            }
        }
    }

    /// Four entries, each (r, g, b, a) in 0...255, rounded to the nearest
    /// byte (as `roundedByte`) and stored with one 16-byte store.
    @inline(__always)
    private static func store4(_ v0: SIMD4<Float>, _ v1: SIMD4<Float>, _ v2: SIMD4<Float>, _ v3: SIMD4<Float>,
                               to out: UnsafeMutablePointer<UInt32>) {
        let magic = SIMD4<Float>(repeating: 12_582_912)
        let w0 = unsafeBitCast(v0 + magic, to: SIMD4<UInt32>.self), w1 = unsafeBitCast(v1 + magic, to: SIMD4<UInt32>.self)
        let w2 = unsafeBitCast(v2 + magic, to: SIMD4<UInt32>.self), w3 = unsafeBitCast(v3 + magic, to: SIMD4<UInt32>.self)
        let words = SIMD16<UInt32>(lowHalf: SIMD8(lowHalf: w0, highHalf: w1), highHalf: SIMD8(lowHalf: w2, highHalf: w3))
        UnsafeMutableRawPointer(out).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: words), as: SIMD16<UInt8>.self)
    }

    /// Entries `lo..<hi`, interpolating `ca → cb` with f = (t − start) · inverseSpan,
    /// clamping alpha to 0...1 and colors to 0...255 (stops or opacity outside 0...1),
    /// four entries per step in channel-major lanes (every operation is
    /// vertical, so it compiles to plain SSE2), colors kept in byte units so
    /// that each channel is one product and one rounding. Every step stores
    /// four entries: up to three past `hi` land where the next run (runs go in
    /// order) or the flag and padding words are written later.
    @inline(__always)
    private static func fillRun(_ out: UnsafeMutablePointer<UInt32>, _ lo: Int, _ hi: Int,
                                from ca: SIMD4<Float>, to cb: SIMD4<Float>, start: Float, inverseSpan: Float,
                                opacity: Float) {
        guard lo < hi else { return }
        let fStep = inverseSpan / Float(size - 1), f0 = start * inverseSpan
        let c = ca * 255, d = (cb - ca) * 255
        let a0 = ca.w * opacity, da = (cb.w - ca.w) * opacity
        var index = SIMD4<Int32>(repeating: Int32(lo)) &+ SIMD4(0, 1, 2, 3)
        var i = lo
        while i < hi {
            let f = SIMD4<Float>(index) * fStep - f0
            var alpha = a0 + da * f
            alpha.replace(with: 0, where: .!(alpha .> 0))  // NaN becomes 0
            alpha.replace(with: 1, where: alpha .> 1)
            var r = (c.x + d.x * f) * alpha, g = (c.y + d.y * f) * alpha, b = (c.z + d.z * f) * alpha
            r.replace(with: 0, where: .!(r .> 0)); r.replace(with: 255, where: r .> 255)
            g.replace(with: 0, where: .!(g .> 0)); g.replace(with: 255, where: g .> 255)
            b.replace(with: 0, where: .!(b .> 0)); b.replace(with: 255, where: b .> 255)
            let words = rounded(r) | rounded(g) &<< 8 | rounded(b) &<< 16 | rounded(alpha * 255) &<< 24
            UnsafeMutableRawPointer(out + i).storeBytes(of: words, as: SIMD4<UInt32>.self)
            i += 4
            index &+= 4
        }
    }

    /// Each lane (in 0...255) rounded to the nearest integer (`roundedByte`).
    @inline(__always)
    private static func rounded(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(v + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
    }

    @inline(__always) static func vector(_ c: RGBAColor) -> SIMD4<Float> { SIMD4(c.red, c.green, c.blue, c.alpha) }

    /// The entry for a parameter already in 0...1.
    @inline(__always) func entry(unit t: Float) -> UInt32 { entries[Int(roundedByte(t * 255))] }

    /// The entries for four parameters under the pad rule (clamped to 0...1,
    /// NaN as 0), written with one 16-byte store: the compositor reads these
    /// words right away with one 16-byte load, which four separate stores
    /// could not forward to.
    @inline(__always) func store4(padded t: SIMD4<Float>, to out: UnsafeMutablePointer<UInt32>) {
        // NaN → 0 first (this select compiles to maxps). The upper clamp still
        // becomes a compare and a byte blend after the scaling: a minps form
        // (1 − max(1 − v, 0)) measured 1.5% worse overall in fireworks.
        var v = t
        v.replace(with: 0, where: .!(v .> 0))
        v.replace(with: 1, where: .!(v .< 1))
        let k = unsafeBitCast(v * 255 + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        let words = SIMD4(entries[Int(k.x)], entries[Int(k.y)], entries[Int(k.z)], entries[Int(k.w)])
        UnsafeMutableRawPointer(out).storeBytes(of: words, as: SIMD4<UInt32>.self)
    }

    /// The entries for four parameters under the pad rule within the
    /// limits: a parameter outside them (or NaN) gets the transparent word,
    /// chosen by index arithmetic rather than a branch per lane.
    @inline(__always) func store4(limited t: SIMD4<Float>, to out: UnsafeMutablePointer<UInt32>) {
        let inside = (t .>= lower) .& (t .<= upper)
        var v = t
        v.replace(with: 0, where: .!(v .> 0))
        v.replace(with: 1, where: .!(v .< 1))
        // The rounding trick of `roundedByte`, the index chosen in the same float lanes.
        var f = v * 255 + 12_582_912
        f.replace(with: 12_582_912 + Float(Self.transparentIndex), where: .!inside)
        let k = unsafeBitCast(f, to: SIMD4<UInt32>.self) & 0x1FF
        let words = SIMD4(entries[Int(k.x)], entries[Int(k.y)], entries[Int(k.z)], entries[Int(k.w)])
        UnsafeMutableRawPointer(out).storeBytes(of: words, as: SIMD4<UInt32>.self)
    }

    /// Maps `count` parameters to colors; NaN, and under the pad rule a
    /// parameter outside the limits, means "no color" (transparent).
    /// One loop per spread mode, chosen once per span.
    func lookup(_ t: UnsafePointer<Float>, _ out: UnsafeMutablePointer<UInt32>, _ count: Int) {
        let table = entries
        switch spread {
        case .pad:
            let lower = self.lower, upper = self.upper
            for i in 0..<count {
                let v = t[i]
                guard v >= lower && v <= upper else { out[i] = 0; continue }  // NaN fails too
                let c = v < 0 ? 0 : (v > 1 ? 1 : v)
                out[i] = table[Int(roundedByte(c * 255))]
            }
        case .repeat:
            for i in 0..<count {
                let v = t[i]
                guard v.isFinite else { out[i] = v.isNaN ? 0 : table[0]; continue }
                let f = v - v.rounded(.down)
                out[i] = table[Int(roundedByte(f * 255))]
            }
        case .mirror:
            for i in 0..<count {
                let v = t[i]
                guard v.isFinite else { out[i] = v.isNaN ? 0 : table[0]; continue }
                var f = abs(v)
                f -= 2 * (f * 0.5).rounded(.down)
                if f > 1 { f = 2 - f }
                out[i] = table[Int(roundedByte(f * 255))]
            }
        }
    }
}

/// Memory for the gradient tables of one flush: handed out in whole tables
/// from large blocks that are kept between flushes, so pointers stay valid
/// until `reset()` and steady-state drawing allocates nothing.
final class TableArena {
    private static let tablesPerBlock = 64
    private var blocks: [UnsafeMutablePointer<UInt32>] = []
    private var block = 0, used = 0

    /// Room for one table (`GradientTable.stride` words), valid until the next `reset()`.
    func allocateTable() -> UnsafeMutablePointer<UInt32> {
        if block == blocks.count || used == Self.tablesPerBlock {
            if block < blocks.count { block += 1 }
            used = 0
            if block == blocks.count {
                blocks.append(.allocate(capacity: Self.tablesPerBlock * GradientTable.stride))
            }
        }
        defer { used += 1 }
        return blocks[block] + used * GradientTable.stride
    }

    /// Makes every table handed out so far available again.
    func reset() { block = 0; used = 0 }

    deinit { for b in blocks { b.deallocate() } }
}
