// Swift source with its comments and string literals blanked out (each byte
// a space, newlines kept), so brace matching and searches for `#Preview`
// or `PreviewProvider` see code only — at the same byte offsets as the
// original text, which the rewrite edits.

/// The bytes of a Swift file, and the same bytes with comments and string contents blanked.
struct SwiftSourceMask {
    /// The file as written.
    let bytes: [UInt8]
    /// The file with every comment and string literal's bytes (quotes included) replaced by spaces.
    private(set) var code: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
        code = bytes
        var i = 0
        skipCode(&i, until: nil)
    }

    private mutating func blank(_ range: Range<Int>) {
        for k in range where k < code.count && code[k] != UInt8(ascii: "\n") { code[k] = UInt8(ascii: " ") }
    }

    private func at(_ k: Int, _ ascii: Unicode.Scalar) -> Bool { k < bytes.count && bytes[k] == UInt8(ascii: ascii) }

    /// Walks code from `i` until the unmatched `close` byte (or the end), blanking comments and strings.
    private mutating func skipCode(_ i: inout Int, until close: UInt8?) {
        var depth = 0
        while i < bytes.count {
            let c = bytes[i]
            if at(i, "/"), at(i + 1, "/") {
                let start = i
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                blank(start..<i)
            } else if at(i, "/"), at(i + 1, "*") {
                let start = i
                var nesting = 0
                while i < bytes.count {
                    if at(i, "/"), at(i + 1, "*") { nesting += 1; i += 2 } else if at(i, "*"), at(i + 1, "/") {
                        nesting -= 1; i += 2
                        if nesting == 0 { break }
                    } else { i += 1 }
                }
                blank(start..<i)
            } else if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && rawStringStart(i) != nil) {
                skipString(&i)
            } else if let close, c == close, depth == 0 {
                return
            } else {
                if c == UInt8(ascii: "(") { depth += 1 }
                if c == UInt8(ascii: ")") { depth -= 1 }
                i += 1
            }
        }
    }

    /// The number of `#`s of a raw string starting at `i`, if one does.
    private func rawStringStart(_ i: Int) -> Int? {
        var k = i
        while at(k, "#") { k += 1 }
        return k > i && at(k, "\"") ? k - i : nil
    }

    /// Skips the string literal starting at `i` (raw, multi-line or plain), blanking it but not its interpolations' code.
    private mutating func skipString(_ i: inout Int) {
        let hashes = rawStringStart(i) ?? 0
        var start = i
        i += hashes
        let multiline = at(i, "\"") && at(i + 1, "\"") && at(i + 2, "\"")
        i += multiline ? 3 : 1
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\") {
                var k = i + 1, matched = 0
                while matched < hashes, at(k, "#") { matched += 1; k += 1 }
                if matched == hashes {
                    if at(k, "(") {
                        blank(start..<(k + 1))
                        i = k + 1
                        skipCode(&i, until: UInt8(ascii: ")"))
                        start = i
                        continue
                    }
                    i = k + 1
                    continue
                }
                i += 1
            } else if c == UInt8(ascii: "\""), !multiline || (at(i + 1, "\"") && at(i + 2, "\"")) {
                var k = i + (multiline ? 3 : 1), matched = 0
                while matched < hashes, at(k, "#") { matched += 1; k += 1 }
                if matched == hashes { i = k; break }
                i += 1
            } else if c == UInt8(ascii: "\n"), !multiline {
                break
            } else {
                i += 1
            }
        }
        blank(start..<i)
    }

    /// The index of the byte closing the bracket opened at `open` (`{`, `(` or `[`), in code.
    func matching(_ open: Int) -> Int? {
        let opener = code[open]
        let closer: UInt8 = opener == UInt8(ascii: "{") ? UInt8(ascii: "}") : opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
        var depth = 0
        var k = open
        while k < code.count {
            if code[k] == opener { depth += 1 } else if code[k] == closer {
                depth -= 1
                if depth == 0 { return k }
            }
            k += 1
        }
        return nil
    }

    /// 1-based line of byte `offset`.
    func line(of offset: Int) -> Int {
        var n = 1
        for k in 0..<min(offset, bytes.count) where bytes[k] == UInt8(ascii: "\n") { n += 1 }
        return n
    }

    /// 1-based column of byte `offset`.
    func column(of offset: Int) -> Int {
        var k = min(offset, bytes.count)
        var n = 1
        while k > 0, bytes[k - 1] != UInt8(ascii: "\n") { k -= 1; n += 1 }
        return n
    }

    /// Whether the code has identifier characters at `k`.
    func isIdentifierByte(_ k: Int) -> Bool {
        guard k >= 0, k < code.count else { return false }
        let c = code[k]
        return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
    }

    /// Whether `word` stands at `k` as a whole identifier in code.
    func hasWord(_ word: String, at k: Int) -> Bool {
        let w = Array(word.utf8)
        guard k + w.count <= code.count, Array(code[k..<(k + w.count)]) == w else { return false }
        return !isIdentifierByte(k - 1) && !isIdentifierByte(k + w.count)
    }

    /// Offset of the first non-space code byte at or after `k` (newlines count as space).
    func skipSpace(_ k: Int) -> Int {
        var k = k
        while k < code.count, [0x20, 0x09, 0x0A, 0x0D].contains(code[k]) { k += 1 }
        return k
    }
}
