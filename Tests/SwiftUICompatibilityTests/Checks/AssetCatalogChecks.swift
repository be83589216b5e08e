// Named colours and images from an asset catalog in the test bundle, and
// UIKit/AppKit colour types, against values worked out by hand.
import AnimGen
import Testing

@Suite struct AssetCatalogChecks {
    @Test func colourSetsGiveTheirComponentsInEachAppearance() throws {
        func swatches(_ scheme: ColorScheme) throws -> [RGBA8] {
            let picture = try render(CatalogSwatches().background(Color.white).environment(\.colorScheme, scheme), scale: 1)
            #expect(picture.pixmap.width == 80 && picture.pixmap.height == 10)
            return (0..<8).map { picture.at(CGFloat($0) * 10 + 5, 5) }
        }
        let light = try swatches(.light), dark = try swatches(.dark)
        // Brand: floats 0.2, 0.4, 0.6 (51, 102, 153); its dark entry 8-bit 255, 128, 0.
        #expect(matches(light[0], 51, 102, 153) && matches(dark[0], 255, 128, 0))
        // HalfTeal: hex 0x00, 0x80, 0x80 at alpha 0.5 over white: (127.5, 191.5, 191.5).
        #expect(matches(light[1], 128, 192, 192))
        // Linear 0.5 is sRGB 0.7354 (188); gray gamma 2.2 at 0.5 is linear 0.2176, sRGB 0.5039 (128).
        #expect(matches(light[2], 188, 188, 188, within: 1) && matches(light[3], 128, 128, 128, within: 1))
        // Display P3 green lies outside sRGB: clamped, (0, 255, 0). Palette/ is a namespace.
        #expect(matches(light[4], 0, 255, 0))
        // A reference to systemBlueColor is Color.blue: (0, 122, 255), (10, 132, 255) in dark.
        #expect(matches(light[5], 0, 122, 255) && matches(dark[5], 10, 132, 255))
        // An unknown name and an unreadable set draw clear (the white behind shows).
        #expect(matches(light[6], 255, 255, 255) && matches(light[7], 255, 255, 255))
        // Without a dark entry a set looks the same in both.
        #expect(light[2] == dark[2])
    }

    @Test func aColourSetIsDynamicInResolve() {
        func near(_ c: Color.Resolved, _ r: Float, _ g: Float, _ b: Float) -> Bool {
            abs(c.red - r) < 1e-5 && abs(c.green - g) < 1e-5 && abs(c.blue - b) < 1e-5 && c.opacity == 1
        }
        var environment = EnvironmentValues()
        let brand = Color("Brand", bundle: .module)
        #expect(near(brand.resolve(in: environment), 0.2, 0.4, 0.6))
        environment.colorScheme = .dark
        #expect(near(brand.resolve(in: environment), 1, 128 / 255, 0))
    }

    @Test func anImageSetDrawsItsMostDetailedFileAtItsSizeInPoints() throws {
        // dot@2x.png is 4 × 4 pixels: 2 × 2 points.
        let picture = try render(CatalogDot(), scale: 1)
        #expect(picture.pixmap.width == 2 && picture.pixmap.height == 2)
        #expect(matches(picture.at(0.5, 0.5), 255, 0, 0) && matches(picture.at(1.5, 1.5), 255, 0, 0))
        let sharp = try render(CatalogDot(), scale: 2)
        #expect(sharp.pixmap.width == 4 && matches(sharp.at(1.75, 0.25), 255, 0, 0))
    }

    @Test func uiKitColoursCarryTheirDocumentedComponents() {
        // Apple's UIColor pages: brown is (0.6, 0.4, 0.2); red (1, 0, 0); darkGray is gray 1/3.
        #expect(UIColor.brown.cgColor.components == [0.6, 0.4, 0.2, 1])
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.darkGray.getRed(&white, green: nil, blue: nil, alpha: &alpha) && abs(white - 1.0 / 3) < 1e-9 && alpha == 1)
        // The system colours are SwiftUI's: systemRed is Color.red, label is .primary (dynamic).
        #expect(Color(uiColor: .systemRed) == .red && Color(nsColor: .systemBlue) == .blue)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(uiColor: .label).resolve(in: dark) == Color.Resolved(red: 1, green: 1, blue: 1))
        // withAlphaComponent sets the alpha in every appearance, up as well as down.
        #expect(Color(uiColor: .label.withAlphaComponent(0.25)).resolve(in: dark).opacity == 0.25)
        #expect(Color(uiColor: .secondaryLabel.withAlphaComponent(1)).resolve(in: EnvironmentValues()).opacity == 1)
        // UIColor(named:) reads the main bundle, which has no catalog here.
        #expect(UIColor(named: "Brand") == nil)
    }

    @Test func colorTakesAPlatformColourWithoutALabel() throws {
        func rows(_ scheme: ColorScheme) throws -> [RGBA8] {
            let picture = try render(PlatformColorRows().environment(\.colorScheme, scheme), scale: 1)
            #expect(picture.pixmap.width == 10 && picture.pixmap.height == 70)
            return (0..<7).map { picture.at(5, CGFloat($0) * 10 + 5) }
        }
        let light = try rows(.light), dark = try rows(.dark)
        // systemBackground: white, black in a dark appearance (UIKit's values).
        #expect(matches(light[0], 255, 255, 255) && matches(dark[0], 0, 0, 0))
        // systemGray5: #E5E5EA, #2C2C2E in a dark appearance.
        #expect(matches(light[1], 229, 229, 234) && matches(dark[1], 44, 44, 46))
        // A UIColor variable: (0.2, 0.4, 0.6) is (51, 102, 153); an NSColor one: systemGray6 #F2F2F7 / #1C1C1E.
        #expect(matches(light[2], 51, 102, 153) && matches(light[3], 242, 242, 247) && matches(dark[3], 28, 28, 30))
        // UIColor.red is (1, 0, 0) (Color.red would be (255, 59, 48)).
        #expect(matches(light[4], 255, 0, 0))
        // The other unlabelled initializers still mean what they did: a colour set, a colour space.
        #expect(matches(light[5], 51, 102, 153) && matches(dark[5], 255, 128, 0))
        #expect(matches(light[6], 255, 128, 0, within: 1))
    }

    @Test func drawingCodeUsesUIKitColours() throws {
        let picture = try render(UIKitColoredBars(), scale: 1)
        #expect(picture.pixmap.width == 10 && picture.pixmap.height == 50)
        #expect(matches(picture.at(5, 5), 255, 59, 48))      // systemRed
        #expect(matches(picture.at(5, 15), 51, 102, 153))    // (0.2, 0.4, 0.6)
        let halfLabel = picture.at(5, 25)                      // black at alpha 0.5
        #expect(halfLabel.a >= 127 && halfLabel.a <= 128 && halfLabel.r == 0)
        #expect(matches(picture.at(5, 35), 153, 102, 51))    // brown (0.6, 0.4, 0.2)
        #expect(matches(picture.at(5, 45), 0, 255, 0))       // hue 1/3 at full saturation: green
    }
}
