import Testing
@testable import Typesetting

/// The engine's input, runs of characters each in its own style, without
/// any toolkit's text type: glyphs and strokes name the run they set, and
/// a style's kind of face and weight pick the DejaVu file FontResolver
/// documents for serif and monospaced faces (600 and up → Bold).
@Suite struct TypesetterRunTests {
    @Test func glyphsAndStrokesNameTheirRun() throws {
        let plain = TypeStyle(size: 20)
        var underlined = plain
        underlined.underline = true
        let layout = try Typesetter.layout([TypeRun("ab", plain), TypeRun("cd", underlined)])
        #expect(layout.glyphs.map(\.run) == [0, 0, 1, 1])
        #expect(layout.decorations.map(\.run) == [1])
        // The stroke starts where "c" starts and ends at the line's end.
        #expect(abs(layout.decorations[0].rect.minX - layout.glyphs[2].x) < 1e-9)
        #expect(abs(layout.decorations[0].rect.maxX - layout.lines[0].width) < 1e-9)
        #expect(layout.drawnRuns == [0, 1])
    }

    @Test func styleKindAndWeightPickTheFile() throws {
        func file(_ style: TypeStyle) throws -> String {
            try Typesetter.layout([TypeRun("a", style)]).glyphs[0].face.path.split(separator: "/").last.map(String.init) ?? ""
        }
        #expect(try file(TypeStyle(family: .system(.serif), size: 12)) == "DejaVuSerif.ttf")
        #expect(try file(TypeStyle(family: .system(.monospaced), size: 12, weight: .semibold)) == "DejaVuSansMono-Bold.ttf")
        #expect(try file(TypeStyle(family: .system(.serif), size: 12, weight: .semibold)) == "DejaVuSerif-Bold.ttf")
    }

    @Test func wrappingAndAlignmentAreTheEngines() throws {
        let style = TypeStyle(size: 20)
        let one = try Typesetter.layout([TypeRun("aa", style)])
        let wrapped = try Typesetter.layout([TypeRun("aa aaaa", style)], width: one.size.width * 2.5, alignment: .end)
        #expect(wrapped.lines.count == 2)
        // Right-aligned: the shorter first line ends where the wider second does.
        #expect(abs(wrapped.lines[0].x + wrapped.lines[0].width - wrapped.size.width) < 1e-9)
        #expect(abs(wrapped.lines[0].width - one.size.width) < 1e-9)
    }
}
