// Image files in: decoding what FFmpeg's image demuxers read, with clear
// errors; and PNG bytes out, checked by decoding them again.
import Foundation
import ImageFiles
@testable import Raster
import TestSupport
import Testing

@Suite struct ImageDecodingTests {
    @Test func decodesJPEGWrittenByFFmpeg() throws {
        let url = scratchFolder().appendingPathComponent("c.jpg")
        let r = try MediaProbe.command("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=c=0x3080C0:s=32x24", "-frames:v", "1", url.path])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try decodeImage(at: url)
        #expect(p.width == 32 && p.height == 24)
        let c = p.pixel(x: 16, y: 12)
        #expect(abs(Int(c.r) - 0x30) <= 4 && abs(Int(c.g) - 0x80) <= 4 && abs(Int(c.b) - 0xC0) <= 4 && c.a == 255)
    }

    @Test func missingAndCorruptImagesAreClearErrors() throws {
        let dir = scratchFolder()
        let missing = dir.appendingPathComponent("nope.png")
        let e1 = #expect(throws: MediaError.self) { try decodeImage(at: missing) }
        #expect(e1?.kind == .fileNotFound)
        #expect(e1?.description.contains(missing.path) == true)
        let corrupt = dir.appendingPathComponent("bad.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4, 5]).write(to: corrupt)
        let e2 = #expect(throws: MediaError.self) { try decodeImage(at: corrupt) }
        #expect(e2?.kind == .corruptInput)
        #expect(e2?.description.contains(corrupt.path) == true)
        let e3 = #expect(throws: MediaError.self) { try decodeImage(at: dir) }
        #expect(e3?.kind == .fileNotFound)
    }

    @Test func pngDataDecodesToTheSamePixelsAtBothSpeeds() throws {
        // Values that survive un-premultiplying and premultiplying again
        // exactly: opaque colours, clear, and red at alpha 128
        // (128·255/128 = 255 straight, 255·128/255 = 128 back).
        let p = Pixmap(width: 3, height: 2)
        p.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 0, b: 0, a: 255))
        p.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 128, b: 255, a: 255))
        p.setPixel(x: 2, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 0))
        p.setPixel(x: 0, y: 1, RGBA8(r: 51, g: 51, b: 51, a: 255))
        p.setPixel(x: 1, y: 1, RGBA8(r: 255, g: 255, b: 255, a: 255))
        p.setPixel(x: 2, y: 1, RGBA8(r: 128, g: 0, b: 0, a: 128))
        let dir = scratchFolder()
        for fast in [false, true] {
            let bytes = try pngData(p, fast: fast)
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let url = dir.appendingPathComponent("p\(fast).png")
            try Data(bytes).write(to: url)
            let size = try #require(imageDimensions(atPath: url.path))
            #expect(size.width == 3 && size.height == 2)
            let back = try decodeImage(at: url)
            #expect(back == p)
        }
    }
}
