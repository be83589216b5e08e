import Foundation
import Synchronization

/// Results of the costly pixel filters (blurs, drop shadows) on inputs seen
/// before, shared by every thread of the process: a shadowed card or a
/// blurred layer that does not change from frame to frame is blurred once.
///
/// An entry keeps a copy of the input bytes and is used only when the new
/// input has exactly those bytes (a hash finds the candidate, a full compare
/// decides), the same size and the same filter, so a hit writes the bytes
/// the filter would. An input is kept only the second time its key comes:
/// the first time only the key is noted, so content that changes every
/// frame (a ring being trimmed, a bar growing) pays the hash and nothing
/// else, not three copies of its pixels. Before that, a probe hashes every
/// `probeRowStep`-th row alone: an input whose probe was never met cannot
/// be one seen before, so it is filtered without the full hash (a shadow
/// that changes every frame then costs a sixteenth of a hash), and the
/// probe is noted for next time. Bounded by `budget` bytes (inputs plus
/// outputs) and `maxSeen` noted keys and probes: when full, the least
/// recently used half is dropped. Off with
/// `CoverageCache.shared.isEnabled = false` or `ANIMGEN_CACHE=0`.
final class FilterCache: Sendable {
    /// The process's cache: 64 MB.
    static let shared = FilterCache(budget: 64 << 20)

    enum Filter: Hashable {
        case blur(GaussianBlur, BlurEdges)
        case shadow(DropShadow)
    }

    private struct Key: Hashable {
        var filter: Filter
        var width: Int, height: Int
        var hash: UInt64
    }

    private final class Entry: @unchecked Sendable {
        let input: UnsafeMutablePointer<UInt8>
        let output: UnsafeMutablePointer<UInt8>
        let count: Int
        init(input: UnsafePointer<UInt8>, output: UnsafePointer<UInt8>, count: Int) {
            self.count = count
            self.input = .allocate(capacity: count)
            self.input.initialize(from: input, count: count)
            self.output = .allocate(capacity: count)
            self.output.initialize(from: output, count: count)
        }
        deinit { input.deallocate(); output.deallocate() }
    }

    private struct State {
        var entries: [Key: (entry: Entry, used: UInt64)] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        /// Keys met once, with when they were last met.
        var seen: [Key: UInt64] = [:]
        /// Probes met, with when they were last met (`Key.hash` is the probe's).
        var probes: [Key: UInt64] = [:]
    }

    /// Rows a probe steps over: every sixteenth row is hashed.
    static let probeRowStep = 16

    /// Keys noted before their inputs are kept.
    static let maxSeen = 4096

    let budget: Int
    private let state = Mutex(State())

    init(budget: Int) { self.budget = budget }

    /// Runs `filter` on `pixmap` in place, or writes the bytes it gave
    /// before for the same input.
    func apply(_ filter: Filter, to pixmap: Pixmap, _ body: () -> Void) {
        let count = pixmap.height * pixmap.rowBytes
        guard CoverageCache.shared.isEnabled, 2 * count <= budget / 4 else { body(); return }
        let probe = Key(filter: filter, width: pixmap.width, height: pixmap.height,
                        hash: Self.probeHash(pixmap.data, rowBytes: pixmap.rowBytes, height: pixmap.height))
        let probed = state.withLock { s in
            s.clock += 1
            return Self.note(probe, in: &s.probes, at: s.clock)
        }
        guard probed else { body(); return }
        let key = Key(filter: filter, width: pixmap.width, height: pixmap.height, hash: Self.hash(pixmap.data, count))
        enum Lookup { case hit(Entry), firstSight, keep }
        let lookup: Lookup = state.withLock { s in
            s.clock += 1
            if var hit = s.entries[key] {
                hit.used = s.clock
                s.entries[key] = hit
                return .hit(hit.entry)
            }
            return Self.note(key, in: &s.seen, at: s.clock) ? .keep : .firstSight
        }
        switch lookup {
        case .hit(let found) where memcmp(found.input, pixmap.data, count) == 0:
            pixmap.data.update(from: found.output, count: count)
            return
        case .firstSight:
            body()
            return
        default:
            break
        }
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { input.deallocate() }
        input.initialize(from: pixmap.data, count: count)
        body()
        let entry = Entry(input: input, output: pixmap.data, count: count)
        state.withLock { s in
            if let old = s.entries[key] { s.bytes -= 2 * old.entry.count }
            if s.bytes + 2 * count > budget {
                let cut = s.entries.values.map(\.used).sorted()[s.entries.count / 2]
                for (k, v) in s.entries where v.used <= cut {
                    s.entries[k] = nil
                    s.bytes -= 2 * v.entry.count
                }
            }
            s.clock += 1
            s.entries[key] = (entry, s.clock)
            s.bytes += 2 * count
        }
    }

    /// Notes `key` as met at `clock` (dropping the least recently met half
    /// when more than `maxSeen` are noted); whether it had been met before.
    private static func note(_ key: Key, in met: inout [Key: UInt64], at clock: UInt64) -> Bool {
        guard met.updateValue(clock, forKey: key) == nil else { return true }
        if met.count > maxSeen {
            let cut = met.values.sorted()[met.count / 2]
            met = met.filter { $0.value > cut }
        }
        return false
    }

    /// The hash of rows 0, `probeRowStep`, 2·`probeRowStep`… alone: equal
    /// inputs have equal probes, and content that moves by a stroke's
    /// width changes one of those rows.
    static func probeHash(_ p: UnsafePointer<UInt8>, rowBytes: Int, height: Int) -> UInt64 {
        var h: UInt64 = 0
        for y in stride(from: 0, to: height, by: probeRowStep) {
            h = (h ^ hash(p + y * rowBytes, rowBytes)) &* 0x9E37_79B9_7F4A_7C15
        }
        return h
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
