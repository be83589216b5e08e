/// How a mask joins the masks before it (After Effects' mask modes, on
/// coverage in 0…255 with `mul255` rounding).
package enum MaskCombination: Sendable {
    /// Union: a + b·(1 − a).
    case add
    /// What is before, less this mask: b·(1 − a).
    case subtract
    /// Where both are: a·b.
    case intersect
    /// Where exactly one is: a·(1 − b) + b·(1 − a).
    case difference
}

extension ClipMask {
    /// Masks joined in order, each scaled by its opacity first, over a start
    /// of nothing (or everything, with `startFull`), then intersected with
    /// `other`: the 8-bit way to build a layer's clip from several masks.
    /// With `region`, only that rectangle is joined (the masks need be right
    /// only there) and the rest is 0.
    ///
    /// - Throws: `RasterError.sizeMismatch` when a mask or `other` has another size.
    package convenience init(combining masks: [(mask: ClipMask, mode: MaskCombination, opacity: UInt8)],
                             width: Int, height: Int, startFull: Bool, region: MaskRegion? = nil,
                             intersecting other: ClipMask? = nil) throws {
        for m in masks where m.mask.width != width || m.mask.height != height {
            throw RasterError.sizeMismatch(what: "mask to combine", expected: (width, height), got: (m.mask.width, m.mask.height))
        }
        try self.init(filledWidth: width, height: height, value: startFull ? 255 : 0, region: region, intersecting: other,
                      body: { row, data, count in
            for (mask, mode, opacity) in masks {
                let src = mask.data + row, o = UInt32(opacity)
                switch mode {
                case .add:
                    for i in 0..<count {
                        let a = o == 255 ? UInt32(src[i]) : mul255(UInt32(src[i]), o)
                        data[i] = UInt8(truncatingIfNeeded: a &+ mul255(UInt32(data[i]), 255 &- a))
                    }
                case .subtract:
                    for i in 0..<count {
                        let a = o == 255 ? UInt32(src[i]) : mul255(UInt32(src[i]), o)
                        data[i] = UInt8(truncatingIfNeeded: mul255(UInt32(data[i]), 255 &- a))
                    }
                case .intersect:
                    for i in 0..<count {
                        let a = o == 255 ? UInt32(src[i]) : mul255(UInt32(src[i]), o)
                        data[i] = UInt8(truncatingIfNeeded: mul255(UInt32(data[i]), a))
                    }
                case .difference:
                    for i in 0..<count {
                        let a = o == 255 ? UInt32(src[i]) : mul255(UInt32(src[i]), o), b = UInt32(data[i])
                        data[i] = UInt8(truncatingIfNeeded: min(255, mul255(a, 255 &- b) &+ mul255(b, 255 &- a)))
                    }
                }
            }
        })
    }
}
