/// Text from files and arguments made safe to print: the one place that
/// decides which characters reach the terminal as they are.
///
/// A timeline's string (`fill: "\u001b]0;owned\u0007"`) or a file name may
/// hold escape sequences that retitle, clear or reprogram a terminal; every
/// line the tool prints goes through ``escaped(_:)``, and only the progress
/// bar's own `\r` and `ESC[K` bypass it (``Console/redrawLine(_:)``).
enum TerminalText {
    /// The longest line printed: a longer one (an unknown 15 MB key echoed
    /// in a message) keeps its start and end around a note of what was cut.
    static let maximumLineLength = 2000

    /// `text` with control characters written as `\u001B`-style escapes;
    /// newlines and tabs stay, as do all printable characters; lines longer
    /// than ``maximumLineLength`` characters are cut in the middle.
    static func escaped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: needsEscape) || scalars.count > maximumLineLength else { return text }
        var out = ""
        var lineStart = scalars.startIndex
        while lineStart < scalars.endIndex {
            let lineEnd = scalars[lineStart...].firstIndex(of: "\n").map { scalars.index(after: $0) } ?? scalars.endIndex
            let line = scalars[lineStart..<lineEnd]
            let length = line.count
            if length > maximumLineLength {
                let keep = maximumLineLength / 2
                append(line.prefix(keep), to: &out)
                out += " … (\(length - 2 * keep) characters cut) … "
                append(line.suffix(keep), to: &out)
            } else {
                append(line, to: &out)
            }
            lineStart = lineEnd
        }
        return out
    }

    private static func append(_ scalars: some Sequence<Unicode.Scalar>, to out: inout String) {
        for scalar in scalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// C0 and C1 controls and DEL (except newline and tab), plus the
    /// invisible direction overrides that make text read differently from
    /// what it is.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
