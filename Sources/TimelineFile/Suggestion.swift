// "Did you mean …?" for misspelt keys and names, and the wording of numbers and ranges.
import Foundation
import Spelling
import Timeline

enum Suggestion {
    /// The closest valid spelling (``NearestName``'s rule), knowing other
    /// tools' words for ours (``TimelineVocabulary``).
    static func nearest(to word: String, among candidates: [String]) -> String? {
        NearestName.nearest(to: word, among: candidates, synonyms: TimelineVocabulary.synonyms)
    }

    /// A number as a person writes it: 3, 0.5, -12.25, 9007199254740992;
    /// very large or very small ones in exponent form (1e-300, 1e+308), so
    /// no message shows "0." or 309 digits.
    static func format(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        if x == x.rounded(), abs(x) <= 9_007_199_254_740_992 { return String(Int64(x)) }
        if abs(x) >= 1e15 || abs(x) < 1e-4 { return "\(x)" }
        var s = String(format: "%.6f", x)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
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
