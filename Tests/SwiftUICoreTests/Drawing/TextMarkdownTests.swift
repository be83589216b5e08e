import Foundation
import Testing
@testable import SwiftUICore

/// String literals in `Text` are inline Markdown, String values are not (as in SwiftUI).
@Suite struct TextMarkdownTests {
    func describe(_ text: Text) -> [String] {
        text.segments.map { s in
            var tags = ""
            if s.weight == .bold { tags += "b" }
            if s.italic { tags += "i" }
            if s.design == .monospaced { tags += "m" }
            return tags.isEmpty ? s.string : "\(tags):\(s.string)"
        }
    }

    @Test func literalIsMarkdown() {
        #expect(describe(Text("**Bold** and *it*")) == ["b:Bold", " and ", "i:it"])
        #expect(describe(Text("__b__ _i_ ***bi***")) == ["b:b", " ", "i:i", " ", "bi:bi"])
        #expect(describe(Text("a `x*y*` b")) == ["a ", "m:x*y*", " b"])
        #expect(describe(Text("see [the docs](https://example.org) ~~old~~")) == ["see ", "the docs", " ", "old"])
    }

    @Test func unmatchedAndIntrawordDelimitersStayLiteral() {
        #expect(Text("snake_case_name").string == "snake_case_name")
        #expect(Text("2 * 3 * 4").string == "2 * 3 * 4")
        #expect(Text("**open").string == "**open")
        #expect(Text("\\*not italic\\*").string == "*not italic*")
    }

    @Test func stringValuesAndInterpolationsAreVerbatim() {
        let value = "**x**"
        #expect(Text(value).string == "**x**")
        #expect(Text(verbatim: "*y*").string == "*y*")
        #expect(describe(Text("v: \(value) **z**")) == ["v: ", "**x**", " ", "b:z"])
        #expect(Text("\(3.14159, specifier: "%.2f") s").string == "3.14 s")
        #expect(describe(Text("a \(Text("b").italic())")) == ["a ", "i:b"])
    }

    @Test func emptyLiteralStillTakesAFont() throws {
        #expect(Text("").font(.title).segments.first?.font == .title)
    }
}
