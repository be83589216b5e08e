import Foundation
import ImageFiles
@testable import Media
@testable import Raster
import TestSupport
import Testing
import Timeline

@Suite struct FramePipelineTests {
    @Test func outputDoesNotDependOnWorkerCount() throws {
        let dir = scratchFolder()
        var decoded: [Data] = []
        for workers in [1, 3] {
            let url = dir.appendingPathComponent("w\(workers).mp4")
            let enc = try makeEncoder(for: url, width: 64, height: 36, frameRate: try FrameRate(numerator: 60, denominator: 1),
                                      options: EncodeOptions(preset: .veryfast, threads: 2))
            var reported: [Int] = []
            try FramePipeline(frameCount: 45, workers: workers, window: 4).run(encoder: enc, progress: { done, total in
                #expect(total == 45)
                reported.append(done)
            }) { testFrame($0, width: 64, height: 36) }
            #expect(reported == Array(1...45))
            decoded.append(try MediaProbe.decodeAll(url))
        }
        #expect(decoded[0].count == 64 * 36 * 3 * 45)
        #expect(firstPixelDifference(decoded[0], decoded[1], width: 64, height: 36, bytesPerPixel: 3) == nil)
    }

    @Test func drawingIntoReusedCanvasesGivesTheSameFrames() throws {
        let dir = scratchFolder()
        let made = dir.appendingPathComponent("made/%02d.png"), drawn = dir.appendingPathComponent("drawn/%02d.png")
        try FramePipeline(frameCount: 6, workers: 2).run(
            encoder: try makeEncoder(for: made, width: 20, height: 12, frameRate: try FrameRate(numerator: 30, denominator: 1))) { testFrame($0, width: 20, height: 12) }
        try FramePipeline(frameCount: 6, workers: 2).run(
            encoder: try makeEncoder(for: drawn, width: 20, height: 12, frameRate: try FrameRate(numerator: 30, denominator: 1)), drawInto: { i, canvas in
                let f = testFrame(i, width: 20, height: 12)
                canvas.data.update(from: f.data, count: f.byteCount)
            })
        for i in 0..<6 {
            let name = String(format: "%02d.png", i)
            #expect(try Data(contentsOf: dir.appendingPathComponent("made/\(name)"))
                    == Data(contentsOf: dir.appendingPathComponent("drawn/\(name)")))
        }
    }

    @Test func frameNOfTheSequenceIsFrameNRenderedAlone() throws {
        let dir = scratchFolder()
        let enc = try makeEncoder(for: dir.appendingPathComponent("%02d.png"), width: 24, height: 16, frameRate: try FrameRate(numerator: 30, denominator: 1))
        try FramePipeline(frameCount: 8, workers: 3).run(encoder: enc) { testFrame($0, width: 24, height: 16) }
        let alone = dir.appendingPathComponent("alone.png")
        try writePNG(testFrame(5, width: 24, height: 16), to: alone)
        #expect(firstByteDifference(try Data(contentsOf: alone), try Data(contentsOf: dir.appendingPathComponent("05.png"))) == nil)
    }

    @Test func cancellationRemovesPartialOutput() throws {
        let dir = scratchFolder()
        let flag = CancellationFlag()
        let enc = try makeEncoder(for: dir.appendingPathComponent("a.gif"), width: 32, height: 32, frameRate: try FrameRate(numerator: 30, denominator: 1))
        let e = #expect(throws: MediaError.self) {
            try FramePipeline(frameCount: 1000, workers: 2).run(encoder: enc, cancellation: flag, progress: { done, _ in
                if done == 10 { flag.cancel() }
            }) { testFrame($0, width: 32, height: 32) }
        }
        #expect(e?.kind == .cancelled)
        #expect(contents(dir).isEmpty)
    }

    @Test func renderMemoryIsBoundedByTheWindow() throws {
        // Count live pixmaps handed out by the renderer but not yet consumed.
        final class Counter: @unchecked Sendable {
            let lock = NSLock(); var rendered = 0
        }
        let counter = Counter()
        let enc = try makeEncoder(for: scratchFolder().appendingPathComponent("a.gif"), width: 16, height: 16, frameRate: try FrameRate(numerator: 10, denominator: 1))
        try FramePipeline(frameCount: 60, workers: 2, window: 4).run(encoder: enc, progress: { done, _ in
            counter.lock.lock(); defer { counter.lock.unlock() }
            // Workers claim at most `window` frames past the last consumed one.
            #expect(counter.rendered <= done + 4 + 1)
        }) { i in
            counter.lock.lock(); counter.rendered += 1; counter.lock.unlock()
            return testFrame(i, width: 16, height: 16)
        }
    }
}
