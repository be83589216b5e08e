// JSON5 strings (both quotes, every escape, line continuations) and
// numbers (hex, leading/trailing points, signs, Infinity, NaN), with the
// position of the first character in every error.

extension JSON5Parser {
    // MARK: Strings

    mutating func parseString() throws(JSON5SyntaxError) -> String {
        let start = position
        let quote = bytes[index]
        advance()
        var out: [UInt8] = []
        while true {
            guard let b = current else {
                throw error("this string is never closed", fix: "end it with \(quote == 0x22 ? "\"" : "'")", at: start)
            }
            if b == quote { advance(); break }
            if b == 0x0A || b == 0x0D {
                throw error("the string starting at \(start) runs past the end of the line",
                            fix: "close it on the same line, or write \\n for a line break")
            }
            if b == UInt8(ascii: "\\") {
                try parseEscape(into: &out)
                continue
            }
            out.append(b)
            advance()
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func parseEscape(into out: inout [UInt8]) throws(JSON5SyntaxError) {
        let at = position
        advance() // backslash
        guard let e = current else { throw error("the file ends inside an escape sequence") }
        advance()
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        case UInt8(ascii: "0") where !(peek(0).map { $0 >= 0x30 && $0 <= 0x39 } ?? false): out.append(0)
        case 0x0A: break // line continuation
        case 0x0D: if current == 0x0A { advance() }
        case UInt8(ascii: "x"):
            let v = try hexDigits(2, at: at)
            out.append(contentsOf: Array(String(Character(UnicodeScalar(UInt8(v)))).utf8))
        case UInt8(ascii: "u"):
            var v = try hexDigits(4, at: at)
            if (0xD800...0xDBFF).contains(v), current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                advance(); advance()
                let low = try hexDigits(4, at: at)
                if (0xDC00...0xDFFF).contains(low) { v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00) }
            }
            guard let scalar = UnicodeScalar(v) else {
                throw error("\\u\(String(v, radix: 16)) is not a Unicode character", fix: "use a valid code point", at: at)
            }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            throw error("octal escapes such as \\\(String(UnicodeScalar(e))) are not allowed", fix: "write \\u00XX instead", at: at)
        default:
            // Any other character stands for itself (\' \" \\ \/ …).
            out.append(e)
            while let c = current, c & 0xC0 == 0x80 { out.append(c); advance() }
        }
    }

    mutating func hexDigits(_ count: Int, at: SourcePosition) throws(JSON5SyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<count {
            guard let b = current, let d = hexValue(b) else {
                throw error("expected \(count) hexadecimal digits in this escape", fix: "write e.g. \\u00E9", at: at)
            }
            v = v * 16 + d
            advance()
        }
        return v
    }

    func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSON5SyntaxError) -> JSONValue {
        let start = position
        var sign = 1.0
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") {
            if current == UInt8(ascii: "-") { sign = -1 }
            advance()
        }
        if let b = current, isIdentifierStart(b) {
            let word = parseIdentifier()
            switch word {
            case "Infinity": return JSONValue(kind: .number(sign * .infinity, isInteger: false), position: start)
            case "NaN": return JSONValue(kind: .number(.nan, isInteger: false), position: start)
            default: throw error("expected a number after the sign but found \"\(word)\"", at: start)
            }
        }
        if current == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") {
            advance(); advance()
            var v = 0.0, digits = 0
            while let b = current, let d = hexValue(b) {
                v = v * 16 + Double(d)
                digits += 1
                advance()
            }
            guard digits > 0 else { throw error("expected hexadecimal digits after 0x", fix: "write e.g. 0xFF", at: start) }
            try checkNumberEnd(start)
            return JSONValue(kind: .number(sign * v, isInteger: true), position: start)
        }
        let from = index
        var isInteger = true, sawDigit = false
        while let b = current, b >= 0x30 && b <= 0x39 { sawDigit = true; advance() }
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            while let b = current, b >= 0x30 && b <= 0x39 { sawDigit = true; advance() }
        }
        guard sawDigit else { throw error("expected digits in this number", fix: "write e.g. 0.5", at: start) }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            var expDigits = 0
            while let b = current, b >= 0x30 && b <= 0x39 { expDigits += 1; advance() }
            guard expDigits > 0 else { throw error("expected digits after the exponent e", fix: "write e.g. 1e3", at: start) }
        }
        try checkNumberEnd(start)
        let text = String(decoding: bytes[from..<index], as: UTF8.self)
        guard let v = Double(text) else { throw error("\(text) is not a number", at: start) }
        return JSONValue(kind: .number(sign * v, isInteger: isInteger), position: start)
    }

    /// A number must not run straight into letters (`12px`, `3s`).
    mutating func checkNumberEnd(_ start: SourcePosition) throws(JSON5SyntaxError) {
        if let b = current, isIdentifierPart(b) {
            let word = parseIdentifier()
            throw error("a number is followed by \"\(word)\"",
                        fix: "write the number alone (lengths are pixels, times seconds, angles degrees)", at: start)
        }
    }
}
