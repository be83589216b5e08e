// Measurements of the media layer, by hand: they print figures and assert
// nothing, so they live here rather than in `swift test`.
//
//     swift run -c release media-bench speed        (needs ~1.1 GB of temporary space)
//     swift run -c release media-bench memory 30    (under /usr/bin/time -v; ANIMGEN_MEDIA_KEEP=PATH keeps the file)
//     swift run -c release media-bench gif
//     swift run -c release media-bench raw "in.rgba WxH out.mp4 [crf]"
import Foundation
import Media
import Raster
import TestSupport
import Timeline

/// A fresh empty folder under the system temporary directory.
func scratchFolder(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("animgen-media-bench-\(getpid())-\(name)-\(UUID().uuidString.prefix(8))")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The speed check (tens of seconds): 300 frames of
/// 1280x720 at 60 fps, crf 23, preset medium, through FramePipeline, then
/// the same frames through `ffmpeg -f rawvideo … -pix_fmt yuv420p -c:v libx264`,
/// side by side. Without `-pix_fmt yuv420p` the ffmpeg tool picks yuv444p
/// for RGBA input (High 4:4:4, twice the chroma samples), which is not the
/// same work; that command's figure is printed too, for reference.
/// Frames are windows sliding over a precomputed picture, so rendering costs
/// one copy and the figure measures the pipeline, conversion and x264.
enum SpeedBenchmark {
    static func pipelineVersusFFmpegCLI() throws {
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
            p.update(from: base, x: 2 * i, y: i)
            return p
        }
        let dir = scratchFolder("speed")
        let raw = dir.appendingPathComponent("frames.rgba")
        _ = FileManager.default.createFile(atPath: raw.path, contents: nil)
        let handle = try FileHandle(forWritingTo: raw)
        for i in 0..<n { try handle.write(contentsOf: Data(frame(i).bytes)) }
        try handle.close()

        // Alternate the two, twice, and keep each one's best time: the
        // machine is shared, so single runs are noisy.
        let ours = dir.appendingPathComponent("ours.mp4"), reference = dir.appendingPathComponent("ffmpeg.mp4")
        var oursTime = Double.infinity, ffmpegTime = Double.infinity
        var oursCPU = Double.infinity, ffmpegCPU = Double.infinity
        for _ in 0..<2 {
            let c1 = cpuSeconds(RUSAGE_CHILDREN)
            let t1 = Date()
            let r = try MediaProbe.command("ffmpeg", ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(w)x\(h)", "-r", "60",
                                       "-i", raw.path, "-pix_fmt", "yuv420p", "-c:v", "libx264", "-crf", "23",
                                       "-preset", "medium", reference.path])
            ffmpegTime = min(ffmpegTime, Date().timeIntervalSince(t1))
            ffmpegCPU = min(ffmpegCPU, cpuSeconds(RUSAGE_CHILDREN) - c1)
            guard r.status == 0 else { throw MediaProbe.Failure(description: r.stderr) }
            let c0 = cpuSeconds(RUSAGE_SELF)
            let t0 = Date()
            let enc = try makeEncoder(for: ours, width: w, height: h, frameRate: try FrameRate(numerator: 60, denominator: 1),
                                      options: EncodeOptions(crf: 23, preset: .medium))
            // Workers draw into reused canvases, as a real renderer should.
            try FramePipeline(frameCount: n).run(encoder: enc, drawInto: { i, canvas in
                canvas.update(from: base, x: 2 * i, y: i)
            })
            oursTime = min(oursTime, Date().timeIntervalSince(t0))
            oursCPU = min(oursCPU, cpuSeconds(RUSAGE_SELF) - c0)
        }
        // What the synthetic renderer itself costs (debug-built test code:
        // Pixmap's zero fill and the row copies), to tell it from the pipeline.
        let c3 = cpuSeconds(RUSAGE_SELF)
        let canvas = Pixmap(width: w, height: h)
        for i in 0..<n {
            canvas.update(from: base, x: 2 * i, y: i)
        }
        print(String(format: "SPEED rendering alone (no encode): CPU %.2f s", cpuSeconds(RUSAGE_SELF) - c3))
        let c2 = cpuSeconds(RUSAGE_CHILDREN), t2 = Date()
        let literal = dir.appendingPathComponent("ffmpeg444.mp4")
        _ = try MediaProbe.command("ffmpeg", ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(w)x\(h)", "-r", "60",
                               "-i", raw.path, "-c:v", "libx264", "-crf", "23", "-preset", "medium", literal.path])
        print(String(format: "SPEED ffmpeg without -pix_fmt (yuv444p): wall %.2f s, CPU %.2f s, size %d bytes",
                     Date().timeIntervalSince(t2), cpuSeconds(RUSAGE_CHILDREN) - c2, try Data(contentsOf: literal).count))
        let oursSize = try Data(contentsOf: ours).count
        let refSize = try Data(contentsOf: reference).count
        print(String(format: "SPEED wall: ours %.2f s, ffmpeg CLI %.2f s, ratio %.3f; CPU: ours %.2f s, ffmpeg %.2f s, ratio %.3f; sizes %d vs %d bytes",
                     oursTime, ffmpegTime, oursTime / ffmpegTime, oursCPU, ffmpegCPU, oursCPU / ffmpegCPU, oursSize, refSize))
        try? FileManager.default.removeItem(at: dir)
        print(oursTime <= 1.10 * ffmpegTime ? "SPEED within 10 % of the ffmpeg CLI" : "SPEED more than 10 % slower than the ffmpeg CLI")
    }
}

/// User + system CPU seconds of this process or of its finished children.
func cpuSeconds(_ who: __rusage_who) -> Double {
    var u = rusage()
    getrusage(__rusage_who_t(who.rawValue), &u)
    return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
}

/// Peak-memory probe: encodes the given seconds of 1280x720 at 60 fps (preset veryfast) through
/// FramePipeline. Run it under `/usr/bin/time -v` for 5 and 30 seconds and
/// compare the maximum resident sizes.
enum MemoryProbe {
    static func encode(seconds: Int) throws {
        let w = 1280, h = 720, n = seconds * 60
        let url = scratchFolder("memory").appendingPathComponent("mem.mp4")
        let enc = try makeEncoder(for: url, width: w, height: h, frameRate: try FrameRate(numerator: 60, denominator: 1),
                                  options: EncodeOptions(crf: 23, preset: .veryfast))
        try FramePipeline(frameCount: n).run(encoder: enc) { i in
            let p = Pixmap(width: w, height: h)
            p.clear(to: RGBA8(r: UInt8(i % 256), g: UInt8((i / 3) % 256), b: 90, a: 255))
            return p
        }
        let (s, _) = try MediaProbe.probe(url.path)
        print("MEMORY \(seconds) s: \(s.text("nb_read_frames") ?? "?") frames decoded (\(n) written)")
        if let keep = ProcessInfo.processInfo.environment["ANIMGEN_MEDIA_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: url.path, toPath: keep)
        }
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}

/// GIF throughput probe: one second
/// of 1280x720 at 60 fps (50 GIF frames after resampling) of soft glows.
enum GIFSpeedProbe {
    static func oneSecondOf720p() throws {
        let frames = (0..<6).map { glowFrame($0 * 10, width: 1280, height: 720) }
        let url = scratchFolder("gif").appendingPathComponent("glow.gif")
        let c0 = cpuSeconds(RUSAGE_SELF), t0 = Date()
        let enc = try makeEncoder(for: url, width: 1280, height: 720, frameRate: try FrameRate(numerator: 60, denominator: 1))
        try FramePipeline(frameCount: 60).run(encoder: enc) { frames[$0 % 6] }
        print(String(format: "GIFSPEED 60 frames 1280x720: wall %.2f s, CPU %.2f s, %d bytes",
                     Date().timeIntervalSince(t0), cpuSeconds(RUSAGE_SELF) - c0, try Data(contentsOf: url).count))
    }
}

/// Encodes a raw RGBA file with our MP4 encoder, for side-by-side checks
/// against the ffmpeg CLI: "in.rgba WxH out.mp4 [crf]".
enum RawEncodeProbe {
    static func encode(_ spec: String) throws {
        let parts = spec.split(separator: " ").map(String.init)
        let size = parts[1].split(separator: "x").compactMap { Int($0) }
        let (w, h) = (size[0], size[1])
        let data = try Data(contentsOf: URL(fileURLWithPath: parts[0]))
        let crf = parts.count > 3 ? Double(parts[3]) ?? 23 : 23
        let enc = try makeEncoder(for: URL(fileURLWithPath: parts[2]), width: w, height: h, frameRate: try FrameRate(numerator: 60, denominator: 1),
                                  options: EncodeOptions(crf: crf, preset: .medium))
        for f in 0..<(data.count / (w * h * 4)) {
            let p = Pixmap(width: w, height: h)
            p.withUnsafeMutableBytes { pixels in
                pixels.copyBytes(from: data[(f * w * h * 4)..<((f + 1) * w * h * 4)])
            }
            try enc.append(p)
        }
        try enc.finish()
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "speed": try SpeedBenchmark.pipelineVersusFFmpegCLI()
case "memory": try MemoryProbe.encode(seconds: arguments.dropFirst().first.flatMap { Int($0) } ?? 5)
case "gif": try GIFSpeedProbe.oneSecondOf720p()
case "raw" where arguments.count == 2: try RawEncodeProbe.encode(arguments[1])
default:
    FileHandle.standardError.write(Data("usage: media-bench speed | memory [SECONDS] | gif | raw \"in.rgba WxH out.mp4 [crf]\"\n".utf8))
    exit(2)
}
