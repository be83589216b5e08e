import Synchronization

/// Clip-mask buffers kept zeroed between uses: a mask that dies zeroes the
/// rectangle it wrote and hands its buffer back, so the next mask of that
/// size starts from zeros without clearing the whole canvas (a renderer
/// that builds small clips on a big canvas every frame pays for their area
/// only). At most `limit` bytes wait here.
enum MaskMemory {
    /// Buffers smaller than this come from malloc and go back to it.
    static let minimum = 64 << 10
    static let limit = 32 << 20

    private struct Pool {
        /// Addresses as integers: a Mutex holds Sendable state.
        var free: [(count: Int, address: UInt)] = []
        var bytes = 0
    }
    private static let pool = Mutex(Pool())

    /// `count` bytes, all zero.
    static func takeZeroed(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count >= minimum {
            let reused: UInt? = pool.withLock { p in
                guard let i = p.free.lastIndex(where: { $0.count == count }) else { return nil }
                p.bytes -= count
                return p.free.remove(at: i).address
            }
            if let reused, let pointer = UnsafeMutablePointer<UInt8>(bitPattern: reused) { return pointer }
        }
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
        return pointer
    }

    /// Hands back a buffer of `width × height` bytes that is zero outside
    /// `rows × columns`: that rectangle is zeroed first, unless the pool is
    /// full (then the buffer is freed).
    static func give(_ pointer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rows: Range<Int>,
                     columns: Range<Int>) {
        let count = width * height
        if count >= minimum {
            let kept = pool.withLock { p in
                guard p.bytes + count <= limit else { return false }
                p.bytes += count
                return true
            }
            if kept {
                if !rows.isEmpty && !columns.isEmpty {
                    if columns.count == width {
                        (pointer + rows.lowerBound * width).update(repeating: 0, count: rows.count * width)
                    } else {
                        for y in rows { (pointer + y * width + columns.lowerBound).update(repeating: 0, count: columns.count) }
                    }
                }
                let address = UInt(bitPattern: pointer)
                pool.withLock { $0.free.append((count, address)) }
                return
            }
        }
        pointer.deallocate()
    }
}
