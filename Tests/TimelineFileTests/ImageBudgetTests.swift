import Foundation
import ImageFiles
import TestSupport
import Testing
@testable import TimelineFile
#if canImport(Glibc)
import Glibc
#endif

/// Issue 35, fault 7 through a timeline: images of any format are charged
/// to the render's budget before their pixels exist.
@Suite struct ImageBudgetTests {
    /// Four 35-byte GIFs, each declaring 16000×16000 (977 MiB decoded):
    /// the first is refused from its header and none is decoded.
    @Test func fourGIFBombsCostNothing() throws {
        let folder = scratchFolder()
        let le: [UInt8] = [0x80, 0x3E]
        let gif = Array("GIF89a".utf8) + le + le + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + [0x2C, 0, 0, 0, 0] + le + le + [0] + [2, 2, 0x4C, 0x01, 0] + [0x3B]
        var layers = ""
        for i in 0..<4 {
            try Data(gif).write(to: folder.appendingPathComponent("b\(i).gif"))
            layers += "{ type: \"image\", file: \"b\(i).gif\" },"
        }
        let before = peakMegabytes()
        let document = try TimelineTestSupport.document("{ size: [64, 64], layers: [\(layers)] }", base: folder.path)
        let error = #expect(throws: TimelineFileError.self) {
            _ = try TimelineFileRenderer(document: document, settings: TimelineFileScene(document: document).defaultSettings, budget: FrameBudget())
        }
        #expect(error?.diagnostics.first?.path == "layers[0].file")
        #expect(error?.diagnostics.first?.message.contains("16000x16000") == true, "\(String(describing: error))")
        #expect(peakMegabytes() - before < 300)
    }

    /// An SVG's size has no header reader: the decoder is capped by what is
    /// left of the budget, so the file is refused before its pixels exist.
    @Test func anSVGIsCappedByWhatIsLeftOfTheBudget() throws {
        let folder = scratchFolder()
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="16000" height="16000"><rect width="9" height="9"/></svg>"#.utf8)
            .write(to: folder.appendingPathComponent("big.svg"))
        let before = peakMegabytes()
        let document = try TimelineTestSupport.document(#"{ size: [64, 64], layers: [ { type: "image", file: "big.svg" } ] }"#, base: folder.path)
        let error = #expect(throws: TimelineFileError.self) {
            _ = try TimelineFileRenderer(document: document, settings: TimelineFileScene(document: document).defaultSettings, budget: FrameBudget())
        }
        #expect(error?.diagnostics.first?.path == "layers[0].file")
        #expect(error?.diagnostics.first?.message.contains("at most 100000000 pixels") == true, "\(String(describing: error))")
        #expect(peakMegabytes() - before < 300)
    }
}

/// The process's peak resident memory so far, in MiB (Linux reports KiB).
private func peakMegabytes() -> Int {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss / 1024
}
