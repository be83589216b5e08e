import Synchronization

/// Big byte buffers handed back for the next taker of the same byte count,
/// at most `limit` bytes waiting; smaller than `minimum` ones are not kept.
/// `PixelMemory` and `MaskMemory` each keep one (what a buffer holds when
/// it comes back is theirs to say).
final class BufferPool: Sendable {
    let minimum: Int
    let limit: Int

    private struct State {
        /// Addresses as integers: a Mutex holds Sendable state.
        var free: [(count: Int, address: UInt)] = []
        var bytes = 0
    }
    private let state = Mutex(State())

    init(minimum: Int, limit: Int) {
        self.minimum = minimum
        self.limit = limit
    }

    /// A waiting buffer of `count` bytes, or nil.
    func take(_ count: Int) -> UnsafeMutablePointer<UInt8>? {
        guard count >= minimum else { return nil }
        let reused: UInt? = state.withLock { s in
            guard let i = s.free.lastIndex(where: { $0.count == count }) else { return nil }
            s.bytes -= count
            return s.free.remove(at: i).address
        }
        return reused.flatMap { UnsafeMutablePointer<UInt8>(bitPattern: $0) }
    }

    /// Keeps `pointer` (`count` bytes) when there is room, after `prepare`
    /// has run on it (outside the lock); frees it otherwise.
    func give(_ pointer: UnsafeMutablePointer<UInt8>, _ count: Int,
              prepare: (UnsafeMutablePointer<UInt8>) -> Void = { _ in }) {
        let room = count >= minimum && state.withLock { s in
            guard s.bytes + count <= limit else { return false }
            s.bytes += count
            return true
        }
        guard room else {
            pointer.deallocate()
            return
        }
        prepare(pointer)
        let address = UInt(bitPattern: pointer)
        state.withLock { $0.free.append((count, address)) }
    }
}
