// When a golden check writes goldens instead of only comparing: the four
// modes of snapshot-testing's `record:` (never, missing, failed, all), named
// the same so a user of either recognises them.

/// Which goldens a check (re)writes.
public enum GoldenRecordMode: String, CaseIterable, Sendable, Hashable, ExpressibleByBooleanLiteral {
    /// Compare only; a missing golden is an error.
    case never
    /// Record frames that have no golden yet; compare the others.
    case missing
    /// Compare, then record again the frames that differ (and the missing ones).
    case failed
    /// Record every selected frame as the new golden set (the old `--record`).
    case all

    /// `true` is ``all`` (what `record: true` always meant), `false` is ``never``.
    public init(booleanLiteral value: Bool) { self = value ? .all : .never }

    /// Reads `never`, `missing`, `failed` or `all`; also `1`/`true`/`yes` (``all``)
    /// and `0`/`false`/`no` (``never``), the values `ANIMGEN_RECORD` took before modes.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "1", "true", "yes": self = .all
        case "0", "false", "no", "": self = .never
        default:
            guard let mode = GoldenRecordMode(rawValue: text.lowercased()) else { return nil }
            self = mode
        }
    }

    /// The mode names as a user types them, for messages.
    public static let spellings = allCases.map(\.rawValue).joined(separator: "|")
}
