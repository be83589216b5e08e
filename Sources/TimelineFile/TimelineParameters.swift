// Parameters of a timeline file: a `params` block declares each one with a
// type and a default; `"$name"` (a whole value) or `"${name}"` (inside a
// string) uses it. Values given at render time (`TimelineParameters`: the
// CLI's `--param name=value` and `--params FILE`) replace the defaults.
// Problems with given values are placed at the parameter that carried
// them, as a library caller spells it (`` `parameters.assignments: size` ``,
// `` `parameters.file: p.json` ``); the CLI prints its flags there. References are replaced in the
// parsed tree before anything else reads it, at the reference's position,
// so a parameter used where it does not fit is reported where it is used.
import Foundation
import ImageFiles

/// Values for a file's parameters, from the command line or a file.
public struct TimelineParameters: Sendable {
    /// `name=value` pairs as typed (`--param title=Hello`), applied last.
    public var assignments: [(name: String, value: String)]
    /// A JSON (or JSON5) object of name → value, applied before `assignments`.
    public var file: String?

    /// Parameters from `name=value` pairs and an optional parameter file;
    /// the defaults (none) leave every parameter at the file's own default.
    public init(assignments: [(name: String, value: String)] = [], file: String? = nil) {
        self.assignments = assignments
        self.file = file
    }

    package var isEmpty: Bool { assignments.isEmpty && file == nil }

    /// Where a problem with the value given for `name` is reported: the
    /// parameter as a library caller spells it, in backticks, which the
    /// CLI's wording turns into `--param name`.
    package static func assignmentSetting(_ name: String) -> String { "`parameters.assignments: \(name)`" }

    /// Where a problem with the parameter file is reported (`--params` on
    /// the command line).
    package static func fileSetting(_ path: String?) -> String {
        path.map { "`parameters.file: \($0)`" } ?? "`parameters.file`"
    }

    /// `name=value` as written after `--param`; nil when there is no `=`.
    package static func assignment(_ text: String) -> (name: String, value: String)? {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { return nil }
        return (String(text[..<eq]), String(text[text.index(after: eq)...]))
    }
}

/// One declared parameter.
struct ParameterDeclaration {
    enum Kind: String, CaseIterable { case string, number, color, boolean, array }
    var name: String
    var kind: Kind
    var value: JSONValue
}

struct ParameterResolver {
    let diagnostics: Diagnostics
    private(set) var declarations: [ParameterDeclaration] = []

    init(diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    static func isName(_ s: Substring) -> Bool {
        guard let first = s.first, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    /// Reads `params` from the root, applies `given`, and returns the root
    /// with every reference replaced (nil when a reference is broken).
    mutating func resolve(_ root: JSONValue, given: TimelineParameters, file: String?) -> JSONValue {
        let rootNode = Node(value: root, path: "", diagnostics: diagnostics)
        if let params = root["params"] { declare(rootNode.child("params", params)) }
        apply(given, file: file)
        return substitute(root, path: "", scope: [:])
    }

    /// `name: { type, default, description }`, or `name: default` for a
    /// string, number or boolean.
    private mutating func declare(_ node: Node) {
        guard let members = node.value.members else {
            node.error("expected params (an object { name: { type, default } }) but found \(node.value.typeName)",
                       fix: "write e.g. params: { title: { type: \"string\", default: \"Hello\" } }")
            return
        }
        for m in members {
            let p = node.child(m.key, m.value)
            guard Self.isName(Substring(m.key)) else {
                diagnostics.add(m.keyPosition, p.path, "\"\(m.key)\" cannot name a parameter",
                                fix: "use letters, digits, _ and -, starting with a letter")
                continue
            }
            let kinds = ParameterDeclaration.Kind.allCases.map(\.rawValue)
            let kind: ParameterDeclaration.Kind, value: JSONValue
            if m.value.members != nil {
                guard let o = p.object("a parameter { type, default, description }", allowed: ["type", "default", "description"]),
                      let name = o.require("type", "what kind of value", example: "\"string\"")?.choice(kinds, what: "parameter type"),
                      let d = o.require("default", "the value used when none is given", example: "\"Hello\"") else { continue }
                _ = o["description"]?.string()
                kind = ParameterDeclaration.Kind(rawValue: name)!
                value = d.value
                guard check(d, kind) else { continue }
            } else {
                switch m.value.kind {
                case .string: kind = .string
                case .number: kind = .number
                case .bool: kind = .boolean
                case .array: kind = .array
                default:
                    p.error("a parameter's default is a string, number, boolean or list",
                            fix: "or declare it as { type: \"color\", default: \"#FF8800\" }")
                    continue
                }
                value = m.value
            }
            declarations.append(ParameterDeclaration(name: m.key, kind: kind, value: value))
        }
    }

    /// Whether `node` holds a value of `kind` (reporting it when not).
    private func check(_ node: Node, _ kind: ParameterDeclaration.Kind) -> Bool {
        switch kind {
        case .string: return node.string() != nil
        case .number: return node.number() != nil
        case .boolean: return node.bool() != nil
        case .color: return node.color() != nil
        case .array: return node.array("a list [ … ]") != nil
        }
    }

    private mutating func apply(_ given: TimelineParameters, file: String?) {
        var values: [(name: String, node: Node, fromText: Bool)] = []
        if let path = given.file {
            let where_ = "the params file \(path)"
            let read: Result<[UInt8], InputFileFailure>
            do { read = .success(try readInputFile(atPath: path, limit: TimelineDocument.maximumFileBytes)) } catch { read = .failure(error) }
            switch read {
            case .success(let data):
                do {
                    let parsed = try JSON5Parser.parse(data)
                    let node = Node(value: parsed, path: TimelineParameters.fileSetting(path), diagnostics: diagnostics)
                    if let members = parsed.members {
                        for m in members { values.append((m.key, node.child(m.key, m.value), false)) }
                    } else {
                        node.error("expected an object { name: value, … } but found \(parsed.typeName)")
                    }
                } catch {
                    diagnostics.add(error.position, TimelineParameters.fileSetting(path), "\(where_) is not valid JSON: \(error.message)", fix: error.fix)
                }
            case .failure(let failure):
                diagnostics.add(nil, TimelineParameters.fileSetting(nil), "\(where_) \(failure.problem)", fix: "name a JSON file of at most \(TimelineDocument.maximumFileBytes) bytes, such as { \"title\": \"Hi\" }")
            }
        }
        for (name, text) in given.assignments {
            let position = declarations.first { $0.name == name }?.value.position ?? SourcePosition(line: 1, column: 1)
            values.append((name, Node(value: JSONValue(kind: .string(text), position: position), path: TimelineParameters.assignmentSetting(name),
                                      diagnostics: diagnostics), true))
        }
        for (name, node, fromText) in values {
            guard let i = declarations.firstIndex(where: { $0.name == name }) else {
                let names = declarations.map(\.name)
                let fix = Suggestion.nearest(to: name, among: names).map { "did you mean \"\($0)\"?" }
                    ?? (names.isEmpty ? "the file declares no params" : "the file's params are: \(names.joined(separator: ", "))")
                diagnostics.add(nil, node.path, "the timeline has no parameter \"\(name)\"", fix: fix)
                continue
            }
            var node = node
            if fromText, case .string(let text) = node.value.kind {
                node = Node(value: JSONValue(kind: Self.typed(text, declarations[i].kind), position: node.value.position),
                            path: node.path, diagnostics: diagnostics)
            }
            guard check(node, declarations[i].kind) else { continue }
            declarations[i].value = JSONValue(kind: node.value.kind, position: declarations[i].value.position)
        }
    }

    /// Text from the command line as the parameter's type would write it.
    static func typed(_ text: String, _ kind: ParameterDeclaration.Kind) -> JSONValue.Kind {
        switch kind {
        case .number: if let n = Double(text), n.isFinite { return .number(n, isInteger: Double(Int(exactly: n) ?? 0) == n) }
        case .boolean: if text == "true" || text == "false" { return .bool(text == "true") }
        case .array:
            // `[3, 5, 8]` or `[{ label: "Mon", value: 3 }]` as JSON5, or plain `3,5,8` / `Mon,Tue`.
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("["), let parsed = try? JSON5Parser.parse(Array(trimmed.utf8)) { return parsed.kind }
            let position = SourcePosition(line: 1, column: 1)
            return .array(trimmed.isEmpty ? [] : trimmed.split(separator: ",", omittingEmptySubsequences: false).map { part in
                let word = part.trimmingCharacters(in: .whitespaces)
                if let n = Double(word), n.isFinite { return JSONValue(kind: .number(n, isInteger: n == n.rounded()), position: position) }
                return JSONValue(kind: .string(word), position: position)
            })
        default: break
        }
        return .string(text)
    }

    /// `value` with every reference replaced; `scope` holds a repeat's
    /// `index`, `item` and `count`, which hide parameters of those names.
    func substitute(_ value: JSONValue, path: String, scope: [String: JSONValue]) -> JSONValue {
        switch value.kind {
        case .string(let s):
            guard s.contains("$") else { return value }
            if s.hasPrefix("$$") { return JSONValue(kind: .string(String(s.dropFirst())), position: value.position) }
            if s.hasPrefix("$"), Self.isName(s.dropFirst()) {
                guard let d = lookup(String(s.dropFirst()), value, path, scope: scope) else { return value }
                return JSONValue(kind: d, position: value.position)
            }
            // "$(index * 90)" and "$item.label": a value of any kind.
            if s.hasPrefix("$(") && s.hasSuffix(")") || s.hasPrefix("$") && TemplateExpression.isReference(String(s.dropFirst())) {
                let text = s.hasPrefix("$(") ? String(s.dropFirst(2).dropLast()) : String(s.dropFirst())
                guard let kind = evaluate(text, value, path, scope: scope) else { return value }
                return JSONValue(kind: kind, position: value.position)
            }
            return JSONValue(kind: .string(interpolate(s, value, path, scope: scope)), position: value.position)
        case .array(let items):
            return JSONValue(kind: .array(items.enumerated().map { substitute($0.element, path: "\(path)[\($0.offset)]", scope: scope) }),
                             position: value.position)
        case .object(let members):
            if value["type"]?.string == "repeat" { return expandRepeat(value, path: path, scope: scope) }
            return JSONValue(kind: .object(members.map { m in
                // The declarations themselves are not references.
                if path.isEmpty, m.key == "params" { return m }
                var m = m
                m.value = substitute(m.value, path: path.isEmpty ? m.key : "\(path).\(m.key)", scope: scope)
                return m
            }), position: value.position)
        default:
            return value
        }
    }

    /// An expression's value, or nil after reporting why it has none.
    func evaluate(_ text: String, _ at: JSONValue, _ path: String, scope: [String: JSONValue]) -> JSONValue.Kind? {
        var missing = false
        do {
            return try TemplateExpression.evaluate(text) { name in
                guard let kind = lookup(name, at, path, scope: scope) else {
                    missing = true
                    throw TemplateExpression.Failure(message: "", fix: nil)
                }
                return kind
            }
        } catch let failure as TemplateExpression.Failure {
            if !missing { diagnostics.add(at.position, path, failure.message, fix: failure.fix) }
            diagnostics.settled.insert(at.position)
        } catch {}
        return nil
    }

    /// `"Hello, ${name}!"`: each `${…}` replaced by the parameter as text.
    private func interpolate(_ s: String, _ value: JSONValue, _ path: String, scope: [String: JSONValue]) -> String {
        var out = "", rest = Substring(s)
        while let open = rest.range(of: "${") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            // A name (a parameter's may hold "-") is looked up; anything else, such as index + 1, is evaluated.
            let known = scope[name] != nil || declarations.contains { $0.name == name }
            let plain = known || Self.isName(Substring(name)) && !name.contains("-")
            let kind = plain ? lookup(name, value, path, scope: scope) : evaluate(name, value, path, scope: scope)
            if let kind {
                switch kind {
                case .string(let text): out += text
                case .number(let n, _): out += Suggestion.format(n)
                case .bool(let b): out += b ? "true" : "false"
                default: out += JSONText.compact(JSONValue(kind: kind, position: value.position))
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private func lookup(_ name: String, _ at: JSONValue, _ path: String, scope: [String: JSONValue]) -> JSONValue.Kind? {
        if let v = scope[name] { return v.kind }
        if let d = declarations.first(where: { $0.name == name }) { return d.value.kind }
        let names = scope.keys.sorted() + declarations.map(\.name)
        let fix = Suggestion.nearest(to: name, among: names).map { "did you mean \"$\($0)\"?" }
            ?? "declare it: params: { \(name): { type: \"string\", default: \"…\" } }; for a literal $ at the start write $$"
        diagnostics.add(at.position, path, "unknown parameter \"\(name)\"", fix: fix)
        // The reference stays as written; what the reader would say about that text follows from this.
        diagnostics.settled.insert(at.position)
        return nil
    }

    /// The values used, as text, for the goldens' manifest.
    var recorded: [String: String] {
        var out: [String: String] = [:]
        for d in declarations {
            switch d.value.kind {
            case .string(let s): out[d.name] = s
            case .number(let n, _): out[d.name] = Suggestion.format(n)
            case .bool(let b): out[d.name] = b ? "true" : "false"
            default: out[d.name] = JSONText.compact(d.value)
            }
        }
        return out
    }
}
