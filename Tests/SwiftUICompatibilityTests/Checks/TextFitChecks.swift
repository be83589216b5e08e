// minimumScaleFactor against Apple's page: text that does not fit its space
// draws in a font as small as the factor times its own, and no smaller.
import AnimGen
import Testing

@Suite struct TextFitChecks {
    /// The columns holding ink anywhere in the picture.
    private func inkedColumns(_ p: Picture) -> ClosedRange<Int>? {
        var lo = Int.max, hi = Int.min
        for y in 0..<p.pixmap.height { if let r = p.inkedColumns(row: y) { lo = min(lo, r.lowerBound); hi = max(hi, r.upperBound) } }
        return lo <= hi ? lo...hi : nil
    }

    @Test func textShrinksUntilItFits() throws {
        let natural = try #require(inkedColumns(try render(NaturalReading(), scale: 1)))
        let naturalWidth = CGFloat(natural.count)
        try #require(naturalWidth > 150)   // 40-point "Temperature" is far wider than the 100-point tile
        let shrunk = try #require(inkedColumns(try render(ShrinkingReading(minimum: 0.1), scale: 1)))
        // Scaled by about 100 / (advance width): the ink fills most of the tile and stays inside it.
        #expect(shrunk.lowerBound >= 0 && shrunk.upperBound < 100)
        #expect(CGFloat(shrunk.count) > 0.85 * 100 * naturalWidth / (naturalWidth + 6))
    }

    @Test func textStopsShrinkingAtTheFactorAndTruncates() throws {
        // At 0.9 the text is still wider than the tile: drawn at 36 points, truncated with "…".
        let natural = try #require(inkedColumns(try render(NaturalReading(), scale: 1)))
        let picture = try render(ShrinkingReading(minimum: 0.9), scale: 1)
        let ink = try #require(inkedColumns(picture))
        #expect(ink.upperBound < 100)
        // The "T" (about 24 points wide at 40 points): its stem is the cap height, 0.9 of the natural one.
        func capHeight(_ p: Picture, from x: Int) -> Int {
            (x...(x + 18)).map { p.inkedRowCount(column: $0) }.max() ?? 0
        }
        let naturalCap = capHeight(try render(NaturalReading(), scale: 1), from: natural.lowerBound)
        let shrunkCap = capHeight(picture, from: ink.lowerBound)
        #expect(naturalCap > 20)
        #expect(abs(CGFloat(shrunkCap) - 0.9 * CGFloat(naturalCap)) <= 1.5, "\(shrunkCap) against \(naturalCap)")
    }
}
