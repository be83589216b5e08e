/// Suggestions for misspelt commands, flags and preset names.
enum EditDistance {
    /// Optimal-string-alignment distance: insertions, deletions,
    /// substitutions and swaps of two neighbours each cost 1, so the usual
    /// typos (`--sedd`, `--seocnds`, `firewroks`) are 1 away.
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

    /// The candidate closest to `word`, if it is close enough to be a likely
    /// typo: at most a third of the word's length away (at least 2 edits
    /// allowed), or `word` is a prefix of exactly one candidate. Ties go to
    /// the first candidate in the list.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let prefixed = candidates.filter { $0.hasPrefix(word) && word.count >= 3 }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.candidate
    }
}
