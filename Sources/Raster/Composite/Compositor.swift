/// Span kernels: combine a row of source pixels with the destination under a
/// coverage row. One specialised loop per (mode, source kind), chosen once
/// per span; pixels with zero coverage are left untouched.
///
/// All packed words are RGBA bytes in memory order (little-endian r = low byte).
@usableFromInline
enum Compositor {
    /// Composites `count` pixels. `src` is either a row of words or, when
    /// `solid` is non-nil, that one word for every pixel.
    static func composite(_ mode: BlendOperation, dst: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>,
                          src: UnsafePointer<UInt32>, solid: UInt32?, count: Int) {
        switch mode {
        case .normal:
            if let s = solid { srcOverSolid(dst, coverage, s, count) } else { srcOverRow(dst, coverage, src, count) }
        case .screen:
            if let s = solid { screenSolid(dst, coverage, s, count) } else { screenRow(dst, coverage, src, count) }
        default:
            general(mode, dst, coverage, src, solid, count)
        }
    }

    @inline(__always)
    static func srcOver(_ d: UInt32, _ s: UInt32) -> UInt32 {
        s &+ scalePixel(d, 255 &- (s >> 24))
    }

    static func srcOverSolid(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ s: UInt32, _ n: Int) {
        let opaque = s >> 24 == 255
        let s16 = splat(s)
        let alpha16 = SIMD16<UInt16>(repeating: UInt16(s >> 24))
        let inverseAlpha = 255 &- alpha16
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        let whole = n & ~3  // the four-pixel steps; the rest goes one by one
        while i < whole {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 == 0xFFFF_FFFF {
                if opaque {
                    // A run of full coverage (the inside of a big shape):
                    // its end found 8 coverage bytes at a time, then the
                    // colour stored in one tight loop.
                    var j = i &+ 4
                    while j &+ 8 <= whole && UnsafeRawPointer(cov + j).loadUnaligned(as: UInt64.self) == .max { j &+= 8 }
                    if j &+ 4 <= whole && UnsafeRawPointer(cov + j).loadUnaligned(as: UInt32.self) == .max { j &+= 4 }
                    (dst + i).update(repeating: s, count: j &- i)
                    i = j
                    continue
                } else {
                    let d = load4(raw, i)
                    store4(raw, i, s16 &+ mul255x16(d, inverseAlpha))
                }
            } else if c4 != 0 {
                // The scaled source's alpha lanes are mul255(sa, c): computed
                // from the spread coverage directly, not shuffled out of `sc`.
                let cs = spread(c4)
                let sc = mul255x16(s16, cs)
                let d = load4(raw, i)
                store4(raw, i, sc &+ mul255x16(d, 255 &- mul255x16(cs, alpha16)))
            }
            i &+= 4
        }
        while i < n {
            let c = UInt32(cov[i])
            if c == 255 && opaque { dst[i] = s } else if c != 0 { dst[i] = srcOver(dst[i], scalePixel(s, c)) }
            i += 1
        }
    }

    /// `coverage[i] = mul255(coverage[i], mask[i])` for `n` bytes (a clip
    /// applied to a coverage row), sixteen at a time; where the mask is
    /// 255 the coverage stays as it is.
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, _ n: Int) {
        var i = 0
        while i &+ 16 <= n {
            let m = UnsafeRawPointer(mask + i).loadUnaligned(as: SIMD16<UInt8>.self)
            if m != SIMD16(repeating: 255) {
                let c = UnsafeRawPointer(coverage + i).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(coverage + i).storeBytes(of: narrow(mul255x16(widen(c), widen(m))),
                                                                 as: SIMD16<UInt8>.self)
            }
            i &+= 16
        }
        while i < n {
            coverage[i] = UInt8(truncatingIfNeeded: mul255(UInt32(coverage[i]), UInt32(mask[i])))
            i += 1
        }
    }

    /// Scales `n` packed pixels by `o / 255` in place (a layer's opacity),
    /// four at a time: the same `mul255` rounding as `scalePixel`.
    static func scaleRow(_ p: UnsafeMutablePointer<UInt32>, _ n: Int, by o: UInt32) {
        let raw = UnsafeMutableRawPointer(p)
        let o16 = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: o))
        var i = 0
        let whole = n & ~3  // the four-pixel steps; the rest goes one by one
        while i < whole {
            // Transparent pixels stay transparent: most of a layer's row.
            if raw.loadUnaligned(fromByteOffset: i &<< 2, as: SIMD4<UInt32>.self) != .zero {
                store4(raw, i, mul255x16(load4(raw, i), o16))
            }
            i &+= 4
        }
        while i < n {
            p[i] = scalePixel(p[i], o)
            i += 1
        }
    }

    /// `dst` over `s` scaled by the coverage, in place: what lies beneath
    /// the content (a drop shadow under its layer).
    static func destinationOverSolid(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ s: UInt32,
                                     _ n: Int) {
        let s16 = splat(s)
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        let whole = n & ~3  // the four-pixel steps; the rest goes one by one
        while i < whole {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 != 0 {
                let packed = raw.loadUnaligned(fromByteOffset: i &<< 2, as: SIMD4<UInt32>.self)
                let sc = c4 == 0xFFFF_FFFF ? s16 : mul255x16(s16, spread(c4))
                let d = widen(unsafeBitCast(packed, to: SIMD16<UInt8>.self))
                store4(raw, i, d &+ mul255x16(sc, 255 &- alphaLanes(packed)))
            }
            i &+= 4
        }
        while i < n {
            let c = UInt32(cov[i])
            if c != 0 { dst[i] = srcOver(scalePixel(s, c), dst[i]) }
            i += 1
        }
    }

    static func srcOverRow(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ src: UnsafePointer<UInt32>, _ n: Int) {
        let raw = UnsafeMutableRawPointer(dst), sraw = UnsafeRawPointer(src)
        var i = 0
        let whole = n & ~3  // the four-pixel steps; the rest goes one by one
        while i < whole {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 != 0 {
                let packed = sraw.loadUnaligned(fromByteOffset: i &<< 2, as: SIMD4<UInt32>.self)
                // Four transparent pixels leave the destination (d·1 = d):
                // most of a canvas-sized layer composited back.
                if packed == .zero {
                    i &+= 4
                    continue
                }
                // Four opaque pixels fully covered replace the destination
                // (s + d·0 = s): a background, an opaque layer composited back.
                if c4 == 0xFFFF_FFFF && (packed & 0xFF00_0000) == SIMD4(repeating: 0xFF00_0000) {
                    raw.storeBytes(of: packed, toByteOffset: i &<< 2, as: SIMD4<UInt32>.self)
                    i &+= 4
                    continue
                }
                var s = widen(unsafeBitCast(packed, to: SIMD16<UInt8>.self))
                var a = alphaLanes(packed)
                if c4 != 0xFFFF_FFFF {
                    let cs = spread(c4)
                    s = mul255x16(s, cs)
                    a = mul255x16(a, cs)
                }
                let d = load4(raw, i)
                store4(raw, i, s &+ mul255x16(d, 255 &- a))
            }
            i &+= 4
        }
        while i < n {
            let c = UInt32(cov[i])
            if c != 0 { dst[i] = srcOver(dst[i], c == 255 ? src[i] : scalePixel(src[i], c)) }
            i += 1
        }
    }

    /// Screen is linear in the source, so coverage scales the source:
    /// r = s' + d − s'·d per channel (alpha included).
    @inline(__always)
    static func screen(_ d: UInt32, _ s: UInt32) -> UInt32 {
        let s0 = s & 255, s1 = s >> 8 & 255, s2 = s >> 16 & 255, s3 = s >> 24
        let d0 = d & 255, d1 = d >> 8 & 255, d2 = d >> 16 & 255, d3 = d >> 24
        let r0 = s0 &+ d0 &- mul255(s0, d0), r1 = s1 &+ d1 &- mul255(s1, d1)
        let r2 = s2 &+ d2 &- mul255(s2, d2), r3 = s3 &+ d3 &- mul255(s3, d3)
        return r0 | r1 << 8 | r2 << 16 | r3 << 24
    }

    static func screenSolid(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ s: UInt32, _ n: Int) {
        let s16 = splat(s)
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        let whole = n & ~3  // the four-pixel steps; the rest goes one by one
        while i < whole {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 != 0 {
                let sc = c4 == 0xFFFF_FFFF ? s16 : mul255x16(s16, spread(c4))
                let d = load4(raw, i)
                store4(raw, i, sc &+ d &- mul255x16(sc, d))
            }
            i &+= 4
        }
        while i < n {
            if cov[i] != 0 { dst[i] = screen(dst[i], scalePixel(s, UInt32(cov[i]))) }
            i += 1
        }
    }

    static func screenRow(_ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>, _ src: UnsafePointer<UInt32>, _ n: Int) {
        // Four pixels per step in 16-bit lanes; the same mul255 rounding as the scalar tail.
        let raw = UnsafeMutableRawPointer(dst), sraw = UnsafeRawPointer(src)
        var i = 0
        let whole = n & ~3  // the four-pixel steps; the rest goes one by one
        while i < whole {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 != 0 {
                var s = widen(sraw.loadUnaligned(fromByteOffset: i &<< 2, as: SIMD16<UInt8>.self))
                if c4 != 0xFFFF_FFFF { s = mul255x16(s, spread(c4)) }
                let d = load4(raw, i)
                store4(raw, i, s &+ d &- mul255x16(s, d))
            }
            i &+= 4
        }
        while i < n {
            if cov[i] != 0 { dst[i] = screen(dst[i], scalePixel(src[i], UInt32(cov[i]))) }
            i += 1
        }
    }

    // Four pixels as 16 16-bit lanes. Conversions go through 8-lane halves,
    // which compile to single unpack/pack instructions (16-lane ones do not).
    @inline(__always) static func widen(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
        SIMD16(lowHalf: widened(v.lowHalf), highHalf: widened(v.highHalf))
    }

    @inline(__always) static func narrow(_ v: SIMD16<UInt16>) -> SIMD16<UInt8> {
        SIMD16(lowHalf: truncated(v.lowHalf), highHalf: truncated(v.highHalf))
    }

    @inline(__always) static func load4(_ p: UnsafeMutableRawPointer, _ i: Int) -> SIMD16<UInt16> {
        widen(p.loadUnaligned(fromByteOffset: i &<< 2, as: SIMD16<UInt8>.self))
    }

    @inline(__always) static func store4(_ p: UnsafeMutableRawPointer, _ i: Int, _ v: SIMD16<UInt16>) {
        p.storeBytes(of: narrow(v), toByteOffset: i &<< 2, as: SIMD16<UInt8>.self)
    }

    /// One packed pixel repeated in four pixels' lanes.
    @inline(__always) static func splat(_ s: UInt32) -> SIMD16<UInt16> {
        widen(unsafeBitCast(SIMD4<UInt32>(repeating: s), to: SIMD16<UInt8>.self))
    }

    /// Four coverage bytes, each repeated in its pixel's four lanes.
    @inline(__always) static func spread(_ c4: UInt32) -> SIMD16<UInt16> {
        let w = SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(c4, to: SIMD4<UInt8>.self))
        return SIMD16(w[0], w[0], w[0], w[0], w[1], w[1], w[1], w[1], w[2], w[2], w[2], w[2], w[3], w[3], w[3], w[3])
    }

    /// Each of four packed pixels' alpha in all four of its lanes, widened.
    /// Done on the packed words with shifts (a lane shuffle of the widened
    /// vector compiles to a long scalar sequence at the SSE2 baseline).
    @inline(__always) static func alphaLanes(_ p: SIMD4<UInt32>) -> SIMD16<UInt16> {
        let a = p &>> 24
        let b = a | a &<< 8
        return widen(unsafeBitCast(b | b &<< 16, to: SIMD16<UInt8>.self))
    }

    /// `mul255` lane by lane (both operands ≤ 255).
    ///
    /// `(t + (t >> 8)) >> 8` equals `(t · 257) >> 16` for every 16-bit t:
    /// both are ⌊(t + t/256) / 256⌋, the first with t/256's fraction dropped,
    /// which cannot carry an integer past a multiple of 256. The widened
    /// multiply-and-shift compiles to one `pmulhuw` per eight lanes instead of
    /// four operations.
    @inline(__always) static func mul255x16(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = a &* b &+ 128
        let lo = widened(t.lowHalf) &* 257
        let hi = widened(t.highHalf) &* 257
        return SIMD16(lowHalf: truncated(lo &>> 16), highHalf: truncated(hi &>> 16))
    }

    @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float(p & 255), Float(p >> 8 & 255), Float(p >> 16 & 255), Float(p >> 24)) * (1 / 255)
    }

    @inline(__always) static func pack(_ v: SIMD4<Float>) -> UInt32 {
        // Clamped lane by lane with comparisons, which inline (`clamped`
        // calls the generic pointwise min and max for every pixel).
        let low = v.replacing(with: 0, where: v .< 0)
        let c = low.replacing(with: 1, where: low .> 1) * 255 + 0.5
        let a = UInt32(c.w)
        // Keep the premultiplied invariant: no channel above alpha.
        return min(UInt32(c.x), a) | min(UInt32(c.y), a) << 8 | min(UInt32(c.z), a) << 16 | a << 24
    }

    /// Every other mode, in floating point from the W3C formulas, then
    /// d' = d + (result − d) · coverage. The switch picks, once per span, a loop
    /// in which the mode is a constant, so no per-pixel dispatch remains.
    static func general(_ mode: BlendOperation, _ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>,
                        _ src: UnsafePointer<UInt32>, _ solid: UInt32?, _ n: Int) {
        switch mode {
        case .normal: generalLoop(.normal, dst, cov, src, solid, n)
        case .multiply: generalLoop(.multiply, dst, cov, src, solid, n)
        case .screen: generalLoop(.screen, dst, cov, src, solid, n)
        case .overlay: generalLoop(.overlay, dst, cov, src, solid, n)
        case .darken: generalLoop(.darken, dst, cov, src, solid, n)
        case .lighten: generalLoop(.lighten, dst, cov, src, solid, n)
        case .colorDodge: generalLoop(.colorDodge, dst, cov, src, solid, n)
        case .colorBurn: generalLoop(.colorBurn, dst, cov, src, solid, n)
        case .softLight: generalLoop(.softLight, dst, cov, src, solid, n)
        case .hardLight: generalLoop(.hardLight, dst, cov, src, solid, n)
        case .difference: generalLoop(.difference, dst, cov, src, solid, n)
        case .exclusion: generalLoop(.exclusion, dst, cov, src, solid, n)
        case .hue: generalLoop(.hue, dst, cov, src, solid, n)
        case .saturation: generalLoop(.saturation, dst, cov, src, solid, n)
        case .color: generalLoop(.color, dst, cov, src, solid, n)
        case .luminosity: generalLoop(.luminosity, dst, cov, src, solid, n)
        case .clear: generalLoop(.clear, dst, cov, src, solid, n)
        case .copy: generalLoop(.copy, dst, cov, src, solid, n)
        case .sourceIn: generalLoop(.sourceIn, dst, cov, src, solid, n)
        case .sourceOut: generalLoop(.sourceOut, dst, cov, src, solid, n)
        case .sourceAtop: generalLoop(.sourceAtop, dst, cov, src, solid, n)
        case .destinationOver: generalLoop(.destinationOver, dst, cov, src, solid, n)
        case .destinationIn: generalLoop(.destinationIn, dst, cov, src, solid, n)
        case .destinationOut: generalLoop(.destinationOut, dst, cov, src, solid, n)
        case .destinationAtop: generalLoop(.destinationAtop, dst, cov, src, solid, n)
        case .xor: generalLoop(.xor, dst, cov, src, solid, n)
        case .plusDarker: generalLoop(.plusDarker, dst, cov, src, solid, n)
        case .plusLighter: generalLoop(.plusLighter, dst, cov, src, solid, n)
        }
    }

    @inline(__always)
    static func generalLoop(_ mode: BlendOperation, _ dst: UnsafeMutablePointer<UInt32>, _ cov: UnsafePointer<UInt8>,
                            _ src: UnsafePointer<UInt32>, _ solid: UInt32?, _ n: Int) {
        // Under the blend modes that composite source-over, a transparent
        // source pixel leaves the destination as it is: a layer drawn into a
        // canvas-sized pixmap is mostly such pixels, so they are skipped.
        // The float blend costs tens of operations a pixel; flat shapes over
        // flat backgrounds repeat the same source, destination and coverage
        // pixel after pixel, so the last result is reused (the same bytes).
        // Plain locals, not a nested function: captured variables would be
        // boxed and access-checked on every pixel.
        let skipsClear = solid == nil && mode.keepsDestinationUnderClearSource
        var lastSource: UInt32 = 0, lastDestination: UInt32 = 0, lastCoverage: UInt8 = 0, lastResult: UInt32 = 0
        var known = false
        for i in 0..<n where cov[i] != 0 {
            let sp = solid ?? src[i]
            if skipsClear && sp == 0 { continue }
            let dp = dst[i], c = cov[i]
            if known && sp == lastSource && dp == lastDestination && c == lastCoverage {
                dst[i] = lastResult
                continue
            }
            let s = unpack(sp), d = unpack(dp)
            var r = BlendMath.composite(mode, s, d)
            if c != 255 { r = d + (r - d) * (Float(c) * (1 / 255)) }
            let packed = pack(r)
            dst[i] = packed
            lastSource = sp; lastDestination = dp; lastCoverage = c; lastResult = packed
            known = true
        }
    }
}
