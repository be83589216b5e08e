/// Big pixel buffers handed back by pixmaps that died, for the next pixmap
/// of the same byte count: a renderer that makes a canvas-sized offscreen
/// layer every frame then reuses the memory instead of mapping fresh pages
/// from the kernel (which faults and zeroes them) each time. At most
/// 96 MB wait here; the contents are never read (pixmaps clear, layers
/// zero what they draw into).
enum PixelMemory {
    private static let pool = BufferPool(minimum: 256 << 10, limit: 96 << 20)

    static func take(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        pool.take(count) ?? .allocate(capacity: count)
    }

    static func give(_ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) {
        pool.give(pointer, count)
    }
}
