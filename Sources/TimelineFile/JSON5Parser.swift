// A JSON5 reader written for error messages: it works on the file's bytes,
// tracks line and column as it goes, stops at the first syntax error with
// what it expected there, and refuses input that would exhaust memory or
// the stack (size and nesting limits) instead of crashing.
//
// JSON5 as used here: // and /* */ comments, trailing commas, unquoted
// identifier keys, single- or double-quoted strings (with \x, \u, line
// continuations), hex integers, leading/trailing decimal points, explicit +,
// and Infinity/NaN (accepted by the grammar; the document checks reject
// them wherever a finite number is required).

/// Parses JSON5 text into ``JSONValue``s with positions.
struct JSON5Parser {
    /// Deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The one top-level value, followed by nothing but whitespace and comments.
    static func parse(_ bytes: [UInt8]) throws(JSON5SyntaxError) -> JSONValue {
        try checkText(bytes)
        var parser = JSON5Parser(bytes: bytes)
        // A UTF-8 byte-order mark is allowed at the very start.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipTrivia()
        guard parser.index < bytes.count else {
            throw JSON5SyntaxError(position: parser.position, message: "the file is empty",
                                   fix: "a timeline file is one object: { duration: 3, layers: [ … ] }")
        }
        let value = try parser.parseValue()
        try parser.skipTrivia()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document",
                               fix: "the file holds one value; remove what follows it or wrap everything in one object")
        }
        return value
    }

    /// Rejects bytes that are not UTF-8 text (binary files), naming the
    /// first bad byte's position.
    static func checkText(_ bytes: [UInt8]) throws(JSON5SyntaxError) {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            var length = 1
            if b == 0 || (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D && b != 0x0B && b != 0x0C) {
                throw JSON5SyntaxError(position: SourcePosition(line: line, column: column),
                                       message: "the file contains a control byte 0x\(String(b, radix: 16, uppercase: true)) and is not text",
                                       fix: "a timeline file is UTF-8 JSON5 text; check that this is the right file")
            }
            if b >= 0x80 {
                length = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xC2 && b <= 0xDF ? 2 : 0
                var ok = length > 0 && i + length <= bytes.count
                if ok { for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { ok = false } }
                guard ok else {
                    throw JSON5SyntaxError(position: SourcePosition(line: line, column: column),
                                           message: "the file is not valid UTF-8 text (byte 0x\(String(b, radix: 16, uppercase: true)))",
                                           fix: "save the file as UTF-8; check that this is the right file")
                }
            }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
    }

    // MARK: Position

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    func error(_ message: String, fix: String? = nil, at position: SourcePosition? = nil) -> JSON5SyntaxError {
        JSON5SyntaxError(position: position ?? self.position, message: message, fix: fix)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves past one byte, keeping line and column (columns count scalars,
    /// so UTF-8 continuation bytes do not advance them).
    mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The character at the current position, for messages.
    func describeCurrent() -> String {
        guard let b = current else { return "end of file" }
        if b >= 0x80 {
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "character \"\(String(decoding: bytes[index..<end], as: UTF8.self))\""
        }
        switch b {
        case 0x0A, 0x0D: return "end of line"
        default: return "character \"\(String(UnicodeScalar(b)))\""
        }
    }

    // MARK: Whitespace and comments

    mutating func skipTrivia() throws(JSON5SyntaxError) {
        while let b = current {
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                advance()
            case 0xC2 where peek(1) == 0xA0: // no-break space
                advance(); advance()
            case 0xE2 where peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9): // line/paragraph separator
                advance(); advance(); advance()
            case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF: // stray byte-order mark
                advance(); advance(); advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let c = current, c != 0x0A { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = position
                advance(); advance()
                while true {
                    guard let c = current else {
                        throw error("this /* comment is never closed", fix: "end it with */", at: start)
                    }
                    if c == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { advance(); advance(); break }
                    advance()
                }
            default:
                return
            }
        }
    }

    // MARK: Values

    mutating func parseValue() throws(JSON5SyntaxError) -> JSONValue {
        let start = position
        guard let b = current else {
            throw error("expected a value but the file ends here", fix: "complete the value or remove the trailing separator")
        }
        switch b {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return JSONValue(kind: .string(try parseString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            if isIdentifierStart(b) {
                let word = parseIdentifier()
                switch word {
                case "true": return JSONValue(kind: .bool(true), position: start)
                case "false": return JSONValue(kind: .bool(false), position: start)
                case "null": return JSONValue(kind: .null, position: start)
                case "Infinity": return JSONValue(kind: .number(.infinity, isInteger: false), position: start)
                case "NaN": return JSONValue(kind: .number(.nan, isInteger: false), position: start)
                default:
                    throw error("expected a value but found the word \"\(word)\"",
                                fix: "quote text as \"\(word)\"; the bare words allowed are true, false and null", at: start)
                }
            }
            throw error("expected a value (object, array, string, number, true, false or null) but found \(describeCurrent())")
        }
    }

    mutating func enter(_ what: String) throws(JSON5SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("\(what) nested more than \(Self.maximumDepth) levels deep",
                        fix: "timeline files never need this much nesting; flatten the structure")
        }
    }

    mutating func parseObject() throws(JSON5SyntaxError) -> JSONValue {
        let start = position
        try enter("objects and arrays are")
        advance() // {
        var members: [JSONValue.Member] = []
        var seen: [String: SourcePosition] = [:]
        while true {
            try skipTrivia()
            guard let b = current else {
                throw error("the object opened at \(start) is never closed", fix: "add } at its end")
            }
            if b == UInt8(ascii: "}") { advance(); break }
            let keyPosition = position
            let key: String
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                key = try parseString()
            } else if isIdentifierStart(b) {
                key = parseIdentifier()
            } else {
                throw error("expected a key or } but found \(describeCurrent())",
                            fix: "keys are names like width or quoted strings like \"width\"")
            }
            if let first = seen[key] {
                throw error("the key \"\(key)\" appears twice in this object (first at \(first))",
                            fix: "keep only one of them", at: keyPosition)
            }
            seen[key] = keyPosition
            try skipTrivia()
            guard current == UInt8(ascii: ":") else {
                throw error("expected : after the key \"\(key)\" but found \(describeCurrent())", fix: "write \(key): value")
            }
            advance()
            try skipTrivia()
            let value = try parseValue()
            members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
            try skipTrivia()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); break }
            if current == nil {
                throw error("the object opened at \(start) is never closed", fix: "add } at its end")
            }
            throw error("expected , or } after the value of \"\(key)\" but found \(describeCurrent())",
                        fix: "separate members with commas")
        }
        depth -= 1
        return JSONValue(kind: .object(members), position: start)
    }

    mutating func parseArray() throws(JSON5SyntaxError) -> JSONValue {
        let start = position
        try enter("arrays and objects are")
        advance() // [
        var elements: [JSONValue] = []
        while true {
            try skipTrivia()
            guard let b = current else {
                throw error("the array opened at \(start) is never closed", fix: "add ] at its end")
            }
            if b == UInt8(ascii: "]") { advance(); break }
            if b == UInt8(ascii: ",") {
                throw error("expected a value but found an extra comma", fix: "remove one of the commas")
            }
            elements.append(try parseValue())
            try skipTrivia()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); break }
            if current == nil {
                throw error("the array opened at \(start) is never closed", fix: "add ] at its end")
            }
            throw error("expected , or ] in the array but found \(describeCurrent())", fix: "separate elements with commas")
        }
        depth -= 1
        return JSONValue(kind: .array(elements), position: start)
    }

    // MARK: Identifiers

    func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    func isIdentifierPart(_ b: UInt8) -> Bool {
        isIdentifierStart(b) || (b >= 0x30 && b <= 0x39)
    }

    mutating func parseIdentifier() -> String {
        let from = index
        while let b = current, isIdentifierPart(b) {
            // Non-ASCII whitespace ends a name (it is trivia, not a letter).
            if b == 0xC2 && peek(1) == 0xA0 { break }
            if b == 0xE2 && peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9) { break }
            advance()
        }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }
}
