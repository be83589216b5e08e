// The globe of Xcode's template, drawn by our stand-in for SF Symbols.
import AnimGen
import Testing

@Suite struct GlobeSymbolChecks {
    @Test func theTemplatesGlobeDrawsItsRimAndLines() throws {
        // Our stand-in (SymbolCatalog+Objects.swift): rim radius 45 about
        // (50, 50), lines 7 wide: the equator, the central meridian, one
        // meridian ellipse 40 wide, parallels at y 27 and 73. Row 30 meets
        // the rim at x = 50 − √(45² − 20²) ≈ 9.7; (20, 40) lies ≥ 9.5 from
        // every line. Apple does not publish the symbol's outlines.
        let p = try render(GlobeBadge(), scale: 1)
        #expect(p.at(50, 50).a == 255)
        #expect(p.at(9, 30).a > 200, "\(p.at(9, 30))")
        #expect(p.isClear(20, 40))
        #expect(p.at(30, 27).a > 200)
    }
}
