// The GIF89a blocks: the header with its global colour table and
// NETSCAPE2.0 loop block, one graphic control extension + image descriptor
// (+ local colour table when the image's palette is not the global one) +
// LZW data per image, and the trailer. Every image keeps its last index for
// transparency. Images are compressed as they come but written at the end,
// so the global table can be the palette most images use (the first one
// would make every image after a palette change carry 768 bytes more).
import Foundation
import ImageFiles

/// One image of the animation, held until the next one fixes its delay
/// (and, for an animation with alpha, whether it must be disposed and over
/// which rectangle).
struct GIFImage {
    var rect: (x: Int, y: Int, width: Int, height: Int)
    var palette: [UInt32]
    /// Centisecond time at which the image appears.
    var time: Int
    /// 1: keep on screen; 2: restore to background (transparent) after it.
    var disposal: UInt8 = 1
    /// Indices of the whole frame (the transparent index outside what is drawn).
    var indices: [UInt8]
    /// Same-looking second choices for the pixels of `alternatesRect` (see
    /// `gifLZW`); outside it a pixel has only its index.
    var alternates: [UInt8] = []
    var alternatesRect: (x: Int, y: Int, width: Int, height: Int)?
    var frameWidth: Int

    /// LZW minimum code size for the palette.
    var minCodeSize: Int { max(2, gifTableBits(palette.count)) }

    /// The rectangle's indices and their alternates.
    private func cropped() -> (indices: [UInt8], alternates: [UInt8]) {
        var cropped = [UInt8](repeating: 0, count: rect.width * rect.height)
        for y in 0..<rect.height {
            let from = (rect.y + y) * frameWidth + rect.x
            for x in 0..<rect.width { cropped[y * rect.width + x] = indices[from + x] }
        }
        var second = cropped
        if let a = alternatesRect {
            let x0 = max(a.x, rect.x), x1 = min(a.x + a.width, rect.x + rect.width)
            for y in max(a.y, rect.y)..<min(a.y + a.height, rect.y + rect.height) where x0 < x1 {
                let from = y * frameWidth, to = (y - rect.y) * rect.width - rect.x
                for x in x0..<x1 { second[to + x] = alternates[from + x] }
            }
        }
        return (cropped, second)
    }

    /// `pixels` LZW-compressed into sub-blocks.
    private func compress(_ pixels: (indices: [UInt8], alternates: [UInt8]), minCodeSize: Int) -> [UInt8] {
        var data: [UInt8] = []
        pixels.indices.withUnsafeBufferPointer { i in
            pixels.alternates.withUnsafeBufferPointer { a in
                gifLZW(i.baseAddress!, alternates: a.baseAddress!, count: i.count, minCodeSize: minCodeSize, into: &data)
            }
        }
        return data
    }

    /// The image and its LZW data; and when its rectangle uses few enough
    /// entries for narrower codes, also the image with a local table of only
    /// those and its data: which costs less depends on whether the full
    /// palette ends up the global table (known only when all are written).
    func compressedVariants() -> [(image: GIFImage, data: [UInt8])] {
        var pixels = cropped()
        let full = compress(pixels, minCodeSize: minCodeSize)
        let skip = Int(palette.count)
        var used = [Bool](repeating: false, count: 256)
        for k in pixels.indices { used[Int(k)] = true }
        var map = [UInt8](repeating: 0, count: 256), entries: [UInt32] = []
        for k in 0..<skip where used[k] { map[k] = UInt8(entries.count); entries.append(palette[k]) }
        if entries.isEmpty { entries = [palette[0]] }
        map[skip] = UInt8(entries.count)
        let bits = gifTableBits(entries.count)
        guard bits < gifTableBits(palette.count) else { return [(self, full)] }
        for i in pixels.indices.indices {
            let k = pixels.indices[i], a = pixels.alternates[i]
            pixels.indices[i] = map[Int(k)]
            pixels.alternates[i] = used[Int(a)] || Int(a) == skip ? map[Int(a)] : map[Int(k)]
        }
        var small = self
        small.palette = entries
        let data = compress(pixels, minCodeSize: small.minCodeSize)
        // Smaller even with its table than the full data alone: always the better one.
        guard data.count + 3 << bits < full.count else { return [(self, full), (small, data)] }
        return [(small, data)]
    }
}

/// Bits of a colour table holding `entries` colours plus transparency.
func gifTableBits(_ entries: Int) -> Int {
    var bits = 1
    while 1 << bits < entries + 1 { bits += 1 }
    return bits
}

/// Streams GIF blocks into a file descriptor through a buffer.
final class GIFFileWriter {
    private var fd: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private var globalPalette: [UInt32]?
    private var screen = (width: 0, height: 0, plays: 0)
    /// Compressed images, waiting for the header: each one's variants
    /// (the first with the image's own palette) and delay.
    private var images: [(variants: [(image: GIFImage, data: [UInt8])], delay: Int)] = []

    /// Writes into `descriptor` (which it closes), reporting failures for `name`.
    init(descriptor: Int32, name: String) {
        fd = descriptor
        self.name = name
    }

    deinit { if fd >= 0 { Foundation.close(fd) } }

    /// Closes the file (before it is renamed into place).
    func close() throws {
        let result = Foundation.close(fd)
        fd = -1
        if result != 0 {
            throw MediaError(.io, "Writing \(name) failed on close: \(String(cString: strerror(errno))). Check free disk space.")
        }
    }

    /// Header, logical screen with `palette` as the global colour table, and
    /// the loop block: `plays` 0 loops forever, 1 plays once (no block), n
    /// plays n times.
    func writeHeader(width: Int, height: Int, plays: Int) {
        screen = (width, height, plays)
    }

    private func header(width: Int, height: Int, palette: [UInt32], plays: Int) {
        globalPalette = palette
        buffer += Array("GIF89a".utf8)
        let bits = gifTableBits(palette.count)
        appendWord(width); appendWord(height)
        buffer += [0x80 | 0x70 | UInt8(bits - 1), 0, 0]
        appendTable(palette, bits: bits)
        if plays != 1 {
            buffer += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            appendWord(plays == 0 ? 0 : plays - 1)
            buffer.append(0)
        }
    }

    func write(_ image: GIFImage, delay: Int) throws {
        let variants = image.compressedVariants().map { v in
            var kept = v.image
            kept.indices = []
            kept.alternates = []
            return (kept, v.data)
        }
        images.append((variants, delay))
    }

    private func emit(_ image: GIFImage, delay: Int, data: [UInt8]) throws {
        let transparent = UInt8(image.palette.count)
        buffer += [0x21, 0xF9, 4, image.disposal << 2 | 1]
        appendWord(min(65535, max(0, delay)))
        buffer += [transparent, 0]
        buffer.append(0x2C)
        appendWord(image.rect.x); appendWord(image.rect.y)
        appendWord(image.rect.width); appendWord(image.rect.height)
        if image.palette == globalPalette {
            buffer.append(0)
        } else {
            let bits = gifTableBits(image.palette.count)
            buffer.append(0x80 | UInt8(bits - 1))
            appendTable(image.palette, bits: bits)
        }
        buffer.append(UInt8(image.minCodeSize))
        buffer += data
        if buffer.count >= 1 << 20 { try flush() }
    }

    func writeTrailer() throws {
        // The palette most images use (the earliest of equals) becomes the global one.
        // Each image then takes its variant of fewest bytes, table included.
        var uses: [[UInt32]: Int] = [:], order: [[UInt32]] = []
        for entry in images {
            let palette = entry.variants[0].image.palette
            if uses[palette] == nil { order.append(palette) }
            uses[palette, default: 0] += 1
        }
        let most = uses.values.max() ?? 0
        let global = order.first { uses[$0] == most } ?? [0]
        header(width: screen.width, height: screen.height, palette: global, plays: screen.plays)
        for entry in images {
            let best = entry.variants.min { a, b in
                let ca = a.data.count + (a.image.palette == global ? 0 : 3 << gifTableBits(a.image.palette.count))
                let cb = b.data.count + (b.image.palette == global ? 0 : 3 << gifTableBits(b.image.palette.count))
                return ca < cb
            }!
            try emit(best.image, delay: entry.delay, data: best.data)
        }
        images = []
        buffer.append(0x3B)
        try flush()
    }

    private func flush() throws {
        try buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw MediaError(.io, "Writing \(name) failed: \(String(cString: strerror(errno))). Check free disk space.")
                }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private func appendWord(_ v: Int) {
        buffer.append(UInt8(truncatingIfNeeded: v))
        buffer.append(UInt8(truncatingIfNeeded: v >> 8))
    }

    private func appendTable(_ palette: [UInt32], bits: Int) {
        for k in 0..<(1 << bits) {
            let c = k < palette.count ? palette[k] : 0
            buffer += [UInt8(c >> 16 & 255), UInt8(c >> 8 & 255), UInt8(c & 255)]
        }
    }
}
