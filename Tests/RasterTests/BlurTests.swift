// The blur kernels against independent truths: integer division, the
// Gaussian's cumulative distribution, conservation of ink, and byte
// identity across thread counts.
import Foundation
import Testing
@testable import Raster

@Suite struct BlurTests {
    @Test func reciprocalDivisionIsExactForEveryBoxSum() {
        for size in [1, 2, 3, 7, 19, 20, 21, 64, 255, 256, 511, 1000, 4095, 4096] {
            let d = BoxDivisor(size: size)
            for sum in stride(from: 0, through: 255 * size, by: max(1, size / 64)) {
                #expect(Int(d.mean(Int32(sum))) == (sum + size / 2) / size, "size \(size) sum \(sum)")
            }
            #expect(Int(d.mean(Int32(255 * size))) == 255)
        }
    }

    @Test func boxWidthFollowsSVG() {
        // d = floor(σ · 3√(2π)/4 + 0.5): σ = 10 → 19.3 → 19; σ = 2 → 4.26 → 4.
        #expect(GaussianBlur(sigma: 10).boxWidth == 19)
        #expect(GaussianBlur(sigma: 2).boxWidth == 4)
        #expect(GaussianBlur(sigma: 0).isIdentity)
        #expect(GaussianBlur(sigma: .nan).isIdentity)
        #expect(GaussianBlur(sigma: 1e9).boxWidth == GaussianBlur.maxBoxWidth)
    }

    @Test func edgeFollowsTheGaussian() {
        // Opaque white left of x = 100: blurred, column x has alpha
        // (1 − Φ((x + 0.5 − 100) / σ)) · 255, within the three boxes' error.
        let sigma = 6.0
        let p = Pixmap(width: 200, height: 8)
        for y in 0..<8 { for x in 0..<100 { p.setPixel(x: x, y: y, RGBA8(r: 255, g: 255, b: 255, a: 255)) } }
        p.blur(GaussianBlur(sigma: sigma), edges: .extend)
        for x in 70..<130 {
            let z = (Double(x) + 0.5 - 100) / sigma
            let expected = 0.5 * erfc(z / 2.0.squareRoot()) * 255
            #expect(abs(Double(p.pixel(x: x, y: 4).a) - expected) <= 5, "x \(x)")
        }
    }

    @Test func onlyTheReachOfInkChanges() {
        let p = Pixmap(width: 120, height: 120)
        p.setPixel(x: 60, y: 60, RGBA8(r: 200, g: 100, b: 50, a: 255))
        let blur = GaussianBlur(sigma: 3)
        p.blur(blur)
        let r = blur.reach
        var total = 0
        for y in 0..<120 {
            for x in 0..<120 {
                let a = Int(p.pixel(x: x, y: y).a)
                total += a
                if abs(x - 60) > r || abs(y - 60) > r { #expect(a == 0, "(\(x), \(y)) beyond the reach") }
            }
        }
        #expect(p.pixel(x: 60, y: 60).a > 0)
        // A blur moves ink, it does not make or lose it (rounding aside).
        #expect(abs(total - 255) <= 40)
    }

    @Test func bytesAreTheSameForAnyThreadCount() {
        func noise() -> Pixmap {
            var s: UInt64 = 0x9E37_79B9_7F4A_7C15
            let p = Pixmap(width: 301, height: 157)
            for y in 0..<p.height {
                for x in 0..<p.width where (x / 23 + y / 17) % 3 == 0 {
                    s = s &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let a = UInt8(truncatingIfNeeded: s >> 56)
                    p.setPixel(x: x, y: y, RGBA8(r: a / 2, g: a / 3, b: a, a: a))
                }
            }
            return p
        }
        for edges in [BlurEdges.transparent, .extend] {
            let one = noise(), two = noise(), five = noise()
            one.blur(GaussianBlur(sigma: 7), edges: edges, threads: 1)
            two.blur(GaussianBlur(sigma: 7), edges: edges, threads: 2)
            five.blur(GaussianBlur(sigma: 7), edges: edges, threads: 5)
            #expect(one == two && one == five)
            #expect(one != noise())
        }
        let shadow = DropShadow(color: RGBA8(r: 0, g: 0, b: 40, a: 80), blur: GaussianBlur(sigma: 9), dx: 4, dy: 7)
        let one = noise(), three = noise()
        one.cast(shadow, threads: 1)
        three.cast(shadow, threads: 3)
        #expect(one == three)
    }

    @Test func shadowIsTheTintedBlurredAlphaBeneathTheContent() {
        // An opaque 40×40 red square at (40, 40); a black 50 % shadow moved
        // (10, 10). Deep inside the shadow and outside the square: the tint.
        let p = Pixmap(width: 140, height: 140)
        for y in 40..<80 { for x in 40..<80 { p.setPixel(x: x, y: y, RGBA8(r: 255, g: 0, b: 0, a: 255)) } }
        let tint = RGBA8(r: 0, g: 0, b: 0, a: 128)
        p.cast(DropShadow(color: tint, blur: GaussianBlur(sigma: 2), dx: 10, dy: 10))
        #expect(p.pixel(x: 60, y: 60) == RGBA8(r: 255, g: 0, b: 0, a: 255))   // content over the shadow
        #expect(p.pixel(x: 82, y: 70) == tint)                                   // shadow, 8 px (beyond the reach) in from its edge
        #expect(p.pixel(x: 30, y: 30) == .transparent)                           // beyond the reach
        #expect(p.pixel(x: 120, y: 120) == .transparent)
        // Halfway across the shadow's edge at x = 90: about half the tint.
        #expect(abs(Int(p.pixel(x: 90, y: 70).a) - 64) <= 12)
    }

    @Test func shadowIsTheSameWhereverTheRestOfTheLayerIs() {
        // A shadow is cast over its content's surroundings only; a far dot
        // (beyond the shadow's reach) makes those surroundings the whole
        // layer, and changes no pixel near the square, including where the
        // layer's edge cuts the square's shadow off.
        let shadow = DropShadow(color: RGBA8(r: 10, g: 0, b: 60, a: 120), blur: GaussianBlur(sigma: 3), dx: 6, dy: -4)
        func layer(dot: Bool, _ placement: ShadowPlacement) -> Pixmap {
            let p = Pixmap(width: 140, height: 140)
            for y in 1..<23 { for x in 2..<22 { p.setPixel(x: x, y: y, RGBA8(r: 200, g: UInt8(x * 9), b: 0, a: 255)) } }
            if dot { p.setPixel(x: 130, y: 131, RGBA8(r: 255, g: 255, b: 255, a: 255)) }
            var s = shadow
            s.placement = placement
            p.cast(s)
            return p
        }
        for placement in [ShadowPlacement.beneath, .alone] {
            let alone = layer(dot: false, placement), dotted = layer(dot: true, placement)
            #expect(alone.pixel(x: 30, y: 10).a > 0, "the shadow reaches past the square")
            for y in 0..<100 { for x in 0..<100 where alone.pixel(x: x, y: y) != dotted.pixel(x: x, y: y) {
                Issue.record("\(placement) pixel (\(x), \(y)): \(alone.pixel(x: x, y: y)) vs \(dotted.pixel(x: x, y: y))")
                return
            } }
            // Beneath, the dot stays (alone, its one-pixel shadow rounds away).
            if placement == .beneath { #expect(dotted.pixel(x: 130, y: 131).a == 255) }
            #expect(alone.pixel(x: 130, y: 131) == .transparent)
        }
    }

    @Test func innerShadowStaysInsideTheContent() {
        let p = Pixmap(width: 60, height: 60)
        for y in 20..<40 { for x in 20..<40 { p.setPixel(x: x, y: y, RGBA8(r: 255, g: 255, b: 255, a: 255)) } }
        p.cast(DropShadow(color: RGBA8(r: 0, g: 0, b: 0, a: 255), blur: GaussianBlur(sigma: 2), dx: 0, dy: 0,
                          invertsAlpha: true, placement: .alone))
        #expect(p.pixel(x: 10, y: 10) == .transparent)    // outside the content: nothing
        #expect(p.pixel(x: 30, y: 30).a == 0)              // centre, far from the edges: no shadow
        #expect(p.pixel(x: 20, y: 30).a > 64)              // along the inside of the edge: dark
    }

    @Test func resamplingAveragesAreasAndRepeatsPixels() {
        let p = Pixmap(width: 4, height: 2)
        for x in 0..<4 { p.setPixel(x: x, y: 0, RGBA8(r: UInt8(x * 60), g: 0, b: 0, a: 255)) }
        let half = p.resampled(width: 2, height: 1)
        // (0 + 60 + 0 + 0) / 4 = 15 rounds to 15; (120 + 180) / 4 = 75.
        #expect(half.pixel(x: 0, y: 0) == RGBA8(r: 15, g: 0, b: 0, a: 128))
        #expect(half.pixel(x: 1, y: 0) == RGBA8(r: 75, g: 0, b: 0, a: 128))
        let big = p.resampled(width: 8, height: 4)
        #expect(big.pixel(x: 7, y: 1) == RGBA8(r: 180, g: 0, b: 0, a: 255))
    }

    @Test func differenceMarksChangedPixels() {
        let a = Pixmap(width: 2, height: 1), b = Pixmap(width: 2, height: 1)
        a.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 255, b: 255, a: 255))
        b.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 255, b: 255, a: 255))
        b.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 7, b: 0, a: 9))
        let d = Pixmap.difference(golden: a, actual: b)
        #expect(d.pixel(x: 0, y: 0) == RGBA8(r: 111, g: 111, b: 111, a: 255))   // 48 + 255/4
        #expect(d.pixel(x: 1, y: 0) == RGBA8(r: 255, g: 0, b: 9, a: 255))
    }
}
