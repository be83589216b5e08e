import Foundation
import Geometry
import Testing
@testable import SwiftUICore
@testable import Typesetting

/// Text layout checked against the font files' own tables (read by
/// `FontTables`, independent of FreeType and HarfBuzz).
@Suite struct TextLayoutTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"
    static let sans = try! FontTables(path: "\(dejaVu)/DejaVuSans.ttf")

    /// Advance of `string` in DejaVu Sans at `size` from hmtx plus the kern
    /// table's pairs (DejaVu's kern table and GPOS carry the same pairs).
    func expectedWidth(_ string: String, size: Double, kerned: Bool = true) -> Double {
        let t = Self.sans
        let glyphs = string.map(t.glyph)
        var units = glyphs.map(t.advance).reduce(0, +)
        if kerned { for i in glyphs.indices.dropLast() { units += t.kerning(glyphs[i], glyphs[i + 1]) } }
        return Double(units) * size / Double(t.unitsPerEm)
    }

    @Test func advanceOfHelloWorldMatchesHmtx() throws {
        let layout = try Text("Hello, World").font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(layout.size.width - expectedWidth("Hello, World", size: 20)) < 1e-9)
        #expect(layout.lines.count == 1)
    }

    @Test func stringWithoutKerningPairsIsTheSumOfAdvances() throws {
        let t = Self.sans
        let glyphs = "minimum".map(t.glyph)
        for i in glyphs.indices.dropLast() { #expect(t.kerning(glyphs[i], glyphs[i + 1]) == 0) }
        let layout = try Text("minimum").font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(layout.size.width - expectedWidth("minimum", size: 20, kerned: false)) < 1e-9)
    }

    @Test func kerningOfAVatarComesFromTheFont() throws {
        let t = Self.sans
        let av = t.kerning(t.glyph("A"), t.glyph("V"))
        #expect(av < 0)  // the font does kern this pair
        let pair = try Text("AV").font(.custom("DejaVu Sans", size: 20)).layout().size.width
        let unkerned = Double(t.advance(t.glyph("A")) + t.advance(t.glyph("V"))) * 20 / 2048
        #expect(abs(pair - unkerned - Double(av) * 20 / 2048) < 1e-9)
        let avatar = try Text("AVATAR").font(.custom("DejaVu Sans", size: 20)).layout().size.width
        #expect(abs(avatar - expectedWidth("AVATAR", size: 20)) < 1e-9)
        #expect(avatar < expectedWidth("AVATAR", size: 20, kerned: false))
    }

    @Test func verticalMetricsComeFromHhea() throws {
        let t = Self.sans
        let s = 20.0 / Double(t.unitsPerEm)
        let layout = try Text("Hg").font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(layout.ascent - Double(t.ascender) * s) < 1e-9)
        #expect(abs(layout.descent + Double(t.descender) * s) < 1e-9)
        #expect(abs(layout.firstBaseline - Double(t.ascender) * s) < 1e-9)
        #expect(abs(layout.size.height - Double(t.ascender - t.descender + t.lineGap) * s) < 1e-9)
    }

    @Test func outlineOfCapitalIHasTheGlyfBoundingBox() throws {
        let t = Self.sans
        let (xMin, yMin, xMax, yMax) = t.bbox(t.glyph("I"))
        let s = 100.0 / Double(t.unitsPerEm)
        let layout = try Text("I").font(.custom("DejaVu Sans", size: 100)).layout()
        let box = bounds(layout.path(at: CGPoint(x: 10, y: 20), anchor: .topLeading))
        let baseline = 20 + Double(t.ascender) * s
        #expect(abs(box.minX - (10 + Double(xMin) * s)) < 1e-9)
        #expect(abs(box.maxX - (10 + Double(xMax) * s)) < 1e-9)
        #expect(abs(box.minY - (baseline - Double(yMax) * s)) < 1e-9)
        #expect(abs(box.maxY - (baseline - Double(yMin) * s)) < 1e-9)
    }

    @Test func anchorPlacesTheLayoutBox() throws {
        let layout = try Text("I").font(.custom("DejaVu Sans", size: 100)).layout()
        let a = bounds(layout.path(at: .zero, anchor: .topLeading))
        let b = bounds(layout.path(at: CGPoint(x: 50, y: 50), anchor: .center))
        #expect(abs(b.minX - (a.minX + 50 - layout.size.width / 2)) < 1e-9)
        #expect(abs(b.minY - (a.minY + 50 - layout.size.height / 2)) < 1e-9)
    }

    @Test func arabicLaysOutRightToLeft() throws {
        // "سلام": the first logical letter's glyph is the rightmost one.
        let layout = try Text("\u{633}\u{644}\u{627}\u{645}").font(.custom("DejaVu Sans", size: 20)).layout()
        let glyphs = layout.glyphs
        #expect(glyphs.count >= 3)
        let first = try #require(glyphs.first { $0.cluster == 0 })
        #expect(glyphs.allSatisfy { $0.x <= first.x })
        // Visual order runs from the last logical character to the first.
        #expect(glyphs.map(\.cluster) == glyphs.map(\.cluster).sorted(by: >))
    }

    @Test func hebrewInsideEnglishKeepsBothOrders() throws {
        // "ab אב cd": Latin left to right, the Hebrew word reversed in place.
        let text = "ab \u{5D0}\u{5D1} cd"
        let layout = try Text(text).font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(layout.glyphs.map(\.cluster) == [0, 1, 2, 4, 3, 5, 6, 7])
    }

    @Test func fiLigatureInDejaVuSerif() throws {
        let serif = try FontTables(path: "\(Self.dejaVu)/DejaVuSerif.ttf")
        let ligature = serif.glyph("\u{FB01}")
        try #require(ligature != 0)
        let layout = try Text("fi").font(.system(size: 20, design: .serif)).layout()
        #expect(layout.glyphs.map(\.id) == [UInt32(ligature)])
        #expect(abs(layout.size.width - Double(serif.advance(ligature)) * 20 / 2048) < 1e-9)
    }

    static let cjkFont = FontResolver.cjkCandidates.first { FileManager.default.fileExists(atPath: $0) }

    @Test(.enabled(if: cjkFont?.hasSuffix(".ttf") == true, "needs fonts-droid-fallback"))
    func cjkFallsBackToAFontThatHasTheGlyph() throws {
        let cjk = try FontTables(path: Self.cjkFont!)
        #expect(Self.sans.glyph("你") == 0)  // DejaVu lacks it
        let layout = try Text("A你好").font(.custom("DejaVu Sans", size: 20)).layout()
        let glyphs = layout.glyphs
        #expect(glyphs.count == 3)
        #expect(glyphs[0].face.path.hasSuffix("DejaVuSans.ttf"))
        #expect(glyphs[1].face.path == Self.cjkFont)
        #expect(glyphs[1].id == UInt32(cjk.glyph("你")))
        #expect(glyphs[2].id == UInt32(cjk.glyph("好")))
        let expected = Double(Self.sans.advance(Self.sans.glyph("A"))) * 20 / 2048
            + Double(cjk.advance(cjk.glyph("你")) + cjk.advance(cjk.glyph("好"))) * 20 / Double(cjk.unitsPerEm)
        #expect(abs(layout.size.width - expected) < 1e-9)
    }

    @Test func missingFontFileNamesThePath() throws {
        let path = "/no/such/dir/Missing.ttf"
        #expect(throws: FontError.fileNotFound(path: path)) { try Font.file(path, size: 12) }
        #expect(throws: FontError.fileNotFound(path: path)) {
            try Text("x").font(.custom(path, size: 12)).layout()
        }
        #expect(FontError.fileNotFound(path: path).description.contains(path))
        do {
            _ = try Text("x").font(.custom("No Such Font", size: 12)).layout()
            Issue.record("expected an error")
        } catch let FontError.notInstalled(name, nearest) {
            #expect(name == "No Such Font")
            #expect(nearest.count == 3)
        }
    }

    @Test func customFontByNameAndByPath() throws {
        let byName = try Text("fi").font(.custom("DejaVu Serif", size: 20)).layout()
        let byPath = try Text("fi").font(.custom("\(Self.dejaVu)/DejaVuSerif.ttf", size: 20)).layout()
        let system = try Text("fi").font(.system(size: 20, design: .serif)).layout()
        #expect(byName.glyphs.map(\.id) == system.glyphs.map(\.id))
        #expect(byPath.size == system.size)
        let bold = try Text("a").font(.custom("DejaVu Sans Bold", size: 20)).layout()
        #expect(bold.glyphs[0].face.path == "\(Self.dejaVu)/DejaVuSans-Bold.ttf")
    }

    func bounds(_ path: Path) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        path.forEach { e in
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
