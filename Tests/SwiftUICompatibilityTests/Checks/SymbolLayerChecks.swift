// Symbol layers against Apple's SymbolRenderingMode pages: palette puts
// the primary style on the first layer (the exclamation mark) and the
// secondary on the second (the triangle); hierarchical fills the first
// with the foreground style and the second with a lower-opacity variant;
// monochrome is one layer. Colours are iOS's system colours (yellow
// 255 204 0, cyan 50 173 230, purple 175 82 222, green 52 199 89).
//
// The warning symbol is a 40-point box at (10, 10) in symbol units (0…1):
// the mark's bar runs down x = 0.5 from y 0.36 to 0.66 (0.12 wide), so
// (30, 30) is on the mark; (24, 42) is (0.35, 0.8), inside the triangle
// (0.09…0.91 wide there) and 0.15 from the mark's dot (radius 0.07).
import AnimGen
import Testing

@Suite struct SymbolLayerChecks {
    @Test func paletteColoursTheMarkAndTheTriangleApart() throws {
        let picture = try render(PaletteWarning(), scale: 1)
        #expect(matches(picture.at(30, 30), 255, 204, 0), "mark: \(picture.at(30, 30))")
        #expect(matches(picture.at(24, 42), 50, 173, 230), "triangle: \(picture.at(24, 42))")
        #expect(matches(picture.at(30, 20), 50, 173, 230))  // (0.5, 0.25): above the bar
    }

    @Test func hierarchicalFadesTheSecondLayer() throws {
        let picture = try render(HierarchicalWarning(), scale: 1)
        #expect(matches(picture.at(30, 30), 175, 82, 222), "mark: \(picture.at(30, 30))")
        let triangle = picture.at(24, 42)
        #expect(triangle.a > 60 && triangle.a < 220, "lower opacity: \(triangle)")
        // Premultiplied purple: blue over red over green at any opacity.
        #expect(triangle.b > triangle.r && triangle.r > triangle.g)
    }

    @Test func monochromeKnocksTheMarkOutOfOneLayer() throws {
        let picture = try render(MonochromeWarning(), scale: 1)
        #expect(picture.isClear(30, 30))
        #expect(matches(picture.at(24, 42), 255, 204, 0))
    }

    @Test func aModeOnAContainerReachesItsSymbols() throws {
        // checkmark.circle at (10, 10), xmark.circle.fill at (50, 10), both
        // 40 points. The ring spans radius 0.41…0.5 of the box; the glyphs
        // are scaled by 0.56 about the centre: the check's corner
        // (0.4, 0.78) lands at (0.444, 0.657), the cross at the centre.
        let picture = try render(StatusRow(), scale: 1)
        #expect(matches(picture.at(30, 11), 52, 199, 89), "ring: \(picture.at(30, 11))")
        #expect(matches(picture.at(27.5, 36.3), 255, 255, 255), "check: \(picture.at(27.5, 36.3))")
        #expect(picture.isClear(30, 20))
        #expect(matches(picture.at(70, 16), 52, 199, 89), "disc: \(picture.at(70, 16))")
        #expect(matches(picture.at(70, 30), 255, 255, 255), "cross: \(picture.at(70, 30))")
    }

    @Test func aPaletteShadingColoursTheLayersInACanvas() throws {
        let picture = try render(CanvasPaletteBadge(), scale: 1)
        #expect(matches(picture.at(27.5, 36.3), 255, 255, 255), "check: \(picture.at(27.5, 36.3))")
        #expect(matches(picture.at(30, 16), 52, 199, 89), "disc: \(picture.at(30, 16))")
    }
}
