// A repeat layer: one template of layers drawn once per item of a list (a
// list written in the file or a parameter given with --param), so a bar
// chart of any number of bars is one group. It is expanded in the parsed
// tree, as parameters are, into a sequence whose children are the copies;
// inside the template `$index` (from 0), `$item` (`$item.key`,
// `$labels[index]`), `$count` and expressions `$(index * 90 + 60)` give
// each copy its values, and names such as "bar${index}" stay unique.
extension ParameterResolver {
    static let repeatKeys = ["items", "count"]

    /// `{ type: "repeat", items: [...] | "$list", layers: [...], … }` as a
    /// `sequence` of one sequence per item holding that item's copies; the
    /// outer one keeps every other key (`stagger` starts each item's
    /// copies after the one before's).
    func expandRepeat(_ value: JSONValue, path: String, scope: [String: JSONValue]) -> JSONValue {
        let node = Node(value: value, path: path, diagnostics: diagnostics)
        let members = value.members ?? []
        func child(_ key: String) -> JSONValue.Member? { members.first { $0.key == key } }
        let empty = JSONValue(kind: .object([
            .init(key: "type", keyPosition: value.position, value: JSONValue(kind: .string("group"), position: value.position)),
            .init(key: "layers", keyPosition: value.position, value: JSONValue(kind: .array([]), position: value.position)),
        ]), position: value.position)
        var items: [JSONValue]
        switch (child("items"), child("count")) {
        case (let i?, nil):
            let list = substitute(i.value, path: path + ".items", scope: scope)
            guard let elements = node.child("items", list).array("the items to repeat over (a list, or \"$name\" of a list parameter)") else {
                return empty
            }
            items = elements.map(\.value)
        case (nil, let c?):
            let n = substitute(c.value, path: path + ".count", scope: scope)
            guard let count = node.child("count", n).int(0...10_000) else { return empty }
            items = (0..<count).map { JSONValue(kind: .number(Double($0), isInteger: true), position: c.value.position) }
        case (_?, _?):
            node.child("count", child("count")!.value).error("a repeat has either items (a list) or count (a number), not both",
                                                             fix: "remove count: there are as many copies as items")
            return empty
        case (nil, nil):
            node.error("missing items (the list to repeat over)", fix: "add items: \"$values\" (a list parameter) or items: [3, 5, 8], or count: 6")
            return empty
        }
        guard items.count <= 10_000 else {
            node.child("items", child("items")!.value).error("\(items.count) items; a repeat makes at most 10000 copies",
                                                             fix: "draw fewer items")
            return empty
        }
        guard let template = child("layers") else {
            node.error("missing layers (what to draw for each item)",
                       fix: "add layers: [ { type: \"rect\", position: [\"$(index * 90)\", 0], … } ]")
            return empty
        }
        guard let templates = template.value.elements else {
            node.child("layers", template.value).error("expected the repeated layers (an array [ … ]) but found \(template.value.typeName)")
            return empty
        }
        let count = JSONValue(kind: .number(Double(items.count), isInteger: true), position: value.position)
        // Each item's copies in a sequence of their own (which takes its parent's frame, so they are
        // placed as the repeat's own): the repeat's stagger then starts item after item.
        var copies: [JSONValue] = []
        for (index, item) in items.enumerated() {
            var inner = scope
            inner["index"] = JSONValue(kind: .number(Double(index), isInteger: true), position: item.position)
            inner["item"] = item
            inner["count"] = count
            let layers = templates.enumerated().map { k, layer in
                substitute(layer, path: "\(path).layers[\(index)].layers[\(k)]", scope: inner)
            }
            copies.append(JSONValue(kind: .object([
                .init(key: "type", keyPosition: template.keyPosition, value: JSONValue(kind: .string("sequence"), position: template.value.position)),
                .init(key: "layers", keyPosition: template.keyPosition, value: JSONValue(kind: .array(layers), position: template.value.position)),
            ]), position: template.value.position))
        }
        var out: [JSONValue.Member] = []
        for m in members where !Self.repeatKeys.contains(m.key) {
            var m = m
            switch m.key {
            case "type": m.value = JSONValue(kind: .string("sequence"), position: m.value.position)
            case "layers": m.value = JSONValue(kind: .array(copies), position: m.value.position)
            default: m.value = substitute(m.value, path: "\(path).\(m.key)", scope: scope)
            }
            out.append(m)
        }
        return JSONValue(kind: .object(out), position: value.position)
    }
}

/// JSON text of a parsed value, for messages and the goldens' manifest.
enum JSONText {
    static func compact(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n, _): return Suggestion.format(n)
        case .string(let s): return quoted(s)
        case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out += c.value < 0x20 ? "\\u" + String(repeating: "0", count: 4 - String(c.value, radix: 16).count) + String(c.value, radix: 16) : String(c)
            }
        }
        return out + "\""
    }
}
