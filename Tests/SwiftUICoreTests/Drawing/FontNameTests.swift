import Foundation
import Testing
@testable import SwiftUICore

/// Issue 35, fault 10: a font name of megabytes is not compared with every
/// installed family letter by letter (15 MB took 39 s); a typo still is.
@Suite struct FontNameTests {
    @Test func aHugeNameGetsNoSuggestionsAtOnce() {
        let started = Date()
        #expect(InstalledFonts.nearest(to: String(repeating: "x", count: 1_000_000)).isEmpty)
        #expect(Date().timeIntervalSince(started) < 5, "a hang guard, not a speed measure")
        #expect(InstalledFonts.nearest(to: "DejaVu Snas").contains("DejaVu Sans"))
    }
}
