import Foundation
import Synchronization

/// Results of the costly pixel filters (blurs, drop shadows) on inputs seen
/// before, shared by the renders that take the same ``RenderResources``: a shadowed card or a
/// blurred layer that does not change from frame to frame is blurred once.
///
/// An entry keeps a copy of the input bytes and is used only when the new
/// input has exactly those bytes (a hash finds the candidate, a full compare
/// decides), the same size and the same filter, so a hit writes the bytes
/// the filter would. An input is kept only the second time it comes:
/// the first time only a probe is noted, so content that changes every
/// frame (a ring being trimmed, a bar growing) pays that and nothing else,
/// not three copies of its pixels. A probe hashes every `probeRowStep`-th
/// row alone: an input whose probe was never met cannot be one seen
/// before, so it is filtered without the full hash (a shadow that changes
/// every frame then costs a sixteenth of a hash). An input whose probe was
/// met is hashed in full and kept; should that kept input not come back
/// (the change fell between the probe's rows), the next inputs on that
/// probe are kept only at their second full sight. Bounded by `budget` bytes (inputs plus
/// outputs) and `maxSeen` noted keys and probes: when full, the least
/// recently used half is dropped (`BoundedCache`). Off with `RenderCaches`.
final class FilterCache: Sendable {
    enum Filter: Hashable {
        case blur(GaussianBlur, BlurEdges)
        case shadow(DropShadow)
    }

    private struct Key: Hashable {
        var filter: Filter
        var width: Int, height: Int
        var window: FilterWindow
        var hash: UInt64
    }

    private final class Entry: @unchecked Sendable {
        let input: UnsafeMutablePointer<UInt8>
        let output: UnsafeMutablePointer<UInt8>
        let count: Int
        /// Room for `count` bytes of input and of output, filled by the caller.
        init(count: Int) {
            self.count = count
            input = .allocate(capacity: count)
            output = .allocate(capacity: count)
        }
        deinit { input.deallocate(); output.deallocate() }
    }

    private struct State {
        /// Inputs and outputs, costing their bytes.
        var entries: BoundedCache<Key, Entry>
        /// Keys met once.
        var seen = BoundedCache<Key, Void>(budget: FilterCache.maxSeen)
        /// Probes met (`Key.hash` is the probe's).
        var probes = BoundedCache<Key, Void>(budget: FilterCache.maxSeen)
        /// Probes whose input was kept at its second sight and has not
        /// been hit since: their next new input waits for a third.
        var unpaid = BoundedCache<Key, Void>(budget: FilterCache.maxSeen)
    }

    /// Rows a probe steps over: every sixteenth row is hashed.
    static let probeRowStep = 16

    /// Keys noted before their inputs are kept.
    static let maxSeen = 4096

    let budget: Int
    private let state: Mutex<State>

    init(budget: Int) {
        self.budget = budget
        state = Mutex(State(entries: BoundedCache(budget: budget)))
    }

    /// Inputs met (their probes noted), for tests of where a render's filters went.
    var inputsMet: Int { state.withLock { $0.probes.count } }

    /// Drops every entry and every noted key.
    func removeAll() { state.withLock { $0 = State(entries: BoundedCache(budget: budget)) } }

    /// Runs `filter` on `pixmap` in place, or writes the bytes it gave
    /// before for the same input. With a `window`, the filter reads and
    /// writes only those pixels (everything beyond them is transparent and
    /// stays so), and only they are hashed, compared and kept.
    func apply(_ filter: Filter, to pixmap: Pixmap, window: FilterWindow? = nil, _ body: () -> Void) {
        let w = window ?? FilterWindow(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height)
        let rows = PixelRows(pixmap, w)
        let count = rows.count
        guard RenderCaches.isEnabled, 2 * count <= budget / 4 else { body(); return }
        func key(_ hash: UInt64) -> Key {
            Key(filter: filter, width: pixmap.width, height: pixmap.height, window: w, hash: hash)
        }
        let probe = key(rows.hash(rowStep: Self.probeRowStep))
        let probed = state.withLock { $0.probes.note(probe) }
        guard probed else { body(); return }
        let key = key(rows.hash(rowStep: 1))
        enum Lookup { case hit(Entry), firstSight, keep }
        let lookup: Lookup = state.withLock { s in
            if let hit = s.entries.value(for: key) {
                s.unpaid.remove(probe)
                return .hit(hit)
            }
            if s.seen.note(key) { return .keep }
            // A probe met before most often means the input itself was (its
            // first sight was not hashed): kept at once, unless the last
            // input kept on this probe's word never came back.
            return s.unpaid.note(probe) ? .firstSight : .keep
        }
        switch lookup {
        case .hit(let found) where rows.equals(found.input):
            rows.copy(from: found.output)
            return
        case .firstSight:
            body()
            return
        default:
            break
        }
        let entry = Entry(count: count)
        rows.copy(to: entry.input)
        body()
        rows.copy(to: entry.output)
        state.withLock { $0.entries.insert(entry, for: key, cost: 2 * count) }
    }

    /// A fast 64-bit hash of `count` bytes: four independent multiply-xor
    /// lanes over 8-byte words, then the tail. Only picks a candidate (the
    /// bytes are compared in full), so it needs speed, not strength.
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let m: UInt64 = 0x9E37_79B9_7F4A_7C15
        var h0: UInt64 = 1, h1: UInt64 = 2, h2: UInt64 = 3, h3: UInt64 = 4
        let raw = UnsafeRawPointer(p)
        var i = 0
        while i + 32 <= count {
            h0 = (h0 ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* m; h0 ^= h0 >> 29
            h1 = (h1 ^ raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)) &* m; h1 ^= h1 >> 29
            h2 = (h2 ^ raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)) &* m; h2 ^= h2 >> 29
            h3 = (h3 ^ raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)) &* m; h3 ^= h3 >> 29
            i += 32
        }
        while i < count { h0 = (h0 ^ UInt64(p[i])) &* m; i += 1 }
        var h = h0
        for lane in [h1, h2, h3] { h = (h ^ lane) &* m; h ^= h >> 31 }
        return h ^ UInt64(count)
    }
}

/// Pixels x0..<x1 of rows y0..<y1 of a pixmap.
struct FilterWindow: Hashable {
    var x0, y0, x1, y1: Int
}

/// The bytes of a window of a pixmap, row by row.
private struct PixelRows {
    let first: UnsafeMutablePointer<UInt8>
    let rowBytes: Int, length: Int, rows: Int
    var count: Int { length * rows }

    init(_ pixmap: Pixmap, _ w: FilterWindow) {
        assert(w.x0 >= 0 && w.y0 >= 0 && w.x1 <= pixmap.width && w.y1 <= pixmap.height, "window outside the pixmap")
        rowBytes = pixmap.rowBytes
        first = pixmap.data + w.y0 * rowBytes + 4 * w.x0
        length = 4 * max(0, w.x1 - w.x0)
        rows = max(0, w.y1 - w.y0)
    }

    private func row(_ i: Int) -> UnsafeMutablePointer<UInt8> { first + i * rowBytes }

    /// The hash of rows 0, `rowStep`, 2·`rowStep`…: with a step, a probe
    /// (equal inputs have equal probes, and content that moves by a
    /// stroke's width changes one of those rows).
    func hash(rowStep: Int) -> UInt64 {
        if rowStep == 1 && length == rowBytes { return FilterCache.hash(first, count) }
        var h: UInt64 = 0
        for i in stride(from: 0, to: rows, by: rowStep) {
            h = (h ^ FilterCache.hash(row(i), length)) &* 0x9E37_79B9_7F4A_7C15
        }
        return h
    }

    func equals(_ stored: UnsafePointer<UInt8>) -> Bool {
        if length == rowBytes { return memcmp(stored, first, count) == 0 }
        return (0..<rows).allSatisfy { memcmp(stored + $0 * length, row($0), length) == 0 }
    }

    func copy(to stored: UnsafeMutablePointer<UInt8>) {
        for i in 0..<rows { (stored + i * length).update(from: row(i), count: length) }
    }

    func copy(from stored: UnsafePointer<UInt8>) {
        for i in 0..<rows { row(i).update(from: stored + i * length, count: length) }
    }
}
