import AnimGen
import Testing
@testable import animgen
import TestSupport

/// `--frames A-B` and `--time-range T1-T2`, read from the option text alone.
@Suite struct FrameRangeOptionTests {
    private func range(_ arguments: [String]) throws -> Range<Int>? {
        let request = try fireworksRequest(arguments + ["-o", "/tmp/animgen-range.mp4"])
        if case .range(let range) = request.frames { return range }
        return nil
    }

    // 5 s at 60 fps: frames 0…299.
    @Test func framesAreInclusiveAndCountFromZero() throws {
        #expect(try range(["--frames", "30-90"]) == 30..<91)
        #expect(try range(["--frames", "30-"]) == 30..<300)
        #expect(try range(["--frames", "0-299"]) == 0..<300)
        #expect(try range(["--frames", "7-7"]) == 7..<8)
        #expect(try range(["--frames", "7"]) == 7..<8, "one frame is a run of one, as in verify")
        #expect(try range(["--frames", "10-12,13"]) == 10..<14, "a list that is one run")
    }

    // Frame i starts at i/60 s: 0.5 s is frame 30, frames starting before 1.5 s end at 89.
    @Test func timesPickTheFramesShownBetweenThem() throws {
        #expect(try range(["--time-range", "0.5-1.5"]) == 30..<90)
        #expect(try range(["--time-range", "2s-4.5s"]) == 120..<270)
        #expect(try range(["--time-range", "0:01-0:02"]) == 60..<120)
        #expect(try range(["--time-range", "4-"]) == 240..<300)
        // 0.51 s is inside frame 30 (which starts at 0.5 s); 0.52 s ends within frame 31.
        #expect(try range(["--time-range", "0.51-0.52"]) == 30..<32)
        #expect(try range(["--fps", "30", "--time-range", "0.1-0.2"]) == 3..<6)
    }

    @Test(arguments: [
        (["--frames", "90-30"], "ends (frame 30) before it starts"),
        (["--frames", "300-310"], "frame 310 is past the last frame, 299"),
        (["--frames", "30-300"], "frame 300 is past the last frame, 299"),
        (["--frames", "300-"], "frame 300 is past the last frame, 299"),
        (["--frames", "0,30,60"], "one clip of consecutive frames"),
        (["--frames", "-5-7"], "is not a frame or a range"),
        (["--frames", "a-b"], "is not a frame or a range"),
        (["--time-range", "2-1"], "ends (1 s) before it starts (2 s)"),
        (["--time-range", "1-6"], "6 s is past the end of the 5 s animation"),
        (["--time-range", "5-"], "5 s is at or past the end"),
        (["--time-range", "1:75-2"], "a time range is written t1-t2"),
        (["--time-range", "soon"], "a time range is written t1-t2"),
        (["--frames", "1-2", "--time-range", "0-1"], "--frames and --time-range both pick the range"),
        (["--frames", "1-2", "--frame", "3"], "--frame 3 picks one frame and --frames 1-2 a range"),
    ])
    func badRangesAreRefusedWithTheOptionNamed(arguments: [String], message: String) {
        let error = cliError { _ = try fireworksRequest(arguments + ["-o", "/tmp/animgen-range.mp4"]) }
        #expect(error?.description.lowercased().contains(message.lowercased()) == true, "\(String(describing: error))")
        #expect(error?.description.contains("--") == true)
    }

    @Test func aPNGGivenARangeIsAnAPNGAndOneFrameIsAStill() throws {
        let many = try fireworksRequest(["--frames", "3-5", "-o", "/tmp/animgen-range.png"])
        #expect(many.output.kind == .apng)
        let one = try fireworksRequest(["--frames", "3-3", "-o", "/tmp/animgen-range.png"])
        #expect(one.frames == .single(3))
        #expect(one.output.kind == .png)
        let chunked = cliError { _ = try fireworksRequest(["--frames", "3-9", "--chunk", "0/2", "-o", "/tmp/animgen-range.png"]) }
        #expect(chunked?.description.contains("animgen-range.apng") == true)
    }

    @Test func aChunkSplitsTheRange() throws {
        let request = try fireworksRequest(["--frames", "30-90", "--chunk", "1/2", "-o", "/tmp/animgen-range.webm"])
        // 61 frames in two chunks: 0..<30 and 30..<61 of the clip.
        #expect(request.frameIndices == 60..<91)
        let tag = try request.chunk!.segmentTag(for: request)
        #expect(tag.totalFrames == 61 && tag.frames == 30..<61)
        // An MP4's boundary goes to H.264's key-frame grid, one a second from the clip's start: 30 rounds to 60.
        let mp4 = try fireworksRequest(["--frames", "30-90", "--chunk", "1/2", "-o", "/tmp/animgen-range.mp4"])
        #expect(mp4.frameIndices == 90..<91)
        #expect(try mp4.chunk!.segmentTag(for: mp4).frames == 60..<61)
        let tooMany = cliError { _ = try fireworksRequest(["--frames", "30-32", "--chunk", "0/4", "-o", "/tmp/animgen-range.mp4"]) }
        #expect(tooMany?.description.contains("4 chunks of 3 frames") == true)
    }
}

/// What the tool writes for a range, read back by FFmpeg's tools.
@Suite struct FrameRangeRenderTests {
    private var scene: [String] { sceneOf(seconds: "2") }
    private func sceneOf(seconds: String) -> [String] { ["fireworks", "--seconds", seconds, "--size", "96x54", "-q"] }

    /// 61 frames at 60 fps last 61/60 s; the MP4 container rounds its own duration to milliseconds.
    private func expectClipDuration(_ stream: [String: Any]) {
        let duration = Double(stream.text("duration") ?? "") ?? 0
        #expect(abs(duration - 61.0 / 60.0) < 1e-4, "stream duration \(duration)")
    }

    @Test func aVideoRangeIsAClipFromZeroWithTheRangesFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for output in ["clip.mp4", "clip.apng"] {
            let run = try Tool.run(scene + ["--frames", "30-90", "-o", output], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let (stream, format) = try MediaProbe.probe(folder.path + "/clip.mp4")
        #expect(stream.text("nb_read_frames") == "61")
        #expect(format.text("duration") == "1.017000")
        expectClipDuration(stream)
        #expect(Double(stream.text("start_time") ?? "") == 0)
        // Frame k of the lossless clip is frame 30 + k rendered alone.
        let clip = try MediaProbe.decodeAll(folder.url.appendingPathComponent("clip.apng"), pixFmt: "rgba")
        let frameBytes = 96 * 54 * 4
        #expect(clip.count == 61 * frameBytes)
        for k in [0, 29, 60] {
            let run = try Tool.run(scene + ["--frame", "\(30 + k)", "-o", "f\(k).png"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            let alone = try MediaProbe.rgba(folder.path + "/f\(k).png")
            #expect(clip[(k * frameBytes)..<((k + 1) * frameBytes)] == alone, "frame \(k) of the clip")
        }
    }

    @Test func aTimeRangeGIFAndWebPHoldTheirFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // 0.5 s–1 s at 30 fps: frames 15…29, 15 frames, 0.5 s.
        for output in ["clip.gif", "clip.webp"] {
            let run = try Tool.run(scene + ["--fps", "30", "--time-range", "0.5-1", "-o", output], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try MediaProbe.frameDurations(folder.path + "/clip.gif").count == 15)
        #expect(try MediaProbe.frameDurations(folder.path + "/clip.gif").reduce(0, +) == 50)  // centiseconds
        #expect(try MediaProbe.probe(folder.path + "/clip.gif").format.text("duration") == "0.500000")
        // libwebp's own reader (FFmpeg 5.1 cannot decode animated WebP).
        let webp = String(decoding: try MediaProbe.run("webpmux", ["-info", folder.path + "/clip.webp"]), as: UTF8.self)
        #expect(webp.contains("Number of frames: 15"), "\(webp)")
    }

    @Test func aSequenceRangeKeepsTheFramesNumbersAndTheOtherFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let whole = try Tool.run(sceneOf(seconds: "0.2") + ["-o", "seq/%03d.png"], in: folder.url)
        #expect(whole.status == 0, "\(whole.stderr)")
        let part = try Tool.run(sceneOf(seconds: "0.2") + ["--seed", "9", "--frames", "4-6", "-o", "seq/%03d.png"], in: folder.url)
        #expect(part.status == 0, "\(part.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/seq").filter { !$0.hasPrefix(".") }.sorted()
        #expect(names == (0..<12).map { String(format: "%03d.png", $0) })
        let reseeded = try Tool.run(sceneOf(seconds: "0.2") + ["--seed", "9", "--frame", "5", "-o", "five.png"], in: folder.url)
        #expect(reseeded.status == 0)
        #expect(try MediaProbe.rgba(folder.path + "/seq/005.png") == MediaProbe.rgba(folder.path + "/five.png"))
    }

    @Test func chunksOfARangeJoinIntoTheRangesClip() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let range = scene + ["--frames", "30-90"]
        for index in [1, 0] {
            let run = try Tool.run(range + ["--chunk", "\(index)/2", "-o", "clip.mp4"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let joined = try Tool.run(["concat", "-o", "clip.mp4"], in: folder.url)
        #expect(joined.status == 0, "\(joined.stderr)")
        let (stream, format) = try MediaProbe.probe(folder.path + "/clip.mp4")
        #expect(stream.text("nb_read_frames") == "61")
        #expect(format.text("duration") == "1.017000")
        expectClipDuration(stream)
    }
}
