/// The inline Markdown that SwiftUI renders in `Text` literals: `**strong**`
/// and `__strong__` (bold), `*emphasis*` and `_emphasis_` (italic), both at
/// once with three delimiters, `` `code` `` (monospaced), `~~strike~~`
/// (struck through), `[link](url)` (its text, undecorated), and `\` escapes.
///
/// A delimiter run opens only if a matching run of the same length closes
/// it later; emphasis does not open before whitespace nor close after it,
/// and `_` does not work inside a word (snake_case stays as it is), as in
/// CommonMark. Anything unmatched is shown literally.
enum InlineMarkdown {
    struct Style { var bold = false, italic = false, code = false, strike = false }

    static func segments(_ source: String) -> [Text.Segment] {
        var out: [Text.Segment] = []
        parse(Array(source), Style(), into: &out)
        return out
    }

    private static func emit(_ s: String, _ style: Style, into out: inout [Text.Segment]) {
        guard !s.isEmpty else { return }
        var text = Text(verbatim: s)
        if style.bold { text = text.bold() }
        if style.italic { text = text.italic() }
        if style.code { text = text.monospaced() }
        if style.strike { text = text.strikethrough() }
        out += text.segments
    }

    private static func parse(_ c: [Character], _ style: Style, into out: inout [Text.Segment]) {
        var literal = ""
        var i = 0
        func flush() { emit(literal, style, into: &out); literal = "" }
        while i < c.count {
            let ch = c[i]
            if ch == "\\", i + 1 < c.count, c[i + 1].isASCII, c[i + 1].isPunctuation || c[i + 1].isSymbol {
                literal.append(c[i + 1]); i += 2; continue
            }
            if ch == "`", let close = c[(i + 1)...].firstIndex(of: "`") {
                flush()
                var code = style
                code.code = true
                emit(String(c[(i + 1)..<close]), code, into: &out)
                i = close + 1; continue
            }
            if ch == "[", let mid = c[i...].firstIndex(of: "]"), mid + 1 < c.count, c[mid + 1] == "(",
               let end = c[(mid + 1)...].firstIndex(of: ")") {
                flush()
                parse(Array(c[(i + 1)..<mid]), style, into: &out)
                i = end + 1; continue
            }
            if ch == "*" || ch == "_" || ch == "~" {
                var n = 1
                while i + n < c.count, c[i + n] == ch { n += 1 }
                if canOpen(c, i, n), let close = closing(c, from: i + n, delimiter: ch, count: n) {
                    flush()
                    var inner = style
                    if ch == "~" {
                        inner.strike = true
                    } else {
                        if n >= 2 { inner.bold = true }
                        if n != 2 { inner.italic = true }
                    }
                    parse(Array(c[(i + n)..<close]), inner, into: &out)
                    i = close + n; continue
                }
                literal += String(repeating: ch, count: n)
                i += n; continue
            }
            literal.append(ch)
            i += 1
        }
        flush()
    }

    private static func canOpen(_ c: [Character], _ i: Int, _ n: Int) -> Bool {
        guard c[i] != "~" || n == 2, n <= 3 else { return false }
        guard i + n < c.count, !c[i + n].isWhitespace else { return false }
        if c[i] == "_", i > 0, c[i - 1].isLetter || c[i - 1].isNumber { return false }
        return true
    }

    /// The start of the first run of exactly `count` delimiters after `from`
    /// that can close (not after whitespace; `_` not before a letter).
    private static func closing(_ c: [Character], from: Int, delimiter: Character, count: Int) -> Int? {
        var j = from
        while j < c.count {
            if c[j] == "\\" { j += 2; continue }
            guard c[j] == delimiter else { j += 1; continue }
            var n = 1
            while j + n < c.count, c[j + n] == delimiter { n += 1 }
            let afterOK = delimiter != "_" || j + n >= c.count || !(c[j + n].isLetter || c[j + n].isNumber)
            if n == count, j > from, !c[j - 1].isWhitespace, afterOK { return j }
            j += n
        }
        return nil
    }
}
