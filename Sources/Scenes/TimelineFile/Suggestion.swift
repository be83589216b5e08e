// "Did you mean …?" for misspelt keys and names, and the wording of ranges.
import Foundation
import Timeline

enum Suggestion {
    /// Optimal-string-alignment distance (a swap of neighbours costs 1),
    /// case-insensitive, so `lineWidht` and `linewidth` are close to `lineWidth`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    /// The closest candidate when it is a plausible typo: within a third of
    /// the word's length (at least 2 edits), or the only candidate that
    /// starts with the word. Ties go to the earlier candidate.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        guard word.count <= 64 else { return nil }
        let prefixed = candidates.filter { word.count >= 3 && $0.lowercased().hasPrefix(word.lowercased()) }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word, c)
            if d <= limit, d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }

    /// A number as a person writes it: 3, 0.5, -12.25.
    static func format(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        var s = String(format: "%.6f", x)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    /// "from 0 to 1", "of at least 0", "of at most 100".
    static func describe(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
        case (true, true): "from \(format(range.lowerBound)) to \(format(range.upperBound))"
        case (true, false): "of at least \(format(range.lowerBound))"
        case (false, true): "of at most \(format(range.upperBound))"
        case (false, false): "that is finite"
        }
    }
}
