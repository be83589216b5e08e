// SplitMix64: the project's one seeded generator (bench/SCENES.md defines it).
// Sub-streams are derived from (seed, key) rather than drawn from a shared
// stream, so adding a draw in one place never reshuffles the values elsewhere.

/// Vigna's SplitMix64 generator, 64-bit arithmetic wrapping on overflow.
///
/// Seed 0 gives `0xE220A8397B1DCDAF` first. Use ``init(seed:stream:)`` to get
/// an independent stream per burst, per particle, per purpose.
public struct SplitMix64: Sendable, Hashable {
    /// The generator's whole state; the next output is a function of it alone.
    public var state: UInt64

    /// A generator whose state starts at `seed`.
    @inlinable public init(seed: UInt64) { state = seed }

    /// A stream that depends only on `seed` and `stream`, not on how many
    /// values any other stream has produced.
    @inlinable public init(seed: UInt64, stream: UInt64) {
        state = SplitMix64.derive(seed, stream)
    }

    /// A seed for a sub-stream: mixes `key` into `seed` so that nearby keys
    /// (0, 1, 2…) give unrelated streams.
    @inlinable public static func derive(_ seed: UInt64, _ key: UInt64) -> UInt64 {
        mix(seed ^ mix(key &+ 0x632B_E59B_D9B4_E019))
    }

    /// The SplitMix64 output function (the finaliser applied to a state).
    @inlinable public static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits.
    @inlinable public mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A Double in [0, 1): the top 53 bits of ``next()`` times 2^-53.
    @inlinable public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A Double in `range` (lower bound included, upper excluded unless equal).
    @inlinable public mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }

    /// An integer in `range`, each value equally likely (Lemire's unbiased
    /// multiply-shift with rejection).
    @inlinable public mutating func next(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        if span == 0 { return Int(Int64(bitPattern: next())) }  // the whole Int range
        var product = next().multipliedFullWidth(by: span)
        if product.low < span {
            let threshold = (0 &- span) % span
            while product.low < threshold { product = next().multipliedFullWidth(by: span) }
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: product.high)
    }

    /// True with probability `p`.
    @inlinable public mutating func chance(_ p: Double) -> Bool { nextUnit() < p }
}
