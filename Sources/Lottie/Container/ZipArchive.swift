import Foundation

/// A zip archive's entries read from its central directory (stored and
/// deflated entries; no Zip64, no encryption), each inflated on demand
/// within a size limit.
struct ZipArchive {
    struct Entry {
        var name: String
        var method: Int
        var compressedSize: Int
        var size: Int
        var localHeaderOffset: Int
    }

    let data: Data
    let entries: [Entry]
    let limit: Int

    init(_ data: Data, limit: Int) throws {
        self.data = data
        self.limit = limit
        let bytes = [UInt8](data)
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func u32(_ i: Int) -> Int { u16(i) | u16(i + 2) << 16 }
        func bad(_ what: String) -> LottieError {
            LottieError(at: nil, "the .lottie archive is damaged: \(what)", fix: "re-export the .lottie file or give its JSON")
        }
        guard bytes.count >= 22 else { throw bad("too short for a zip file") }
        // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
        var eocd = -1
        var i = bytes.count - 22
        let stop = max(0, bytes.count - 22 - 65_535)
        while i >= stop {
            if bytes[i] == 0x50 && bytes[i + 1] == 0x4B && bytes[i + 2] == 0x05 && bytes[i + 3] == 0x06 { eocd = i; break }
            i -= 1
        }
        guard eocd >= 0 else { throw bad("no end-of-central-directory record") }
        let count = u16(eocd + 10)
        let dirSize = u32(eocd + 12), dirOffset = u32(eocd + 16)
        guard count <= 10_000 else { throw bad("\(count) entries (at most 10000)") }
        guard dirOffset + dirSize <= eocd else { throw bad("the central directory lies outside the file") }
        var out: [Entry] = []
        var p = dirOffset
        for _ in 0..<count {
            guard p + 46 <= eocd, u32(p) == 0x0201_4B50 else { throw bad("a central directory entry is malformed") }
            let flags = u16(p + 8)
            let method = u16(p + 10)
            let csize = u32(p + 20), usize = u32(p + 24)
            let nameLength = u16(p + 28), extra = u16(p + 30), comment = u16(p + 32)
            let local = u32(p + 42)
            guard p + 46 + nameLength <= eocd else { throw bad("an entry name runs past the directory") }
            let name = String(decoding: bytes[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self)
            guard flags & 1 == 0 else { throw bad("entry \(name) is encrypted") }
            guard csize != 0xFFFF_FFFF, usize != 0xFFFF_FFFF else { throw bad("Zip64 entries are not read") }
            out.append(Entry(name: name, method: method, compressedSize: csize, size: usize, localHeaderOffset: local))
            p += 46 + nameLength + extra + comment
        }
        entries = out
    }

    func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The entry's bytes, inflated.
    func contents(of entry: Entry) throws -> Data {
        let bytes = data
        func u16(_ i: Int) -> Int { Int(bytes[bytes.startIndex + i]) | Int(bytes[bytes.startIndex + i + 1]) << 8 }
        let h = entry.localHeaderOffset
        guard h + 30 <= bytes.count, u16(h) | u16(h + 2) << 16 == 0x0403_4B50 else {
            throw LottieError(at: nil, "the .lottie entry \(entry.name) has no local header", fix: "re-export the .lottie file")
        }
        let start = h + 30 + u16(h + 26) + u16(h + 28)
        guard start + entry.compressedSize <= bytes.count else {
            throw LottieError(at: nil, "the .lottie entry \(entry.name) runs past the end of the file", fix: "give the complete file")
        }
        let raw = bytes.subdata(in: (bytes.startIndex + start)..<(bytes.startIndex + start + entry.compressedSize))
        switch entry.method {
        case 0:
            guard raw.count <= limit else {
                throw LottieError(at: nil, "the .lottie entry \(entry.name) is over \(limit) bytes", fix: "give a smaller animation")
            }
            return raw
        case 8:
            return try Inflate.inflate(raw, format: .raw, limit: limit, what: "the .lottie entry \(entry.name)")
        default:
            throw LottieError(at: nil, "the .lottie entry \(entry.name) uses compression method \(entry.method)",
                              fix: "store or deflate the entries (any zip tool's default)")
        }
    }
}
