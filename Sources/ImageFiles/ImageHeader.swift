// The pixel size an image file declares, read from its header without
// decoding: a 35-byte GIF or a 1 KB BMP may declare 16000×16000 pixels, and
// the size must be refused before the decoder allocates a gigabyte for it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pixel size the image file at `path` declares in its header, read
/// without decoding: PNG (IHDR), JPEG (the start-of-frame marker, wherever
/// it sits), GIF (the logical screen), BMP, WebP (VP8, VP8L, VP8X), TIFF
/// (the first image's tags) and TGA (by its extension, having no magic).
/// Nil for other formats (SVG, whose size needs its renderer), unreadable
/// files and files that are not regular (see ``inputFileProblem(atPath:)``):
/// ``decodeImage(at:maximumPixels:)`` caps those in the decoder instead.
public func imageDimensions(atPath path: String) -> (width: Int, height: Int)? {
    guard inputFileProblem(atPath: path) == nil else { return nil }
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let file = HeaderReader(fd: fd)
    let head = file.bytes(at: 0, count: 64)
    func starts(_ magic: [UInt8]) -> Bool { head.count >= magic.count && Array(head[..<magic.count]) == magic }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), head.count >= 24, Array(head[12..<16]) == Array("IHDR".utf8) {
        return (be32(head, 16), be32(head, 20))
    }
    if starts([0xFF, 0xD8]) { return jpegDimensions(file) }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)), head.count >= 10 {
        return (le16(head, 6), le16(head, 8))
    }
    if starts(Array("BM".utf8)), head.count >= 26 {
        // OS/2's 12-byte header has 16-bit sides; Windows' has signed 32-bit ones (negative: top-down rows).
        if le32(head, 14) == 12 { return (le16(head, 18), le16(head, 20)) }
        return (abs(Int(Int32(truncatingIfNeeded: le32(head, 18)))), abs(Int(Int32(truncatingIfNeeded: le32(head, 22)))))
    }
    if starts(Array("RIFF".utf8)), head.count >= 30, Array(head[8..<12]) == Array("WEBP".utf8) {
        switch String(decoding: head[12..<16], as: UTF8.self) {
        case "VP8 ": return (le16(head, 26) & 0x3FFF, le16(head, 28) & 0x3FFF)
        case "VP8L" where head.count >= 25:
            let bits = le32(head, 21)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X": return (le24(head, 24) + 1, le24(head, 27) + 1)
        default: return nil
        }
    }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return tiffDimensions(file, bigEndian: head[0] == 0x4D) }
    let name = path.lowercased()
    if name.hasSuffix(".tga") || name.hasSuffix(".targa"), head.count >= 18 { return (le16(head, 12), le16(head, 14)) }
    return nil
}

/// JPEG's frame header: the segments before it are skipped by their
/// lengths (EXIF, ICC profiles and thumbnails may fill megabytes), reading
/// four bytes a segment.
private func jpegDimensions(_ file: HeaderReader) -> (width: Int, height: Int)? {
    var offset = 2
    for _ in 0..<100_000 {
        let marker = file.bytes(at: offset, count: 9)
        guard marker.count >= 4, marker[0] == 0xFF else { return nil }
        let kind = marker[1]
        if kind == 0xFF { offset += 1; continue }                                // fill byte
        if kind == 0x01 || (0xD0...0xD7).contains(kind) { offset += 2; continue } // no length
        // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
        if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
            return marker.count >= 9 ? (be16(marker, 7), be16(marker, 5)) : nil
        }
        if kind == 0xDA || kind == 0xD9 { return nil }                            // scan or end before any frame header
        offset += 2 + be16(marker, 2)
    }
    return nil
}

/// TIFF's first image: ImageWidth (256) and ImageLength (257) among the
/// first directory's entries, each a SHORT or LONG.
private func tiffDimensions(_ file: HeaderReader, bigEndian: Bool) -> (width: Int, height: Int)? {
    let u16 = { (b: [UInt8], i: Int) in bigEndian ? be16(b, i) : le16(b, i) }
    let u32 = { (b: [UInt8], i: Int) in bigEndian ? be32(b, i) : le32(b, i) }
    let header = file.bytes(at: 0, count: 8)
    guard header.count == 8 else { return nil }
    let directory = u32(header, 4)
    let countBytes = file.bytes(at: directory, count: 2)
    guard countBytes.count == 2 else { return nil }
    let entries = file.bytes(at: directory + 2, count: 12 * u16(countBytes, 0))
    var width: Int?, height: Int?
    for start in stride(from: 0, to: entries.count - 11, by: 12) {
        let tag = u16(entries, start), type = u16(entries, start + 2)
        let value = type == 3 ? u16(entries, start + 8) : u32(entries, start + 8)
        if tag == 256 { width = value } else if tag == 257 { height = value }
    }
    guard let width, let height else { return nil }
    return (width, height)
}

/// Reads at offsets of an open file, so a header far into it costs only its own bytes.
struct HeaderReader {
    let fd: Int32

    /// Up to `count` bytes at `offset` (fewer at the end of the file).
    func bytes(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + got, count - got, off_t(offset + got)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            got += n
        }
        return Array(buffer[..<got])
    }
}

private func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
private func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
private func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
private func le24(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | Int(b[i + 2]) << 16 }
private func le32(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | le16(b, i + 2) << 16 }
