import Foundation
import Raster
import Testing
@testable import Media

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
        let enc = try makeEncoder(for: url, width: width, height: height, frameRate: (fps, 1))
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
        let (s, _) = try probe(url)
        #expect(s["codec_name"] as? String == "gif")
        #expect(s["nb_read_frames"] as? String == "50")
    }

    @Test func pipelineDoesNotRenderFramesTheGIFDrops() throws {
        final class Rendered: @unchecked Sendable { let lock = NSLock(); var indices: [Int] = [] }
        let rendered = Rendered()
        let url = scratchFolder().appendingPathComponent("a.gif")
        let enc = try makeEncoder(for: url, width: 24, height: 16, frameRate: (60, 1))
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
        let enc = try makeEncoder(for: ours, width: w, height: h, frameRate: (25, 1))
        for i in 0..<n {
            let f = glows ? glowFrame(i, width: w, height: h) : testFrame(i, width: w, height: h)
            try enc.append(f)
            raw.append(contentsOf: f.bytes)
            expected += rgbOverBlack(f)
        }
        try enc.finish()
        let reference = dir.appendingPathComponent("ffmpeg.gif")
        let r = try run("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(w)x\(h)", "-r", "25",
                                   "-i", "-", "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", reference.path],
                        stdin: raw)
        #expect(r.status == 0, "\(r.stderr)")
        let oursDecoded = try decodeAll(ours), refDecoded = try decodeAll(reference)
        #expect(oursDecoded.count == expected.count && refDecoded.count == expected.count)
        let oursPSNR = psnr(oursDecoded, expected), refPSNR = psnr(refDecoded, expected)
        let sizeRatio = Double(try Data(contentsOf: ours).count) / Double(try Data(contentsOf: reference).count)
        print("GIF \(glows ? "glows" : "gradient"): ours \(oursPSNR) dB vs ffmpeg \(refPSNR) dB; size ratio \(sizeRatio)")
        #expect(oursPSNR >= refPSNR)
        #expect(sizeRatio <= 1.2)
    }
}

/// Soft coloured glows drifting over a dark blue sky, screen-blended: the
/// kind of picture the fireworks produce.
func glowFrame(_ i: Int, width w: Int, height h: Int) -> Pixmap {
    var rng: UInt64 = 0x9E3779B97F4A7C15
    func next() -> Double {
        rng = rng &* 6364136223846793005 &+ 1442695040888963407
        return Double(rng >> 11) / Double(1 << 53)
    }
    var sky = [Double](repeating: 0, count: w * h * 3)
    for k in 0..<(w * h) { sky[k * 3] = 8; sky[k * 3 + 1] = 10; sky[k * 3 + 2] = 30 }
    for _ in 0..<20 {
        let x0 = next() * Double(w), y0 = next() * Double(h)
        let vx = next() * 4 - 2, vy = next() * 4 - 2, r = 4 + next() * 14
        let color = [next(), next(), next()]
        let cx = x0 + vx * Double(i), cy = y0 + vy * Double(i)
        for y in stride(from: max(0, Int(cy - 2 * r)), to: min(h, Int(cy + 2 * r)), by: 1) {
            for x in stride(from: max(0, Int(cx - 2 * r)), to: min(w, Int(cx + 2 * r)), by: 1) {
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)) / (r * r)
                let k = exp(-2 * d)
                for c in 0..<3 {
                    let s = color[c] * 255 * k, p = sky[(y * w + x) * 3 + c]
                    sky[(y * w + x) * 3 + c] = 255 - (255 - p) * (255 - s) / 255
                }
            }
        }
    }
    let p = Pixmap(width: w, height: h)
    for k in 0..<(w * h) {
        p.data[k * 4] = UInt8(sky[k * 3]); p.data[k * 4 + 1] = UInt8(sky[k * 3 + 1])
        p.data[k * 4 + 2] = UInt8(sky[k * 3 + 2]); p.data[k * 4 + 3] = 255
    }
    return p
}
