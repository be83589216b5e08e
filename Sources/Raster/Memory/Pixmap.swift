/// One pixel: 8-bit premultiplied RGBA in sRGB (`r`, `g`, `b` never exceed `a`).
public struct RGBA8: Hashable, Sendable {
    /// Channels 0–255, each colour channel already multiplied by `a`.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// A pixel from premultiplied channels; pass `r`, `g`, `b` no larger than `a`.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// All channels 0.
    public static let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)
}

/// A rectangle of premultiplied RGBA8 pixels, rows top to bottom, no padding
/// (`rowBytes == width * 4`).
///
/// A class that owns its memory, so the rasterizer's kernels get one raw
/// pointer per span with no bounds or exclusivity checks in the inner loop.
public final class Pixmap: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public var rowBytes: Int { width * 4 }
    /// Start of the pixel memory: `height * rowBytes` bytes, RGBA order.
    /// Raster's own: the layers above read and write pixels through typed
    /// calls, or for C libraries through `withUnsafe(Mutable)Bytes`.
    @usableFromInline let data: UnsafeMutablePointer<UInt8>

    /// A pixmap of `width × height` transparent pixels.
    /// - Precondition: both dimensions are positive.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "Pixmap size must be positive, got \(width)x\(height)")
        self.width = width
        self.height = height
        let count = width * height * 4
        data = PixelMemory.take(count)
        data.initialize(repeating: 0, count: count)
    }

    deinit { PixelMemory.give(data, width * height * 4) }

    /// Number of bytes of pixel memory.
    public var byteCount: Int { width * height * 4 }

    /// The pixel at column `x`, row `y` (0-based, y down).
    @inlinable
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let p = data + (y * width + x) * 4
        return RGBA8(r: p[0], g: p[1], b: p[2], a: p[3])
    }

    /// Sets the pixel at column `x`, row `y`.
    @inlinable
    public func setPixel(x: Int, y: Int, _ c: RGBA8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let p = data + (y * width + x) * 4
        p[0] = c.r; p[1] = c.g; p[2] = c.b; p[3] = c.a
    }

    /// Fills every pixel with `c`.
    public func clear(to c: RGBA8 = .transparent) {
        let words = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: width * height)
        let value = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
        words.update(repeating: UInt32(littleEndian: value), count: width * height)
    }

    /// The pixel bytes, read-only, for the duration of `body`.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: data, count: byteCount))
    }

    /// The pixel bytes, writable, for the duration of `body` (for a C
    /// library that fills them; the pointer must not escape).
    public func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeMutableRawBufferPointer(start: data, count: byteCount))
    }

    /// A copy of the pixel bytes.
    public var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// An independent copy of this pixmap.
    public func copy() -> Pixmap {
        let p = Pixmap(width: width, height: height)
        p.data.update(from: data, count: byteCount)
        return p
    }
}

extension Pixmap: Equatable {
    /// Pixmaps are equal when their sizes and every byte match.
    public static func == (l: Pixmap, r: Pixmap) -> Bool {
        l.width == r.width && l.height == r.height && memcmp(l.data, r.data, l.byteCount) == 0
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
