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
        for i in 0..<GradientTable.size {
            let c = stops.color(at: Float(i) / Float(GradientTable.size - 1))
            entries[i] = premultipliedWord(r: c.red, g: c.green, b: c.blue, a: c.alpha * opacity)
        }
    }

    deinit { entries.deallocate() }

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
                out[i] = table[Int(c * 255 + 0.5)]
            }
        case .repeat:
            for i in 0..<count {
                let v = t[i]
                guard v.isFinite else { out[i] = v.isNaN ? 0 : table[0]; continue }
                let f = v - v.rounded(.down)
                out[i] = table[Int(f * 255 + 0.5)]
            }
        case .mirror:
            for i in 0..<count {
                let v = t[i]
                guard v.isFinite else { out[i] = v.isNaN ? 0 : table[0]; continue }
                var f = abs(v)
                f -= 2 * (f * 0.5).rounded(.down)
                if f > 1 { f = 2 - f }
                out[i] = table[Int(f * 255 + 0.5)]
            }
        }
    }
}
