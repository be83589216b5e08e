import Foundation
import Geometry
import Synchronization

/// Names the geometry of a fill whose coverage may be reused: what the path
/// is (`source` and `part`, chosen by the caller so that equal names always
/// build equal paths) and where it lies (`origin`, the offset the caller
/// adds to it). The context adds the transform, canvas size, tolerance and
/// fill rule, so coverage is only reused for exactly the same edges.
package struct CoverageKey: Hashable, @unchecked Sendable {
    /// Held so that its identity cannot be reused while a key names it.
    let source: AnyObject
    let part: Int
    let origin: CGPoint

    package init(source: AnyObject & Sendable, part: Int, origin: CGPoint) {
        self.source = source
        self.part = part
        self.origin = origin
    }

    package static func == (a: CoverageKey, b: CoverageKey) -> Bool {
        a.source === b.source && a.part == b.part && a.origin == b.origin
    }

    package func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(source))
        h.combine(part)
        h.combine(origin.x)
        h.combine(origin.y)
    }
}

/// Everything that fixes a fill's edges and so its coverage bytes.
struct CoverageCacheKey: Hashable, @unchecked Sendable {
    var key: CoverageKey
    var transform: CGAffineTransform
    var width: Int, height: Int
    var tolerance: CGFloat
    var evenOdd: Bool
    var antialiased: Bool
}

/// A fill's resolved coverage, row by row, exactly as the band renderer
/// resolves it: for rows `top..<bottom`, the spans `resolveRow` returned and
/// the coverage bytes inside them. Immutable once built; its memory lives as
/// long as the object.
final class CoverageEntry: @unchecked Sendable {
    let top: Int, bottom: Int
    /// `rowStarts[r − top] ..< rowStarts[r − top + 1]` index `spans` (pairs).
    let rowStarts: UnsafeMutablePointer<Int32>
    /// x0, x1 and the offset of the span's first byte in `bytes`, per span.
    let spans: UnsafeMutablePointer<Int32>
    let bytes: UnsafeMutablePointer<UInt8>
    let spanCount: Int, byteCount: Int

    /// Memory held, for the cache's budget.
    var footprint: Int { (bottom - top + 1) * 4 + spanCount * 12 + byteCount + 64 }

    init(top: Int, bottom: Int, rowStarts: [Int32], spans: [Int32], bytes: [UInt8]) {
        self.top = top
        self.bottom = bottom
        spanCount = spans.count / 3
        byteCount = bytes.count
        self.rowStarts = .allocate(capacity: rowStarts.count)
        self.rowStarts.initialize(from: rowStarts, count: rowStarts.count)
        self.spans = .allocate(capacity: max(spans.count, 1))
        self.spans.initialize(from: spans, count: spans.count)
        self.bytes = .allocate(capacity: max(bytes.count, 1))
        self.bytes.initialize(from: bytes, count: bytes.count)
    }

    deinit {
        rowStarts.deallocate(); spans.deallocate(); bytes.deallocate()
    }
}

/// Coverage of fills drawn before, shared by the contexts and threads of the
/// renders that take the same ``RenderResources``, so that text (or any fill named by a `CoverageKey`) drawn at the
/// same place frame after frame is flattened and accumulated once.
///
/// Reuse cannot change a byte: an entry holds the very coverage the band
/// renderer would resolve from the same edges, and only the same edges
/// (same path by its key, transform, canvas, tolerance, rule) find it.
/// Bounded by `budget` bytes (`BoundedCache`); off with `RenderCaches`.
package final class CoverageCache: Sendable {
    package let budget: Int
    private let state: Mutex<BoundedCache<CoverageCacheKey, CoverageEntry>>

    package init(budget: Int) {
        self.budget = budget
        state = Mutex(BoundedCache(budget: budget))
    }

    /// Bytes held now.
    package var footprint: Int { state.withLock { $0.cost } }

    /// Drops every entry.
    func removeAll() { state.withLock { $0.removeAll() } }

    func entry(for key: CoverageCacheKey) -> CoverageEntry? {
        guard RenderCaches.isEnabled else { return nil }
        return state.withLock { $0.value(for: key) }
    }

    func store(_ entry: CoverageEntry, for key: CoverageCacheKey) {
        let size = entry.footprint
        guard RenderCaches.isEnabled, size <= budget / 4 else { return }
        state.withLock { s in
            guard !s.contains(key) else { return }
            s.insert(entry, for: key, cost: size)
        }
    }
}
