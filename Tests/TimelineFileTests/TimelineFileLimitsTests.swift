import Foundation
import ImageFiles
import Media
import Testing
@testable import TimelineFile

/// Issue 22: inputs that used to trap, hang or take gigabytes get a clear,
/// positioned error instead, checked before the work.
@Suite struct TimelineFileLimitsTests {
    // MARK: Item 1: huge frame rates

    @Test(arguments: ["\"1e16\"", "\"1e300\"", "\"99999999999999999999\"", "1e300"])
    func hugeFrameRatesAreOutOfRange(fps: String) {
        let problems = TimelineTestSupport.problems("{ fps: \(fps), layers: [] }")
        #expect(problems.count == 1)
        #expect(problems.first?.path == "fps")
        #expect(problems.first?.message.contains("out of range") == true)
        #expect(problems.first?.fix?.hasSuffix("from 1 to 240") == true)
    }

    // MARK: Item 10: messages

    @Test func aHugeRepeatCountGivesOneMessage() {
        let problems = TimelineTestSupport.problems("""
            { layers: [ { type: "circle", opacity: { from: 0, to: 1, repeat: 1e9 } } ] }
            """)
        #expect(problems.count == 1)
        #expect(problems.first?.path == "layers[0].opacity.repeat")
    }

    @Test func numbersInMessagesAreReadable() {
        // 1e-300 is not "0.", 1e308 is not 309 digits, the seed limit has no trailing dot.
        let tiny = TimelineTestSupport.problems("{ duration: 1e-300, layers: [] }").first?.description ?? ""
        #expect(tiny.contains("1e-300"))
        #expect(!tiny.contains(": 0. "))
        let huge = TimelineTestSupport.problems("{ seed: 1e308, layers: [] }").first?.description ?? ""
        #expect(huge.contains("1e+308"))
        #expect(huge.contains("9007199254740992") && !huge.contains("9007199254740992."))
        #expect(huge.count < 300)
        #expect(Suggestion.format(0.5) == "0.5" && Suggestion.format(-12.25) == "-12.25" && Suggestion.format(3) == "3")
    }

    // MARK: Item 2: the segment budget

    /// 200 subpaths of h3999 dashed every 0.004 px asked for 100 million
    /// dashes (17 GB); now the frame's segment budget refuses them first.
    @Test func aFineDashOnManyLongSubpathsFailsFastWithTheBudget() throws {
        let d = String(repeating: "M0 10 h3999 ", count: 200)
        let text = """
            { size: [400, 100], layers: [ { type: "path", d: "\(d)",
              stroke: { paint: "red", lineWidth: 1, dash: [0.004, 0.004] } } ] }
            """
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try TimelineTestSupport.render(text)
            Issue.record("the frame rendered")
        } catch let error as TimelineFileError {
            let d = try #require(error.diagnostics.first)
            #expect(d.path == "layers[0]")
            #expect(d.message.contains("segments budget of 4000000"))
            #expect(d.message.contains("stroke (with its dashes)"))
            #expect(d.fix?.contains("ANIMGEN_FRAME_BUDGET=segments=") == true)
        }
        #expect(clock.now - start < .seconds(10))
    }

    @Test func theSegmentBudgetCountsTheWholeFrame() throws {
        // Each circle is about 2·(4 cubics × 4 + 1) segments stroked; with a
        // budget of 100 the fifth circle's stroke goes over.
        let layer = "{ type: \"circle\", size: [20, 20], stroke: { paint: \"red\", lineWidth: 1 } },"
        let document = try TimelineTestSupport.document("{ size: [40, 40], layers: [\(String(repeating: layer, count: 20))] }")
        var budget = FrameBudget()
        budget.segments = 100
        #expect(throws: TimelineFileError.self) { _ = try renderer(document, budget).render(frame: 0) }
        budget.segments = 100_000
        _ = try renderer(document, budget).render(frame: 0)
    }

    @Test func offscreenLayersAreCharged() throws {
        // Each blurred layer takes a 10×10 canvas-sized layer: 100 pixels.
        let layer = "{ type: \"circle\", size: [4, 4], blur: 1 },"
        let document = try TimelineTestSupport.document("{ size: [10, 10], layers: [\(String(repeating: layer, count: 3))] }")
        var budget = FrameBudget()
        budget.layerPixels = 250
        do {
            _ = try renderer(document, budget).render(frame: 0)
            Issue.record("three layers of 100 pixels fit a budget of 250")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.first?.path == "layers[2]")
            #expect(error.diagnostics.first?.message.contains("layerPixels budget of 250") == true)
        }
    }

    @Test func theBudgetIsRaisedFromTheEnvironment() throws {
        let budget = try FrameBudget.current(environment: ["ANIMGEN_FRAME_BUDGET": "segments=10, glyphs=2_000"])
        #expect(budget.segments == 10 && budget.glyphs == 2000)
        #expect(budget.imagePixels == FrameBudget().imagePixels)
        #expect(throws: TimelineFileError.self) { try FrameBudget.current(environment: ["ANIMGEN_FRAME_BUDGET": "segment=10"]) }
        #expect(throws: TimelineFileError.self) { try FrameBudget.current(environment: ["ANIMGEN_FRAME_BUDGET": "glyphs=-1"]) }
        #expect(try FrameBudget.current(environment: [:]) == FrameBudget())
    }

    // MARK: Item 4: text

    @Test func tooMuchTextIsRefusedBeforeShaping() throws {
        let text = String(repeating: "lorem ipsum ", count: 20_000)  // 240 000 characters
        let document = try TimelineTestSupport.document("{ layers: [ { type: \"text\", text: \"\(text)\" } ] }")
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try TimelineFileScene(document: document).makeRenderer(for: TimelineFileScene(document: document).defaultSettings)
            Issue.record("240 000 characters fit the glyph budget")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.first?.path == "layers[0].text")
            #expect(error.diagnostics.first?.message.contains("240000 glyphs, over the glyphs budget of 200000") == true)
        }
        #expect(clock.now - start < .seconds(5))
    }

    // MARK: Item 3: images

    /// A PNG whose header claims 16000×16000 (the data after it is junk):
    /// refused from the header, before any decoding.
    @Test func aHugeImageIsRefusedFromItsHeader() throws {
        let folder = try Folder()
        defer { folder.remove() }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0x3E, 0x80, 0, 0, 0x3E, 0x80, 8, 2, 0, 0, 0] + [UInt8](repeating: 0, count: 64)
        try Data(bytes).write(to: folder.url.appendingPathComponent("bomb.png"))
        let document = try TimelineTestSupport.document("""
            { layers: [ { type: "image", file: "bomb.png" }, { type: "image", file: "bomb.png" } ] }
            """, base: folder.url.path)
        do {
            _ = try TimelineFileScene(document: document).makeRenderer(for: TimelineFileScene(document: document).defaultSettings)
            Issue.record("a 256-megapixel image fit the budget")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.count == 1)  // the second layer shows the same file: not charged again
            #expect(error.diagnostics.first?.path == "layers[0].file")
            #expect(error.diagnostics.first?.message.contains("(16000x16000): about 256000000 pixels") == true)
        }
    }

    @Test func headersGiveTheSizeWithoutDecoding() throws {
        // pattern.png is 96×96 (its IHDR, read independently with Python's struct).
        let size = imageDimensions(atPath: TimelineTestSupport.timelines.appendingPathComponent("assets/pattern.png").path)
        #expect(size?.width == 96 && size?.height == 96)
        let folder = try Folder()
        defer { folder.remove() }
        // A minimal JPEG prefix: SOI, an APP0 segment, then SOF0 with height 300, width 500.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0x01, 0x2C, 0x01, 0xF4, 1, 1, 0x11, 0]
        let path = folder.url.appendingPathComponent("x.jpg").path
        try Data(jpeg).write(to: URL(fileURLWithPath: path))
        let j = imageDimensions(atPath: path)
        #expect(j?.width == 500 && j?.height == 300)
    }

    @Test func oneImageFileIsDecodedOnceForAllItsLayers() throws {
        let layer = "{ type: \"image\", file: \"assets/pattern.png\" },"
        let document = try TimelineTestSupport.document("{ layers: [\(String(repeating: layer, count: 4))] }",
                                                        base: TimelineTestSupport.timelines.path)
        #expect(try renderer(document).renderer.resources.decodedFileCount == 1)
    }

    // MARK: Item 5: only regular files

    @Test func aFIFONamedAsImageFontOrTimelineIsAnError() throws {
        let folder = try Folder()
        defer { folder.remove() }
        for name in ["pipe.png", "pipe.ttf", "pipe.json5"] {
            #expect(mkfifo(folder.url.appendingPathComponent(name).path, 0o600) == 0)
        }
        let image = problems(base: folder.url.path, "{ layers: [ { type: \"image\", file: \"pipe.png\" } ] }")
        #expect(image.first?.message.contains("is a named pipe (FIFO), not a file") == true)
        let font = problems(base: folder.url.path, "{ layers: [ { type: \"text\", text: \"a\", font: \"pipe.ttf\" } ] }")
        #expect(font.first?.message.contains("is a named pipe (FIFO), not a file") == true)
        do {
            _ = try TimelineDocument.load(path: folder.url.appendingPathComponent("pipe.json5").path)
            Issue.record("a FIFO loaded")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.first?.message == "this is a named pipe (FIFO), not a file")
        }
        do {
            _ = try TimelineDocument.load(path: "/dev/null")
            Issue.record("/dev/null loaded")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.first?.message == "this is a character device, not a file")
        }
    }
}

/// A renderer at the document's own settings, with `budget`.
private func renderer(_ document: TimelineDocument, _ budget: FrameBudget = FrameBudget()) throws -> TimelineFileRenderer {
    try TimelineFileRenderer(document: document, settings: TimelineFileScene(document: document).defaultSettings, budget: budget)
}

/// The diagnostics of `text` read with relative paths from `base`.
private func problems(base: String, _ text: String) -> [TimelineFileDiagnostic] {
    do {
        _ = try TimelineTestSupport.document(text, base: base)
        return []
    } catch let error as TimelineFileError {
        return error.diagnostics
    } catch {
        return []
    }
}

/// A fresh temporary folder.
private struct Folder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func remove() { try? FileManager.default.removeItem(at: url) }
}
