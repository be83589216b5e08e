// Text drawn through GraphicsContext, checked against DejaVu Sans's own
// tables (read by FontTables, not by FreeType or HarfBuzz).
import Foundation
import Testing
import SwiftUICore
import Raster

@Suite struct ContextTextTests {
    static let sans = try! FontTables(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// Leftmost and rightmost columns holding ink in rows `rows`.
    func inkColumns(_ p: Pixmap, rows: Range<Int>) -> (Int, Int)? {
        var lo = Int.max, hi = Int.min
        for y in rows { for x in 0..<p.width where p.pixel(x: x, y: y).a > 0 { lo = min(lo, x); hi = max(hi, x) } }
        return lo <= hi ? (lo, hi) : nil
    }

    @Test func textAdvanceDrawnAtAPoint() throws {
        // "HHH" at 20 pt, its leading edge at x = 10: the last H's ink ends at
        // 10 + 2·advance(H) + xMax(H), in font units scaled by 20 / unitsPerEm.
        let t = Self.sans, h = t.glyph("H")
        let k = 20.0 / Double(t.unitsPerEm)
        let (xMin, _, xMax, _) = t.bbox(h)
        let p = try renderContext(160, 40) { c, _ in
            c.draw(Text("HHH").font(.custom("DejaVu Sans", size: 20)), at: CGPoint(x: 10, y: 20), anchor: .leading)
        }
        let (lo, hi) = try #require(inkColumns(p, rows: 0..<40))
        let left = 10 + Double(xMin) * k, right = 10 + (2 * Double(t.advance(h)) + Double(xMax)) * k
        #expect(Double(lo) <= left && left < Double(lo) + 1)
        #expect(Double(hi) < right && right <= Double(hi) + 1)
    }

    @Test func resolvedTextMeasuresAndPlacesBaseline() throws {
        let t = Self.sans
        let k = 20.0 / Double(t.unitsPerEm)
        var size = CGSize.zero, baseline: CGFloat = 0
        let p = try renderContext(200, 60) { c, _ in
            let text = c.resolve(Text("Hello").font(.custom("DejaVu Sans", size: 20)))
            size = text.measure(in: CGSize(width: 1000, height: 1000))
            baseline = text.firstBaseline(in: CGSize(width: 1000, height: 1000))
            c.draw(text, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
        }
        let advance = "Hello".map { Double(t.advance(t.glyph($0))) }.reduce(0, +) * k
        #expect(abs(size.width - advance) < 1e-6)
        #expect(abs(baseline - Double(t.ascender) * k) < 1e-6)
        // The H's bottom (y = 0 in font units) sits on the baseline.
        let bottom = (0..<60).last { y in (10..<20).contains { p.pixel(x: $0, y: y).a > 128 } }
        let last = try #require(bottom)
        #expect(abs(Double(last + 1) - Double(10 + baseline)) < 0.5)
    }

    @Test func textIsBlackByDefaultAndTakesShading() throws {
        func inkColor(_ body: (inout GraphicsContext) -> Void) throws -> Set<[Int]> {
            let p = try renderContext(80, 40) { c, _ in body(&c) }
            var colors = Set<[Int]>()
            for y in 0..<40 { for x in 0..<80 where px(p, x, y)[3] == 255 { colors.insert(px(p, x, y)) } }
            return colors
        }
        let text = Text("II").font(.custom("DejaVu Sans", size: 30))
        #expect(try inkColor { $0.draw(text, at: CGPoint(x: 40, y: 20)) } == [[0, 0, 0, 255]])
        #expect(try inkColor { c in
            var r = c.resolve(text)
            r.shading = .color(rgb8(0, 0, 255))
            c.draw(r, at: CGPoint(x: 40, y: 20))
        } == [[0, 0, 255, 255]])
        #expect(try inkColor { $0.draw(text.foregroundStyle(rgb8(255, 0, 0)), at: CGPoint(x: 40, y: 20)) }
            == [[255, 0, 0, 255]])
    }

    @Test func gradientSpansTheTextBounds() throws {
        var box = CGSize.zero
        let p = try renderContext(300, 60) { c, _ in
            let text = Text("IIIIIIIIII").font(.custom("DejaVu Sans", size: 40))
                .foregroundStyle(LinearGradient(colors: [rgb8(255, 0, 0), rgb8(0, 0, 255)],
                                                startPoint: .leading, endPoint: .trailing))
            box = c.resolve(text).measure(in: CGSize(width: 1000, height: 1000))
            c.draw(text, at: CGPoint(x: 10, y: 0), anchor: .topLeading)
        }
        // Each fully covered ink pixel has t = (x + 0.5 − 10) / box width.
        var checked = 0
        for y in 0..<60 {
            for x in 0..<300 where px(p, x, y)[3] == 255 {
                let t = (Double(x) + 0.5 - 10) / box.width
                #expect(near(px(p, x, y), [255 * (1 - t), 0, 255 * t, 255], 1.5))
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func drawInRectWrapsToItsWidth() throws {
        let p = try renderContext(200, 120) { c, _ in
            c.draw(Text("wrap these words").font(.custom("DejaVu Sans", size: 20)), in: CGRect(x: 0, y: 0, width: 90, height: 120))
        }
        let (_, hi) = try #require(inkColumns(p, rows: 0..<120))
        #expect(hi < 90)
        #expect(inkColumns(p, rows: 30..<55) != nil)   // a second line
    }

    @Test func missingFontFileIsThrownByTheRender() throws {
        #expect(throws: (any Error).self) {
            _ = try renderContext(10, 10) { c, _ in
                c.draw(Text("x").font(.custom("/nonexistent/font.ttf", size: 12)), at: .zero)
            }
        }
    }
}
