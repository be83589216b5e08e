import Foundation
import Raster

/// A minimal PNG writer for the bench's output (uncompressed zlib "stored"
/// blocks, CRC-32 and Adler-32), so `animgen bench` needs no encoder library.
/// Pixels are un-premultiplied to straight RGBA8 as PNG requires.
enum PNGFile {
    static func data(_ pixmap: Pixmap) -> Data {
        let w = pixmap.width, h = pixmap.height
        var raw = [UInt8]()
        raw.reserveCapacity((w * 4 + 1) * h)
        for y in 0..<h {
            raw.append(0)  // filter: none
            for x in 0..<w {
                let p = pixmap.pixel(x: x, y: y)
                if p.a == 0 { raw += [0, 0, 0, 0]; continue }
                let a = UInt32(p.a)
                func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
                raw += [un(p.r), un(p.g), un(p.b), p.a]
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let final: UInt8 = offset + n == raw.count ? 1 : 0
            zlib += [final, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))

        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", bigEndian(UInt32(w)) + bigEndian(UInt32(h)) + [8, 6, 0, 0, 0])
        out += chunk("IDAT", zlib)
        out += chunk("IEND", [])
        return Data(out)
    }

    static func write(_ pixmap: Pixmap, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try data(pixmap).write(to: url, options: .atomic)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 255)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for chunk in stride(from: 0, to: bytes.count, by: 5552) {
            for i in chunk..<min(chunk + 5552, bytes.count) { a += UInt32(bytes[i]); b += a }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }
}
