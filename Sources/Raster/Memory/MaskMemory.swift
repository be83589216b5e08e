/// Clip-mask buffers kept zeroed between uses: a mask that dies zeroes the
/// rectangle it wrote and hands its buffer back, so the next mask of that
/// size starts from zeros without clearing the whole canvas (a renderer
/// that builds small clips on a big canvas every frame pays for their area
/// only). At most 32 MB wait here.
enum MaskMemory {
    private static let pool = BufferPool(minimum: 64 << 10, limit: 32 << 20)

    /// `count` bytes, all zero.
    static func takeZeroed(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if let reused = pool.take(count) { return reused }
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
        return pointer
    }

    /// Hands back a buffer of `width × height` bytes that is zero outside
    /// `rows × columns`: that rectangle is zeroed first (unless the pool is
    /// full: then the buffer is freed).
    static func give(_ pointer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rows: Range<Int>,
                     columns: Range<Int>) {
        pool.give(pointer, width * height) { p in
            guard !rows.isEmpty && !columns.isEmpty else { return }
            if columns.count == width {
                (p + rows.lowerBound * width).update(repeating: 0, count: rows.count * width)
            } else {
                for y in rows { (p + y * width + columns.lowerBound).update(repeating: 0, count: columns.count) }
            }
        }
    }
}
