// The README's library example is the code in SwiftUICode/ReadmeExample.swift:
// compiled there, compared as text here, and run.
import AnimGen
import Testing

@Suite(.serialized) struct ReadmeExampleChecks {
    /// The lines of the README's first `swift` block under "SwiftUI code, as a picture or a video".
    func readmeBlock() throws -> [String] {
        let readme = swiftUICodeFolder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let section = try #require(lines.firstIndex(of: "## SwiftUI code, as a picture or a video"))
        let start = try #require(lines[section...].firstIndex(of: "```swift")) + 1
        let end = try #require(lines[start...].firstIndex(of: "```"))
        return Array(lines[start..<end])
    }

    /// The body of `readmeLibraryExample()`, de-indented, after its file's `import AnimGen`.
    func compiledBlock() throws -> [String] {
        let file = try String(contentsOf: swiftUICodeFolder.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let lines = file.components(separatedBy: "\n")
        let open = try #require(lines.firstIndex(of: "func readmeLibraryExample() throws {"))
        let close = try #require(lines[open...].firstIndex(of: "}"))
        return ["import AnimGen", ""] + lines[(open + 1)..<close].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
    }

    /// The README's view example is the DocC article's, which
    /// DocCArticleChecks compiles and runs.
    @Test func readmeViewExampleIsTheArticlesCompiledCode() throws {
        let root = swiftUICodeFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func swiftBlocks(_ path: String) throws -> [String] {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            return text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        }
        let article = try swiftBlocks("Sources/AnimGen/AnimGen.docc/RenderAViewToAVideo.md")
        let readme = try swiftBlocks("README.md")
        #expect(readme.count >= 2 && article.count >= 1 && readme[1] == article[0])
    }

    @Test func readmeShowsTheCompiledCode() throws {
        #expect(try readmeBlock() == compiledBlock())
    }

    @Test func readmeExampleWritesTheRing() throws {
        let ring = URL(fileURLWithPath: "ring.png")
        defer { try? FileManager.default.removeItem(at: ring) }
        try readmeLibraryExample()
        let pixmap = try decodeImage(at: ring)
        #expect(pixmap.width == 240 && pixmap.height == 240)
        // Centre (60, 60) pt, radius 40, swept clockwise on screen from 12
        // o'clock through 3 o'clock to 200°; 10 o'clock (210°) is not swept.
        #expect(pixmap.pixel(x: 120, y: 40).a == 255)
        #expect(pixmap.pixel(x: 200, y: 120).a == 255)
        let tenOClock = (x: 60 + 40 * cos(Double.pi * 7 / 6), y: 60 + 40 * sin(Double.pi * 7 / 6))
        #expect(pixmap.pixel(x: Int(tenOClock.x * 2), y: Int(tenOClock.y * 2)).a == 0)
    }
}
