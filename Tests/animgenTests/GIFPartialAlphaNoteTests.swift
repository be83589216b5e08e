import Foundation
import Testing

/// Issue 36: a transparent GIF drops partial alpha; the render says so.
@Suite struct GIFPartialAlphaNoteTests {
    @Test func aTranslucentPlateIsNamedAndAnOpaqueOneIsNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // 0.82 × 255 = 209.1 → alpha 209, 82 % of 255.
        try Data(#"{ size: [40, 20], fps: 10, duration: 0.3, layers: [ { type: "rect", size: [30, 10], fill: "rgba(20, 40, 120, 0.82)" } ] }"#.utf8)
            .write(to: folder.url.appendingPathComponent("plate.json5"))
        let gif = try Tool.run(["render", "plate.json5", "-o", "out/plate.gif"], in: folder.url)
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(gif.stderr.contains("3 frames (first: frame 0) had partly transparent pixels (e.g. 82 % alpha)"), "\(gif.stderr)")
        #expect(gif.stderr.contains("GIF has no partial alpha"))
        let over = try Tool.run(["render", "plate.json5", "-o", "out/plate2.gif", "--background", "white"], in: folder.url)
        #expect(over.status == 0 && !over.stderr.contains("partly transparent"), "\(over.stderr)")
        let webm = try Tool.run(["render", "plate.json5", "-o", "out/plate.webm"], in: folder.url)
        #expect(webm.status == 0 && !webm.stderr.contains("partly transparent"), "\(webm.stderr)")
    }
}
