// The small expressions a template writes where a value depends on its
// data: `"$(index * 90 + 60)"` as a whole value, `"${index + 1}"` inside a
// string, `"$item.label"`, `"$labels[index]"`. Numbers, + − × ÷ and %,
// parentheses, member and element access (`data.value` of a list is
// each element's value), and min, max, sum, count, abs,
// round, floor, ceil — no more: a timeline file is data, not a program.

/// A parsed expression, evaluated against names (parameters, and inside a
/// repeat `index`, `item` and `count`).
struct TemplateExpression {
    /// What went wrong, for the message at the string that holds it.
    struct Failure: Error { var message: String; var fix: String? }

    private let tokens: [Token]
    private var at = 0
    private let lookup: (String) throws -> JSONValue.Kind

    private enum Token: Equatable { case number(Double), name(String), symbol(Character) }

    static let functions = ["min", "max", "sum", "count", "abs", "round", "floor", "ceil"]

    /// Evaluates `text` (the expression alone, without `$( )`).
    static func evaluate(_ text: String, lookup: @escaping (String) throws -> JSONValue.Kind) throws -> JSONValue.Kind {
        var parser = TemplateExpression(tokens: try tokenize(text), lookup: lookup)
        let value = try parser.sum()
        guard parser.at == parser.tokens.count else {
            throw Failure(message: "unexpected \(parser.describe(parser.tokens[parser.at])) in \"\(text)\"",
                          fix: "write numbers and names with + - * / % ( ), e.g. $(index * 90 + 60)")
        }
        return value
    }

    /// Whether `text` is a reference (`item`, `item.label`, `labels[index]`)
    /// rather than words that happen to follow a `$`.
    static func isReference(_ text: String) -> Bool {
        guard let tokens = try? tokenize(text), case .name? = tokens.first else { return false }
        var depth = 0
        for (i, token) in tokens.enumerated() {
            switch token {
            case .symbol("["): depth += 1
            case .symbol("]"): depth -= 1; if depth < 0 { return false }
            case .symbol("."): if i + 1 >= tokens.count { return false }
            case .name, .number: continue
            default: if depth == 0 { return false }
            }
        }
        return depth == 0 && !text.contains(" ")
    }

    private static func tokenize(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " { i += 1; continue }
            if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber && tokens.last != .symbol("]")
                              && !(tokens.last.map { if case .name = $0 { true } else { false } } ?? false)) {
                var j = i
                while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
                guard let n = Double(String(chars[i..<j])) else {
                    throw Failure(message: "\"\(String(chars[i..<j]))\" is not a number", fix: nil)
                }
                tokens.append(.number(n))
                i = j
            } else if c.isLetter || c == "_" {
                var j = i
                while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
                tokens.append(.name(String(chars[i..<j])))
                i = j
            } else if "+-*/%()[].,".contains(c) {
                tokens.append(.symbol(c))
                i += 1
            } else {
                throw Failure(message: "\"\(c)\" has no meaning in an expression", fix: "use numbers, names and + - * / % ( ) [ ] .")
            }
        }
        return tokens
    }

    private func describe(_ t: Token) -> String {
        switch t {
        case .number(let n): "\(Suggestion.format(n))"
        case .name(let s): "\"\(s)\""
        case .symbol(let c): "\"\(c)\""
        }
    }

    private mutating func take(_ c: Character) -> Bool {
        guard at < tokens.count, tokens[at] == .symbol(c) else { return false }
        at += 1
        return true
    }

    private func number(_ v: JSONValue.Kind, _ what: String) throws -> Double {
        switch v {
        case .number(let n, _): return n
        case .bool(let b): return b ? 1 : 0
        case .string(let s):
            if let n = Double(s) { return n }
            throw Failure(message: "\(what) is the text \"\(s)\", not a number", fix: "do arithmetic on numbers only")
        default:
            throw Failure(message: "\(what) is \(JSONValue(kind: v, position: .init(line: 1, column: 1)).typeName), not a number",
                          fix: "pick a number out of it, e.g. item.value or values[index]")
        }
    }

    private mutating func sum() throws -> JSONValue.Kind {
        var left = try product()
        while at < tokens.count, tokens[at] == .symbol("+") || tokens[at] == .symbol("-") {
            let minus = tokens[at] == .symbol("-")
            at += 1
            let a = try number(left, "the left side of \(minus ? "-" : "+")"), b = try number(try product(), "the right side")
            left = .number(minus ? a - b : a + b, isInteger: false)
        }
        return left
    }

    private mutating func product() throws -> JSONValue.Kind {
        var left = try unary()
        while at < tokens.count, [.symbol("*"), .symbol("/"), .symbol("%")].contains(tokens[at]) {
            guard case .symbol(let op) = tokens[at] else { break }
            at += 1
            let a = try number(left, "the left side of \(op)"), b = try number(try unary(), "the right side of \(op)")
            if op != "*", b == 0 { throw Failure(message: "division by zero", fix: nil) }
            left = .number(op == "*" ? a * b : op == "/" ? a / b : a.truncatingRemainder(dividingBy: b), isInteger: false)
        }
        return left
    }

    private mutating func unary() throws -> JSONValue.Kind {
        if take("-") { return .number(-(try number(try unary(), "what follows -")), isInteger: false) }
        if take("+") { return try unary() }
        return try postfix()
    }

    private mutating func postfix() throws -> JSONValue.Kind {
        var value = try primary()
        while true {
            if take(".") {
                guard at < tokens.count, case .name(let key) = tokens[at] else {
                    throw Failure(message: "expected a key after \".\"", fix: "write e.g. item.label")
                }
                at += 1
                // On a list, each element's key: max(data.value).
                if case .array(let items) = value {
                    value = .array(try items.map { item in
                        guard case .object(let members) = item.kind, let m = members.first(where: { $0.key == key }) else {
                            throw Failure(message: "an element of the list has no key \"\(key)\"", fix: "give every element a \(key)")
                        }
                        return m.value
                    })
                    continue
                }
                guard case .object(let members) = value else {
                    throw Failure(message: "\".\(key)\" needs an object { \(key): … }, but this is \(JSONValue(kind: value, position: .init(line: 1, column: 1)).typeName)",
                                  fix: "give the list objects such as { \(key): … }, or use the value itself ($item)")
                }
                guard let m = members.first(where: { $0.key == key }) else {
                    let keys = members.map(\.key)
                    throw Failure(message: "the object has no key \"\(key)\"",
                                  fix: Suggestion.nearest(to: key, among: keys).map { "did you mean \"\($0)\"?" } ?? "its keys are: \(keys.joined(separator: ", "))")
                }
                value = m.value.kind
            } else if take("[") {
                let index = try number(try sum(), "an index")
                guard take("]") else { throw Failure(message: "expected \"]\"", fix: nil) }
                guard case .array(let items) = value else {
                    throw Failure(message: "[…] needs a list, not \(JSONValue(kind: value, position: .init(line: 1, column: 1)).typeName)", fix: nil)
                }
                guard index == index.rounded(), let i = Int(exactly: index), items.indices.contains(i) else {
                    throw Failure(message: "index \(Suggestion.format(index)) is outside the list of \(items.count)",
                                  fix: "lists count from 0 to \(items.count - 1)")
                }
                value = items[i].kind
            } else {
                return value
            }
        }
    }

    private mutating func primary() throws -> JSONValue.Kind {
        guard at < tokens.count else { throw Failure(message: "the expression ends too early", fix: nil) }
        let token = tokens[at]
        at += 1
        switch token {
        case .number(let n): return .number(n, isInteger: n == n.rounded())
        case .symbol("("):
            let value = try sum()
            guard take(")") else { throw Failure(message: "expected \")\"", fix: nil) }
            return value
        case .name(let name) where take("("):
            guard Self.functions.contains(name) else {
                throw Failure(message: "unknown function \"\(name)\"",
                              fix: Suggestion.nearest(to: name, among: Self.functions).map { "did you mean \"\($0)\"?" }
                                ?? "use \(Self.functions.joined(separator: ", "))")
            }
            var args: [JSONValue.Kind] = []
            if !take(")") {
                repeat { args.append(try sum()) } while take(",")
                guard take(")") else { throw Failure(message: "expected \")\" after the arguments of \(name)", fix: nil) }
            }
            return try call(name, args)
        case .name(let name):
            return try lookup(name)
        default:
            throw Failure(message: "unexpected \(describe(token))", fix: nil)
        }
    }

    private func call(_ name: String, _ args: [JSONValue.Kind]) throws -> JSONValue.Kind {
        // A list argument counts as its elements: max(values).
        var numbers: [Double] = []
        var elements = 0
        for a in args {
            if case .array(let items) = a {
                elements += items.count
                numbers += try items.map { try number($0.kind, "an element") }
            } else {
                elements += 1
                numbers.append(try number(a, "an argument of \(name)"))
            }
        }
        let value: Double
        switch name {
        case "count": value = Double(elements)
        case "sum": value = numbers.reduce(0, +)
        case "min", "max":
            guard let first = numbers.first else { throw Failure(message: "\(name) of nothing", fix: "give it numbers or a list") }
            value = numbers.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) }
        default:
            guard numbers.count == 1 else { throw Failure(message: "\(name) takes one number", fix: nil) }
            let x = numbers[0]
            value = name == "abs" ? abs(x) : name == "round" ? x.rounded() : name == "floor" ? x.rounded(.down) : x.rounded(.up)
        }
        return .number(value, isInteger: value == value.rounded())
    }
}
