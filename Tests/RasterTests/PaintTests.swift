import Foundation
import Testing
import Geometry
@testable import Raster

let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)

/// Expected premultiplied byte of a straight red→blue blend at parameter t (alpha 1).
func redToBlue(_ t: Double) -> (r: Double, b: Double) {
    let c = min(max(t, 0), 1)
    return ((1 - c) * 255, c * 255)
}

func expectClose(_ p: RGBA8, _ r: Double, _ b: Double, _ what: String) {
    #expect(abs(Double(p.r) - r) <= 1.01 && abs(Double(p.b) - b) <= 1.01, "\(what): got \(p), expected r \(r) b \(b)")
}

@Test func linearGradientSampledAtPixelCentres() {
    let g = GradientStops(colors: [red, blue])
    let p = render(width: 100, height: 4) {
        $0.fill(rect(0, 0, 100, 4), paint: Paint(.linearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0))))
    }
    for x in 0..<100 {
        let e = redToBlue((Double(x) + 0.5 - 10) / 80)
        expectClose(p.pixel(x: x, y: 2), e.r, e.b, "x \(x)")
    }
}

@Test func radialGradientFollowsDistance() {
    let g = GradientStops(colors: [red, blue])
    let c = CGPoint(x: 32, y: 32)
    let p = render { $0.fill(rect(0, 0, 64, 64), paint: Paint(.radialGradient(g, startCenter: c, startRadius: 5, endCenter: c, endRadius: 25))) }
    for (x, y) in [(32, 32), (40, 32), (45, 50), (10, 10), (60, 20)] {
        let d = ((Double(x) + 0.5 - 32) * (Double(x) + 0.5 - 32) + (Double(y) + 0.5 - 32) * (Double(y) + 0.5 - 32)).squareRoot()
        let e = redToBlue((d - 5) / 20)
        expectClose(p.pixel(x: x, y: y), e.r, e.b, "(\(x), \(y))")
    }
}

@Test func twoPointConicalGradientMatchesCircleFamily() {
    // Circles from (20, 32) r 0 to (44, 32) r 12: at a point p, t is the largest t
    // with |p − c(t)| = r(t). Check on points of the axis, solved by hand:
    // on the axis right of c(t): x = 20 + 24t + 12t = 20 + 36t.
    let g = GradientStops(colors: [red, blue])
    let p = render {
        $0.fill(rect(0, 0, 64, 64), paint: Paint(.radialGradient(g, startCenter: CGPoint(x: 20, y: 32), startRadius: 0,
                                                                endCenter: CGPoint(x: 44, y: 32), endRadius: 12)))
    }
    for x in [25, 30, 38, 50] {
        // Pixel centre row y = 31.5 is 0.5 off the axis; use the exact solve.
        let px = Double(x) + 0.5, py = 31.5 - 32.0
        // |(px − 20 − 24t, py)| = 12t  →  (px−20−24t)² + py² = 144t²
        let a = 576.0 - 144, b = -48 * (px - 20), cc = (px - 20) * (px - 20) + py * py
        let t = (-b + (b * b - 4 * a * cc).squareRoot()) / (2 * a)
        let e = redToBlue(t)
        expectClose(p.pixel(x: x, y: 31), e.r, e.b, "x \(x)")
    }
}

@Test func conicGradientTurnsClockwiseOnScreen() {
    let g = GradientStops(colors: [red, blue])
    let p = render {
        $0.fill(rect(0, 0, 64, 64), paint: Paint(.conicGradient(g, center: CGPoint(x: 32, y: 32), startAngle: 0, endAngle: 2 * .pi)))
    }
    for (x, y) in [(50, 32), (32, 50), (14, 32), (32, 14), (45, 45)] {
        var a = atan2(Double(y) + 0.5 - 32, Double(x) + 0.5 - 32)
        if a < 0 { a += 2 * .pi }
        let e = redToBlue(a / (2 * .pi))
        expectClose(p.pixel(x: x, y: y), e.r, e.b, "(\(x), \(y))")
    }
}

@Test func spreadModesAndHardStops() {
    func row(_ spread: SpreadMode) -> Pixmap {
        render(width: 100, height: 1) {
            $0.fill(rect(0, 0, 100, 1), paint: Paint(.linearGradient(GradientStops(colors: [red, blue], spread: spread),
                                                                     start: CGPoint(x: 0, y: 0), end: CGPoint(x: 40, y: 0))))
        }
    }
    let pad = row(.pad), rep = row(.repeat), mir = row(.mirror)
    let x = 50, t = (Double(x) + 0.5) / 40  // 1.2625
    expectClose(pad.pixel(x: x, y: 0), 0, 255, "pad")
    let r = redToBlue(t - 1), m = redToBlue(2 - t)
    expectClose(rep.pixel(x: x, y: 0), r.r, r.b, "repeat")
    expectClose(mir.pixel(x: x, y: 0), m.r, m.b, "mirror")

    // Hard stop at 0.5: red before, blue after.
    let hard = GradientStops([.init(location: 0, color: red), .init(location: 0.5, color: red),
                              .init(location: 0.5, color: blue), .init(location: 1, color: blue)])
    let h = render(width: 100, height: 1) {
        $0.fill(rect(0, 0, 100, 1), paint: Paint(.linearGradient(hard, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))))
    }
    expectClose(h.pixel(x: 48, y: 0), 255, 0, "before the hard stop")
    expectClose(h.pixel(x: 51, y: 0), 0, 255, "after the hard stop")
}

@Test func gradientColorsArePremultipliedAfterInterpolation() {
    // Red (alpha 1) to blue (alpha 0): at t = 0.5 the straight color is (0.5, 0, 0.5)
    // with alpha 0.5, premultiplied (0.25, 0, 0.25, 0.5).
    let g = GradientStops(colors: [red, RGBAColor(red: 0, green: 0, blue: 1, alpha: 0)])
    let p = render(width: 2, height: 1) {
        $0.fill(rect(0, 0, 2, 1), paint: Paint(.linearGradient(g, start: CGPoint(x: -1, y: 0), end: CGPoint(x: 2, y: 0))))
    }
    let px = p.pixel(x: 0, y: 0)  // t = 0.5
    #expect(abs(Int(px.r) - 64) <= 1 && abs(Int(px.b) - 64) <= 1 && abs(Int(px.a) - 128) <= 1)
}

@Test func ellipticalGradientThroughTransform() {
    // A radial gradient of radius 1 scaled by (20, 10): t = sqrt((dx/20)² + (dy/10)²).
    let g = GradientStops(colors: [red, blue])
    let t = CGAffineTransform(scaleX: 20, y: 10).concatenating(CGAffineTransform(translationX: 32, y: 32))
    let p = render { $0.fill(rect(0, 0, 64, 64), paint: Paint(.radialGradient(g, startCenter: .zero, startRadius: 0,
                                                                             endCenter: .zero, endRadius: 1, transform: t))) }
    for (x, y) in [(40, 32), (32, 36), (44, 38)] {
        let dx = (Double(x) + 0.5 - 32) / 20, dy = (Double(y) + 0.5 - 32) / 10
        let e = redToBlue((dx * dx + dy * dy).squareRoot())
        expectClose(p.pixel(x: x, y: y), e.r, e.b, "(\(x), \(y))")
    }
}

@Test func imagePatternsNearestAndBilinear() {
    let img = Pixmap(width: 2, height: 1)
    img.setPixel(x: 0, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 255))
    img.setPixel(x: 1, y: 0, RGBA8(r: 255, g: 255, b: 255, a: 255))
    let scale = CGAffineTransform(scaleX: 10, y: 10)
    let near = render(width: 20, height: 10) { $0.fill(rect(0, 0, 20, 10), paint: Paint(.image(img, transform: scale, filter: .nearest))) }
    #expect(near.pixel(x: 9, y: 5).r == 0 && near.pixel(x: 10, y: 5).r == 255)
    let lin = render(width: 20, height: 10) { $0.fill(rect(0, 0, 20, 10), paint: Paint(.image(img, transform: scale, filter: .bilinear))) }
    // Pixel 10's centre is image x = 1.05: 0.55 of the way from texel 0's centre to texel 1's.
    #expect(abs(Double(lin.pixel(x: 10, y: 5).r) - 0.55 * 255) <= 1.5)
    #expect(lin.pixel(x: 2, y: 5).r == 0)
}

/// Particle-sprite gradients (fireworks' glow and core profiles: one color,
/// alpha falling piecewise linearly to 0 at the rim) at many opacities and
/// radii, against the gradient formula in Double: every pixel within what the
/// nearest of 256 samples allows (off by up to 1/510 in t, then rounded).
@Test func spriteGradientsMatchTheFormula() {
    let glow: [(Double, Double)] = [(0, 1), (0.2, 0.8), (0.45, 0.4), (0.7, 0.13), (1, 0)]
    let core: [(Double, Double)] = [(0, 1), (0.4, 0.85), (1, 0)]
    let colors: [(Double, Double, Double)] = [(1, 0.85, 0.4), (0.3, 0.6, 1), (1, 1, 1)]
    func alpha(_ profile: [(Double, Double)], _ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        for k in 1..<profile.count where t <= profile[k].0 {
            let (a, sa) = profile[k - 1], (b, sb) = profile[k]
            return sa + (sb - sa) * (t - a) / (b - a)
        }
        return profile[profile.count - 1].1
    }
    var worstExcess = -Double.infinity
    for profile in [glow, core] {
        // Steepest alpha slope per unit t, in levels at opacity 1.
        let steepest = (1..<profile.count).map { abs(profile[$0].1 - profile[$0 - 1].1) / (profile[$0].0 - profile[$0 - 1].0) }.max()! * 255
        for opacity in [0.004, 0.03, 0.1, 0.27, 0.5, 0.8, 1.0] {
            for (ci, color) in colors.enumerated() {
                for radius in [2.3, 6.7, 29.5] {
                    let stops = profile.map { GradientStops.Stop(location: Float($0.0), color: RGBAColor(
                        red: Float(color.0), green: Float(color.1), blue: Float(color.2), alpha: Float(opacity * $0.1))) }
                    let c = CGPoint(x: 31.3, y: 32.6 + Double(ci) * 0.17)
                    let p = render {
                        $0.fill(rect(0, 0, 64, 64), paint: Paint(.radialGradient(GradientStops(stops), startCenter: c, startRadius: 0,
                                                                                  endCenter: c, endRadius: radius)))
                    }
                    let allowed = 0.5 + steepest * opacity / 510 + 0.01
                    for y in 0..<64 {
                        for x in 0..<64 {
                            let dx = Double(x) + 0.5 - c.x, dy = Double(y) + 0.5 - c.y
                            let a = alpha(profile, (dx * dx + dy * dy).squareRoot() / radius) * opacity
                            let want = [color.0 * a * 255, color.1 * a * 255, color.2 * a * 255, a * 255]
                            let px = p.pixel(x: x, y: y), got = [px.r, px.g, px.b, px.a].map(Double.init)
                            for k in 0..<4 { worstExcess = max(worstExcess, abs(got[k] - want[k]) - allowed) }
                        }
                    }
                }
            }
        }
    }
    #expect(worstExcess <= 0, "worst error beyond the allowed bound: \(worstExcess)")
}

/// A ramp whose color and alpha both change (a quadratic once premultiplied),
/// several stops, against the formula in Double at every pixel of a row.
@Test func premultipliedRampsMatchTheFormula() {
    let colors: [(Double, Double, Double, Double)] = [(1, 0.2, 0, 1), (0, 0.9, 0.5, 0.3), (0.4, 0.4, 1, 0.8), (1, 1, 1, 0)]
    let locations: [Double] = [0, 0.3, 0.65, 1]
    let stops = zip(locations, colors).map { l, c in
        GradientStops.Stop(location: Float(l), color: RGBAColor(red: Float(c.0), green: Float(c.1), blue: Float(c.2), alpha: Float(c.3)))
    }
    let opacity = 0.7
    let p = render(width: 300, height: 1) {
        $0.fill(rect(0, 0, 300, 1), paint: Paint(.linearGradient(GradientStops(stops), start: CGPoint(x: 10, y: 0),
                                                                 end: CGPoint(x: 290, y: 0)), opacity: Float(opacity)))
    }
    // Steepest premultiplied slope per unit t, in levels: bounds the nearest-sample error.
    var steepest = 0.0
    var worst = 0.0
    func color(_ t: Double) -> [Double] {
        let t = min(max(t, 0), 1)
        var k = 1
        while k < locations.count - 1 && t > locations[k] { k += 1 }
        let f = (t - locations[k - 1]) / (locations[k] - locations[k - 1])
        let a = colors[k - 1], b = colors[k]
        let alpha = (a.3 + (b.3 - a.3) * f) * opacity
        return [a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f].map { $0 * alpha * 255 } + [alpha * 255]
    }
    for k in 0..<1000 {
        let t0 = Double(k) / 1000, t1 = Double(k + 1) / 1000
        let c0 = color(t0), c1 = color(t1)
        for j in 0..<4 { steepest = max(steepest, abs(c1[j] - c0[j]) * 1000) }
    }
    let allowed = 0.5 + steepest / 510 + 0.01
    for x in 0..<300 {
        let want = color((Double(x) + 0.5 - 10) / 280)
        let px = p.pixel(x: x, y: 0), got = [px.r, px.g, px.b, px.a].map(Double.init)
        for j in 0..<4 { worst = max(worst, abs(got[j] - want[j])) }
    }
    #expect(worst <= allowed, "worst \(worst), allowed \(allowed)")
}
