import Foundation
import ImageFiles
@testable import Media
import Raster
import Testing
import TestSupport
import Timeline

@Suite struct OutputErrorTests {
    func expectError(_ kind: MediaError.Kind, _ body: () throws -> Void) -> MediaError? {
        let e = #expect(throws: MediaError.self) { try body() }
        #expect(e?.kind == kind, "\(String(describing: e))")
        return e
    }

    @Test func oddSizeForH264IsExplained() {
        let dir = scratchFolder()
        let e = expectError(.invalidSize) {
            _ = try makeEncoder(for: dir.appendingPathComponent("a.mp4"), width: 101, height: 50, frameRate: try FrameRate(numerator: 30, denominator: 1))
        }
        #expect(e?.description.contains("even") == true)
        #expect(e?.description.contains("102x50") == true)
        #expect(contents(dir).isEmpty)
    }

    // A preset is an `X264Preset`, so a typo no longer compiles; a rate
    // factor out of range is still refused before any file is made.
    @Test func outOfRangeRateFactorIsAnError() {
        let dir = scratchFolder()
        _ = expectError(.invalidOption) {
            _ = try makeEncoder(for: dir.appendingPathComponent("a.mp4"), width: 64, height: 64, frameRate: try FrameRate(numerator: 30, denominator: 1),
                                options: EncodeOptions(crf: 60))
        }
        #expect(contents(dir).isEmpty)
    }

    @Test(arguments: ["a.png", "a.gif", "s/%02d.png"])
    func videoOnlyOptionsAreRejectedElsewhere(name: String) {
        let dir = scratchFolder()
        _ = expectError(.invalidOption) {
            _ = try makeEncoder(for: dir.appendingPathComponent(name), width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1),
                                options: EncodeOptions(crf: 20))
        }
        #expect(contents(dir).isEmpty)
    }

    @Test func unknownExtensionIsRejected() {
        let e = expectError(.unsupportedFormat) {
            _ = try makeEncoder(for: scratchFolder().appendingPathComponent("a.avi"), width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1))
        }
        #expect(e?.description.contains(".mp4") == true)
    }

    @Test func outputThatIsAFolderOrUnderAFileIsRejected() throws {
        let dir = scratchFolder()
        let folder = dir.appendingPathComponent("x.mp4")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = expectError(.outputIsDirectory) {
            _ = try makeEncoder(for: folder, width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1))
        }
        let file = dir.appendingPathComponent("plain")
        try Data([1]).write(to: file)
        _ = expectError(.outputNotWritable) {
            _ = try makeEncoder(for: file.appendingPathComponent("a.gif"), width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1))
        }
    }

    @Test func missingOutputFolderIsCreated() throws {
        let url = scratchFolder().appendingPathComponent("deep/er/a.gif")
        let enc = try makeEncoder(for: url, width: 8, height: 8, frameRate: try FrameRate(numerator: 10, denominator: 1))
        try enc.append(testFrame(0, width: 8, height: 8))
        try enc.finish()
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    @Test(arguments: ["a.mp4", "a.gif", "a.webm", "a.mov", "seq/%03d.png"])
    func cancelLeavesNothing(name: String) throws {
        let dir = scratchFolder()
        let enc = try makeEncoder(for: dir.appendingPathComponent(name), width: 32, height: 32, frameRate: try FrameRate(numerator: 30, denominator: 1))
        for i in 0..<5 { try enc.append(testFrame(i, width: 32, height: 32)) }
        enc.cancel()
        #expect(contents(dir).filter { $0 != "seq" }.isEmpty)
        #expect(contents(dir.appendingPathComponent("seq")).isEmpty)
        let again = #expect(throws: MediaError.self) { try enc.append(testFrame(0, width: 32, height: 32)) }
        #expect(again?.kind == .cancelled)
    }

    @Test func droppingAnUnfinishedEncoderLeavesNothing() throws {
        let dir = scratchFolder()
        do {
            let enc = try makeEncoder(for: dir.appendingPathComponent("a.mp4"), width: 32, height: 32, frameRate: try FrameRate(numerator: 30, denominator: 1))
            for i in 0..<5 { try enc.append(testFrame(i, width: 32, height: 32)) }
        }
        #expect(contents(dir).isEmpty)
    }

    @Test func failedRenderLeavesNothingAndKeepsThePreviousFile() throws {
        struct Boom: Error, Equatable { var frame: Int }
        let dir = scratchFolder()
        let url = dir.appendingPathComponent("a.mp4")
        try Data("previous".utf8).write(to: url)
        let enc = try makeEncoder(for: url, width: 32, height: 32, frameRate: try FrameRate(numerator: 30, denominator: 1))
        // The renderer's own error comes back unchanged.
        #expect(throws: Boom(frame: 12)) {
            try FramePipeline(frameCount: 20, workers: 2).run(encoder: enc) { i in
                if i == 12 { throw Boom(frame: 12) }
                return testFrame(i, width: 32, height: 32)
            }
        }
        #expect(contents(dir) == ["a.mp4"])
        #expect(try Data(contentsOf: url) == Data("previous".utf8))
    }

    @Test func wrongFrameSizeIsAClearError() throws {
        let enc = try makeEncoder(for: scratchFolder().appendingPathComponent("a.mp4"), width: 32, height: 32, frameRate: try FrameRate(numerator: 30, denominator: 1))
        let e = #expect(throws: MediaError.self) { try enc.append(Pixmap(width: 16, height: 16)) }
        #expect(e?.kind == .misuse)
        #expect(e?.description.contains("16x16") == true)
        enc.cancel()
    }
}
