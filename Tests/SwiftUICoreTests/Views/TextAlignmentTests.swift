// multilineTextAlignment on a wrapped Text view, checked on pixels worked
// out by hand from DejaVu Sans Mono's own tables. Apple's page for
// `EnvironmentValues.multilineTextAlignment`: a text view aligns its lines
// "when the content wraps or contains newlines", and it "has a width that
// exactly matches the width of its widest line".
import Foundation
import Testing
@testable import SwiftUICore
import Raster

@Suite struct TextAlignmentTests {
    static let mono = try! FontTables(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")

    /// "██████ ██" at 20 points (12.04-point advances) in a 100-point frame
    /// that holds eight characters but not nine: two lines, "██████" and
    /// "██", the text view as wide as the first and centred in the frame.
    func render(_ alignment: TextAlignment) throws -> Pixmap {
        let view = Text("\u{2588}\u{2588}\u{2588}\u{2588}\u{2588}\u{2588} \u{2588}\u{2588}")
            .font(.system(size: 20, design: .monospaced))
            .multilineTextAlignment(alignment)
            .frame(width: 100, height: 100)
        return try ImageRenderer(content: view).render()
    }

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func wrappedLinesAlignWithinTheWidestLine(_ alignment: TextAlignment) throws {
        let t = Self.mono
        let block = t.glyph("\u{2588}")
        let s = 20.0 / Double(t.unitsPerEm)
        let advance = Double(t.advance(block)) * s
        // The full block's ink, from its glyf box (it may overhang its advance).
        let (xMinUnits, _, xMaxUnits, _) = t.bbox(block)
        let inkLeft = Double(xMinUnits) * s, inkRight = Double(xMaxUnits) * s
        // Two lines of ascender - descender + line gap each, centred in 100 points.
        let lineHeight = Double(t.ascender - t.descender + t.lineGap) * s
        let top = (100 - 2 * lineHeight) / 2
        // Eight advances fit in 100 points, nine do not: the text wraps after the space.
        #expect(8 * advance <= 100 && 9 * advance > 100)
        // The text view is six advances wide, centred in 100 points.
        let left = (100 - 6 * advance) / 2
        let second = switch alignment {
        case .leading: left
        case .center: left + 2 * advance
        case .trailing: left + 4 * advance
        }
        let p = try render(alignment)
        // Rows through the middle of each line's block (the block spans the line's ascent and descent).
        let row1 = Int(top + lineHeight / 2), row2 = Int(top + lineHeight * 1.5)
        func ink(_ x: Double, _ y: Int) -> Bool { p.pixel(x: Int(x), y: y).a > 200 }
        func clear(_ x: Double, _ y: Int) -> Bool { p.pixel(x: Int(x), y: y).a < 50 }
        // A run of n blocks whose first starts at x inks [x + inkLeft, x + (n − 1) advance + inkRight).
        func expectRun(_ x: Double, _ n: Int, _ row: Int) {
            let from = x + inkLeft, to = x + Double(n - 1) * advance + inkRight
            #expect(ink(from + 1.5, row) && ink(to - 1.5, row), "\(alignment): ink \(from)…\(to) on row \(row)")
            #expect(clear(from - 1.5, row) && clear(to + 1.5, row), "\(alignment): clear around \(from)…\(to) on row \(row)")
        }
        // First line: the whole width, whatever the alignment; second: two blocks at the aligned place.
        expectRun(left, 6, row1)
        expectRun(second, 2, row2)
    }
}
