import Foundation
import Raster
import Testing
@testable import SwiftUICore

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)
private let green = Color(red: 0, green: 1, blue: 0)
private let black = Color(white: 0)
private let white = Color(white: 1)

private func paint(_ c: Color) -> RGBAColor { RGBAColor(c) }

private func locations(_ g: ResolvedGradient) -> [Double] { g.stops.map(\.location) }
private func colors(_ g: ResolvedGradient) -> [RGBAColor] { g.stops.map(\.color) }

private func near(_ a: RGBAColor, _ b: RGBAColor, _ tol: Float = 1e-6) -> Bool {
    abs(a.red - b.red) <= tol && abs(a.green - b.green) <= tol && abs(a.blue - b.blue) <= tol
        && abs(a.alpha - b.alpha) <= tol
}

/// sRGB encoding of a linear value (IEC 61966-2-1).
private func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }

@Suite struct GradientTests {
    @Test func colorsAreSpacedEvenly() {
        #expect(Gradient(colors: [red, green, blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(Gradient(colors: [red, green, blue, white, black]).stops.map(\.location) == [0, 0.25, 0.5, 0.75, 1])
        #expect(Gradient(colors: [red]).stops.map(\.location) == [0])
    }

    @Test func unorderedStopsAreSorted() {
        let g = ResolvedGradient(Gradient(stops: [.init(color: blue, location: 1), .init(color: red, location: 0),
                                                  .init(color: green, location: 0.3)]))
        #expect(locations(g) == [0, 0.3, 1])
        #expect(colors(g) == [paint(red), paint(green), paint(blue)])
    }

    @Test func outOfRangeLocationsAreClamped() {
        let g = ResolvedGradient(Gradient(stops: [.init(color: red, location: -0.5), .init(color: blue, location: 1.5)]))
        #expect(locations(g) == [0, 1])
        #expect(colors(g) == [paint(red), paint(blue)])
        #expect(near(g.color(at: 0.5), RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
    }

    @Test func missingEndsRepeatTheEndColors() {
        let g = ResolvedGradient(Gradient(stops: [.init(color: red, location: 0.25), .init(color: blue, location: 0.75)]))
        #expect(locations(g) == [0, 0.25, 0.75, 1])
        #expect(colors(g) == [paint(red), paint(red), paint(blue), paint(blue)])
        #expect(g.color(at: 0.1) == paint(red))
        #expect(near(g.color(at: 0.5), RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
        #expect(g.color(at: 0.9) == paint(blue))
    }

    @Test func equalLocationsMakeAHardEdgeInGivenOrder() {
        let g = ResolvedGradient(Gradient(stops: [.init(color: red, location: 0.5), .init(color: blue, location: 0.5)]))
        #expect(locations(g) == [0, 0.5, 0.5, 1])
        #expect(g.color(at: 0.4999) == paint(red))
        #expect(g.color(at: 0.5) == paint(blue))   // the later stop applies from the edge on
        #expect(g.color(at: 0.5001) == paint(blue))
        // Reversed input order flips the edge.
        let h = ResolvedGradient(Gradient(stops: [.init(color: blue, location: 0.5), .init(color: red, location: 0.5)]))
        #expect(h.color(at: 0.49) == paint(blue) && h.color(at: 0.51) == paint(red))
    }

    @Test func hiddenStopsInARunAreDropped() {
        let g = ResolvedGradient(Gradient(stops: [.init(color: red, location: 0.5), .init(color: green, location: 0.5),
                                                  .init(color: blue, location: 0.5)]))
        #expect(colors(g) == [paint(red), paint(red), paint(blue), paint(blue)])
        // At 0 nothing approaches from the left: only the last stop there counts.
        let z = ResolvedGradient(Gradient(stops: [.init(color: red, location: 0), .init(color: green, location: 0),
                                                  .init(color: blue, location: 1)]))
        #expect(locations(z) == [0, 1] && colors(z) == [paint(green), paint(blue)])
        // Out-of-range stops clamped onto one location form a hard edge too.
        let c = ResolvedGradient(Gradient(stops: [.init(color: red, location: 0.5), .init(color: green, location: 2),
                                                  .init(color: blue, location: 3)]))
        #expect(locations(c) == [0, 0.5, 1, 1] && colors(c).last == paint(blue))
    }

    @Test func nanLocationsCountAsZero() {
        let g = ResolvedGradient(Gradient(stops: [.init(color: blue, location: 1), .init(color: red, location: .nan)]))
        #expect(locations(g) == [0, 1] && colors(g) == [paint(red), paint(blue)])
        #expect(g.color(at: .nan) == paint(red))
    }

    @Test func emptyAndSingleStopGradients() {
        let e = ResolvedGradient(Gradient(stops: []))
        #expect(e.uniformColor == .clear && e.stops.count == 2)
        let one = ResolvedGradient(Gradient(colors: [green]))
        #expect(one.uniformColor == paint(green) && locations(one) == [0, 1])
    }

    @Test func interpolationIsStraightNotPremultiplied() {
        // CoreGraphics mixes unpremultiplied components: red → clear is
        // half-transparent half-red in the middle.
        let g = ResolvedGradient(Gradient(colors: [red, .clear]))
        #expect(near(g.color(at: 0.5), RGBAColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)))
    }

    @Test func spreadModes() {
        let g = ResolvedGradient(Gradient(colors: [black, white]), spread: .pad)
        #expect(g.color(at: -1) == paint(black) && g.color(at: 2) == paint(white))
        var r = g; r.spread = .repeat
        #expect(near(r.color(at: 1.25), g.color(at: 0.25)) && near(r.color(at: -0.25), g.color(at: 0.75)))
        var m = g; m.spread = .mirror
        #expect(near(m.color(at: 1.25), g.color(at: 0.75)) && near(m.color(at: -0.25), g.color(at: 0.25)))
        #expect(near(m.color(at: 2.5), g.color(at: 0.5)))
    }

    @Test func linearColorFollowsLinearLight() {
        // Black → white mixed in linear light: the gray at t is encode(t).
        let g = ResolvedGradient(Gradient(colors: [black, white]), linearColor: true)
        for i in 0...100 {
            let t = Double(i) / 100
            #expect(abs(Double(g.color(at: t).red) - encode(t)) < 0.5 / 255, "t = \(t)")
        }
    }

    @Test func perceptualFollowsOklabLightness() {
        // For grays Oklab's L is the cube root of linear luminance, so a
        // black → white mix at t has linear value t³.
        let g = ResolvedGradient(Gradient(colors: [black, white]), colorSpace: .perceptual)
        for i in 0...100 {
            let t = Double(i) / 100
            #expect(abs(Double(g.color(at: t).green) - encode(t * t * t)) < 0.5 / 255, "t = \(t)")
        }
        // The two ends are exact.
        #expect(g.stops.first?.color == paint(black) && g.stops.last?.color == paint(white))
    }

    @Test func anyGradientCarriesItsColorSpace() {
        let a = Gradient(colors: [red, blue]).colorSpace(.perceptual)
        #expect(a.interpolation == .perceptual && AnyGradient(Gradient(colors: [red])).interpolation == .device)
        #expect(a.colorSpace(.device).interpolation == .device)
    }

    @Test func colorGradientIsASubtleVerticalRamp() {
        guard case let .linearGradient(g, start, end) = Color.blue.gradient.resolvePaint(in: CGRect(x: 0, y: 0, width: 40, height: 80)) else {
            Issue.record("expected a linear gradient"); return
        }
        #expect(start == CGPoint(x: 20, y: 0) && end == CGPoint(x: 20, y: 80))
        let top = g.stops[0].color, bottom = g.stops[g.stops.count - 1].color
        // Lighter at the top, darker at the bottom, near the base color (0, 122, 255).
        #expect(top.green > Float(122.0 / 255) && bottom.green < Float(122.0 / 255))
        #expect(abs(top.green - Float(122.0 / 255)) < 0.2 && abs(bottom.green - Float(122.0 / 255)) < 0.2)
    }
}
