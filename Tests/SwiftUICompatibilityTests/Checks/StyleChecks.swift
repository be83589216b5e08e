// Color.mix, the tint, style shadows and GraphicsContext.environment against
// values worked out by hand from Apple's pages.
import AnimGen
import Testing

@Suite struct StyleChecks {
    @Test func selectionFillsWithTheAccentColourAsOnIPhone() throws {
        // Apple: "On iPhone, this will always fill with the environment's accent color".
        let picture = try render(SelectionSwatches(), scale: 1)
        #expect(picture.pixmap.width == 30 && picture.pixmap.height == 10)
        #expect(matches(picture.at(5, 5), 0, 122, 255))     // the default accent, system blue
        #expect(matches(picture.at(15, 5), 52, 199, 89))    // .tint(.green)
        #expect(matches(picture.at(25, 5), 255, 149, 0))    // .accentColor(.orange)
    }

    @Test func hdrColoursKeepTheirHeadroomAndDrawClippedToSDR() throws {
        let yellow = Color(.sRGB, red: 1.83, green: 1.47, blue: 0).headroom(4)
        let hdr = yellow.resolveHDR(in: EnvironmentValues())
        #expect(hdr.headroom == 4 && abs(hdr.red - 1.83) < 1e-4 && abs(hdr.green - 1.47) < 1e-4 && hdr.blue == 0)
        #expect(Color.red.resolveHDR(in: EnvironmentValues()).headroom == nil)
        #expect(yellow.opacity(0.5).resolveHDR(in: EnvironmentValues()).headroom == 4)
        #expect(Color(hdr).resolveHDR(in: EnvironmentValues()) == hdr)
        #expect(Color.ResolvedHDR(Color.blue.resolved, headroom: 2).headroom == 2)
        // An 8-bit sRGB render has no headroom: the components are clipped to 1.
        #expect(matches(try render(HDRYellow(), scale: 1).at(5, 5), 255, 255, 0))
    }

    @Test func mixInDeviceAndPerceptualSpaces() throws {
        let picture = try render(MixedSwatches(), scale: 1)
        // Device: components halfway, 0.5 → 128.
        #expect(matches(picture.at(5, 5), 128, 128, 128))
        // Perceptual (Oklab): white is L = 1, black L = 0, so halfway is
        // L = 0.5, a = b = 0: linear 0.5³ = 0.125, sRGB-encoded 0.3887 → 99.
        #expect(matches(picture.at(15, 5), 99, 99, 99), "\(picture.at(15, 5))")
        // Device, a quarter of the way from red to blue: (0.75, 0, 0.25).
        #expect(matches(picture.at(25, 5), 191, 0, 64))
    }

    @Test func tintDefaultsToTheAccentColorAndFollowsTintModifiers() throws {
        let picture = try render(TintedBadges(), scale: 1)
        #expect(matches(picture.at(10, 10), 0, 122, 255))    // system blue
        #expect(matches(picture.at(30, 10), 255, 128, 0))
        #expect(matches(picture.at(50, 10), 0, 255, 0))      // accentColor(_:)
        #expect(matches(picture.at(70, 10), 255, 0, 255))    // a Canvas's .tint
    }

    @Test func dropShadowStyleFallsBehindTheFill() throws {
        // Tile (20, 20)–(40, 40); its crisp shadow (20, 20)–(40, 40) moved by (10, 10).
        for picture in [try render(StyledTile(style: Color.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10))), scale: 1),
                            try render(StyledTile(style: .shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
                                .foregroundStyle(.blue), scale: 1)] {
            #expect(matches(picture.at(25, 25), 0, 122, 255) && matches(picture.at(35, 35), 0, 122, 255))
            #expect(matches(picture.at(45, 45), 0, 0, 0) && matches(picture.at(45, 32), 0, 0, 0))
            #expect(picture.isClear(45, 25) && picture.isClear(25, 45) && picture.isClear(15, 15))
        }
    }

    @Test func innerShadowStyleDarkensTheFillsInnerEdge() throws {
        // The tile's inverted alpha moved by (5, 5) covers its strips x < 25 and y < 25.
        let picture = try render(StyledTile(style: Color.white.shadow(.inner(color: .black, radius: 0, x: 5, y: 5))), scale: 1)
        #expect(matches(picture.at(22, 30), 0, 0, 0) && matches(picture.at(30, 22), 0, 0, 0))
        #expect(matches(picture.at(30, 30), 255, 255, 255) && matches(picture.at(38, 38), 255, 255, 255))
        #expect(picture.isClear(15, 15) && picture.isClear(42, 30))
    }

    @Test func canvasReadsItsViewsEnvironment() throws {
        let plain = try render(SchemeAwareCanvas(), scale: 1)
        #expect(matches(plain.at(5, 5), 0, 0, 0) && plain.isClear(15, 5))
        let dark = try render(SchemeAwareCanvas().environment(\.colorScheme, .dark), scale: 2)
        #expect(matches(dark.at(5, 5), 255, 255, 255) && matches(dark.at(15, 5), 255, 255, 255))
    }

    @Test func textCastsItsStylesShadow() throws {
        // White text on nothing: without the shadow no pixel is dark; with a
        // crisp black shadow moved by (3, 3), dark opaque pixels appear, and
        // every one of them lies 3 right and 3 down of a glyph pixel.
        let plain = try render(PlainCaption(), scale: 1), shadowed = try render(ShadowedCaption(), scale: 1)
        func isDark(_ p: RGBA8) -> Bool { p.a == 255 && p.r < 40 }
        var dark = 0
        for y in 3..<shadowed.pixmap.height {
            for x in 3..<shadowed.pixmap.width {
                #expect(!isDark(plain.pixmap.pixel(x: x, y: y)))
                if isDark(shadowed.pixmap.pixel(x: x, y: y)) {
                    dark += 1
                    #expect(plain.pixmap.pixel(x: x - 3, y: y - 3).a == 255)
                }
            }
        }
        #expect(dark > 20)
    }

    @Test func blendModeStyleBlendsWithWhatIsBeneath() throws {
        // Multiply: (1, 1, 0) × (0.5, 0.5, 1) = (0.5, 0.5, 0) → (128, 128, 0).
        let picture = try render(MultipliedSquare(), scale: 1)
        #expect(matches(picture.at(10, 10), 128, 128, 0), "\(picture.at(10, 10))")
        #expect(matches(picture.at(2, 2), 255, 255, 0))
    }

    @Test func labelLevelsFollowTheColorScheme() throws {
        // UIKit's label colors: light black and #3C3C43 at 60 %, dark white
        // and #EBEBF5 at 60 %. Over black: 0.6·(235, 235, 245) = (141, 141,
        // 147); over white: 0.6·(60, 60, 67) + 0.4·255 = (138, 138, 142).
        let dark = try render(LabelSwatches(scheme: .dark, backdrop: .black), scale: 1)
        #expect(matches(dark.at(5, 5), 255, 255, 255), "\(dark.at(5, 5))")
        #expect(matches(dark.at(15, 5), 141, 141, 147), "\(dark.at(15, 5))")
        #expect(matches(dark.at(25, 5), 255, 255, 255), "\(dark.at(25, 5))")
        let light = try render(LabelSwatches(scheme: .light, backdrop: .white), scale: 1)
        #expect(matches(light.at(5, 5), 0, 0, 0))
        #expect(matches(light.at(15, 5), 138, 138, 142), "\(light.at(15, 5))")
        #expect(matches(light.at(25, 5), 0, 0, 0))
    }
}

@Suite struct BlendModeChecks {
    @Test func blendModeEnumCompositesViewsAndStyles() throws {
        // Backdrop (1, 0.5, 0), source (0.5, 0.5, 1), W3C formulas:
        // multiply a·b = (0.5, 0.25, 0); screen 1 − (1 − a)(1 − b) = (1, 0.75, 1);
        // difference |a − b| = (0.5, 0, 1).
        let picture = try render(BlendSwatches(), scale: 1)
        #expect(matches(picture.at(5, 5), 128, 64, 0), "\(picture.at(5, 5))")
        #expect(matches(picture.at(15, 5), 255, 191, 255), "\(picture.at(15, 5))")
        #expect(matches(picture.at(25, 5), 128, 0, 255), "\(picture.at(25, 5))")
        #expect(matches(picture.at(35, 5), 128, 64, 0) && matches(picture.at(30.5, 0.5), 255, 128, 0))  // circle's centre, backdrop corner
        #expect(matches(picture.at(45, 5), 255, 191, 255))
    }
}

@Suite struct ResolvedColorChecks {
    @Test func resolveInTheEnvironmentGivesTheColorsComponents() throws {
        // sRGB 0.5 is linear ((0.5 + 0.055) / 1.055)^2.4 = 0.21404.
        let resolved = Color(red: 1, green: 0.5, blue: 0.25).resolve(in: EnvironmentValues())
        #expect(abs(resolved.linearGreen - 0.21404) < 1e-4 && abs(resolved.green - 0.5) < 1e-5 && resolved.opacity == 1)
        let picture = try render(ResolvedSwatches(), scale: 1)
        #expect(matches(picture.at(5, 5), 255, 128, 64) && matches(picture.at(15, 5), 255, 0, 64))
    }
}

@Suite struct StyleLevelChecks {
    /// Premultiplied components within 1 of (r, g, b, a).
    func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Bool {
        abs(Int(p.r) - r) <= 1 && abs(Int(p.g) - g) <= 1 && abs(Int(p.b) - b) <= 1 && abs(Int(p.a) - a) <= 1
    }

    @Test func foregroundStyleLevelsFillTheHierarchicalStyles() throws {
        let picture = try render(LayeredBars(), scale: 1)
        #expect(matches(picture.at(5, 5), 0, 0, 255, within: 0))
        #expect(matches(picture.at(15, 5), 0, 255, 0, within: 0))
        #expect(matches(picture.at(25, 5), 255, 0, 0, within: 0))
        // No fourth style given: the primary at the fourth level's 18 %: 0.18 · 255 = 45.9.
        #expect(near(picture.at(35, 5), 0, 0, 46, 46), "\(picture.at(35, 5))")
    }

    @Test func levelsOfAStyleFadeIt() throws {
        let picture = try render(FadedLevels(), scale: 1)
        // Red's second level, 60 %: 153 premultiplied.
        #expect(near(picture.at(5, 5), 153, 0, 0, 153), "\(picture.at(5, 5))")
        // (0, 0.5, 0) at the third level's 30 %: alpha 76.5, green 38.25.
        let p = picture.at(15, 5)
        #expect(abs(Int(p.a) - 77) <= 1 && abs(Int(p.g) - 38) <= 1 && p.r == 0 && p.b == 0, "\(p)")
        // .quinary with no foreground: #3C3C43 at 10 %: alpha 25.5, (6, 6, 6.7).
        let q = picture.at(25, 5)
        #expect(abs(Int(q.a) - 26) <= 1 && abs(Int(q.r) - 6) <= 1 && abs(Int(q.b) - 7) <= 1, "\(q)")
    }
}

@Suite struct MaterialChecks {
    @Test func materialsTintWhatIsBeneathByThickness() throws {
        // White at 45 % and 90 % over black (blurred black is black): 0.45 · 255 = 114.75, 0.9 · 255 = 229.5.
        let picture = try render(MaterialBadges(), scale: 1)
        #expect(matches(picture.at(5, 5), 115, 115, 115, within: 1), "\(picture.at(5, 5))")
        #expect(matches(picture.at(55, 5), 230, 230, 230, within: 1), "\(picture.at(55, 5))")
    }

    @Test func materialsBlurWhatIsBeneath() throws {
        // Black | white halves under an ultra-thin material (white at 30 %, over the backdrop blurred with
        // σ = 10 pt). At the boundary the blur is half way, 127.5 → 0.7 · 127.5 + 76.5 = 166; 10 pt (1 σ)
        // into the black it is Φ(−1) ≈ 0.16 of white, ≈ 40 → 105; 35 pt in, beyond the blur's reach,
        // black → 76.5; white stays white. Unblurred, the boundary pixel would be 76.5.
        let picture = try render(FrostedHalves(), scale: 1)
        let edge = picture.at(39.5, 20), near = picture.at(30, 20), far = picture.at(5, 20), white = picture.at(75, 20)
        #expect(edge.r >= 150 && edge.r <= 180 && edge.r == edge.b, "\(edge)")
        #expect(near.r >= 95 && near.r <= 118, "\(near)")
        #expect(matches(far, 76, 76, 76, within: 2), "\(far)")
        #expect(matches(white, 255, 255, 255, within: 1), "\(white)")
        // Outside the material nothing is blurred: the strip below keeps its hard edge.
        #expect(matches(picture.at(39.5, 45), 0, 0, 0) && matches(picture.at(40.5, 45), 255, 255, 255))
    }
}
