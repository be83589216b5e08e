// Encoded frames by (content hash, index, scale): scrubbing back and forth
// costs one render per frame, and a reload starts afresh because the hash
// changes. Bounded by bytes, the least recently used go first.
import Foundation

/// What identifies an encoded frame: the scene's content hash, the frame and its scale.
struct FrameKey: Hashable, Sendable {
    var hash: String
    var index: Int
    var half: Bool
}

/// A least-recently-used store of encoded frames, thread-safe.
final class FrameCache: @unchecked Sendable {
    private let capacity: Int
    private let lock = NSLock()
    private var entries: [FrameKey: (bytes: [UInt8], use: UInt64)] = [:]
    private var size = 0
    private var clock: UInt64 = 0

    /// `capacity`: the most bytes kept.
    init(capacity: Int = 256 << 20) { self.capacity = capacity }

    func get(_ key: FrameKey) -> [UInt8]? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            clock += 1
            entries[key] = (entry.bytes, clock)
            return entry.bytes
        }
    }

    func put(_ key: FrameKey, _ bytes: [UInt8]) {
        lock.withLock {
            clock += 1
            if let old = entries.updateValue((bytes, clock), forKey: key) { size -= old.bytes.count }
            size += bytes.count
            while size > capacity, let oldest = entries.min(by: { $0.value.use < $1.value.use }) {
                size -= oldest.value.bytes.count
                entries[oldest.key] = nil
            }
        }
    }
}
