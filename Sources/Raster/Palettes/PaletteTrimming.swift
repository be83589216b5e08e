// Fewer entries for one image, when that costs almost nothing. A GIF colour
// table holds a power of two of entries and the transparent index takes one,
// so an image drawing 130–255 entries pays for 256 (768 bytes when the table
// is local) and 8-bit LZW codes, where 127 would take 384 bytes and 7-bit
// codes. Such an image typically has a tail of entries drawn on a pixel or
// three each, next to another entry: moving those pixels onto their nearest
// kept entry halves the table and shortens every code for a few units of
// squared error. The entries are dropped cheapest first (pixels × squared
// distance to the nearest kept entry) down to one below the next smaller
// power of two, and the change is made only when its exact added error,
// measured against the source, stays within the budget (the search gives up
// once the entries' distances alone are far beyond it).

extension PaletteMapper {
    /// Rewrites the pixels of `rect` (indices from ``map``) so that they use
    /// at most `2^(b−1) − 1` entries where they used `2^(b−1)` or more (b the
    /// bits their table needs), when the squared error this adds (summed over
    /// channels and pixels, against `source`) is at most `budget`;
    /// `displayed` follows.
    /// Returns whether it did.
    @discardableResult
    package func trim(source: UnsafePointer<UInt8>, indices: UnsafeMutablePointer<UInt8>,
                      displayed: UnsafeMutablePointer<UInt8>,
                      rect: (x: Int, y: Int, width: Int, height: Int), budget: Double) -> Bool {
        let skip = Int(transparentIndex)
        var counts = [Int](repeating: 0, count: 256)
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { counts[Int(indices[y &* width &+ x])] += 1 }
        }
        var kept = (0..<skip).filter { counts[$0] > 0 }
        var bits = 1
        while 1 << bits < kept.count + 1 { bits += 1 }
        let target = (1 << (bits - 1)) - 1
        // Dropping more than a quarter of the entries never stays within a
        // small budget (a photograph's 255 would lose 128): not worth searching.
        guard kept.count > target, target >= 1, 4 * (kept.count - target) <= kept.count else { return false }
        let entries = palette
        func distance(_ a: Int, _ b: Int) -> Int {
            let p = entries[a], q = entries[b]
            let dr = Int(p >> 16 & 255) - Int(q >> 16 & 255), dg = Int(p >> 8 & 255) - Int(q >> 8 & 255), db = Int(p & 255) - Int(q & 255)
            return dr * dr + dg * dg + db * db
        }
        // Where each dropped entry's pixels go (itself while kept), and each
        // kept entry's nearest other kept one (recomputed when that one goes).
        var moved = [Int](0..<256)
        var nearestKept = [Int](repeating: -1, count: 256), nearestDistance = [Int](repeating: 0, count: 256)
        func findNearest(_ a: Int) {
            var to = -1, best = Int.max
            for b in kept where b != a {
                let d = distance(a, b)
                if d < best { best = d; to = b }
            }
            nearestKept[a] = to; nearestDistance[a] = best
        }
        for a in kept { findNearest(a) }
        // The entry-to-entry estimate, to give up early on an image (such as
        // a photograph's) whose every entry is needed.
        var estimate = 0
        while kept.count > target {
            var cheapest = -1, cheapestCost = Int.max
            for (n, a) in kept.enumerated() where counts[a] * nearestDistance[a] < cheapestCost {
                cheapestCost = counts[a] * nearestDistance[a]; cheapest = n
            }
            estimate += cheapestCost
            guard Double(estimate) <= 4 * budget else { return false }
            let a = kept.remove(at: cheapest), to = nearestKept[a]
            for k in 0..<skip where moved[k] == a { moved[k] = to }
            counts[to] += counts[a]
            for b in kept where nearestKept[b] == a { findNearest(b) }
        }
        var added = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let i = y &* width &+ x, k = Int(indices[i])
                guard k != skip, moved[k] != k else { continue }
                let s = source + i &* 4
                added += colorDistance(s, entries[moved[k]]) - colorDistance(s, entries[k])
            }
        }
        guard Double(added) <= budget else { return false }
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let i = y &* width &+ x, k = Int(indices[i])
                guard k != skip, moved[k] != k else { continue }
                let to = moved[k], c = entries[to], d = displayed + i &* 4
                indices[i] = UInt8(to)
                d[0] = UInt8(c >> 16 & 255); d[1] = UInt8(c >> 8 & 255); d[2] = UInt8(c & 255)
            }
        }
        return true
    }
}

private func colorDistance(_ s: UnsafePointer<UInt8>, _ c: UInt32) -> Int {
    let dr = Int(s[0]) - Int(c >> 16 & 255), dg = Int(s[1]) - Int(c >> 8 & 255), db = Int(s[2]) - Int(c & 255)
    return dr * dr + dg * dg + db * db
}
