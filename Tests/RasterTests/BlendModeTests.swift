import Foundation
import Testing
import Geometry
@testable import Raster

/// The W3C Compositing and Blending Level 1 formulas, written out again here
/// in Double from the specification, on premultiplied inputs.
enum W3C {
    static func B(_ mode: BlendOperation, _ cb: Double, _ cs: Double) -> Double {
        switch mode {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return B(.hardLight, cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return cs <= 0.5 ? B(.multiply, cb, 2 * cs) : B(.screen, cb, 2 * cs - 1)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: fatalError()
        }
    }
    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    static func clip(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var r = c
        if n < 0 { r = r.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { r = r.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return r
    }
    static func setLum(_ c: [Double], _ l: Double) -> [Double] { let d = l - lum(c); return clip(c.map { $0 + d }) }
    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let mx = c.max()!, mn = c.min()!
        return mx > mn ? c.map { ($0 - mn) * s / (mx - mn) } : [0, 0, 0]
    }

    /// Result (premultiplied RGBA) of source `s` over backdrop `d`, both premultiplied.
    static func composite(_ mode: BlendOperation, _ s: [Double], _ d: [Double]) -> [Double] {
        let sa = s[3], da = d[3]
        func pd(_ fa: Double, _ fb: Double) -> [Double] { (0..<4).map { s[$0] * fa + d[$0] * fb } }
        switch mode {
        case .normal: return pd(1, 1 - sa)
        case .clear: return [0, 0, 0, 0]
        case .copy: return pd(1, 0)
        case .sourceIn: return pd(da, 0)
        case .sourceOut: return pd(1 - da, 0)
        case .sourceAtop: return pd(da, 1 - sa)
        case .destinationOver: return pd(1 - da, 1)
        case .destinationIn: return pd(0, sa)
        case .destinationOut: return pd(0, 1 - sa)
        case .destinationAtop: return pd(1 - da, sa)
        case .xor: return pd(1 - da, 1 - sa)
        case .plusLighter: return (0..<4).map { min(1, s[$0] + d[$0]) }
        case .plusDarker:
            let a = min(1, sa + da)
            var out: [Double] = []
            for k in 0..<3 { let loss: Double = (sa - s[k]) + (da - d[k]); out.append(max(0, a - loss)) }
            out.append(a)
            return out
        default:
            let us = (0..<3).map { sa > 0 ? s[$0] / sa : 0 }, ub = (0..<3).map { da > 0 ? d[$0] / da : 0 }
            let b: [Double]
            switch mode {
            case .hue: b = setLum(setSat(us, sat(ub)), lum(ub))
            case .saturation: b = setLum(setSat(ub, sat(us)), lum(ub))
            case .color: b = setLum(us, lum(ub))
            case .luminosity: b = setLum(ub, lum(us))
            default: b = (0..<3).map { B(mode, ub[$0], us[$0]) }
            }
            var out: [Double] = []
            for k in 0..<3 {
                let term1: Double = s[k] * (1 - da)
                let term2: Double = d[k] * (1 - sa)
                out.append(term1 + term2 + sa * da * b[k])
            }
            out.append(sa + da - sa * da)
            return out
        }
    }
}

func bytes(_ p: RGBA8) -> [Double] { [p.r, p.g, p.b, p.a].map { Double($0) / 255 } }

@Test(arguments: BlendOperation.allCases)
func blendModeMatchesW3CFormula(_ mode: BlendOperation) {
    let sources = [RGBAColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8), RGBAColor(red: 0.2, green: 0.6, blue: 1, alpha: 1),
                   RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4)]
    let backdrops = [RGBA8(r: 40, g: 120, b: 200, a: 255), RGBA8(r: 100, g: 50, b: 10, a: 160), RGBA8(r: 0, g: 0, b: 0, a: 0),
                     RGBA8(r: 230, g: 230, b: 20, a: 240)]
    for s in sources {
        for d in backdrops {
            let p = render(width: 4, height: 4) { c in
                c.clear(to: d)
                c.fill(rect(0, 0, 4, 4), paint: Paint(.solid(s), blendMode: mode))
            }
            let expected = W3C.composite(mode, bytes(s.premultiplied), bytes(d))
            let got = bytes(p.pixel(x: 1, y: 1))
            for k in 0..<4 {
                #expect(abs(got[k] - min(max(expected[k], 0), 1)) <= 1.0 / 255 + 1e-9,
                        "\(mode) s=\(s) d=\(d) channel \(k): got \(got[k] * 255), expected \(expected[k] * 255)")
            }
        }
    }
}

@Test func partialCoverageInterpolatesTowardsTheResult() {
    // Half-covered pixel with .copy: d + (s − d) · 0.5.
    let p = render(width: 4, height: 4) { c in
        c.clear(to: RGBA8(r: 0, g: 0, b: 255, a: 255))
        c.fill(rect(0, 0, 1.5, 4), paint: Paint(.solid(RGBAColor(red: 1, green: 0, blue: 0)), blendMode: .copy))
    }
    let px = p.pixel(x: 1, y: 0)
    #expect(abs(Int(px.r) - 128) <= 1 && abs(Int(px.b) - 128) <= 1 && px.a == 255)
}

@Test func globalOpacityScalesTheSource() {
    let p = render(width: 4, height: 4) { c in
        c.clear(to: RGBA8(r: 255, g: 255, b: 255, a: 255))
        c.fill(rect(0, 0, 4, 4), paint: Paint(.solid(RGBAColor(red: 0, green: 0, blue: 0)), opacity: 0.25))
    }
    // 75% of white remains: 191.25.
    #expect(abs(Int(p.pixel(x: 2, y: 2).r) - 191) <= 1)
}

@Test func mul255RoundsExactlyForEveryPair() {
    for a in 0...255 {
        for b in 0...255 {
            let exact = (Double(a * b) / 255).rounded()
            #expect(Double(mul255(UInt32(a), UInt32(b))) == exact)
        }
    }
}
