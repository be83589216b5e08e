import CFFmpeg
import Foundation
import ImageFiles
@testable import Media
import Raster
import Testing
import TestSupport
import Timeline

/// The life cycle both container encoders share through MuxedOutput: every
/// failure says what, where, FFmpeg's reason and a fix, and leaves no file.
@Suite struct MuxedOutputTests {
    func gifOutput(_ url: URL, codecOptions: [(String, String)] = [], width: Int32 = 16) throws -> MuxedOutput {
        try MuxedOutput(path: url.path, muxer: "gif", encoder: avcodec_find_encoder(AV_CODEC_ID_GIF)!,
                        names: .init(encoder: "GIF", muxer: "GIF"), codecOptions: codecOptions) { ctx in
            ctx.pointee.width = width
            ctx.pointee.height = 16
            ctx.pointee.pix_fmt = AV_PIX_FMT_PAL8
            ctx.pointee.time_base = AVRational(num: 1, den: 100)
        }
    }

    @Test func unknownCodecOptionIsNamedAndLeavesNothing() {
        let dir = scratchFolder()
        let e = #expect(throws: MediaError.self) {
            _ = try gifOutput(dir.appendingPathComponent("a.gif"), codecOptions: [("no_such_option", "1")])
        }
        #expect(e?.kind == .invalidOption)
        #expect(e?.description.contains("GIF encoder does not know the option(s) no_such_option") == true)
        #expect(contents(dir).isEmpty)
    }

    @Test func encoderThatWillNotOpenIsExplainedWithItsSettings() throws {
        // libx264 refuses an odd width in yuv420p (the encoders check this
        // first; here MuxedOutput meets it directly).
        let dir = scratchFolder()
        let url = dir.appendingPathComponent("a.mp4")
        let x264 = try #require(avcodec_find_encoder_by_name("libx264"))
        let e = #expect(throws: MediaError.self) {
            _ = try MuxedOutput(path: url.path, muxer: "mp4", encoder: x264, names: .init(encoder: "libx264", muxer: "mp4"),
                                codecOptions: [("crf", "20")], optionsHint: "Check the crf/preset values") { ctx in
                ctx.pointee.width = 101
                ctx.pointee.height = 50
                ctx.pointee.pix_fmt = AV_PIX_FMT_YUV420P
                ctx.pointee.time_base = AVRational(num: 1, den: 25)
            }
        }
        #expect(e?.kind == .ffmpeg)
        let text = e?.description ?? ""
        #expect(text.hasPrefix("Opening the libx264 encoder (101x50, crf=20) failed for \(url.path): "))
        #expect(text.hasSuffix(". Check the crf/preset values"))
        #expect(contents(dir).isEmpty)
    }

    @Test func gifWithoutFramesIsRefusedAndLeavesNothing() throws {
        let dir = scratchFolder()
        let enc = try makeEncoder(for: dir.appendingPathComponent("a.gif"), width: 8, height: 8, frameRate: try FrameRate(numerator: 10, denominator: 1))
        let e = #expect(throws: MediaError.self) { try enc.finish() }
        #expect(e?.kind == .misuse)
        #expect(e?.description.contains("No frame was appended") == true)
        #expect(contents(dir).isEmpty)
        let again = #expect(throws: MediaError.self) { try enc.append(testFrame(0, width: 8, height: 8)) }
        #expect(again?.description.contains("failed earlier") == true)
    }

    @Test(arguments: ["a.mp4", "a.gif"])
    func finishedEncoderRefusesMoreFramesAndKeepsItsFile(name: String) throws {
        let dir = scratchFolder()
        let enc = try makeEncoder(for: dir.appendingPathComponent(name), width: 16, height: 16, frameRate: try FrameRate(numerator: 10, denominator: 1))
        try enc.append(testFrame(0, width: 16, height: 16))
        try enc.finish()
        let e = #expect(throws: MediaError.self) { try enc.append(testFrame(1, width: 16, height: 16)) }
        #expect(e?.kind == .misuse)
        #expect(e?.description.contains("already finished") == true)
        enc.cancel() // no effect once finished
        #expect(contents(dir) == [name])
    }
}
