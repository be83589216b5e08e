// Issue 35, fault 7: every accepted image format's size is known before
// decoding (from its header, or capped in the decoder), so a few bytes that
// declare 16000×16000 pixels cost nothing.
import Foundation
import ImageFiles
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct ImageBombTests {
    /// 16000 as a little-endian and a big-endian 16-bit number.
    static let le: [UInt8] = [0x80, 0x3E], be: [UInt8] = [0x3E, 0x80]

    /// Files of a few bytes declaring 16000×16000 pixels, byte by byte from
    /// each format's specification (no pixel data follows the headers).
    static let bombs: [(name: String, bytes: [UInt8])] = {
        // GIF: screen 16000×16000, a 2-colour table, one image of the same size, a tiny LZW block: 35 bytes.
        let gif = Array("GIF89a".utf8) + le + le + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + [0x2C, 0, 0, 0, 0] + le + le + [0] + [2, 2, 0x4C, 0x01, 0] + [0x3B]
        // BMP: file header (14) and BITMAPINFOHEADER (40): 16000 wide, 16000 tall, 24 bits, uncompressed.
        let bmp = Array("BM".utf8) + [0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0] + [40, 0, 0, 0] + le + [0, 0] + le + [0, 0]
            + [1, 0, 24, 0] + [UInt8](repeating: 0, count: 24)
        // WebP: RIFF, WEBP, a VP8X chunk whose canvas is 15999+1 on each side (24-bit little-endian).
        let webp = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0] + [0, 0, 0, 0]
            + [0x7F, 0x3E, 0] + [0x7F, 0x3E, 0]
        // TIFF (little-endian): the first directory at 8 with ImageWidth and ImageLength as SHORTs.
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 2, 0] + [0, 1, 3, 0, 1, 0, 0, 0] + le + [0, 0]
            + [1, 1, 3, 0, 1, 0, 0, 0] + le + [0, 0] + [0, 0, 0, 0]
        // TGA: no magic, an 18-byte header: uncompressed true colour, 16000×16000, 24 bits.
        let tga: [UInt8] = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] + le + le + [24, 0]
        // JPEG: 17 APP1 segments of 65 535 bytes (1.1 MB) before the frame header (SOF0).
        let app1 = [0xFF, 0xE1, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 65_533)
        let jpeg = [0xFF, 0xD8] + Array([[UInt8]](repeating: app1, count: 17).joined())
            + [0xFF, 0xC0, 0, 11, 8] + be + be + [1, 1, 0x11, 0] + [0xFF, 0xD9]
        return [("bomb.gif", gif), ("bomb.bmp", bmp), ("bomb.webp", webp), ("bomb.tiff", tiff), ("bomb.tga", tga), ("bomb.jpg", jpeg)]
    }()

    /// An SVG declaring 16000×16000: no header reader knows its size, the decoder's cap refuses it.
    static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="16000" height="16000"><rect width="10" height="10"/></svg>"#.utf8)

    @Test func headersGiveTheSizeOfEveryBomb() throws {
        let folder = scratchFolder()
        #expect(Self.bombs[0].bytes.count == 35)
        for (name, bytes) in Self.bombs {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            let size = imageDimensions(atPath: url.path)
            #expect(size?.width == 16000 && size?.height == 16000, "\(name): \(String(describing: size))")
        }
    }

    @Test func bombsOfEveryFormatAreRefusedWithoutTheirPixels() throws {
        let folder = scratchFolder()
        let before = peakResidentMegabytes()
        for (name, bytes) in Self.bombs + [("bomb.svg", Self.svg)] {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            // Four times each, as four layers would: nothing is kept.
            for _ in 0..<4 {
                let error = #expect(throws: MediaError.self, "\(name)") { try decodeImage(at: url, maximumPixels: 4_000_000) }
                #expect(error?.kind == .invalidSize, "\(name): \(String(describing: error))")
                #expect(error?.description.contains("at most 4000000 pixels") == true, "\(name): \(String(describing: error))")
            }
        }
        // One bomb decoded would be 16000·16000·4 bytes = 977 MiB.
        #expect(peakResidentMegabytes() - before < 300)
    }

    /// Small pictures written by FFmpeg's own encoders: the header readers
    /// agree with the writer, and a cap one pixel short refuses each.
    @Test(arguments: ["gif", "bmp", "webp", "tiff", "tga", "jpg", "png"])
    func headersOfFilesFFmpegWrote(_ ext: String) throws {
        let url = scratchFolder().appendingPathComponent("p.\(ext)")
        let made = try MediaProbe.command("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=c=0x3080C0:s=38x22", "-frames:v", "1", url.path])
        #expect(made.status == 0, "\(made.stderr)")
        // (FFmpeg's colour source keeps even sides.)
        let size = imageDimensions(atPath: url.path)
        #expect(size?.width == 38 && size?.height == 22, "\(String(describing: size))")
        let picture = try decodeImage(at: url, maximumPixels: 38 * 22)
        #expect(picture.width == 38 && picture.height == 22)
        let error = #expect(throws: MediaError.self) { try decodeImage(at: url, maximumPixels: 38 * 22 - 1) }
        #expect(error?.kind == .invalidSize)
    }

    /// SVG has no header reader: the decoder's own cap decides, after reading the size.
    @Test func svgIsCappedInTheDecoder() throws {
        let url = scratchFolder().appendingPathComponent("small.svg")
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="37" height="23"><rect width="37" height="23" fill="#3080C0"/></svg>"##.utf8).write(to: url)
        #expect(imageDimensions(atPath: url.path) == nil)
        let picture = try decodeImage(at: url, maximumPixels: 37 * 23)
        #expect(picture.width == 37 && picture.height == 23)
        let error = #expect(throws: MediaError.self) { try decodeImage(at: url, maximumPixels: 37 * 23 - 1) }
        #expect(error?.kind == .invalidSize)
    }

    /// Fault 11: a character device never reaches the decoder (it would stream for ever).
    @Test func aCharacterDeviceIsRefusedAsAnImage() throws {
        let error = #expect(throws: MediaError.self) { try decodeImage(at: URL(fileURLWithPath: "/dev/zero")) }
        #expect(error?.description.contains("is a character device") == true)
        #expect(imageDimensions(atPath: "/dev/zero") == nil)
    }
}

/// The process's peak resident memory so far, in MiB (Linux reports KiB).
private func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss / 1024
}
