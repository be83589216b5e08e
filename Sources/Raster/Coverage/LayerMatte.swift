/// How a matte layer's pixels mask another layer (a track matte): by alpha
/// or by luminance, kept or inverted.
package struct LayerMatte: Sendable, Equatable {
    /// The matte's number, from `RasterContext.beginMatte()`.
    package let layer: Int
    /// Luminance over black (Rec. 601 weights on the premultiplied
    /// channels, as `Pixmap.lumaAsAlpha()`) instead of alpha.
    package let luma: Bool
    /// 255 − the value: what lies outside the matte.
    package let inverted: Bool

    package init(layer: Int, luma: Bool, inverted: Bool) {
        self.layer = layer; self.luma = luma; self.inverted = inverted
    }

    /// Writes the matte's value of columns `lo..<lo + n` of one row into
    /// `coverage`: read from `row` within the matte's drawn columns
    /// `drawn`, nothing (0) outside them; then inverted as asked.
    @inline(__always)
    func coverage(_ coverage: UnsafeMutablePointer<UInt8>, lo: Int, n: Int, row: UnsafePointer<UInt32>,
                  drawn: Range<Int>) {
        let from = max(lo, drawn.lowerBound), to = min(lo + n, drawn.upperBound)
        coverage.update(repeating: 0, count: n)
        if from < to {
            if luma {
                for x in from..<to {
                    let p = UInt32(littleEndian: row[x])
                    let y = ((p & 255) &* 77 &+ (p >> 8 & 255) &* 150 &+ (p >> 16 & 255) &* 29 &+ 128) >> 8
                    coverage[x - lo] = UInt8(min(y, 255))
                }
            } else {
                for x in from..<to { coverage[x - lo] = UInt8(truncatingIfNeeded: UInt32(littleEndian: row[x]) >> 24) }
            }
        }
        if inverted {
            for i in 0..<n { coverage[i] = 255 &- coverage[i] }
        }
    }
}
