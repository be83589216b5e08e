/// Text from files and arguments made safe to print: the one place that
/// decides which characters reach the terminal as they are.
///
/// A timeline's string (`fill: "\u001b]0;owned\u0007"`) or a file name may
/// hold escape sequences that retitle, clear or reprogram a terminal; every
/// line the tool prints goes through ``escaped(_:)``, and only the progress
/// bar's own `\r` and `ESC[K` bypass it (``Console/redrawLine(_:)``).
enum TerminalText {
    /// `text` with control characters written as `\u001B`-style escapes;
    /// newlines and tabs stay, as do all printable characters.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
