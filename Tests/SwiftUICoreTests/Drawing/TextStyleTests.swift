import Foundation
import Geometry
import Testing
@testable import SwiftUICore

/// Fonts, text modifiers, line breaking and alignment.
@Suite struct TextStyleTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu"
    static let sans = try! FontTables(path: "\(dejaVu)/DejaVuSans.ttf")

    /// Width of `s` in DejaVu Sans at `size` from hmtx and kern.
    func width(_ s: String, size: Double = 20) -> Double {
        let g = s.map(Self.sans.glyph)
        var units = g.map(Self.sans.advance).reduce(0, +)
        for i in g.indices.dropLast() { units += Self.sans.kerning(g[i], g[i + 1]) }
        return Double(units) * size / 2048
    }

    var lineHeight: Double { Double(Self.sans.ascender - Self.sans.descender + Self.sans.lineGap) * 20 / 2048 }

    @Test func textStylesHaveSwiftUIsDefaultSizes() {
        // Apple HIG, Typography, iOS Dynamic Type sizes at "Large" (default).
        let expected: [(Font, CGFloat)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in expected { #expect(font.pointSize == size) }
        #expect(Font.headline.resolvedWeight == .semibold)
        #expect(Font.body.resolvedWeight == .regular)
        #expect(Font.body.bold().resolvedWeight == .bold)
    }

    @Test func defaultFontIsBody() throws {
        // Body is the system face at 17 points: the default text sets the same
        // glyphs at the same places, scaled by 17 / unitsPerEm of its file.
        let layout = try Text("minimum").layout()
        let body = try Text("minimum").font(.system(size: 17)).layout()
        #expect(layout.glyphs.map(\.id) == body.glyphs.map(\.id) && layout.glyphs.map(\.x) == body.glyphs.map(\.x))
        let file = try FontTables(path: layout.glyphs[0].face.path)
        #expect(layout.glyphs[0].scale == 17 / Double(file.unitsPerEm))
        #expect(abs(layout.size.height - Double(file.ascender - file.descender + file.lineGap) * 17 / Double(file.unitsPerEm)) < 1e-9)
    }

    /// Inter (Debian's fonts-inter) is the default and rounded face when
    /// installed, one file per weight; DejaVu Sans otherwise.
    static let inter = "/usr/share/fonts/opentype/inter"
    static let interInstalled = FileManager.default.fileExists(atPath: "\(inter)/Inter-Regular.otf")

    @Test func weightsAndDesignsPickTheirFiles() throws {
        func file(_ font: Font) throws -> String {
            try Text("a").font(font).layout().glyphs[0].face.path.split(separator: "/").last.map(String.init) ?? ""
        }
        let i = Self.interInstalled
        #expect(try file(.system(size: 20)) == (i ? "Inter-Regular.otf" : "DejaVuSans.ttf"))
        #expect(try file(.system(size: 20, weight: .bold)) == (i ? "Inter-Bold.otf" : "DejaVuSans-Bold.ttf"))
        #expect(try file(.headline) == (i ? "Inter-SemiBold.otf" : "DejaVuSans-Bold.ttf"))
        #expect(try file(.system(size: 20, weight: .medium)) == (i ? "Inter-Medium.otf" : "DejaVuSans.ttf"))
        #expect(try file(.system(size: 20, design: .serif)) == "DejaVuSerif.ttf")
        #expect(try file(.system(size: 20, design: .monospaced).bold()) == "DejaVuSansMono-Bold.ttf")
        #expect(try file(.body.monospaced()) == "DejaVuSansMono.ttf")
        #expect(try file(.system(size: 20, design: .rounded)) == (i ? "Inter-Regular.otf" : "DejaVuSans.ttf"))
        if i {
            // SwiftUI's nine weights, lightest first, on Inter's 100–900 files.
            #expect(try file(.system(size: 20, weight: .ultraLight)) == "Inter-Thin.otf")
            #expect(try file(.system(size: 20, weight: .thin)) == "Inter-ExtraLight.otf")
            #expect(try file(.system(size: 20, weight: .light)) == "Inter-Light.otf")
            #expect(try file(.system(size: 20, weight: .heavy)) == "Inter-ExtraBold.otf")
            #expect(try file(.system(size: 20, weight: .black)) == "Inter-Black.otf")
            #expect(try file(.body.italic()) == "Inter-Italic.otf")
            #expect(try file(.body.bold().italic()) == "Inter-BoldItalic.otf")
        }
        if FileManager.default.fileExists(atPath: "\(Self.dejaVu)/DejaVuSerif-Italic.ttf") {
            #expect(try file(.system(size: 20, design: .serif).italic()) == "DejaVuSerif-Italic.ttf")
            if !i { #expect(try file(.body.bold().italic()) == "DejaVuSans-BoldOblique.ttf") }
        }
        if !i, FileManager.default.fileExists(atPath: "\(Self.dejaVu)/DejaVuSans-ExtraLight.ttf") {
            #expect(try file(.system(size: 20, weight: .ultraLight)) == "DejaVuSans-ExtraLight.ttf")
        }
    }

    /// The system face's metrics are its file's own: Inter's "H" advances by
    /// its hmtx width (read from the file, not from FreeType), its lines are
    /// as tall as its hhea ascender, descender and gap.
    @Test(.enabled(if: interInstalled, "needs fonts-inter"))
    func interMetricsComeFromItsFile() throws {
        let t = try FontTables(path: "\(Self.inter)/Inter-Regular.otf")
        let k = 20.0 / Double(t.unitsPerEm)
        let layout = try Text("H").font(.system(size: 20)).layout()
        #expect(abs(layout.size.width - Double(t.advance(t.glyph("H"))) * k) < 1e-9)
        #expect(abs(layout.ascent - Double(t.ascender) * k) < 1e-9)
        #expect(abs(layout.size.height - Double(t.ascender - t.descender + t.lineGap) * k) < 1e-9)
    }

    @Test func syntheticItalicSlantsByFreeTypesObliqueShear() throws {
        // A custom file has no italic sibling: the outline is sheared by
        // FreeType's FT_GlyphSlot_Oblique factor 0x0366A / 0x10000.
        let font = Font.custom("\(Self.dejaVu)/DejaVuSans.ttf", size: 100).italic()
        let path = try Text("I").font(font).layout().path(at: .zero, anchor: .topLeading)
        let (xMin, yMin, xMax, yMax) = Self.sans.bbox(Self.sans.glyph("I"))
        let s = 100.0 / 2048, shear = Double(0x0366A) / 65536
        var maxX = -Double.infinity, minX = Double.infinity
        path.forEach { if case .line(let p) = $0 { maxX = max(maxX, p.x); minX = min(minX, p.x) } }
        #expect(abs(maxX - (Double(xMax) + shear * Double(yMax)) * s) < 1e-9)
        #expect(abs(minX - (Double(xMin) + shear * Double(yMin)) * s) < 1e-9)
    }

    @Test func explicitNewlinesStackLinesByTheFontsLineHeight() throws {
        let layout = try Text("A\nB\n\nC").font(.custom("DejaVu Sans", size: 20)).layout(lineSpacing: 5)
        #expect(layout.lines.count == 4)
        let ascent = Double(Self.sans.ascender) * 20 / 2048
        for (i, line) in layout.lines.enumerated() {
            #expect(abs(line.baseline - (ascent + Double(i) * (lineHeight + 5))) < 1e-9)
        }
        #expect(abs(layout.size.height - (4 * lineHeight + 3 * 5)) < 1e-9)
        #expect(abs(layout.lastBaseline - (ascent + 3 * (lineHeight + 5))) < 1e-9)
        #expect(layout.lines[2].width == 0)
    }

    @Test func wrapsAtSpacesAndAlignsLines() throws {
        let limit = width("aaa bbb") + 0.5
        for alignment in TextAlignment.allCases {
            let layout = try Text("aaa bbb ccc").font(.custom("DejaVu Sans", size: 20)).layout(width: limit, alignment: alignment)
            #expect(layout.lines.count == 2)
            let w1 = width("aaa bbb"), w2 = width("ccc")
            #expect(abs(layout.size.width - w1) < 1e-9)
            #expect(abs(layout.lines[0].width - w1) < 1e-9)
            #expect(abs(layout.lines[1].width - w2) < 1e-9)
            let expectedX = switch alignment {
            case .leading: 0.0
            case .center: (w1 - w2) / 2
            case .trailing: w1 - w2
            }
            #expect(abs(layout.lines[1].x - expectedX) < 1e-9)
        }
    }

    @Test func trailingSpaceHangsAndLongWordsBreakBetweenLetters() throws {
        let spaced = try Text("aaa aaa").font(.custom("DejaVu Sans", size: 20)).layout(width: width("aaa") + 0.1)
        #expect(spaced.lines.count == 2)
        #expect(abs(spaced.lines[0].width - width("aaa")) < 1e-9)
        let unwrapped = try Text("aaa ").font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(unwrapped.size.width - width("aaa ")) < 1e-9)  // its own trailing space counts
        let long = try Text("abcdefgh").font(.custom("DejaVu Sans", size: 20)).layout(width: width("abc") + 0.1)
        let expected: [Double] = [width("abc"), width("def"), width("gh")]
        #expect(long.lines.count == 3)
        for (line, w) in zip(long.lines, expected) { #expect(abs(line.width - w) < 1e-9) }
    }

    enum Marker: TextAttributeKey { static let defaultValue = "" }

    @Test func concatenationKeepsEachPiecesStyles() throws {
        let text = (Text("a").font(.title).settingAttribute(Marker.self, to: "inner") + Text("b"))
            .font(.caption).settingAttribute(Marker.self, to: "outer")
        let layout = try text.layout()
        // The system face's own file gives the expectations (pieces shape
        // apart, so no kerning joins them).
        let face = try FontTables(path: layout.glyphs[0].face.path)
        let upem = Double(face.unitsPerEm)
        let scales: [Double] = [28.0 / upem, 12.0 / upem]
        #expect(layout.glyphs.map(\.scale) == scales)
        let pieces = layout.pieces(at: .zero, anchor: .topLeading)
        #expect(pieces.map { $0.attributes[Marker.self] } == ["inner", "outer"])
        let expected = Double(face.advance(face.glyph("a"))) * 28 / upem + Double(face.advance(face.glyph("b"))) * 12 / upem
        #expect(abs(layout.size.width - expected) < 1e-9)
        #expect(text.string == "ab")
        #expect(Text("x").segments[0].attributes[Marker.self] == "")
    }

    @Test func boldAndItalicOnTextApplyToItsPieces() throws {
        let layout = try (Text("a") + Text("b").fontWeight(.regular)).bold().font(.custom("DejaVu Sans", size: 20)).layout()
        let files = layout.glyphs.map { $0.face.path.split(separator: "/").last! }
        #expect(files == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"])
    }

    @Test func trackingAddsSpaceAfterEachCharacter() throws {
        let layout = try Text("abc").tracking(2.5).font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(layout.size.width - (width("abc") + 3 * 2.5)) < 1e-9)
        let wrapped = try Text("aa aa").kerning(1).font(.custom("DejaVu Sans", size: 20)).layout(width: width("aa") + 2.5)
        #expect(wrapped.lines.count == 2)
    }

    @Test func baselineOffsetRaisesGlyphsOnly() throws {
        let plain = try Text("I").font(.custom("DejaVu Sans", size: 50)).layout()
        let raised = try Text("I").baselineOffset(7).font(.custom("DejaVu Sans", size: 50)).layout()
        #expect(raised.size == plain.size)
        let a = plain.path(at: .zero, anchor: .topLeading), b = raised.path(at: .zero, anchor: .topLeading)
        #expect(b == a.offsetBy(dx: 0, dy: -7))
    }

    @Test func monospacedTextTakesTheOuterFontsSize() throws {
        let layout = try Text("a").monospaced().font(.title).layout()
        #expect(layout.glyphs[0].face.path.hasSuffix("DejaVuSansMono.ttf"))
        #expect(layout.glyphs[0].scale == 28.0 / 2048)
        let serif = try Text("a").fontDesign(.serif).font(.system(size: 20)).layout()
        #expect(serif.glyphs[0].face.path.hasSuffix("DejaVuSerif.ttf"))
    }

    @Test func underlineAndStrikethroughUseThePostAndOS2Tables() throws {
        let t = Self.sans
        let s = 100.0 / 2048, baseline = Double(t.ascender) * s
        let advance = Double(t.advance(t.glyph("I"))) * s
        let layout = try Text("I").underline().strikethrough().font(.custom("DejaVu Sans", size: 100)).layout()
        let rects = layout.decorations.map(\.rect)
        #expect(rects.count == 2)
        let expected = [
            CGRect(x: 0, y: baseline - Double(t.underlinePosition) * s, width: advance,
                   height: Double(t.underlineThickness) * s),
            CGRect(x: 0, y: baseline - Double(t.strikeoutPosition) * s, width: advance,
                   height: Double(t.strikeoutSize) * s),
        ]
        for (r, e) in zip(rects, expected) {
            #expect(abs(r.minX - e.minX) < 1e-9 && abs(r.maxX - e.maxX) < 1e-9)
            #expect(abs(r.minY - e.minY) < 1e-9 && abs(r.maxY - e.maxY) < 1e-9)
        }
        // Each stroke winds like the glyph, so non-zero filling unions them.
        var areas: [Double] = []
        var poly: [CGPoint] = []
        func closePoly() {
            guard poly.count > 2 else { poly = []; return }
            var a = 0.0
            for i in poly.indices { let p = poly[i], q = poly[(i + 1) % poly.count]; a += p.x * q.y - q.x * p.y }
            areas.append(a / 2)
            poly = []
        }
        layout.path(at: .zero, anchor: .topLeading).forEach { e in
            switch e {
            case .move(let p): closePoly(); poly = [p]
            case .line(let p): poly.append(p)
            default: break
            }
        }
        closePoly()
        #expect(areas.count == 3)
        #expect(areas.allSatisfy { $0 != 0 && ($0 > 0) == (areas[0] > 0) })
    }

    @Test func markdownStrikethroughAndWrappedUnderlines() throws {
        #expect(Text("~~x~~").segments[0].strikethrough)
        let layout = try Text("aaa aaa").underline().font(.custom("DejaVu Sans", size: 20)).layout(width: width("aaa") + 0.1)
        #expect(layout.decorations.count == 2)  // one stroke per line, not under the hanging space
        for d in layout.decorations { #expect(abs(d.rect.width - width("aaa")) < 1e-9) }
    }

    @Test func tabsJumpToStopsAndControlsDrawNothing() throws {
        // NSParagraphStyle's default tab stops are 28 points apart.
        let tab = try Text(verbatim: "a\tb").font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(tab.size.width - (28 + width("b"))) < 1e-9)
        let control = try Text(verbatim: "a\u{1}b").font(.custom("DejaVu Sans", size: 20)).layout()
        #expect(abs(control.size.width - (width("a") + width("b"))) < 1e-9)
        #expect(control.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func lineLimitTruncatesWithAnEllipsis() throws {
        let limit = width("aaaa aa") + width("\u{2026}") + 0.1
        let layout = try Text("aaaa aaaa").font(.custom("DejaVu Sans", size: 20)).layout(width: limit, lineLimit: 1)
        #expect(layout.lines.count == 1)
        #expect(abs(layout.size.width - width("aaaa aa\u{2026}")) < 1e-9)
        #expect(layout.glyphs.last?.id == UInt32(Self.sans.glyph("\u{2026}")))
        let fits = try Text("aaaa aaaa").font(.custom("DejaVu Sans", size: 20)).layout(width: limit, lineLimit: 2)
        #expect(fits.lines.count == 2)
        #expect(fits.glyphs.allSatisfy { $0.id != UInt32(Self.sans.glyph("\u{2026}")) })
        let paragraphs = try Text("a\nb\nc").font(.custom("DejaVu Sans", size: 20)).layout(lineLimit: 2)
        #expect(paragraphs.lines.count == 2)
        #expect(abs(paragraphs.lines[1].width - width("b\u{2026}")) < 1e-9)
    }

    @Test func emptyTextHasNoSize() throws {
        let layout = try Text("").layout()
        #expect(layout.size == .zero)
        #expect(layout.path(at: .zero, anchor: .center).isEmpty)
    }

    @Test func concurrentLayoutsAgree() async throws {
        let text = Text("Hello, 你好, مرحبا").font(.custom("DejaVu Sans", size: 30))
        let reference = try text.layout().path(at: .zero, anchor: .center)
        let paths = try await withThrowingTaskGroup(of: Path.self) { group in
            for _ in 0..<8 { group.addTask { try text.layout().path(at: .zero, anchor: .center) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(paths.allSatisfy { $0 == reference })
    }
}
