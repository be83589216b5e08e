/// Growable edge memory that appends with one capacity check: `Array`'s
/// append also checks its buffer is unique on every call, which showed in
/// profiles of scenes with tens of thousands of edges a frame.
///
/// Copies share the memory (the pointer is the point): only the one owner
/// (an `EdgeBuilder` used in place, a preparer's scratch) appends or removes.
struct EdgeList {
    private let memory: EdgeMemory
    private(set) var base: UnsafeMutablePointer<Edge>
    private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 256
        memory = EdgeMemory(capacity: capacity)
        base = memory.pointer
    }

    /// The edges, writable in place (for reordering).
    var buffer: UnsafeMutableBufferPointer<Edge> { UnsafeMutableBufferPointer(start: base, count: count) }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Edge>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always) mutating func append(_ e: Edge) {
        if count == capacity { grow() }
        (base + count).initialize(to: e)
        count += 1
    }

    mutating func append(contentsOf source: UnsafeBufferPointer<Edge>) {
        guard let from = source.baseAddress else { return }
        while capacity - count < source.count { grow() }
        (base + count).initialize(from: from, count: source.count)
        count += source.count
    }

    mutating func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count, "removeLast(\(n)) on \(count) edges")
        count -= n
    }

    /// Forgets every edge, keeping the memory.
    mutating func removeAll() { count = 0 }

    @inline(never) private mutating func grow() {
        capacity *= 2
        let bigger = UnsafeMutablePointer<Edge>.allocate(capacity: capacity)
        bigger.initialize(from: base, count: count)  // Edge is trivial: nothing to deinitialize
        memory.replace(with: bigger)
        base = bigger
    }
}

/// Owns an `EdgeList`'s allocation, freeing it with the last copy.
private final class EdgeMemory {
    private(set) var pointer: UnsafeMutablePointer<Edge>
    init(capacity: Int) { pointer = .allocate(capacity: capacity) }
    func replace(with other: UnsafeMutablePointer<Edge>) {
        pointer.deallocate()
        pointer = other
    }
    deinit { pointer.deallocate() }
}
