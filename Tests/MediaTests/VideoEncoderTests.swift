import Foundation
import Raster
import TestSupport
import Testing
@testable import Media

@Suite struct VideoEncoderTests {
    @Test func mp4StreamIsTaggedH264WithExactFrameCountAndDuration() throws {
        let dir = scratchFolder()
        let url = dir.appendingPathComponent("clip.mp4")
        let enc = try makeEncoder(for: url, width: 96, height: 54, frameRate: (60, 1),
                                  options: EncodeOptions(crf: 23, preset: "veryfast"))
        for i in 0..<300 { try enc.append(testFrame(i, width: 96, height: 54)) }
        try enc.finish()
        let (s, f) = try MediaProbe.probe(url.path)
        #expect(s["codec_name"] as? String == "h264")
        #expect(s["width"] as? Int == 96 && s["height"] as? Int == 54)
        #expect(s["pix_fmt"] as? String == "yuv420p")
        #expect(s["color_space"] as? String == "bt709")
        #expect(s["color_transfer"] as? String == "bt709")
        #expect(s["color_primaries"] as? String == "bt709")
        #expect(s["color_range"] as? String == "tv")
        #expect(s["nb_read_frames"] as? String == "300")
        #expect(s["r_frame_rate"] as? String == "60/1")
        #expect(Double(f["duration"] as? String ?? "") == 5.0)
        // +faststart: the index (moov) precedes the media data (mdat).
        let bytes = try Data(contentsOf: url)
        let moov = bytes.range(of: Data("moov".utf8))!.lowerBound
        let mdat = bytes.range(of: Data("mdat".utf8))!.lowerBound
        #expect(moov < mdat)
        #expect(contents(dir) == ["clip.mp4"])
    }

    @Test func rgbIsConvertedWithBT709LimitedRangeCoefficients() throws {
        // Pure red in BT.709 limited range: Y = 16 + 219·0.2126 = 62.6,
        // Cb = 128 − 112·0.2126/0.9278 = 102.3, Cr = 128 + 112 = 240.
        // (BT.601 would give Y = 81.5.)
        let url = scratchFolder().appendingPathComponent("red.mp4")
        let enc = try makeEncoder(for: url, width: 64, height: 64, frameRate: (25, 1), options: EncodeOptions(crf: 0))
        let red = Pixmap(width: 64, height: 64)
        red.clear(to: RGBA8(r: 255, g: 0, b: 0, a: 255))
        try enc.append(red)
        try enc.finish()
        let yuv = try MediaProbe.decodeAll(url, pixFmt: "yuv420p")
        #expect(yuv.count == 64 * 64 * 3 / 2)
        let y = Double(yuv[64 * 32 + 32]), cb = Double(yuv[64 * 64 + 200]), cr = Double(yuv[64 * 64 * 5 / 4 + 200])
        #expect(abs(y - 62.6) <= 1.5)
        #expect(abs(cb - 102.3) <= 1.5)
        #expect(abs(cr - 240) <= 1.5)
    }

    @Test func transparentPixelsAreCompositedOverTheBackground() throws {
        let url = scratchFolder().appendingPathComponent("bg.mp4")
        let enc = try makeEncoder(for: url, width: 32, height: 32, frameRate: (25, 1),
                                  options: EncodeOptions(crf: 0, background: RGBA8(r: 0, g: 0, b: 255, a: 255)))
        try enc.append(Pixmap(width: 32, height: 32)) // fully transparent
        try enc.finish()
        let rgb = try MediaProbe.decodeAll(url)
        #expect(rgb[0] <= 3 && rgb[1] <= 3 && rgb[2] >= 250)
    }

    @Test func rationalFrameRateIsKept() throws {
        let url = scratchFolder().appendingPathComponent("ntsc.mp4")
        let enc = try makeEncoder(for: url, width: 32, height: 32, frameRate: (30000, 1001), options: EncodeOptions(preset: "ultrafast"))
        for i in 0..<30 { try enc.append(testFrame(i, width: 32, height: 32)) }
        try enc.finish()
        let (s, f) = try MediaProbe.probe(url.path)
        #expect(s["r_frame_rate"] as? String == "30000/1001")
        #expect(s["nb_read_frames"] as? String == "30")
        // 30 frames of 1001/30000 s = 1.001 s.
        #expect(abs((Double(f["duration"] as? String ?? "") ?? 0) - 1.001) < 0.0005)
    }

    @Test func decodedFramesAreDeterministic() throws {
        let dir = scratchFolder()
        var decoded: [Data] = []
        for name in ["a.mp4", "b.mp4"] {
            let url = dir.appendingPathComponent(name)
            let enc = try makeEncoder(for: url, width: 64, height: 48, frameRate: (30, 1), options: EncodeOptions(preset: "fast"))
            for i in 0..<40 { try enc.append(testFrame(i, width: 64, height: 48)) }
            try enc.finish()
            decoded.append(try MediaProbe.decodeAll(url))
        }
        #expect(decoded[0].count == 64 * 48 * 3 * 40)
        #expect(decoded[0] == decoded[1])
    }

    @Test func webmKeepsAlphaAndMovIsProRes4444() throws {
        let dir = scratchFolder()
        let webm = dir.appendingPathComponent("a.webm"), mov = dir.appendingPathComponent("a.mov")
        for url in [webm, mov] {
            let enc = try makeEncoder(for: url, width: 33, height: 21, frameRate: (24, 1))
            for i in 0..<12 { try enc.append(testFrame(i, width: 33, height: 21, alpha: true)) }
            try enc.finish()
        }
        let (w, _) = try MediaProbe.probe(webm.path)
        #expect(w["codec_name"] as? String == "vp9")
        #expect(w["nb_read_frames"] as? String == "12")
        // libvpx stores alpha as side data; the stream tag says so.
        #expect((w["tags"] as? [String: Any])?["alpha_mode"] as? String == "1")
        let (m, _) = try MediaProbe.probe(mov.path)
        #expect(m["codec_name"] as? String == "prores")
        // FFmpeg's ProRes decoder reports 4444 streams as 12-bit with alpha.
        #expect(m["profile"] as? String == "4444")
        #expect((m["pix_fmt"] as? String)?.hasPrefix("yuva444p") == true)
        #expect(m["nb_read_frames"] as? String == "12")
    }
}
