/// The one rounding rule for 8-bit arithmetic in Raster.
///
/// Every product of two 8-bit quantities divided by 255 goes through
/// `mul255`, which rounds to nearest exactly (`(a·b + 128 + ((a·b + 128) >> 8)) >> 8`
/// equals `round(a·b / 255)` for all `a, b` in 0...255), so scalar, vector and
/// threaded code paths produce the same bytes.
@inlinable @inline(__always)
func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// `mul255` on two channels packed in one word as 0x00AA00BB (both < 256):
/// the same rounding on each lane, two products per multiply.
@inlinable @inline(__always)
func mul255x2(_ pair: UInt32, _ b: UInt32) -> UInt32 {
    let t = pair &* b &+ 0x0080_0080
    return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
}

/// Scales all four bytes of a packed RGBA word by `b / 255` with `mul255` rounding.
@inlinable @inline(__always)
func scalePixel(_ p: UInt32, _ b: UInt32) -> UInt32 {
    let rb = mul255x2(p & 0x00FF_00FF, b)
    let ga = mul255x2((p >> 8) & 0x00FF_00FF, b)
    return rb | (ga << 8)
}

/// Rounds a float in 0...255 to the nearest integer (ties to even) without
/// Swift's range-checked conversion: adding 1.5·2²³ leaves the rounded value
/// in the low mantissa bits. Callers guarantee the range.
@inlinable @inline(__always)
func roundedByte(_ v: Float) -> UInt32 {
    (v + 12_582_912).bitPattern & 0x1FF
}

/// Rounds `v` (|v| < 2⁵¹) to the nearest integer (ties to even) without
/// Swift's range-checked conversion or a libm call: adding 1.5·2⁵² leaves the
/// rounded value in the low mantissa bits. Callers guarantee the range.
@inlinable @inline(__always)
func roundedInt(_ v: Double) -> Int {
    Int(truncatingIfNeeded: (v + 6_755_399_441_055_744).bitPattern) &- 0x4338_0000_0000_0000
}

/// Converts a float in 0...1 to a byte, rounding to nearest (values outside are clamped).
@inlinable @inline(__always)
func unitToByte(_ v: Float) -> UInt32 {
    let c = v > 0 ? (v < 1 ? v : 1) : 0  // NaN becomes 0
    return roundedByte(c * 255)
}

/// Packs straight-alpha float RGBA (0...1) into a premultiplied RGBA8 word
/// (little-endian byte order r, g, b, a).
@inlinable @inline(__always)
func premultipliedWord(r: Float, g: Float, b: Float, a: Float) -> UInt32 {
    let ca = a > 0 ? (a < 1 ? a : 1) : 0
    let rr = unitToByte(r * ca), gg = unitToByte(g * ca), bb = unitToByte(b * ca), aa = roundedByte(ca * 255)
    return rr | gg << 8 | bb << 16 | aa << 24
}
