/// A gradient's colors sampled at 256 evenly spaced parameters, premultiplied
/// after interpolation, with the paint's opacity folded in.
///
/// Looking up the nearest entry is within 1/255 of the exact color for stops
/// whose colors change by at most one full range over the gradient (the
/// parameter is off by at most 1/510). Hard stops land within 1/510 of their
/// location.
@usableFromInline
final class GradientTable: @unchecked Sendable {
    static let size = 256
    let entries: UnsafeMutablePointer<UInt32>
    let spread: SpreadMode

    init(_ stops: GradientStops, opacity: Float) {
        spread = stops.spread
        entries = .allocate(capacity: GradientTable.size)
        // Fill the entries interval by interval: entry i samples t = i / 255.
        let last = GradientTable.size - 1
        let out = entries
        let list = stops.stops
        let scale = 1 / Float(last)
        // Stop colors inside 0...1 give entries inside 0...1 (up to an ulp,
        // which the rounding absorbs): the clamps can then be skipped.
        let exact = opacity >= 0 && opacity <= 1 && list.allSatisfy { s in
            let c = GradientTable.vector(s.color)
            return all(c .>= 0) && all(c .<= 1)
        }
        var i = 0
        // Before the first stop (and everything, for a single stop): its color.
        let first = GradientTable.vector(list[0].color)
        while i <= last && Float(i) * scale < list[0].location { out[i] = GradientTable.word(first, opacity); i += 1 }
        for k in 1..<max(list.count, 1) {
            let a = list[k - 1], b = list[k]
            let ca = GradientTable.vector(a.color), cb = GradientTable.vector(b.color)
            let span = b.location - a.location
            let inv = span > 0 ? 1 / span : 0
            while i <= last && Float(i) * scale < b.location {
                let f = (Float(i) * scale - a.location) * inv
                let c = ca + (cb - ca) * f
                out[i] = exact ? GradientTable.wordInRange(c, opacity) : GradientTable.word(c, opacity)
                i += 1
            }
        }
        let end = GradientTable.vector(list[list.count - 1].color)
        while i <= last { out[i] = GradientTable.word(end, opacity); i += 1 }
    }

    deinit { entries.deallocate() }

    /// `word` for colors and opacity known to lie in 0...1.
    @inline(__always) static func wordInRange(_ c: SIMD4<Float>, _ opacity: Float) -> UInt32 {
        let v = SIMD4(c.x, c.y, c.z, 1) * (c.w * opacity)
        let bits = unsafeBitCast(v * 255 + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    /// `premultipliedWord` in vector lanes: the same products, clamps and
    /// rounding, so the same bytes, in a handful of instructions.
    @inline(__always) static func word(_ c: SIMD4<Float>, _ opacity: Float) -> UInt32 {
        let a0 = c.w * opacity
        let ca: Float = a0 > 0 ? (a0 < 1 ? a0 : 1) : 0  // NaN becomes 0
        var v = SIMD4(c.x, c.y, c.z, 1) * ca
        v.replace(with: 0, where: .!(v .> 0))
        v.replace(with: 1, where: v .> 1)
        let bits = unsafeBitCast(v * 255 + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    @inline(__always) static func vector(_ c: RGBAColor) -> SIMD4<Float> { SIMD4(c.red, c.green, c.blue, c.alpha) }

    /// The entry for a parameter already in 0...1.
    @inline(__always) func entry(unit t: Float) -> UInt32 { entries[Int(roundedByte(t * 255))] }

    /// Maps `count` parameters to colors; NaN means "no color" (transparent).
    /// One loop per spread mode, chosen once per span.
    func lookup(_ t: UnsafePointer<Float>, _ out: UnsafeMutablePointer<UInt32>, _ count: Int) {
        let table = entries
        switch spread {
        case .pad:
            for i in 0..<count {
                let v = t[i]
                guard v == v else { out[i] = 0; continue }
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
