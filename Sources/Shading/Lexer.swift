/// MSL source text to tokens: identifiers, numbers with their suffixes,
/// C/C++ operators; comments skipped; `\` line continuations joined.
struct Lexer {
    private let chars: [Unicode.Scalar]
    private var i = 0
    private var line = 1
    private var column = 1
    private let path: String

    init(_ source: String, path: String) {
        chars = Array(source.unicodeScalars)
        self.path = path
    }

    // Longest first, so `<<=` wins over `<<` and `<`.
    private static let puncts: [String] = [
        "<<=", ">>=", "...", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##",
        "+", "-", "*", "/", "%", "<", ">", "=", "!", "~", "&", "|", "^", "?", ":", ";", ",", ".",
        "(", ")", "{", "}", "[", "]", "#",
    ].sorted { $0.count > $1.count }

    private func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < chars.count ? chars[i + k] : nil }

    private mutating func advance() {
        if chars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        i += 1
    }

    private func error(_ message: String, hint: String = "") -> ShaderCompileError {
        ShaderCompileError(path: path, at: SourceLocation(line: line, column: column), message, hint: hint)
    }

    /// Every token, then `.end`.
    mutating func tokens() throws(ShaderCompileError) -> [Token] {
        var out: [Token] = []
        var atLineStart = true
        while true {
            // Whitespace, continuations and comments.
            while let c = peek() {
                if c == "\n" { atLineStart = true; advance() }
                else if c == " " || c == "\t" || c == "\r" || c == "\u{0C}" { advance() }
                else if c == "\\" && (peek(1) == "\n" || (peek(1) == "\r" && peek(2) == "\n")) {
                    advance(); if peek() == "\r" { advance() }; advance()
                } else if c == "/" && peek(1) == "/" {
                    while let d = peek(), d != "\n" { advance() }
                } else if c == "/" && peek(1) == "*" {
                    let start = SourceLocation(line: line, column: column)
                    advance(); advance()
                    while true {
                        guard let d = peek() else {
                            throw ShaderCompileError(path: path, at: start, "unterminated /* comment", hint: "close it with */")
                        }
                        if d == "*" && peek(1) == "/" { advance(); advance(); break }
                        advance()
                    }
                } else { break }
            }
            let location = SourceLocation(line: line, column: column)
            guard let c = peek() else {
                out.append(Token(kind: .end, location: location, startsLine: true))
                return out
            }
            var token: Token
            if c == "_" || c.properties.isAlphabetic && c.isASCII {
                var s = ""
                while let d = peek(), d == "_" || (d.isASCII && (d.properties.isAlphabetic || d.properties.numericType != nil)) {
                    s.unicodeScalars.append(d); advance()
                }
                token = Token(kind: .identifier(s), location: location)
            } else if c.isASCIIDigit || (c == "." && peek(1)?.isASCIIDigit == true) {
                token = Token(kind: try number(), location: location)
            } else if c == "\"" || c == "'" {
                throw error("string and character literals are \(outsideSubset)")
            } else {
                guard let p = Lexer.puncts.first(where: { matches($0) }) else {
                    throw error("unexpected character '\(c)'")
                }
                for _ in p.unicodeScalars { advance() }
                token = Token(kind: .punct(p), location: location)
            }
            token.startsLine = atLineStart
            atLineStart = false
            out.append(token)
        }
    }

    private func matches(_ p: String) -> Bool {
        var k = 0
        for s in p.unicodeScalars {
            guard peek(k) == s else { return false }
            k += 1
        }
        return true
    }

    private mutating func number() throws(ShaderCompileError) -> Token.Kind {
        var digits = ""
        if peek() == "0", let x = peek(1), x == "x" || x == "X" {
            advance(); advance()
            while let d = peek(), d.isASCIIHexDigit { digits.unicodeScalars.append(d); advance() }
            guard let value = UInt64(digits, radix: 16) else { throw error("malformed hexadecimal literal") }
            return .integer(value, unsigned: try integerSuffix())
        }
        var isFloat = false
        while let d = peek(), d.isASCIIDigit { digits.unicodeScalars.append(d); advance() }
        if peek() == "." { isFloat = true; digits += "."; advance()
            while let d = peek(), d.isASCIIDigit { digits.unicodeScalars.append(d); advance() }
        }
        if let e = peek(), e == "e" || e == "E" {
            let sign = peek(1)
            if sign?.isASCIIDigit == true || ((sign == "+" || sign == "-") && peek(2)?.isASCIIDigit == true) {
                isFloat = true
                digits += "e"; advance()
                if sign == "+" || sign == "-" { digits.unicodeScalars.append(sign!); advance() }
                while let d = peek(), d.isASCIIDigit { digits.unicodeScalars.append(d); advance() }
            }
        }
        if let s = peek(), s == "f" || s == "F" || s == "h" || s == "H" {
            advance()
            guard let v = Double(digits.hasSuffix(".") ? digits + "0" : digits) else { throw error("malformed number '\(digits)'") }
            return .floating(v, half: s == "h" || s == "H")
        }
        if isFloat {
            guard let v = Double(digits.hasPrefix(".") ? "0" + digits : (digits.hasSuffix(".") ? digits + "0" : digits)) else {
                throw error("malformed number '\(digits)'")
            }
            return .floating(v, half: false)
        }
        if digits.count > 1 && digits.hasPrefix("0") {
            guard let v = UInt64(digits, radix: 8) else { throw error("malformed octal literal '\(digits)'") }
            return .integer(v, unsigned: try integerSuffix())
        }
        guard let v = UInt64(digits) else { throw error("integer literal '\(digits)' is too large") }
        return .integer(v, unsigned: try integerSuffix())
    }

    private mutating func integerSuffix() throws(ShaderCompileError) -> Bool {
        var unsigned = false
        while let s = peek(), s == "u" || s == "U" || s == "l" || s == "L" {
            if s == "u" || s == "U" { unsigned = true }
            advance()
        }
        if let s = peek(), s.isASCII && (s.properties.isAlphabetic || s == "_") {
            throw error("invalid suffix '\(s)' on a number")
        }
        return unsigned
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 48 && value <= 57 }
    var isASCIIHexDigit: Bool { isASCIIDigit || (value >= 65 && value <= 70) || (value >= 97 && value <= 102) }
}
