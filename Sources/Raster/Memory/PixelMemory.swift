import Synchronization

/// Big pixel buffers handed back by pixmaps that died, for the next pixmap
/// of the same byte count: a renderer that makes a canvas-sized offscreen
/// layer every frame then reuses the memory instead of mapping fresh pages
/// from the kernel (which faults and zeroes them) each time. At most
/// `limit` bytes wait here; the contents are never read (pixmaps clear).
enum PixelMemory {
    /// Buffers smaller than this come from malloc and go back to it.
    static let minimum = 256 << 10
    static let limit = 96 << 20

    private struct Pool {
        /// Addresses as integers: a Mutex holds Sendable state.
        var free: [(count: Int, address: UInt)] = []
        var bytes = 0
    }
    private static let pool = Mutex(Pool())

    static func take(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count >= minimum {
            let reused: UInt? = pool.withLock { p in
                guard let i = p.free.lastIndex(where: { $0.count == count }) else { return nil }
                p.bytes -= count
                return p.free.remove(at: i).address
            }
            if let reused, let pointer = UnsafeMutablePointer<UInt8>(bitPattern: reused) { return pointer }
        }
        return .allocate(capacity: count)
    }

    static func give(_ pointer: UnsafeMutablePointer<UInt8>, _ count: Int) {
        if count >= minimum {
            let address = UInt(bitPattern: pointer)
            let kept = pool.withLock { p in
                guard p.bytes + count <= limit else { return false }
                p.free.append((count, address))
                p.bytes += count
                return true
            }
            if kept { return }
        }
        pointer.deallocate()
    }
}
