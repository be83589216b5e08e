import Foundation
import Testing
@testable import SwiftUICore

/// 8-bit triple of a color's sRGB components.
private func bytes(_ c: Color) -> [Int] {
    let (r, g, b, _) = c.sRGBComponents
    return [r, g, b].map { Int(($0 * 255).rounded()) }
}

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

@Suite struct ColorTests {
    // Apple HIG "System colors", iOS Default (light) column (iOS 15–18).
    @Test(arguments: [
        (Color.red, [255, 59, 48]), (.orange, [255, 149, 0]), (.yellow, [255, 204, 0]),
        (.green, [52, 199, 89]), (.mint, [0, 199, 190]), (.teal, [48, 176, 199]),
        (.cyan, [50, 173, 230]), (.blue, [0, 122, 255]), (.indigo, [88, 86, 214]),
        (.purple, [175, 82, 222]), (.pink, [255, 45, 85]), (.brown, [162, 132, 94]),
        (.gray, [142, 142, 147]), (.black, [0, 0, 0]), (.white, [255, 255, 255]),
    ])
    func namedColorsMatchHIG(color: Color, rgb: [Int]) {
        #expect(bytes(color) == rgb)
        #expect(color.sRGBComponents.opacity == 1)
    }

    @Test func clearPrimarySecondary() {
        #expect(Color.clear.sRGBComponents.opacity == 0)
        #expect(bytes(.clear) == [0, 0, 0])
        #expect(bytes(.primary) == [0, 0, 0] && Color.primary.sRGBComponents.opacity == 1)
        // UIKit secondaryLabel, light: #3C3C43 at 60 %.
        #expect(bytes(.secondary) == [0x3C, 0x3C, 0x43])
        #expect(close(Color.secondary.sRGBComponents.opacity, 0.6))
    }

    @Test func hsbPrimariesAndHandComputedValues() {
        func rgb(_ h: Double, _ s: Double, _ v: Double) -> [Double] {
            let c = Color(hue: h, saturation: s, brightness: v).sRGBComponents
            return [c.red, c.green, c.blue]
        }
        func same(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { close($0, $1, 1e-12) } }
        #expect(same(rgb(0, 1, 1), [1, 0, 0]))
        #expect(same(rgb(1.0 / 3, 1, 1), [0, 1, 0]))
        #expect(same(rgb(2.0 / 3, 1, 1), [0, 0, 1]))
        // 30°: red full, green half-way up the first sector.
        #expect(same(rgb(30.0 / 360, 1, 1), [1, 0.5, 0]))
        // 180° at 50 % saturation, 80 % brightness: max 0.8, min 0.8 × 0.5.
        #expect(same(rgb(0.5, 0.5, 0.8), [0.4, 0.8, 0.8]))
        // 300° (magenta), s 0.25, v 1: R = B = 1, G = 0.75.
        #expect(same(rgb(300.0 / 360, 0.25, 1), [1, 0.75, 1]))
        // Hue wraps: 1.25 turns = 90°: (0.5, 1, 0).
        #expect(same(rgb(1.25, 1, 1), [0.5, 1, 0]))
        #expect(same(rgb(0.7, 0, 0.3), [0.3, 0.3, 0.3]))
        #expect(same(rgb(0.7, 1, 0), [0, 0, 0]))
        #expect(close(Color(hue: 0, saturation: 1, brightness: 1, opacity: 0.25).sRGBComponents.opacity, 0.25))
    }

    @Test func hexForms() throws {
        let full = try Color(hex: "#FF8800")
        #expect(full == Color(red: 1, green: 136.0 / 255, blue: 0))
        #expect(try Color(hex: "ff8800") == full)
        #expect(try Color(hex: "#F80") == full)
        #expect(try Color(hex: "  f80\n") == full)
        let short = try Color(hex: "#F808").sRGBComponents
        #expect(close(short.opacity, 0x88 / 255.0))
        let long = try Color(hex: "#11223344").sRGBComponents
        #expect(close(long.red, 0x11 / 255.0) && close(long.green, 0x22 / 255.0)
                && close(long.blue, 0x33 / 255.0) && close(long.opacity, 0x44 / 255.0))
        #expect(try Color(hex: "#000000").sRGBComponents.opacity == 1)
    }

    @Test(arguments: ["#GG0000", "#12345", "", "#", "12 34 56", "#FF00FF0", "0x112233"])
    func hexErrorsExplainThemselves(input: String) {
        do {
            _ = try Color(hex: input)
            Issue.record("\(input) should not parse")
        } catch {
            #expect(error.input == input)
            #expect(error.description.contains("#RRGGBB"))
            #expect(error.description.contains("\"\(input)\""))
        }
    }

    @Test func linearAndP3ColorSpacesConvertToSRGB() {
        // sRGB encoding of linear 0.5: 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357.
        let lin = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).sRGBComponents
        #expect(close(lin.red, 0.735357, 1e-6) && lin.green == 0 && close(lin.blue, 1, 1e-12))
        // Display P3 red in linear sRGB: the published P3→sRGB matrix's first
        // column (1.2249, −0.0421, −0.0196).
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolved
        #expect(abs(p3.linearRed - 1.2249) < 1e-3)
        #expect(abs(p3.linearGreen - (-0.0421)) < 1e-3)
        #expect(abs(p3.linearBlue - (-0.0196)) < 1e-3)
        // Both spaces share the D65 white.
        let white = Color(.displayP3, white: 1).sRGBComponents
        #expect(close(white.red, 1, 1e-9) && close(white.green, 1, 1e-9) && close(white.blue, 1, 1e-9))
    }

    @Test func resolvedIsLinearLikeSwiftUI() {
        // sRGB 0.5 is linear ((0.5 + 0.055) / 1.055)^2.4 = 0.214041.
        let r = Color(red: 0.5, green: 1, blue: 0, opacity: 0.5).resolved
        #expect(abs(r.linearRed - 0.214041) < 1e-5)
        #expect(abs(r.red - 0.5) < 1e-6)
        #expect(r.linearGreen == 1 && r.linearBlue == 0 && r.opacity == 0.5)
        let made = Color.Resolved(red: 0.5, green: 1, blue: 0, opacity: 0.5)
        #expect(abs(made.linearRed - r.linearRed) < 1e-7)
        let back = Color(r).sRGBComponents
        #expect(close(back.red, 0.5, 1e-6) && close(back.opacity, 0.5, 1e-7))
    }

    @Test func opacityMultiplies() {
        let c = Color.red.opacity(0.5).opacity(0.5)
        #expect(close(c.sRGBComponents.opacity, 0.25))
        #expect(bytes(c) == [255, 59, 48])
        #expect(Color.red.opacity(2).sRGBComponents.opacity == 1)
        #expect(Color.red.opacity(-1).sRGBComponents.opacity == 0)
    }

    @Test func equalityAndHashing() throws {
        #expect(Color(red: 1, green: 0, blue: 0) == (try Color(hex: "#FF0000")))
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color.red != Color.red.opacity(0.99))
        let set: Set<Color> = [.gray, Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255), .blue]
        #expect(set.count == 2)
        // A system colour is dynamic (it has a dark appearance): it is not the
        // constant colour of its light components, as in SwiftUI, where the two
        // are different kinds of colour.
        #expect(Color.red != Color(red: 1, green: 59 / 255, blue: 48 / 255))
    }
}
