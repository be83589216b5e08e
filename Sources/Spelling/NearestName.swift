/// "Did you mean …?": the one spelling-suggestion rule for every misspelt
/// command, flag, preset, scene name and timeline-file key, and for the
/// words other tools use for them (a caller's synonym table).
package enum NearestName {
    /// The longest word worth a suggestion: no name is longer, and the
    /// distance costs the product of the two lengths (a 15 MB font name
    /// against each installed family took 39 s).
    package static let longestWord = 64

    /// Optimal-string-alignment distance, case-insensitive: insertions,
    /// deletions, substitutions and swaps of two neighbours each cost 1, so
    /// the usual typos (`--sedd`, `firewroks`, `lineWidht`) are 1 away.
    package static func distance(_ a: String, _ b: String) -> Int {
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

    /// The candidate closest to `word`: the one another vocabulary's word
    /// stands for (`synonyms`, keyed by ``folded(_:)`` words, each listing
    /// its possible meanings, the first among `candidates` wins), then one
    /// that differs only in case, `-`, `_` or spaces (`color-dodge`,
    /// `SEMI_BOLD`), then a plausible typo: at most a third of the word's
    /// length away (at least 2 edits allowed), or the only candidate that
    /// starts with the word. Ties go to the earlier candidate.
    package static func nearest(to word: String, among candidates: [String],
                                synonyms: [String: [String]] = [:]) -> String? {
        guard word.count <= longestWord else { return nil }
        let key = folded(word)
        if let meanings = synonyms[key], let meant = meanings.first(where: candidates.contains) { return meant }
        if let same = candidates.first(where: { folded($0) == key && $0 != word }) { return same }
        let prefixed = candidates.filter { word.count >= 3 && $0.lowercased().hasPrefix(word.lowercased()) }
        if prefixed.count == 1 { return prefixed[0] }
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// A word as vocabularies of other tools spell it, made comparable:
    /// lower case, without `-`, `_` and spaces (`ease-out`, `ease_out`,
    /// `easeOut` → `easeout`).
    package static func folded(_ word: String) -> String {
        String(word.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}
