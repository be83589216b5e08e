import AnimGen
import Frames
import Raster
import Testing
import Timeline
@testable import animgen

@Suite struct OutputOptionsTests {
    /// `render`'s options over a 960x540, 30 fps, 3 s canvas (a timeline file's).
    func fileRequest(_ arguments: [String]) throws -> RenderRequest {
        let parsed = try ArgumentParser.parse(["x.json5"] + arguments, for: RenderCommand.spec)
        return try RenderOptions.request(from: parsed, defaults: SceneSettings(width: 960, height: 540, frameRate: try FrameRate(30), duration: 3, seed: 1), name: "test")
    }

    @Test func oneSideKeepsTheAspectRatio() throws {
        // 960x540 is 16:9: 640 wide → 360 high; 200 high → 355.6 → 356 wide.
        #expect(try fileRequest(["--size", "640x", "-o", "/tmp/a.gif"]).size == PixelSize(width: 640, height: 360))
        #expect(try fileRequest(["--size", "x200", "-o", "/tmp/a.gif"]).size == PixelSize(width: 356, height: 200))
        #expect(try fileRequest(["--size", "640x", "-o", "/tmp/a.gif"]).notes.isEmpty)
        #expect(cliError { _ = try fileRequest(["--size", "x", "-o", "/tmp/a.gif"]) }?.kind == .usage)
        // Fireworks fill any size; without a canvas of its own, 1280x720 is the base.
        #expect(try fireworksRequest(["--size", "x360", "-o", "/tmp/a.gif"]).size == PixelSize(width: 640, height: 360))
    }

    @Test func scaleMultipliesTheSize() throws {
        #expect(try fileRequest(["--scale", "2", "-o", "/tmp/a.gif"]).size == PixelSize(width: 1920, height: 1080))
        #expect(try fileRequest(["--size", "640x", "--scale", "0.5", "-o", "/tmp/a.gif"]).size == PixelSize(width: 320, height: 180))
        #expect(cliError { _ = try fileRequest(["--scale", "0", "-o", "/tmp/a.gif"]) }?.kind == .usage)
        #expect(cliError { _ = try fileRequest(["--scale", "8", "-o", "/tmp/a.gif"]) } == nil)
        #expect(cliError { _ = try fireworksRequest(["--scale", "8", "--size", "4000x4000", "-o", "/tmp/a.gif"]) }?.kind == .usage)
    }

    @Test func anotherAspectRatioIsNoted() throws {
        let request = try fileRequest(["--size", "500x500", "-o", "/tmp/a.gif"])
        #expect(request.notes.count == 1)
        #expect(request.notes.first?.contains("960x540") == true)
        #expect(try fireworksRequest(["--size", "500x500", "-o", "/tmp/a.gif"]).notes.isEmpty)
    }

    @Test func backgroundColors() throws {
        #expect(try fileRequest(["--background", "#FF8000", "-o", "/tmp/a.gif"]).encoder.background == RGBA8(r: 255, g: 128, b: 0, a: 255))
        #expect(try fileRequest(["--background", "white", "-o", "/tmp/a.mp4"]).encoder.background == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(try fileRequest(["--background", "transparent", "-o", "/tmp/a.webm"]).encoder.background == nil)
        // Asked for explicitly, alpha stays even for a scene declared opaque.
        #expect(try fileRequest(["--background", "transparent", "-o", "/tmp/a.webm"]).encodeOptions().framesAreOpaque == false)
        #expect(try fileRequest(["-o", "/tmp/a.webm"]).encodeOptions().framesAreOpaque == nil)
        #expect(cliError { _ = try fileRequest(["--background", "transparent", "-o", "/tmp/a.mp4"]) }?.kind == .usage)
        #expect(cliError { _ = try fileRequest(["--background", "#12", "-o", "/tmp/a.gif"]) }?.kind == .usage)
        #expect(cliError { _ = try fileRequest(["--background", "#FF000080", "-o", "/tmp/a.gif"]) }?.kind == .usage)
    }

    @Test func formatOptionsOnlyWhereTheyApply() throws {
        let gif = try fileRequest(["--loop", "3", "--gif-fps", "15", "-o", "/tmp/a.gif"])
        #expect(gif.encoder.gifPlays == 3)
        #expect(gif.encoder.gifFrameRate == (try FrameRate(15)))
        #expect(try fileRequest(["--loop", "2", "-o", "/tmp/a.webp"]).encoder.gifPlays == 2)
        #expect(cliError { _ = try fileRequest(["--loop", "3", "-o", "/tmp/a.mp4"]) }?.kind == .usage)
        #expect(cliError { _ = try fileRequest(["--gif-fps", "60", "-o", "/tmp/a.gif"]) }?.kind == .usage) // above the file's 30
        #expect(try fileRequest(["--crf", "40", "-o", "/tmp/a.webm"]).encoder.vp9CRF == 40)
        #expect(cliError { _ = try fileRequest(["--crf", "64", "-o", "/tmp/a.webm"]) }?.kind == .usage)
        #expect(cliError { _ = try fileRequest(["--crf", "20", "-o", "/tmp/a.gif"]) }?.kind == .usage)
        #expect(try fileRequest(["--webp-quality", "80", "-o", "/tmp/a.webp"]).encoder.webpQuality == 80)
        #expect(try fileRequest(["--prores", "HQ", "-o", "/tmp/a.mov"]).encoder.proresProfile == .hq)
        #expect(cliError { _ = try fileRequest(["--prores", "hq", "-o", "/tmp/a.webm"]) }?.kind == .usage)
    }

    @Test func gifSummaryTellsWhatTheFileHolds() throws {
        // 60 fps for 5 s = 300 frames; a GIF holds 250 of them at 50 fps.
        let request = try fireworksRequest(["-o", "/tmp/fx.gif"])
        #expect(RenderSummary.line(for: request, elapsed: 4, bytes: 1_000_000).hasPrefix(
            "animgen: wrote /tmp/fx.gif — 250 frames, 5.00 s at 50 fps (the animation's 300 at 60 fps), "))
        let ten = try fireworksRequest(["--gif-fps", "10", "-o", "/tmp/fx.gif"])
        #expect(RenderSummary.line(for: ten, elapsed: 4, bytes: 1_000_000).contains("— 50 frames, 5.00 s at 10 fps"))
    }

    @Test func helpShowsEachCommandsDefaults() {
        let render = HelpText.command(RenderCommand.spec)
        #expect(render.contains("(default the file's canvas)"))
        #expect(!render.contains("(default 1280x720)"))
        for format in [".mp4", ".gif", ".webm", ".mov", ".apng", ".webp", ".png"] { #expect(render.contains(format)) }
    }
}
