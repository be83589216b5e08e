import AnimGen
import Frames
import Testing
import Timeline
@testable import animgen

@Suite struct RenderOptionsTests {
    @Test func defaultsAreFiveSecondsAt60fps720p() throws {
        let request = try fireworksRequest(["-o", "/tmp/animgen-defaults.mp4"])
        #expect(request.size == PixelSize(width: 1280, height: 720))
        #expect(request.frameRate == (try! FrameRate(numerator: 60, denominator: 1)))
        #expect(request.seconds == 5)
        #expect(request.frameCount == 300)  // 5 s × 60 fps, issue 2 item 9
        #expect(request.frames == .all)
        #expect(request.frameIndices == 0..<300)
        #expect(request.output.kind == .mp4)
        #expect(request.encoder == EncoderOptions(crf: 23, preset: .medium, threads: nil))
    }

    @Test func twoPlainRequestsAreEqual() throws {
        #expect(try fireworksRequest(["-o", "/tmp/x.gif"]) == fireworksRequest(["-o", "/tmp/x.gif"]))
    }

    @Test(arguments: [
        ("60", 60, 1), ("29.97", 30000, 1001), ("29.970", 30000, 1001), ("23.976", 24000, 1001), ("59.94", 60000, 1001),
        ("30000/1001", 30000, 1001), ("12.5", 25, 2), ("50/2", 25, 1), ("24.0", 24, 1), ("1", 1, 1), ("240", 240, 1),
    ])
    func frameRatesAreExactFractions(text: String, numerator: Int, denominator: Int) throws {
        let rate = try FrameRate.parse(text)
        #expect(rate.numerator == numerator && rate.denominator == denominator)
    }

    @Test(arguments: ["0", "-30", "nan", "inf", "241", "1000000", "0.5", "30000/0", "0/1001", "abc", "30/", "1e3", ""])
    func badFrameRatesAreUsageErrors(text: String) {
        let error = cliError { _ = try FrameRate.parse(text) }
        #expect(error?.kind == .usage)
        #expect(error?.location == "--fps \(text)")
    }

    @Test func frameCountRoundsHalvesUp() throws {
        // 10 s × 30000/1001 = 299.7 → 300; 0.025 s × 60 = 1.5 → 2; 2.5 frames → 3.
        #expect(try RenderOptions.frameCount(seconds: 10, frameRate: (try! FrameRate(numerator: 30000, denominator: 1001))) == 300)
        #expect(try RenderOptions.frameCount(seconds: 0.025, frameRate: (try! FrameRate(numerator: 60, denominator: 1))) == 2)
        #expect(try RenderOptions.frameCount(seconds: 0.5, frameRate: (try! FrameRate(numerator: 5, denominator: 1))) == 3)
        #expect(try RenderOptions.frameCount(seconds: 3600, frameRate: (try! FrameRate(numerator: 240, denominator: 1))) == 864_000)
    }

    @Test func frameTimesComeFromIntegers() {
        let ntsc = (try! FrameRate(numerator: 30000, denominator: 1001))
        #expect(ntsc.time(ofFrame: 30000) == 1001)
        #expect((try! FrameRate(numerator: 60, denominator: 1)).time(ofFrame: 37) == 37.0 / 60.0)
    }

    @Test(arguments: [("5", 5.0), ("0.25", 0.25), ("3600", 3600.0)])
    func goodSeconds(text: String, value: Double) throws {
        #expect(try RenderOptions.parseSeconds(text) == value)
    }

    @Test func secondsZeroNegativeNaNAndTooLong() {
        for text in ["0", "-1", "3600.5", "inf"] {
            #expect(cliError { _ = try RenderOptions.parseSeconds(text) }?.description
                == "animgen: error: the length must be more than 0 and at most 3600 seconds (--seconds \(text)) — write e.g. --seconds 5")
        }
        #expect(cliError { _ = try RenderOptions.parseSeconds("nan") }?.what == "the length must be a number of seconds")
        #expect(cliError { _ = try RenderOptions.parseSeconds("five") }?.what == "the length must be a number of seconds")
    }

    @Test func sizes() throws {
        #expect(try PixelSize.parse("1920x1080") == PixelSize(width: 1920, height: 1080))
        #expect(try PixelSize.parse("8192X8192") == PixelSize(width: 8192, height: 8192))
        #expect(try PixelSize.parse("1x1") == PixelSize(width: 1, height: 1))
        for bad in ["1280", "1280x", "x720", "1280x720x3", "-1280x720", "12 80x720", "1280*720", "１２x３", ""] {
            #expect(cliError { _ = try PixelSize.parse(bad) }?.what == "the size must be WIDTHxHEIGHT in pixels")
        }
        #expect(cliError { _ = try PixelSize.parse("0x720") }?.what == "the width must be at least 1 pixel")
        #expect(cliError { _ = try PixelSize.parse("1280x0") }?.what == "the height must be at least 1 pixel")
        #expect(cliError { _ = try PixelSize.parse("8193x720") }?.what == "the width must be at most 8192 pixels")
        #expect(cliError { _ = try PixelSize.parse("99999999999999999999999x720") }?.what == "the width must be at most 8192 pixels")
    }

    @Test func oddSizeForMP4IsRejected() throws {
        // One policy, the media layer's: yuv420p halves colour resolution, so
        // odd sides are refused before rendering (not padded).
        let error = cliError { _ = try fireworksRequest(["--size", "641x361", "-o", "/tmp/odd.mp4"]) }
        #expect(error?.description == "animgen: error: H.264 video in yuv420p needs an even width and height (--size 641x361) — use 640x360 or 642x362, or write .gif, .png, .webm, .apng or .webp, which take any size")
        #expect(error?.kind == .usage)
        // GIF and PNG have no chroma subsampling: odd sizes are fine.
        #expect(try fireworksRequest(["--size", "641x361", "-o", "/tmp/odd.gif"]).size == PixelSize(width: 641, height: 361))
    }

    @Test func outputKinds() throws {
        #expect(try OutputTarget.parse("a.MP4").kind == .mp4)
        #expect(try OutputTarget.parse("out/a.gif").kind == .gif)
        #expect(try OutputTarget.parse("f.png").kind == .png)
        let sequence = try OutputTarget.parse("out/seq/%04d.png")
        #expect(sequence.kind == .pngSequence)
        #expect(sequence.path(forFrame: 7) == "out/seq/0007.png")
        #expect(sequence.path(forFrame: 12345) == "out/seq/12345.png")
        #expect(try OutputTarget.parse("f_%d.png").path(forFrame: 42) == "f_42.png")
    }

    @Test func unknownExtensionsAndVideoFormats() throws {
        let valid = ".mp4, .gif, .webm, .mov, .apng, .webp, .png, or a PNG sequence like out/seq/%04d.png"
        #expect(cliError { _ = try OutputTarget.parse("a.avi") }?.description
            == "animgen: error: unknown output format .avi (-o a.avi) — use \(valid)")
        #expect(try OutputTarget.parse("a.webm").kind == .webm)
        #expect(try OutputTarget.parse("a.mov").kind == .mov)
        #expect(cliError { _ = try OutputTarget.parse("noextension") }?.what
            == "the output file has no extension, so its format is unknown")
        #expect(cliError { _ = try OutputTarget.parse("%04d.gif") }?.what == "a numbered sequence must be PNG files")
        #expect(cliError { _ = try OutputTarget.parse("%04d_%04d.png") }?.kind == .usage)
        // Media accepts .m4v as MP4, and so does the command line now.
        #expect(try OutputTarget.parse("a.m4v").kind == .mp4)
    }

    @Test func singleFrameByIndexOrTime() throws {
        #expect(try fireworksRequest(["--frame", "37", "-o", "/tmp/f.png"]).frames == .single(37))
        // t = 1.5 s at 60 fps is frame 90; t = 0.1 s at 30 fps is frame 3 (not 2.999…).
        #expect(try fireworksRequest(["--time", "1.5", "-o", "/tmp/f.png"]).frames == .single(90))
        #expect(try fireworksRequest(["--time", "0.1", "--fps", "30", "-o", "/tmp/f.png"]).frames == .single(3))
        #expect(try fireworksRequest(["--frame", "299", "-o", "/tmp/f.png"]).frameIndices == 299..<300)
        #expect(cliError { _ = try fireworksRequest(["--frame", "300", "-o", "/tmp/f.png"]) }?.fix
            == "pick a frame from 0 to 299, or raise --seconds")
        #expect(cliError { _ = try fireworksRequest(["-o", "/tmp/f.png"]) }?.what
            == "a .png output holds one frame, but no frame was chosen")
        #expect(cliError { _ = try fireworksRequest(["--frame", "3", "-o", "/tmp/f.mp4"]) }?.kind == .usage)
        #expect(cliError { _ = try fireworksRequest(["--frame", "1", "--time", "1", "-o", "/tmp/f.png"]) }?.what
            == "--frame and --time both pick the frame")
    }

    @Test func encoderOptions() throws {
        let request = try fireworksRequest(["--crf", "18", "--preset", "slow", "--threads", "2", "-o", "/tmp/e.mp4"])
        #expect(request.encoder == EncoderOptions(crf: 18, preset: .slow, threads: 2))
        #expect(cliError { _ = try fireworksRequest(["--crf", "52", "-o", "/tmp/e.mp4"]) }?.location == "--crf 52")
        #expect(cliError { _ = try fireworksRequest(["--preset", "veryfsat", "-o", "/tmp/e.mp4"]) }?.fix?
            .hasPrefix("did you mean veryfast?") == true)
        #expect(cliError { _ = try fireworksRequest(["--threads", "0", "-o", "/tmp/e.mp4"]) }?.kind == .usage)
        #expect(cliError { _ = try fireworksRequest(["--crf", "20", "-o", "/tmp/e.gif"]) }?.what
            == "--crf applies to .mp4 and .webm output only")
    }

    @Test func seeds() throws {
        #expect(try fireworksRequest(["--seed", "18446744073709551615", "-o", "/tmp/s.gif"]).seed == UInt64.max)
        #expect(try fireworksRequest(["-o", "/tmp/s.gif"]).seed == RenderDefaults.seed)
        for bad in ["-1", "18446744073709551616", "1.5", "abc"] {
            #expect(cliError { _ = try fireworksRequest(["--seed", bad, "-o", "/tmp/s.gif"]) }?.location == "--seed \(bad)")
        }
    }

    @Test func fileDefaultsAreOverriddenByFlags() throws {
        // As `render FILE` will do: the file says 400x400 at 30 fps for 2 s.
        let file = SceneSettings(size: PixelSize(width: 400, height: 400),
                                 frameRate: (try! FrameRate(numerator: 30, denominator: 1)), seconds: 2, seed: 9)
        let parsed = try ArgumentParser.parse(["--fps", "24", "-o", "/tmp/d.gif"], for: FireworksCommand.spec)
        let request = try RenderOptions.request(from: parsed, defaults: file, name: "test")
        #expect(request.size == PixelSize(width: 400, height: 400))
        #expect(request.frameRate == (try! FrameRate(numerator: 24, denominator: 1)))
        #expect(request.frameCount == 48)  // 2 s × 24 fps
        #expect(request.seed == 9)
    }

    /// Issue 36: no -o writes out/<name>.mp4 (as Remotion writes out/<comp>.mp4),
    /// or out/<name>.png for one frame, and says so.
    @Test func missingOutputDefaultsToOutName() throws {
        let video = try RenderOptions.request(from: try ArgumentParser.parse(["--seconds", "2"], for: FireworksCommand.spec),
                                              name: "fireworks")
        #expect(video.output.path == "out/fireworks.mp4")
        #expect(video.notes.contains("no -o given: writing out/fireworks.mp4"))
        let frame = try RenderOptions.request(from: try ArgumentParser.parse(["--frame", "3"], for: FireworksCommand.spec),
                                              name: "lower third.v2")
        #expect(frame.output.path == "out/lower_third.png")
    }
}
