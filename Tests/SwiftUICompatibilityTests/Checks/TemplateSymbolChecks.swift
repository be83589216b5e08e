// The globe of Xcode's template, drawn by our stand-in for SF Symbols.
import AnimGen
import Testing

@Suite struct GlobeSymbolChecks {
    @Test func theTemplatesGlobeDrawsItsRimAndLines() throws {
        // Our stand-in (Sources/Symbols/Catalog/SymbolCatalog+Everyday.swift):
        // a rim of radius 45.5 about (50, 50) stroked 9 wide (41…50 from the
        // centre), lines 7 wide: the equator, the central meridian, one
        // meridian ellipse 40 wide, parallels at y 28 and 72. Row 30 meets
        // the rim from x = 50 − √(50² − 20²) ≈ 4.2 to 50 − √(41² − 20²) ≈ 14.2;
        // (20, 40) lies ≥ 9.5 from every line. Apple does not publish the
        // symbol's outlines.
        let p = try render(GlobeBadge(), scale: 1)
        #expect(p.at(50, 50).a == 255)
        #expect(p.at(9, 30).a > 200, "\(p.at(9, 30))")
        #expect(p.isClear(20, 40))
        #expect(p.at(30, 27).a > 200)
    }
}
