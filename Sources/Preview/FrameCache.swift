// Encoded frames by (content hash, index, scale): scrubbing back and forth
// costs one render per frame, and a reload starts afresh because the hash
// changes. Bounded by bytes, the least recently used half goes first.
import Foundation
import Raster

/// What identifies an encoded frame: the scene's content hash, the frame and its scale.
struct FrameKey: Hashable, Sendable {
    var hash: String
    var index: Int
    var half: Bool
}

/// A store of encoded frames bounded by bytes (`BoundedCache`), thread-safe.
final class FrameCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: BoundedCache<FrameKey, [UInt8]>

    /// `capacity`: the most bytes kept.
    init(capacity: Int = 256 << 20) { entries = BoundedCache(budget: capacity) }

    func get(_ key: FrameKey) -> [UInt8]? {
        lock.withLock { entries.value(for: key) }
    }

    func put(_ key: FrameKey, _ bytes: [UInt8]) {
        lock.withLock { entries.insert(bytes, for: key, cost: bytes.count) }
    }
}
