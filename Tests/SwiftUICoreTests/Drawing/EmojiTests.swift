// Emoji are drawn in colour from the installed colour emoji font (Debian's
// fonts-noto-color-emoji, installed by scripts/install-deps): a CBDT bitmap
// strike scaled to the text's size, placed as the font's tables say.
import Foundation
import Testing
@testable import SwiftUICore
import Raster

@Suite struct EmojiTests {
    static let notoPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static let installed = FileManager.default.fileExists(atPath: notoPath)

    /// "😀" at 40 points, in black (the foreground style must not tint it), at the top-left of a 100-point square.
    func render(_ text: Text) throws -> Pixmap {
        try ImageRenderer(content: text.font(.custom("DejaVu Sans", size: 40)).foregroundStyle(Color.black)
            .frame(width: 100, height: 100, alignment: .topLeading)).render()
    }

    @Test(.enabled(if: installed, "Noto Color Emoji is not installed (fonts-noto-color-emoji): run scripts/install-deps"))
    func anEmojiIsDrawnInColourAtItsPlaceAndSize() throws {
        let t = try FontTables(path: Self.notoPath)
        // Every emoji of the font advances 2550 units of 2048 (hmtx): 49.8 points at 40.
        #expect(t.unitsPerEm == 2048 && t.advance(5) == 2550)
        let advance = 2550.0 * 40 / 2048
        let lineHeight = Double(t.ascender - t.descender) * 40 / 2048   // 1900 + 500 units: 46.9 points
        let p = try render(Text("\u{1F600}"))
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        var yellow = 0, dark = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let c = p.pixel(x: x, y: y)
                guard c.a > 128 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                if c.r > 200 && c.g > 150 && c.b < 120 { yellow += 1 }
                if c.r < 140 && c.g < 100 { dark += 1 }
            }
        }
        // Ink inside the advance and the line, filling most of both (the
        // strike's 136 × 128 pixels at 109 per em span the advance).
        #expect(minX >= 0 && Double(maxX + 1) <= advance + 1.5, "ink x \(minX)…\(maxX), advance \(advance)")
        #expect(Double(maxX + 1 - minX) >= advance * 0.8, "ink width \(maxX + 1 - minX)")
        #expect(minY >= 0 && Double(maxY + 1) <= lineHeight + 1.5, "ink y \(minY)…\(maxY), line \(lineHeight)")
        #expect(Double(maxY + 1 - minY) >= lineHeight * 0.8)
        // Coloured, not a box and not monochrome: a yellow face (most of
        // its disc) with dark eyes and mouth, though the text is black.
        #expect(yellow > 600, "yellow pixels: \(yellow)")
        #expect(dark > 20, "dark pixels: \(dark)")
        let centre = p.pixel(x: Int(advance / 2), y: Int(lineHeight * 0.3))
        #expect(centre.r > 200 && centre.g > 150 && centre.b < 120, "\(centre)")
    }

    @Test(.enabled(if: installed, "Noto Color Emoji is not installed (fonts-noto-color-emoji): run scripts/install-deps"))
    func anEmojiBetweenLettersFallsBackToTheEmojiFontOnly() throws {
        let sans = try FontTables(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let h = Double(sans.advance(sans.glyph("H"))) * 40 / 2048
        let emoji = 2550.0 * 40 / 2048
        let p = try render(Text("H\u{1F600}H"))
        // The letters stay DejaVu's, black; the emoji sits between them, in colour.
        let layout = try Text("H\u{1F600}H").font(.custom("DejaVu Sans", size: 40)).layout()
        #expect(abs(layout.size.width - (2 * h + emoji)) < 1e-6)
        let row = Int(layout.firstBaseline * 0.7)
        let mid = p.pixel(x: Int(h + emoji / 2), y: Int(layout.firstBaseline - emoji * 0.4))
        #expect(mid.r > 200 && mid.g > 150 && mid.b < 120, "\(mid)")
        // The first H's left stem (from its glyph's xMin, 60 units in) is black.
        let (xMin, _, _, _) = sans.bbox(sans.glyph("H"))
        let stem = p.pixel(x: Int(Double(xMin + 60) * 40 / 2048), y: row)
        #expect(stem.a > 200 && stem.r < 40 && stem.g < 40 && stem.b < 40, "\(stem)")
    }

    /// Pixels whose channels differ by more than 60: colour, not black, grey or white.
    func chromatic(_ p: Pixmap) -> Int {
        var n = 0
        for y in 0..<p.height {
            for x in 0..<p.width {
                let c = p.pixel(x: x, y: y)
                if c.a > 128 && Int(max(c.r, c.g, c.b)) - Int(min(c.r, c.g, c.b)) > 60 { n += 1 }
            }
        }
        return n
    }

    /// 🗓 (U+1F5D3) is an emoji shown as text by default (Unicode's
    /// Emoji_Presentation is No), and no text font has it: on Apple's
    /// platforms the emoji font comes first in the cascade, so it is drawn
    /// in colour. ⚒ (U+2692), which DejaVu Sans has, stays DejaVu's black
    /// glyph unless U+FE0F asks for the emoji.
    @Test(.enabled(if: installed, "Noto Color Emoji is not installed (fonts-noto-color-emoji): run scripts/install-deps"))
    func aTextStyleEmojiTheFontLacksIsDrawnInColour() throws {
        #expect(Unicode.Scalar(0x1F5D3)!.properties.isEmoji && !Unicode.Scalar(0x1F5D3)!.properties.isEmojiPresentation)
        #expect(chromatic(try render(Text("\u{1F5D3}"))) > 300)
        #expect(chromatic(try render(Text("\u{2692}"))) == 0)
        #expect(chromatic(try render(Text("\u{2692}\u{FE0F}"))) > 300)
    }
}
