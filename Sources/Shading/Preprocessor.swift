/// The preprocessor lines real SwiftUI shaders use: the standard `#include`s
/// (the headers' contents are built in), `#define` of object-like and simple
/// function-like macros, `#undef`, `#ifdef`/`#ifndef`/`#if 0|1`/`#else`/`#endif`,
/// and `#pragma` (ignored).
struct Preprocessor {
    private struct Macro {
        var parameters: [String]?
        var body: [Token]
    }

    private let path: String
    private var macros: [String: Macro] = [:]

    /// Headers whose declarations are built into the compiler.
    static let knownHeaders: Set<String> = [
        "metal_stdlib", "SwiftUI/SwiftUI_Metal.h", "SwiftUI/SwiftUI.h", "simd/simd.h", "metal_math",
        "metal_common", "metal_geometric", "metal_relational", "metal_texture", "metal_integer",
    ]

    init(path: String) { self.path = path }

    private func error(_ at: Token, _ message: String, hint: String = "") -> ShaderCompileError {
        ShaderCompileError(path: path, at: at.location, message, hint: hint)
    }

    /// The tokens with directives applied and macros expanded.
    mutating func run(_ tokens: [Token]) throws(ShaderCompileError) -> [Token] {
        var out: [Token] = []
        // One entry per open #if: whether its current branch is kept, whether a branch was taken.
        var conditions: [(active: Bool, taken: Bool, at: Token)] = []
        var active: Bool { conditions.allSatisfy(\.active) }
        var k = 0
        var pending: [Token] = []
        while k < tokens.count {
            let t = tokens[k]
            guard t.isPunct("#") && t.startsLine else {
                if active { pending.append(t) }
                k += 1
                continue
            }
            out += try expand(pending, hidden: [])
            pending = []
            var line: [Token] = []
            k += 1
            while k < tokens.count && !tokens[k].startsLine { line.append(tokens[k]); k += 1 }
            guard let directive = line.first?.identifier else {
                if line.isEmpty { continue }
                throw error(line[0], "expected a preprocessor directive after '#'")
            }
            let rest = Array(line.dropFirst())
            switch directive {
            case "ifdef", "ifndef":
                guard let name = rest.first?.identifier else { throw error(line[0], "#\(directive) needs a macro name") }
                let defined = macros[name] != nil
                let keep = directive == "ifdef" ? defined : !defined
                conditions.append((keep, keep, line[0]))
            case "if":
                let keep = try condition(rest, at: line[0])
                conditions.append((keep, keep, line[0]))
            case "elif":
                guard let last = conditions.popLast() else { throw error(line[0], "#elif without #if") }
                let holds = try condition(rest, at: line[0])
                let keep = !last.taken && holds
                conditions.append((keep, last.taken || keep, last.at))
            case "else":
                guard let last = conditions.popLast() else { throw error(line[0], "#else without #if") }
                conditions.append((!last.taken, true, last.at))
            case "endif":
                guard conditions.popLast() != nil else { throw error(line[0], "#endif without #if") }
            default:
                guard active else { continue }
                try directiveLine(directive, rest, at: line[0])
            }
        }
        if let open = conditions.last { throw error(open.at, "#if without #endif") }
        out += try expand(pending, hidden: [])
        return out
    }

    private func condition(_ rest: [Token], at: Token) throws(ShaderCompileError) -> Bool {
        if rest.count == 1, case .integer(let v, _) = rest[0].kind { return v != 0 }
        if rest.count >= 2, rest[0].identifier == "defined" {
            let name = rest.count >= 4 && rest[1].isPunct("(") ? rest[2].identifier : rest[1].identifier
            if let name { return macros[name] != nil }
        }
        if rest.count == 3, rest[0].identifier == "!", rest[1].identifier == "defined", let name = rest[2].identifier {
            return macros[name] == nil
        }
        throw error(at, "#if with an expression is \(outsideSubset)", hint: "use #if 0, #if 1, #ifdef or #ifndef")
    }

    private mutating func directiveLine(_ directive: String, _ rest: [Token], at: Token) throws(ShaderCompileError) {
        switch directive {
        case "include":
            let name = rest.map(\.text).joined()
            let header = name.hasPrefix("<") && name.hasSuffix(">") ? String(name.dropFirst().dropLast()) : name
            guard Preprocessor.knownHeaders.contains(header) else {
                throw error(at, "#include \(name) is \(outsideSubset)",
                            hint: "only Metal's and SwiftUI's own headers are known; put helpers in the same file")
            }
        case "define":
            guard let nameToken = rest.first, let name = nameToken.identifier else {
                throw error(at, "#define needs a macro name")
            }
            var body = Array(rest.dropFirst())
            var parameters: [String]?
            // A function-like macro has its `(` right after the name, with no space.
            if let open = body.first, open.isPunct("("), open.location.line == nameToken.location.line,
               open.location.column == nameToken.location.column + name.count {
                var names: [String] = []
                var j = 1
                while j < body.count && !body[j].isPunct(")") {
                    if let p = body[j].identifier { names.append(p) }
                    else if !body[j].isPunct(",") { throw error(body[j], "expected a macro parameter name") }
                    j += 1
                }
                guard j < body.count else { throw error(open, "expected ')' closing the macro's parameters") }
                parameters = names
                body = Array(body[(j + 1)...])
            }
            if let op = body.first(where: { $0.isPunct("#") || $0.isPunct("##") }) {
                throw error(op, "the macro operators # and ## are \(outsideSubset)")
            }
            macros[name] = Macro(parameters: parameters, body: body)
        case "undef":
            if let name = rest.first?.identifier { macros[name] = nil }
        case "pragma", "line", "warning":
            break
        case "error":
            throw error(at, "#error " + rest.map(\.text).joined(separator: " "))
        default:
            throw error(at, "the directive #\(directive) is \(outsideSubset)")
        }
    }

    /// Macro expansion; a macro is not expanded inside its own expansion.
    private func expand(_ tokens: [Token], hidden: Set<String>) throws(ShaderCompileError) -> [Token] {
        var out: [Token] = []
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            guard let name = t.identifier, !hidden.contains(name), let macro = macros[name] else {
                out.append(t); k += 1; continue
            }
            var replacement: [Token]
            if let parameters = macro.parameters {
                guard k + 1 < tokens.count, tokens[k + 1].isPunct("(") else { out.append(t); k += 1; continue }
                var args: [[Token]] = [[]]
                var depth = 0
                k += 2
                while true {
                    guard k < tokens.count, tokens[k].kind != .end else {
                        throw error(t, "unterminated call of macro '\(name)'")
                    }
                    let a = tokens[k]
                    k += 1
                    if a.isPunct("(") { depth += 1 }
                    if a.isPunct(")") { if depth == 0 { break }; depth -= 1 }
                    if a.isPunct(","), depth == 0 { args.append([]); continue }
                    args[args.count - 1].append(a)
                }
                if parameters.isEmpty && args == [[]] { args = [] }
                guard args.count == parameters.count else {
                    throw error(t, "macro '\(name)' takes \(parameters.count) argument(s), got \(args.count)")
                }
                var expandedArgs: [[Token]] = []
                for a in args { expandedArgs.append(try expand(a, hidden: hidden)) }
                replacement = []
                for b in macro.body {
                    if let p = b.identifier, let index = parameters.firstIndex(of: p) {
                        replacement += expandedArgs[index]
                    } else {
                        replacement.append(b)
                    }
                }
            } else {
                replacement = macro.body
                k += 1
            }
            // Errors inside an expansion point at the macro's use.
            for index in replacement.indices { replacement[index].location = t.location; replacement[index].startsLine = false }
            out += try expand(replacement, hidden: hidden.union([name]))
        }
        return out
    }
}

extension Token: Equatable {
    static func == (a: Token, b: Token) -> Bool { a.kind == b.kind }
}
