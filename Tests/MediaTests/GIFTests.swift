import Foundation
@testable import Media
import Raster
import TestSupport
import Testing
import Timeline

/// Walks a GIF's blocks (per the GIF89a spec) and returns the NETSCAPE loop
/// count and every frame's delay in centiseconds.
func gifTiming(_ d: [UInt8]) -> (loop: Int?, delays: [Int], localPalettes: Int) {
    var loop: Int?, delays: [Int] = [], locals = 0
    var p = 13
    if d[10] & 0x80 != 0 { p += 3 << (Int(d[10] & 7) + 1) }
    func skipSubBlocks() { while p < d.count, d[p] != 0 { p += Int(d[p]) + 1 }; p += 1 }
    while p < d.count {
        switch d[p] {
        case 0x21:
            let label = d[p + 1]
            if label == 0xF9 { delays.append(Int(d[p + 4]) | Int(d[p + 5]) << 8) }
            if label == 0xFF, String(decoding: d[(p + 3)..<(p + 14)], as: UTF8.self) == "NETSCAPE2.0" {
                loop = Int(d[p + 16]) | Int(d[p + 17]) << 8
            }
            p += 2
            skipSubBlocks()
        case 0x2C:
            let flags = d[p + 9]
            p += 10
            if flags & 0x80 != 0 { locals += 1; p += 3 << (Int(flags & 7) + 1) }
            p += 1 // LZW minimum code size
            skipSubBlocks()
        case 0x3B: return (loop, delays, locals)
        default: return (loop, delays, locals)
        }
    }
    return (loop, delays, locals)
}

@Suite struct GIFTests {
    func write(_ url: URL, frames: Int, fps: Int, width: Int = 48, height: Int = 32) throws {
        let enc = try makeEncoder(for: url, width: width, height: height, frameRate: try FrameRate(numerator: fps, denominator: 1))
        for i in 0..<frames { try enc.append(testFrame(i, width: width, height: height)) }
        try enc.finish()
    }

    @Test func loopsForeverWithExactDelaysAt25fps() throws {
        let url = scratchFolder().appendingPathComponent("a.gif")
        try write(url, frames: 10, fps: 25)
        let t = gifTiming(Array(try Data(contentsOf: url)))
        #expect(t.loop == 0)
        #expect(t.delays == Array(repeating: 4, count: 10))
    }

    @Test func thirtyFpsSpreadsRoundingSoTheTotalIsExact() throws {
        let url = scratchFolder().appendingPathComponent("a.gif")
        try write(url, frames: 30, fps: 30)
        let t = gifTiming(Array(try Data(contentsOf: url)))
        #expect(t.delays.count == 30)
        #expect(t.delays.allSatisfy { $0 == 3 || $0 == 4 })
        #expect(t.delays.reduce(0, +) == 100) // 30 frames at 30 fps = 1 s
    }

    @Test func sixtyFpsIsResampledTo50WithTwoCentisecondDelays() throws {
        let url = scratchFolder().appendingPathComponent("a.gif")
        try write(url, frames: 60, fps: 60)
        let t = gifTiming(Array(try Data(contentsOf: url)))
        // 1 s at 60 fps: 50 frames of 2 cs (browsers stretch 1 cs delays to 10 cs).
        #expect(t.delays == Array(repeating: 2, count: 50))
        let (s, _) = try MediaProbe.probe(url.path)
        #expect(s["codec_name"] as? String == "gif")
        #expect(s["nb_read_frames"] as? String == "50")
    }

    @Test func pipelineDoesNotRenderFramesTheGIFDrops() throws {
        final class Rendered: @unchecked Sendable { let lock = NSLock(); var indices: [Int] = [] }
        let rendered = Rendered()
        let url = scratchFolder().appendingPathComponent("a.gif")
        let enc = try makeEncoder(for: url, width: 24, height: 16, frameRate: try FrameRate(numerator: 60, denominator: 1))
        try FramePipeline(frameCount: 60, workers: 2).run(encoder: enc) { i in
            rendered.lock.lock(); rendered.indices.append(i); rendered.lock.unlock()
            return testFrame(i, width: 24, height: 16)
        }
        // cs(i) = 2·round(i·50/60): frame i is dropped when cs(i+1) == cs(i),
        // i.e. i = 3, 9, 15, … (i·5/6 rounds to the same value as (i+1)·5/6).
        let expected = (0..<60).filter { i in 2 * ((2 * i * 50 + 60) / 120) != 2 * ((2 * (i + 1) * 50 + 60) / 120) }
        #expect(expected.count == 50)
        #expect(rendered.indices.sorted() == expected)
        let t = gifTiming(Array(try Data(contentsOf: url)))
        #expect(t.delays == Array(repeating: 2, count: 50))
    }

    @Test(arguments: [false, true])
    func atLeastAsFaithfulAsFFmpegPalettegenAndAtMost1_2xItsSize(glows: Bool) throws {
        let dir = scratchFolder()
        let w = 160, h = 90, n = 24
        var raw = Data(), expected: [UInt8] = []
        let ours = dir.appendingPathComponent("ours.gif")
        let enc = try makeEncoder(for: ours, width: w, height: h, frameRate: try FrameRate(numerator: 25, denominator: 1))
        for i in 0..<n {
            let f = glows ? glowFrame(i, width: w, height: h) : testFrame(i, width: w, height: h)
            try enc.append(f)
            raw.append(contentsOf: f.bytes)
            expected += rgbOverBlack(f)
        }
        try enc.finish()
        let reference = dir.appendingPathComponent("ffmpeg.gif")
        let r = try MediaProbe.command("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(w)x\(h)", "-r", "25",
                                   "-i", "-", "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", reference.path],
                        stdin: raw)
        #expect(r.status == 0, "\(r.stderr)")
        let oursDecoded = try MediaProbe.decodeAll(ours), refDecoded = try MediaProbe.decodeAll(reference)
        #expect(oursDecoded.count == expected.count && refDecoded.count == expected.count)
        let oursPSNR = psnr(oursDecoded, expected), refPSNR = psnr(refDecoded, expected)
        let sizeRatio = Double(try Data(contentsOf: ours).count) / Double(try Data(contentsOf: reference).count)
        print("GIF \(glows ? "glows" : "gradient"): ours \(oursPSNR) dB vs ffmpeg \(refPSNR) dB; size ratio \(sizeRatio)")
        #expect(oursPSNR >= refPSNR)
        #expect(sizeRatio <= 1.2)
    }
}
