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
                Self.join(data, mask.data + row, count, mode, UInt32(opacity))
            }
        })
    }

    /// One mask joined into `data` (`count` bytes) by `mode`: sixteen bytes
    /// at a time with the `mul255` rounding of the one-by-one rest.
    private static func join(_ data: UnsafeMutablePointer<UInt8>, _ src: UnsafePointer<UInt8>, _ count: Int,
                             _ mode: MaskCombination, _ o: UInt32) {
        let o16 = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: o))
        var i = 0
        while i &+ 16 <= count {
            var a = Compositor.widen(UnsafeRawPointer(src + i).loadUnaligned(as: SIMD16<UInt8>.self))
            if o != 255 { a = Compositor.mul255x16(a, o16) }
            let b = Compositor.widen(UnsafeRawPointer(data + i).loadUnaligned(as: SIMD16<UInt8>.self))
            let r: SIMD16<UInt16>
            switch mode {
            case .add: r = a &+ Compositor.mul255x16(b, 255 &- a)
            case .subtract: r = Compositor.mul255x16(b, 255 &- a)
            case .intersect: r = Compositor.mul255x16(b, a)
            case .difference:
                let sum = Compositor.mul255x16(a, 255 &- b) &+ Compositor.mul255x16(b, 255 &- a)
                r = sum.replacing(with: 255, where: sum .> 255)
            }
            UnsafeMutableRawPointer(data + i).storeBytes(of: Compositor.narrow(r), as: SIMD16<UInt8>.self)
            i &+= 16
        }
        while i < count {
            let a = o == 255 ? UInt32(src[i]) : mul255(UInt32(src[i]), o), b = UInt32(data[i])
            switch mode {
            case .add: data[i] = UInt8(truncatingIfNeeded: a &+ mul255(b, 255 &- a))
            case .subtract: data[i] = UInt8(truncatingIfNeeded: mul255(b, 255 &- a))
            case .intersect: data[i] = UInt8(truncatingIfNeeded: mul255(b, a))
            case .difference: data[i] = UInt8(truncatingIfNeeded: min(255, mul255(a, 255 &- b) &+ mul255(b, 255 &- a)))
            }
            i += 1
        }
    }
}
