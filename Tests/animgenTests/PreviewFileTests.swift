// The `#Preview` rewrite keeps every line where it was, finds the forms
// Apple documents (name, traits, @Previewable, PreviewProvider), ignores
// look-alikes in comments and strings, and reports misuse at file:line:column.
import Testing
@testable import animgen

@Suite struct PreviewFileTests {
    func scan(_ text: String) throws -> SwiftPreviewFile {
        var number = 1
        return try SwiftPreviewFile(text: text, path: "Sources/App/View.swift", nextNumber: &number)
    }

    @Test func rewritesBlocksLineForLine() throws {
        let text = """
            import SwiftUI
            struct V: View { var body: some View { Text("hi") } }
            #Preview {
                V()
            }
            #Preview("Named", traits: .sizeThatFitsLayout) { V() }
            """
        let source = try scan(text)
        #expect(source.previews == [
            FoundPreview(kind: .block(number: 1), line: 3, condition: nil),
            FoundPreview(kind: .block(number: 2), line: 6, condition: nil),
        ])
        let lines = source.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[2].contains("struct __AnimGenPreview_1: View {"))
        #expect(lines[2].contains("PreviewSettings.preview()"))
        #expect(lines[3] == "    V()")
        #expect(lines[4] == "} }")
        #expect(lines[5].contains("PreviewSettings.preview(\"Named\", traits: .sizeThatFitsLayout)"))
        #expect(lines[5].hasSuffix("var body: some View { V() } }"))
        #expect(source.imports == ["SwiftUI"])
    }

    @Test func anAppEntryPointIsLeftOutLineForLine() throws {
        let text = """
            import SwiftUI

            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("}") } }
            }
            struct Card: View { var body: some View { Text("card") } }
            #Preview { Card() }
            """
        let source = try scan(text)
        #expect(source.leftOutEntryPoints.map(\.name) == ["ShopApp"] && source.leftOutEntryPoints.map(\.line) == [3])
        let lines = source.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[2...5].allSatisfy { $0.allSatisfy { $0 == " " } }, "the App type is blank, its brace in a string too")
        #expect(lines[6] == "struct Card: View { var body: some View { Text(\"card\") } }")
        #expect(source.previews == [FoundPreview(kind: .block(number: 1), line: 8, condition: nil)])
    }

    @Test func previewableStateBecomesAProperty() throws {
        let source = try scan("""
            #Preview {
                @Previewable @State var on = true
                @Previewable @State var items = [
                    1, 2]
                Toggle("On", isOn: $on)
            }
            """)
        let lines = source.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "                 @State var on = true")
        #expect(lines[2] == "                 @State var items = [")
        #expect(lines[3] == "        1, 2]; var body: some View {")
        #expect(lines[4] == "    Toggle(\"On\", isOn: $on)")
        #expect(lines[5] == "} }")
    }

    @Test func ignoresCommentsStringsAndFindsProviders() throws {
        // Lines joined (not one literal) so no tool reading this test mistakes them for code.
        let lines = [
            "// #Preview { NotThis() }",
            "/* #Preview { /* nested */ NotThis() } */",
            "let s = \"#Preview { \\(x[\"}\"]) }\"",
            "let m = \"\"\"",
            "    #Preview {",
            "    \"\"\"",
            "struct Card_Previews: PreviewProvider {",
            "    static var previews: some View { Text(\"}\") }",
            "}",
            "#if os(iOS)",
            "struct Phone_Previews: SomethingElse, PreviewProvider { static var previews: some View { Text(\"\") } }",
            "#elseif DEBUG",
            "#Preview { Text(\"debug\") }",
            "#else",
            "#Preview { Text(\"release\") }",
            "#endif",
        ]
        let source = try scan(lines.joined(separator: "\n"))
        #expect(source.previews == [
            FoundPreview(kind: .provider("Card_Previews"), line: 7, condition: nil),
            FoundPreview(kind: .provider("Phone_Previews"), line: 11, condition: "(os(iOS))"),
            FoundPreview(kind: .block(number: 1), line: 13, condition: "!(os(iOS)) && (DEBUG)"),
            FoundPreview(kind: .block(number: 2), line: 15, condition: "!(os(iOS)) && !(DEBUG)"),
        ])
    }

    @Test func misuseIsReportedAtTheUsersLine() throws {
        #expect(throws: PreviewFileError.self) { try scan("struct A {\n  #Preview { Text(\"\") }\n}") }
        do {
            _ = try scan("import SwiftUI\n\n#Preview(\"Open\" {\n")
            Issue.record("an unclosed #Preview was accepted")
        } catch let error as PreviewFileError {
            #expect(error.path == "Sources/App/View.swift")
            #expect(error.line == 3)
            #expect(error.column == 9)   // the "(" left open
        }
        #expect(throws: PreviewFileError.self) { try scan("#Preview(\"No body\")\nlet x = 1") }
    }

    @Test func languageModeFollowsTheManifest() {
        #expect(PreviewsProject.languageMode(manifest: "// swift-tools-version:5.9\nimport PackageDescription") == 5)
        #expect(PreviewsProject.languageMode(manifest: "// swift-tools-version: 6.0\n") == 6)
        #expect(PreviewsProject.languageMode(manifest: "// swift-tools-version:6.0\nswiftLanguageModes: [.v5]") == 5)
    }

    @Test func compilerErrorsNameMissingSwiftUIAPI() {
        let transcript = [
            "[12/40] Compiling Showcase Badge.swift",
            "/home/me/App/Sources/App/Badge.swift:7:14: error: value of type 'Text' has no member 'contentTransition'",
            " 7 |         Text(\"1\").contentTransition(.numericText())",
            "/home/me/App/Sources/App/Badge.swift:9:1: warning: unused",
            "/home/me/App/Sources/App/Badge.swift:2:8: error: no such module 'UIKit'",
        ]
        let report = PreviewsBuild.diagnostics(transcript, generatedFolder: "/tmp/x")
        #expect(report.errorCount == 2)
        #expect(report.missingAPI)
        #expect(report.lines.contains { $0.contains("`contentTransition` (on Text) is SwiftUI API, animgen does not have it yet: docs/swiftui-coverage.md") })
        #expect(report.lines.contains { $0.contains("#if canImport(UIKit)") })
        #expect(!report.lines.contains { $0.contains("warning") })
    }
}
