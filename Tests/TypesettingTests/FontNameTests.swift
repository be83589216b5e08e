import Testing
@testable import Typesetting

/// Issue 35, fault 10: a font name of megabytes is not compared with every
/// installed family letter by letter (15 MB took 39 s); a typo still is.
@Suite struct FontNameTests {
    /// A hang guard, not a speed measure (a minute would mean the quadratic comparison is back).
    @Test(.timeLimit(.minutes(1))) func aHugeNameGetsNoSuggestionsAtOnce() {
        #expect(InstalledFonts.nearest(to: String(repeating: "x", count: 1_000_000)).isEmpty)
        #expect(InstalledFonts.nearest(to: "DejaVu Snas").contains("DejaVu Sans"))
    }
}
