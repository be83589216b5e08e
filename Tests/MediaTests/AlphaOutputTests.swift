import Foundation
import ImageFiles
@testable import Media
@testable import Raster
import TestSupport
import Testing
import Timeline

/// Outputs that keep alpha, decoded by FFmpeg's and libwebp's own tools and
/// compared with the alpha we rendered.
@Suite struct AlphaOutputTests {
    static let w = 48, h = 32, n = 6

    /// Writes `n` translucent test frames (alpha ramps 0 → 255 over the left quarter).
    func write(_ name: String, options: EncodeOptions = EncodeOptions()) throws -> (URL, [Pixmap]) {
        let url = scratchFolder(name).appendingPathComponent(name)
        let frames = (0..<Self.n).map { testFrame($0, width: Self.w, height: Self.h, alpha: true) }
        let enc = try makeEncoder(for: url, width: Self.w, height: Self.h, frameRate: try FrameRate(numerator: 25, denominator: 1), options: options)
        for f in frames { try enc.append(f) }
        try enc.finish()
        return (url, frames)
    }

    /// Alpha bytes of decoded straight-RGBA frames against the pixmaps': mean and largest difference.
    func alphaError(_ decoded: [UInt8], _ frames: [Pixmap]) -> (mean: Double, max: Int) {
        var total = 0, worst = 0
        for (f, p) in frames.enumerated() {
            for k in 0..<(Self.w * Self.h) {
                let d = abs(Int(decoded[(f * Self.w * Self.h + k) * 4 + 3]) - Int(p.data[k * 4 + 3]))
                total += d
                worst = max(worst, d)
            }
        }
        return (Double(total) / Double(frames.count * Self.w * Self.h), worst)
    }

    func decode(_ url: URL, decoder: [String] = []) throws -> [UInt8] {
        [UInt8](try MediaProbe.run("ffmpeg", ["-v", "error"] + decoder + ["-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
    }

    @Test func apngIsLosslessRGBA() throws {
        let (url, frames) = try write("a.apng")
        let (stream, _) = try MediaProbe.probe(url.path)
        #expect(stream["codec_name"] as? String == "apng")
        let decoded = try decode(url)
        #expect(decoded.count == Self.n * Self.w * Self.h * 4)
        guard decoded.count == Self.n * Self.w * Self.h * 4 else { return }
        #expect(alphaError(decoded, frames).max == 0)
        // Where opaque, the colour is the rendered one exactly.
        let p = frames[3], k = 20 * Self.w + 30
        #expect(Array(decoded[((3 * Self.w * Self.h) + k) * 4..<((3 * Self.w * Self.h) + k) * 4 + 3]) == [p.data[k * 4], p.data[k * 4 + 1], p.data[k * 4 + 2]])
    }

    @Test func webmDecodesToTheRenderedAlpha() throws {
        let (url, frames) = try write("a.webm")
        // FFmpeg's own VP9 decoder drops the alpha plane; libvpx's reads it.
        let decoded = try decode(url, decoder: ["-c:v", "libvpx-vp9"])
        #expect(decoded.count == Self.n * Self.w * Self.h * 4)
        guard decoded.count == Self.n * Self.w * Self.h * 4 else { return }
        let e = alphaError(decoded, frames)
        #expect(e.mean < 3 && e.max < 40, "VP9 alpha error \(e)")
    }

    @Test func webmOfFramesDeclaredOpaqueHasNoAlphaStreamAndRefusesTranslucentOnes() throws {
        let url = scratchFolder("opaque").appendingPathComponent("o.webm")
        let frames = (0..<Self.n).map { testFrame($0, width: Self.w, height: Self.h) }
        #expect(frames.allSatisfy { $0.isOpaque })
        let enc = try makeEncoder(for: url, width: Self.w, height: Self.h, frameRate: try FrameRate(numerator: 25, denominator: 1),
                                  options: EncodeOptions(framesAreOpaque: true))
        for f in frames { try enc.append(f) }
        try enc.finish()
        // No alpha: yuv420p without Matroska's alpha_mode tag; libvpx decodes alpha 255.
        let (stream, _) = try MediaProbe.probe(url.path)
        #expect(stream.text("pix_fmt") == "yuv420p")
        #expect((stream["tags"] as? [String: Any])?.text("alpha_mode") == nil)
        let decoded = try decode(url, decoder: ["-c:v", "libvpx-vp9"])
        #expect(decoded.count == Self.n * Self.w * Self.h * 4)
        #expect(alphaError(decoded, frames).max == 0)
        // A translucent frame breaks the promise: an error, and no file.
        let bad = scratchFolder("opaque-bad").appendingPathComponent("b.webm")
        let enc2 = try makeEncoder(for: bad, width: Self.w, height: Self.h, frameRate: try FrameRate(numerator: 25, denominator: 1),
                                   options: EncodeOptions(framesAreOpaque: true))
        try enc2.append(frames[0])
        #expect(throws: MediaError.self) { try enc2.append(testFrame(1, width: Self.w, height: Self.h, alpha: true)) }
        enc2.cancel()
        #expect(!FileManager.default.fileExists(atPath: bad.path))
        // Without the promise (nil, or false) the alpha stream stays.
        let (kept, _) = try write("kept.webm", options: EncodeOptions(framesAreOpaque: false))
        #expect((try MediaProbe.probe(kept.path).stream["tags"] as? [String: Any])?.text("alpha_mode") == "1")
    }

    @Test func movDecodesToTheRenderedAlpha() throws {
        let (url, frames) = try write("a.mov")
        let decoded = try decode(url)
        #expect(decoded.count == Self.n * Self.w * Self.h * 4)
        guard decoded.count == Self.n * Self.w * Self.h * 4 else { return }
        let e = alphaError(decoded, frames)
        #expect(e.max <= 1, "ProRes 4444 alpha error \(e)")
    }

    @Test func proresWithoutAlphaProfileIsOpaque() throws {
        let (url, _) = try write("hq.mov", options: EncodeOptions(proresProfile: .hq))
        let (stream, _) = try MediaProbe.probe(url.path)
        #expect(stream["profile"] as? String == "HQ")
        #expect(try decode(url).enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    /// The first image of an animated WebP, through libwebp's webpmux and dwebp
    /// (FFmpeg 5.1 cannot decode animated WebP): its frame count and RGBA.
    func webpFirstFrame(_ url: URL) throws -> (frames: Int, rgba: [UInt8]) {
        let info = String(decoding: try MediaProbe.run("webpmux", ["-info", url.path]), as: UTF8.self)
        let count = info.split(separator: "\n").first { $0.hasPrefix("Number of frames:") }
            .flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) } ?? 0
        let dir = url.deletingLastPathComponent()
        let frame = dir.appendingPathComponent("f1.webp"), pam = dir.appendingPathComponent("f1.pam")
        _ = try MediaProbe.run("webpmux", ["-get", "frame", "1", url.path, "-o", frame.path])
        _ = try MediaProbe.run("dwebp", ["-quiet", frame.path, "-pam", "-o", pam.path])
        let bytes = [UInt8](try Data(contentsOf: pam))
        // PAM: a text header ending in "ENDHDR\n", then RGBA rows.
        let header = Array("ENDHDR\n".utf8)
        let start = (0..<bytes.count).first { Array(bytes[$0..<min(bytes.count, $0 + header.count)]) == header }.map { $0 + header.count } ?? 0
        return (count, Array(bytes[start...]))
    }

    @Test(arguments: [nil, 80] as [Int?])
    func webpKeepsAlpha(quality: Int?) throws {
        let (url, frames) = try write(quality == nil ? "lossless.webp" : "lossy.webp", options: EncodeOptions(webpQuality: quality))
        let (count, rgba) = try webpFirstFrame(url)
        #expect(count == Self.n)
        #expect(rgba.count == Self.w * Self.h * 4)
        guard rgba.count == Self.w * Self.h * 4 else { return }
        let e = alphaError(rgba, [frames[0]])
        if quality == nil { #expect(e.max == 0, "lossless WebP alpha error \(e)") } else { #expect(e.mean < 3, "lossy WebP alpha error \(e)") }
    }
}
