// Lane-width conversions of eight-lane vectors, written lane by lane.
// The standard library's generic `init(truncatingIfNeeded:)` is specialised
// for these types but left as a call in the compositor's inner loops (a
// profile showed it at several percent of a frame); spelled out, LLVM folds
// the lanes back into single unpack/pack instructions inline.
@inline(__always) func widened(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> {
    SIMD8(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]))
}

@inline(__always) func widened(_ v: SIMD8<UInt16>) -> SIMD8<UInt32> {
    SIMD8(UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]), UInt32(v[7]))
}

/// The low byte of each lane.
@inline(__always) func truncated(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
    SIMD8(UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
          UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
          UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
}

/// The low 16 bits of each lane.
@inline(__always) func truncated(_ v: SIMD8<UInt32>) -> SIMD8<UInt16> {
    SIMD8(UInt16(truncatingIfNeeded: v[0]), UInt16(truncatingIfNeeded: v[1]), UInt16(truncatingIfNeeded: v[2]),
          UInt16(truncatingIfNeeded: v[3]), UInt16(truncatingIfNeeded: v[4]), UInt16(truncatingIfNeeded: v[5]),
          UInt16(truncatingIfNeeded: v[6]), UInt16(truncatingIfNeeded: v[7]))
}
