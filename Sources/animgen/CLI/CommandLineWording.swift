// Library messages name the settings a fix needs as the library spells
// them, in backticks: `record: .missing`, `segment: 2/4`, `frameRate`. The
// command line shows its own flags there instead: this table is the one
// place that knows which flag sets which library parameter.

enum CommandLineWording {
    /// Library parameter → the flag that sets it.
    static let flags: [Substring: String] = [
        "record": "--record", "segment": "--chunk", "clip": "--frames", "frames": "--frames", "every": "--every",
        "frameRate": "--fps", "gifFrameRate": "--gif-fps", "host": "--host", "port": "--port", "golden": "--golden",
        "parameters.assignments": "--param", "parameters.file": "--params",
    ]

    /// `text` with each backticked library setting written as its flag
    /// (`` `record: .missing` `` → `--record missing`; `` `encoding: .reproducible` ``
    /// → `--reproducible`, `` `encoding: .fast` `` → `no --reproducible`);
    /// other backticked text is left as it is.
    static func rewrite(_ text: String) -> String {
        guard text.contains("`") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            result += rest[..<open]
            let inner = rest[rest.index(after: open)...]
            guard let close = inner.firstIndex(of: "`") else { rest = rest[open...]; break }
            let code = inner[..<close]
            if let flag = flag(for: code) {
                result += flag
            } else {
                result += rest[open...close]
            }
            rest = inner[inner.index(after: close)...]
        }
        return result + rest
    }

    /// The flag spelling of one backticked setting, or nil when it names none.
    private static func flag(for code: Substring) -> String? {
        let parts = code.split(separator: ":", maxSplits: 1)
        guard let first = parts.first else { return nil }
        let label = first.trimmingCharacters(in: " ")
        var value = parts.count == 2 ? parts[1].trimmingCharacters(in: " ") : nil
        if let v = value, v.hasPrefix(".") { value = v.dropFirst() }
        if label == "encoding", let value { return value == "reproducible" ? "--reproducible" : "no --reproducible" }
        guard let flag = flags[label] else { return nil }
        return value.map { "\(flag) \($0)" } ?? flag
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return s
    }
}
