/// How a source pixel combines with the pixel beneath it: every case of
/// SwiftUI's `GraphicsContext.BlendMode`, with the W3C Compositing and
/// Blending Level 1 formulas on premultiplied colors.
@usableFromInline
package enum BlendOperation: Int, CaseIterable, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor
    case plusDarker, plusLighter

    /// Whether the mode is a separable blend function B(Cb, Cs) composited
    /// source-over (W3C §5.8 / §10).
    @inlinable var isSeparable: Bool { rawValue >= BlendOperation.multiply.rawValue && rawValue <= BlendOperation.exclusion.rawValue }
    /// Whether the mode is one of the four non-separable (HSL-style) blends.
    @inlinable var isNonSeparable: Bool { rawValue >= BlendOperation.hue.rawValue && rawValue <= BlendOperation.luminosity.rawValue }
    /// Whether a fully transparent source leaves the destination unchanged
    /// (every mode composited source-over, and the Porter-Duff modes whose
    /// result is d · (1 − αs) plus terms in s).
    @inlinable package var keepsDestinationUnderClearSource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return false
        default: return true
        }
    }
}

/// The W3C blend formulas in floating point (colors in 0...1).
///
/// Kept as plain functions so the compositor can specialise one loop per mode
/// and tests can check against their own independent evaluation.
@usableFromInline
enum BlendMath {
    /// The separable blend function B(Cb, Cs) on straight colors.
    @inline(__always) @usableFromInline
    static func separable(_ mode: BlendOperation, _ cb: Float, _ cs: Float) -> Float {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return hardLight(cs: cb, cb: cs)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs <= 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .hardLight: return hardLight(cs: cs, cb: cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    @inline(__always) @usableFromInline
    static func hardLight(cs: Float, cb: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : { let s = 2 * cs - 1; return cb + s - cb * s }()
    }

    @inline(__always) static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    @inline(__always) static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, min(c.y, c.z)), x = max(c.x, max(c.y, c.z))
        var r = c
        if n < 0 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * (l / (l - n)) }
        if x > 1 { r = SIMD3(repeating: l) + (r - SIMD3(repeating: l)) * ((1 - l) / (x - l)) }
        return r
    }

    @inline(__always) static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - lum(c)))
    }

    @inline(__always) static func sat(_ c: SIMD3<Float>) -> Float {
        max(c.x, max(c.y, c.z)) - min(c.x, min(c.y, c.z))
    }

    /// W3C SetSat: stretches the color so its max-min range becomes `s`.
    @inline(__always) static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let mx = max(c.x, max(c.y, c.z)), mn = min(c.x, min(c.y, c.z))
        guard mx > mn else { return .zero }
        return (c - SIMD3(repeating: mn)) * (s / (mx - mn))
    }

    /// The non-separable blend B(Cb, Cs) on straight colors.
    @inline(__always) @usableFromInline
    static func nonSeparable(_ mode: BlendOperation, _ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        default: return setLum(cb, lum(cs))  // luminosity
        }
    }

    /// The composite of premultiplied source `s` over premultiplied backdrop `d`
    /// (each RGBA in 0...1) under `mode`, before coverage is applied.
    @inline(__always) @usableFromInline
    static func composite(_ mode: BlendOperation, _ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        switch mode {
        case .normal: return s + d * (1 - sa)
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return s * (1 - da) + d * sa
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return pointwiseMin(s + d, SIMD4(repeating: 1))
        case .plusDarker:
            // Apple's R = max(0, 1 - ((1 - D) + (1 - S))), read on premultiplied
            // colors with the result alpha min(1, αs + αb) standing for 1.
            let a = min(1, sa + da)
            let c = SIMD3(s.x, s.y, s.z), b = SIMD3(d.x, d.y, d.z)
            let r = SIMD3<Float>(repeating: a) - ((SIMD3(repeating: sa) - c) + (SIMD3(repeating: da) - b))
            let rc = pointwiseMax(r, .zero)
            return SIMD4(rc.x, rc.y, rc.z, a)
        default:
            let ao = sa + da - sa * da
            let cs = SIMD3(s.x, s.y, s.z), cb = SIMD3(d.x, d.y, d.z)
            let us = sa > 0 ? cs / sa : .zero, ub = da > 0 ? cb / da : .zero
            let blended: SIMD3<Float>
            if mode.isNonSeparable {
                blended = nonSeparable(mode, ub, us)
            } else {
                blended = SIMD3(separable(mode, ub.x, us.x), separable(mode, ub.y, us.y), separable(mode, ub.z, us.z))
            }
            // W3C: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)
            let co = cs * (1 - da) + cb * (1 - sa) + blended * (sa * da)
            return SIMD4(co.x, co.y, co.z, ao)
        }
    }
}
