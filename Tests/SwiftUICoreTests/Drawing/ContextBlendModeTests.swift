// Every GraphicsContext.BlendMode against the W3C Compositing and Blending
// Level 1 formulas, evaluated here independently on the 8-bit inputs the
// compositor receives (backdrop bytes, source premultiplied to bytes).
import Foundation
import Testing
import SwiftUICore
import Raster
import Geometry

@Suite struct ContextBlendModeTests {
    typealias Mode = GraphicsContext.BlendMode
    static let all: [(String, Mode)] = [
        ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay),
        ("darken", .darken), ("lighten", .lighten), ("colorDodge", .colorDodge), ("colorBurn", .colorBurn),
        ("softLight", .softLight), ("hardLight", .hardLight), ("difference", .difference),
        ("exclusion", .exclusion), ("hue", .hue), ("saturation", .saturation), ("color", .color),
        ("luminosity", .luminosity), ("clear", .clear), ("copy", .copy), ("sourceIn", .sourceIn),
        ("sourceOut", .sourceOut), ("sourceAtop", .sourceAtop), ("destinationOver", .destinationOver),
        ("destinationIn", .destinationIn), ("destinationOut", .destinationOut),
        ("destinationAtop", .destinationAtop), ("xor", .xor), ("plusDarker", .plusDarker),
        ("plusLighter", .plusLighter),
    ]

    // Backdrop and source colors (bytes): components on both sides of 0.5
    // and of 0.25 so that every branch of the piecewise formulas is used.
    static let backdrop = [204.0, 102, 51]
    static let source = [51.0, 153, 230]

    // MARK: The W3C formulas (straight colors in 0…1)

    static func separable(_ name: String, _ cb: Double, _ cs: Double) -> Double {
        func hardLight(_ cb: Double, _ cs: Double) -> Double {
            cs <= 0.5 ? cb * 2 * cs : screen(cb, 2 * cs - 1)
        }
        func screen(_ cb: Double, _ cs: Double) -> Double { cb + cs - cb * cs }
        switch name {
        case "normal": return cs
        case "multiply": return cb * cs
        case "screen": return screen(cb, cs)
        case "overlay": return hardLight(cs, cb)
        case "darken": return min(cb, cs)
        case "lighten": return max(cb, cs)
        case "colorDodge": return cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs))
        case "colorBurn": return cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case "hardLight": return hardLight(cb, cs)
        case "softLight":
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case "difference": return abs(cb - cs)
        case "exclusion": return cb + cs - 2 * cb * cs
        default: fatalError(name)
        }
    }

    static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var r = c
        if n < 0 { r = r.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { r = r.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return r
    }
    static func setLum(_ c: [Double], _ l: Double) -> [Double] { clipColor(c.map { $0 + l - lum(c) }) }
    static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }
    static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let mx = c.max()!, mn = c.min()!
        return mx > mn ? c.map { ($0 - mn) * s / (mx - mn) } : [0, 0, 0]
    }

    static func nonSeparable(_ name: String, _ cb: [Double], _ cs: [Double]) -> [Double] {
        switch name {
        case "hue": return setLum(setSat(cs, sat(cb)), lum(cb))
        case "saturation": return setLum(setSat(cb, sat(cs)), lum(cb))
        case "color": return setLum(cs, lum(cb))
        default: return setLum(cb, lum(cs))
        }
    }

    /// The expected premultiplied result (0…255) of source (premultiplied
    /// bytes `s`, alpha byte `sa`) over an opaque backdrop `b`.
    static func expected(_ name: String, s: [Double], sa: Double, b: [Double]) -> [Double] {
        let αs = sa / 255, αb = 1.0
        let cs = s.map { $0 / 255 }, cb = b.map { $0 / 255 }   // premultiplied (backdrop opaque)
        let us = cs.map { αs > 0 ? $0 / αs : 0 }
        var co: [Double], ao: Double
        switch name {
        case "clear": co = [0, 0, 0]; ao = 0
        case "copy": co = cs; ao = αs
        case "sourceIn": co = cs.map { $0 * αb }; ao = αs * αb
        case "sourceOut": co = cs.map { $0 * (1 - αb) }; ao = αs * (1 - αb)
        case "sourceAtop": co = (0..<3).map { cs[$0] * αb + cb[$0] * (1 - αs) }; ao = αb
        case "destinationOver": co = (0..<3).map { cs[$0] * (1 - αb) + cb[$0] }; ao = αs * (1 - αb) + αb
        case "destinationIn": co = cb.map { $0 * αs }; ao = αb * αs
        case "destinationOut": co = cb.map { $0 * (1 - αs) }; ao = αb * (1 - αs)
        case "destinationAtop": co = (0..<3).map { cs[$0] * (1 - αb) + cb[$0] * αs }; ao = αs
        case "xor": co = (0..<3).map { cs[$0] * (1 - αb) + cb[$0] * (1 - αs) }; ao = αs * (1 - αb) + αb * (1 - αs)
        case "plusLighter": co = (0..<3).map { min(1, cs[$0] + cb[$0]) }; ao = min(1, αs + αb)
        case "plusDarker":
            // Apple: R = max(0, 1 − ((1 − D) + (1 − S))), on premultiplied
            // colors with the result alpha min(1, αs + αb) standing for 1.
            ao = min(1, αs + αb)
            co = (0..<3).map { max(0, ao - ((αs - cs[$0]) + (αb - cb[$0]))) }
        default:
            let blended: [Double]
            if ["hue", "saturation", "color", "luminosity"].contains(name) {
                blended = nonSeparable(name, cb, us)
            } else {
                blended = (0..<3).map { separable(name, cb[$0], us[$0]) }
            }
            co = (0..<3).map { cs[$0] * (1 - αb) + cb[$0] * (1 - αs) + αs * αb * blended[$0] }
            ao = αs + αb - αs * αb
        }
        return co.map { min(max($0, 0), 1) * 255 } + [ao * 255]
    }

    func render(_ mode: Mode, sourceOpacity: Double) throws -> [Int] {
        let b = Self.backdrop, s = Self.source
        let p = try renderContext(4, 4) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(rgb8(Int(b[0]), Int(b[1]), Int(b[2]))))
            c.blendMode = mode
            c.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)),
                   with: .color(rgb8(Int(s[0]), Int(s[1]), Int(s[2]), sourceOpacity)))
        }
        return px(p, 2, 2)
    }

    @Test(arguments: all.map(\.0))
    func opaqueSourceMatchesW3C(_ name: String) throws {
        let mode = Self.all.first { $0.0 == name }!.1
        let got = try render(mode, sourceOpacity: 1)
        let want = Self.expected(name, s: Self.source, sa: 255, b: Self.backdrop)
        #expect(near(got, want, 1), "\(name): got \(got), W3C \(want)")
    }

    @Test(arguments: all.map(\.0))
    func translucentSourceMatchesW3C(_ name: String) throws {
        let mode = Self.all.first { $0.0 == name }!.1
        let got = try render(mode, sourceOpacity: 0.6)
        // The source reaches the compositor premultiplied to bytes.
        let sa = (0.6 * 255).rounded()
        let s = Self.source.map { ($0 / 255 * 0.6 * 255).rounded() }
        let want = Self.expected(name, s: s, sa: sa, b: Self.backdrop)
        #expect(near(got, want, 1), "\(name): got \(got), W3C \(want)")
    }

    @Test func rawValuesAreCGBlendModeNumbers() {
        #expect(Self.all.map(\.1.rawValue) == Array(0...27))
    }
}
