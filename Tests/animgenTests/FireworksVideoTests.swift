import Foundation
import Testing
import TestSupport

/// `animgen fireworks` end to end: run the built binary, then decode what it
/// wrote with ffprobe/ffmpeg and check it against the documented format
/// (issue 2 items 4 and 9). Sizes and lengths are small so the debug build
/// stays quick.
@Suite struct FireworksVideoTests {
    /// Runs `animgen fireworks ARGS --quiet` and expects success and silence.
    static func render(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try Tool.run(["fireworks"] + arguments + ["--quiet"])
        #expect(run.status == 0, "animgen failed: \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.isEmpty && run.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func mp4IsTaggedH264AtTheExactFrameCount() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/fx.mp4"
        try Self.render(["--seconds", "0.5", "--size", "160x90", "-o", path])
        let (stream, format) = try MediaProbe.probe(path)
        #expect(stream.text("codec_name") == "h264")
        #expect(stream.text("width") == "160" && stream.text("height") == "90")
        #expect(stream.text("pix_fmt") == "yuv420p")
        #expect(stream.text("color_primaries") == "bt709")
        #expect(stream.text("color_transfer") == "bt709")
        #expect(stream.text("color_space") == "bt709")
        #expect(stream.text("color_range") == "tv")
        #expect(stream.text("r_frame_rate") == "60/1")
        // 0.5 s at 60 fps: frames 0…29, the last shown from 29/60 to 30/60 s.
        #expect(stream.text("nb_read_frames") == "30")
        #expect(stream.text("duration").flatMap(Double.init) == 0.5)
        #expect(format.text("duration").flatMap(Double.init) == 0.5)
        // +faststart: the index (moov) precedes the media data (mdat).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let moov = bytes.range(of: Data("moov".utf8)), mdat = bytes.range(of: Data("mdat".utf8))
        #expect(moov != nil && mdat != nil && moov!.lowerBound < mdat!.lowerBound)
        // Only the finished file is left: no temporary beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fx.mp4"])
    }

    @Test func webmOfTheOpaqueFireworksHasNoAlphaUnlessAsked() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // The sky covers every pixel: no alpha stream (alpha would be all 255).
        try Self.render(["--seconds", "0.2", "--size", "96x54", "-o", folder.path + "/fx.webm"])
        let (plain, _) = try MediaProbe.probe(folder.path + "/fx.webm")
        #expect(plain.text("pix_fmt") == "yuv420p")
        #expect((plain["tags"] as? [String: Any])?.text("alpha_mode") == nil)
        // --background transparent asks for alpha: the stream is kept.
        try Self.render(["--seconds", "0.2", "--size", "96x54", "--background", "transparent", "-o", folder.path + "/alpha.webm"])
        let (alpha, _) = try MediaProbe.probe(folder.path + "/alpha.webm")
        #expect((alpha["tags"] as? [String: Any])?.text("alpha_mode") == "1")
        let decoded = [UInt8](try MediaProbe.run("ffmpeg", ["-v", "error", "-c:v", "libvpx-vp9", "-i", folder.path + "/alpha.webm",
                                                            "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        #expect(decoded.count == 12 * 96 * 54 * 4)
        // Opaque, give or take VP9's lossy alpha coding (a few 254s at crf 30).
        #expect(decoded.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element >= 254 })
    }

    @Test func fiveSecondsAt60fpsIs300Frames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/five.mp4"
        try Self.render(["--seconds", "5", "--size", "64x36", "--preset", "ultrafast", "-o", path])
        let (stream, format) = try MediaProbe.probe(path)
        #expect(stream.text("nb_read_frames") == "300")
        #expect(stream.text("duration").flatMap(Double.init) == 5)
        #expect(format.text("duration").flatMap(Double.init) == 5)
    }

    @Test func ntscRateKeepsItsExactRatio() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/ntsc.mp4"
        try Self.render(["--seconds", "0.5", "--fps", "30000/1001", "--size", "64x36", "-o", path])
        let (stream, _) = try MediaProbe.probe(path)
        #expect(stream.text("r_frame_rate") == "30000/1001")
        // Every frame that starts before 0.5 s: ⌈0.5 × 30000/1001⌉ = ⌈14.985⌉ = 15.
        #expect(stream.text("nb_read_frames") == "15")
    }

    @Test func gifLoopsAtFiftyFramesPerSecondFor60fps() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = folder.path + "/fx.gif"
        try Self.render(["--seconds", "0.5", "--size", "64x36", "-o", path])
        let (stream, _) = try MediaProbe.probe(path)
        #expect(stream.text("codec_name") == "gif")
        #expect(stream.text("width") == "64" && stream.text("height") == "36")
        // GIF delays are whole centiseconds: 60 fps is played at 50 fps (every
        // delay 2 cs, one frame in six dropped), so 0.5 s is 25 frames, 50 cs.
        #expect(stream.text("nb_read_frames") == "25")
        let durations = try MediaProbe.frameDurations(path)
        #expect(durations.count == 25)
        #expect(durations.allSatisfy { $0 == 2 }, "delays in cs: \(durations)")
        // Looping: the NETSCAPE2.0 application extension with loop count 0
        // (sub-block size 3, id 1, count 0 little-endian).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let loop = Data("NETSCAPE2.0".utf8) + Data([3, 1, 0, 0])
        #expect(bytes.range(of: loop) != nil)
    }

    @Test func oddSizeForMP4IsRefusedWithTheFix() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try Tool.run(["fireworks", "--size", "641x361", "-o", folder.path + "/x.mp4"])
        #expect(run.status == 2)
        #expect(run.stderr == "animgen: error: H.264 video in yuv420p needs an even width and height (--size 641x361) — use 640x360 or 642x362, or write .gif, .png, .webm, .apng or .webp, which take any size\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func missingOutputFolderIsCreatedAndTheRenderSucceeds() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let nested = folder.path + "/new/deeper"
        try Self.render(["--seconds", "0.1", "--size", "64x36", "-o", nested + "/fx.mp4"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: nested) == ["fx.mp4"])
        #expect(try MediaProbe.probe(nested + "/fx.mp4").stream.text("nb_read_frames") == "6")
    }
}
