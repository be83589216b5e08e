import Foundation
import ImageFiles
@testable import Media
import Raster
import TestSupport
import Testing
import Timeline

/// A pixmap of valid premultiplied pixels (every channel ≤ alpha), all alphas.
func randomPremultiplied(width: Int, height: Int, seed: UInt64) -> Pixmap {
    var s = seed
    let p = Pixmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            let a = UInt8(truncatingIfNeeded: s >> 56)
            let r = UInt8(truncatingIfNeeded: (s >> 40) % (UInt64(a) + 1))
            let g = UInt8(truncatingIfNeeded: (s >> 24) % (UInt64(a) + 1))
            let b = UInt8(truncatingIfNeeded: (s >> 8) % (UInt64(a) + 1))
            p.setPixel(x: x, y: y, RGBA8(r: r, g: g, b: b, a: a))
        }
    }
    return p
}

@Suite struct PNGAndImageTests {
    @Test func pngRoundTripIsExactForEveryPremultipliedValue() throws {
        let url = scratchFolder().appendingPathComponent("a.png")
        let original = randomPremultiplied(width: 123, height: 77, seed: 42)
        try writePNG(original, to: url)
        let (s, _) = try MediaProbe.probe(url.path)
        #expect(s["codec_name"] as? String == "png")
        #expect(s["pix_fmt"] as? String == "rgba")
        #expect(try decodeImage(at: url) == original)
    }

    @Test func pngWithBackgroundIsOpaqueRGB() throws {
        let url = scratchFolder().appendingPathComponent("a.png")
        let p = Pixmap(width: 4, height: 4)
        p.clear(to: RGBA8(r: 0, g: 64, b: 0, a: 128)) // half-transparent green
        try writePNG(p, to: url, background: RGBA8(r: 255, g: 255, b: 255, a: 255))
        let (s, _) = try MediaProbe.probe(url.path)
        #expect(s["pix_fmt"] as? String == "rgb24")
        // Over white: c + 255·(1 − 128/255) = c + 127.
        #expect(try decodeImage(at: url).pixel(x: 1, y: 1) == RGBA8(r: 127, g: 191, b: 127, a: 255))
    }

    @Test func pngSequenceIsNumberedFromZeroAndRoundTrips() throws {
        let dir = scratchFolder()
        let pattern = dir.appendingPathComponent("seq/%04d.png") // folder created on demand
        let frames = (0..<3).map { randomPremultiplied(width: 20, height: 10, seed: UInt64($0)) }
        let enc = try makeEncoder(for: pattern, width: 20, height: 10, frameRate: try FrameRate(numerator: 60, denominator: 1))
        try FramePipeline(frameCount: 3, workers: 2).run(encoder: enc) { frames[$0] }
        #expect(contents(dir.appendingPathComponent("seq")) == ["0000.png", "0001.png", "0002.png"])
        for i in 0..<3 {
            #expect(try decodeImage(at: dir.appendingPathComponent("seq/000\(i).png")) == frames[i])
        }
    }
}
