// The parsed JSON5 document: plain values that remember where in the file
// they were written, so every later check can point at a line and column.

/// A place in a timeline file: 1-based line and column (columns count
/// Unicode scalars, as editors do).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// A position at 1-based `line` and `column`.
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

/// A JSON5 value and the position of its first character.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        /// Every number is a Double; `isInteger` tells whether it was
        /// written without a fraction or exponent (hex counts as integer).
        case number(Double, isInteger: Bool)
        case string(String)
        case array([JSONValue])
        /// Members in file order (duplicates are rejected by the parser).
        case object([Member])
    }

    /// One `key: value` pair of an object.
    struct Member: Sendable {
        var key: String
        var keyPosition: SourcePosition
        var value: JSONValue
    }

    var kind: Kind
    var position: SourcePosition

    /// What the value is, in words, for messages ("a string", "an object").
    var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var members: [Member]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    var elements: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    var number: Double? {
        if case .number(let n, _) = kind { return n }
        return nil
    }

    var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The member named `key`, if this is an object that has it.
    subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}
