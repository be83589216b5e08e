/// Greedy line breaking of one paragraph to a width.
///
/// Break opportunities are a reduced form of UAX #14: after spaces, after a
/// hyphen or dash that follows a letter, and on either side of an ideograph,
/// kana or hangul syllable (not before closing punctuation). A word wider
/// than the line is broken between characters, as SwiftUI does.
enum LineBreaker {
    static func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0x09 || v == 0x3000 }

    static func isCJK(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// Punctuation that must not start a line.
    static func isClosing(_ v: UInt32) -> Bool {
        [0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF09, 0x300D, 0x300F, 0x3011, 0x2C, 0x2E, 0x21, 0x3F, 0x29]
            .contains(v)
    }

    /// Indices `i` (0 < i < count) where a line may start.
    static func opportunities(_ s: [UInt32]) -> [Int] {
        var result: [Int] = []
        guard s.count > 1 else { return result }
        for i in 1..<s.count {
            let a = s[i - 1], b = s[i]
            if isSpace(b) || ItemizedParagraph.joinsPrevious(b) { continue }
            if isSpace(a) {
                result.append(i)
            } else if (isCJK(a) || isCJK(b)) && !isClosing(b) {
                result.append(i)
            } else if (a == 0x2D || a == 0x2010 || a == 0x2013 || a == 0x2014), i >= 2,
                      Unicode.Scalar(s[i - 2])?.properties.isAlphabetic == true {
                result.append(i)
            }
        }
        return result
    }

    /// `end` with trailing spaces removed (they hang past the line's end).
    static func trimmedEnd(_ s: [UInt32], _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, isSpace(s[e - 1]) { e -= 1 }
        return e
    }

    /// The lines of a paragraph whose scalar `i` is `advances[i]` points wide
    /// (a cluster's whole advance on its first scalar), no wider than
    /// `maxWidth` where possible.
    static func lines(_ s: [UInt32], advances: [Double], maxWidth: Double?) -> [Range<Int>] {
        guard let maxWidth, !s.isEmpty else { return [0..<s.count] }
        var prefix = [0.0]
        prefix.reserveCapacity(s.count + 1)
        for a in advances { prefix.append(prefix[prefix.count - 1] + a) }
        let tolerance = 1e-9 * max(1, maxWidth)
        func fits(_ a: Int, _ b: Int) -> Bool { prefix[trimmedEnd(s, a, b)] - prefix[a] <= maxWidth + tolerance }
        let candidates = opportunities(s) + [s.count]
        var lines: [Range<Int>] = []
        var start = 0, k = 0
        while start < s.count {
            while k < candidates.count, candidates[k] <= start { k += 1 }
            var best: Int?
            var j = k
            while j < candidates.count, fits(start, candidates[j]) { best = candidates[j]; j += 1 }
            if let best {
                lines.append(start..<best)
                start = best
                continue
            }
            // The first word alone is too wide: take as many characters as fit
            // (at least one), then go on from there.
            var end = start + 1
            while end < s.count, ItemizedParagraph.joinsPrevious(s[end]) { end += 1 }
            while end < s.count {
                var next = end + 1
                while next < s.count, ItemizedParagraph.joinsPrevious(s[next]) { next += 1 }
                guard fits(start, next) else { break }
                end = next
            }
            lines.append(start..<end)
            start = end
            while start < s.count, isSpace(s[start]) { start += 1 }
        }
        return lines
    }
}
