import Foundation
import Raster
import Testing
@testable import Media

/// The speed check, run only when ANIMGEN_MEDIA_BENCH=1 (it takes
/// tens of seconds and needs ~1.1 GB in the temporary folder): 300 frames of
/// 1280x720 at 60 fps, crf 23, preset medium, through FramePipeline, then
/// the same frames through `ffmpeg -f rawvideo … -c:v libx264`, side by side.
/// Frames are windows sliding over a precomputed picture, so rendering costs
/// one copy and the figure measures the pipeline, conversion and x264.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ANIMGEN_MEDIA_BENCH"] == "1"))
struct SpeedBenchmark {
    @Test func pipelineVersusFFmpegCLI() throws {
        let w = 1280, h = 720, n = 300
        let bw = w + 2 * n, bh = h + n
        let base = Pixmap(width: bw, height: bh)
        for y in 0..<bh {
            for x in 0..<bw {
                // Soft diagonal bands, a ripple, and a little texture.
                let v = (x &* 3 &+ y &* 5) & 511
                let band = UInt8(v < 256 ? v : 511 - v)
                let ripple = UInt8(truncatingIfNeeded: ((x / 7) ^ (y / 5)) &* 13)
                base.setPixel(x: x, y: y, RGBA8(r: band, g: ripple / 2 &+ band / 2, b: 255 &- band, a: 255))
            }
        }
        let frame: @Sendable (Int) -> Pixmap = { i in
            let p = Pixmap(width: w, height: h)
            for y in 0..<h {
                (p.data + y * w * 4).update(from: base.data + ((y + i) * bw + 2 * i) * 4, count: w * 4)
            }
            return p
        }
        let dir = scratchFolder()
        let raw = dir.appendingPathComponent("frames.rgba")
        FileManager.default.createFile(atPath: raw.path, contents: nil)
        let handle = try FileHandle(forWritingTo: raw)
        for i in 0..<n { try handle.write(contentsOf: Data(frame(i).bytes)) }
        try handle.close()

        let ours = dir.appendingPathComponent("ours.mp4")
        let t0 = Date()
        let enc = try makeEncoder(for: ours, width: w, height: h, frameRate: (60, 1),
                                  options: EncodeOptions(crf: 23, preset: "medium"))
        try FramePipeline(frameCount: n).run(encoder: enc, render: frame)
        let oursTime = Date().timeIntervalSince(t0)

        let t1 = Date()
        let r = try run("ffmpeg", ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(w)x\(h)", "-r", "60",
                                   "-i", raw.path, "-c:v", "libx264", "-crf", "23", "-preset", "medium",
                                   dir.appendingPathComponent("ffmpeg.mp4").path])
        let ffmpegTime = Date().timeIntervalSince(t1)
        #expect(r.status == 0, "\(r.stderr)")
        let oursSize = try Data(contentsOf: ours).count
        let refSize = try Data(contentsOf: dir.appendingPathComponent("ffmpeg.mp4")).count
        print(String(format: "SPEED ours %.2f s, ffmpeg CLI %.2f s, ratio %.3f; sizes %d vs %d bytes",
                     oursTime, ffmpegTime, oursTime / ffmpegTime, oursSize, refSize))
        try? FileManager.default.removeItem(at: dir)
        #expect(oursTime <= 1.10 * ffmpegTime)
    }
}
