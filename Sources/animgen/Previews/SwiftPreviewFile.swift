// Finds the previews in one Swift file and rewrites the file so each
// `#Preview` block becomes a view type the previews program can name — with
// every line where it was, so the compiler's errors point at the user's own
// lines (the copy starts with `#sourceLocation(file: <user's path>)`).
//
//     #Preview("On", traits: .sizeThatFitsLayout) {     enum __AnimGenPreviewInfo_3 { static func settings() -> PreviewSettings { PreviewSettings.preview("On", traits: .sizeThatFitsLayout) } }; struct __AnimGenPreview_3: View {
//         @Previewable @State var on = true        →                 @State var on = true; var body: some View {
//         Toggle("On", isOn: $on)                          Toggle("On", isOn: $on)
//     }                                                } }
import Foundation

/// One preview found in a file.
struct FoundPreview: Equatable {
    enum Kind: Equatable {
        /// A `#Preview` block, rewritten into the types `__AnimGenPreviewInfo_N` and `__AnimGenPreview_N`.
        case block(number: Int)
        /// A `PreviewProvider` type of this name.
        case provider(String)
    }
    var kind: Kind
    /// 1-based line of `#Preview` or of the provider's declaration.
    var line: Int
    /// The `#if` conditions it sits under, joined with `&&` (nil: none).
    var condition: String?
}

/// A problem in the user's file that stops its previews from being built.
struct PreviewFileError: Error, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var message: String
    var fix: String
    var description: String { "\(path):\(line):\(column): error: \(message)\n  fix: \(fix)" }
}

/// A Swift file's previews, and its text with the `#Preview` blocks rewritten.
struct SwiftPreviewFile {
    var previews: [FoundPreview] = []
    /// The rewritten text (line for line the original).
    var rewritten: String
    /// Modules the file imports (`import X`, `@testable import X`, `import struct X.Y`).
    var imports: Set<String> = []
    /// `@main` types (an `App`, a program's entry) left out of the copy: a library cannot hold a
    /// program's entry point, and the previews program has its own. Name and 1-based line.
    var leftOutEntryPoints: [(name: String, line: Int)] = []

    /// Scans `text` (the file at `path`); `nextNumber` numbers the blocks, unique within a module.
    init(text: String, path: String, nextNumber: inout Int) throws {
        let mask = SwiftSourceMask(text)
        let code = mask.code
        var output: [UInt8] = []
        output.reserveCapacity(code.count + 512)
        var copied = 0
        var conditions: [(branches: [String], current: String)] = []   // one entry per open `#if`
        var depth = 0
        var k = 0
        func currentCondition() -> String? {
            let parts = conditions.map { frame -> String in
                let negated = frame.branches.dropLast().map { "!(\($0))" }
                let own = frame.current == "else" ? [] : ["(\(frame.current))"]
                return (negated + own).joined(separator: " && ")
            }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : parts.joined(separator: " && ")
        }
        func restOfLine(_ from: Int) -> String {
            var e = from
            while e < code.count, code[e] != UInt8(ascii: "\n") { e += 1 }
            return String(decoding: code[from..<e], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
        while k < code.count {
            let c = code[k]
            if c == UInt8(ascii: "{") { depth += 1; k += 1; continue }
            if c == UInt8(ascii: "}") { depth -= 1; k += 1; continue }
            if c == UInt8(ascii: "#") {
                if mask.hasWord("#if", at: k) {
                    let cond = restOfLine(k + 3)
                    conditions.append(([cond], cond)); k += 3; continue
                }
                if mask.hasWord("#elseif", at: k), !conditions.isEmpty {
                    let cond = restOfLine(k + 7)
                    conditions[conditions.count - 1].branches.append(cond)
                    conditions[conditions.count - 1].current = cond
                    k += 7; continue
                }
                if mask.hasWord("#else", at: k), !conditions.isEmpty {
                    conditions[conditions.count - 1].branches.append("else")
                    conditions[conditions.count - 1].current = "else"
                    k += 5; continue
                }
                if mask.hasWord("#endif", at: k) { _ = conditions.popLast(); k += 6; continue }
                if mask.hasWord("#Preview", at: k) {
                    let line = mask.line(of: k)
                    guard depth == 0 else {
                        throw PreviewFileError(path: path, line: line, column: mask.column(of: k),
                                                 message: "#Preview inside a type or function is not supported by animgen previews",
                                                 fix: "move the #Preview block to the top level of the file")
                    }
                    var p = mask.skipSpace(k + 8)
                    var arguments = ""
                    if p < code.count, code[p] == UInt8(ascii: "(") {
                        guard let close = mask.matching(p) else {
                            throw PreviewFileError(path: path, line: line, column: mask.column(of: p),
                                                     message: "this #Preview's argument list has no closing parenthesis",
                                                     fix: "close it: #Preview(\"Name\") { … }")
                        }
                        arguments = String(decoding: mask.bytes[(p + 1)..<close], as: UTF8.self)
                        p = mask.skipSpace(close + 1)
                    }
                    guard p < code.count, code[p] == UInt8(ascii: "{"), let end = mask.matching(p) else {
                        throw PreviewFileError(path: path, line: line, column: mask.column(of: k),
                                                 message: "#Preview needs a body: a closure returning the view to preview",
                                                 fix: "write #Preview { MyView() } or #Preview(\"Name\") { MyView() }")
                    }
                    if arguments.contains("body:") {
                        throw PreviewFileError(path: path, line: line, column: mask.column(of: k),
                                                 message: "animgen previews reads #Preview's body from a trailing closure only",
                                                 fix: "write the body as a trailing closure: #Preview(\"Name\") { MyView() }")
                    }
                    let number = nextNumber
                    nextNumber += 1
                    // Header: `#Preview(args) {` becomes the settings and the start of the view type.
                    output += mask.bytes[copied..<k]
                    let newlinesInHeader = mask.bytes[k..<p].filter { $0 == UInt8(ascii: "\n") }.count
                        - arguments.utf8.filter { $0 == UInt8(ascii: "\n") }.count
                    output += Array("enum __AnimGenPreviewInfo_\(number) { static func settings() -> PreviewSettings { PreviewSettings.preview(\(arguments)) } }; struct __AnimGenPreview_\(number): View {".utf8)
                    output += Array(repeating: UInt8(ascii: "\n"), count: max(0, newlinesInHeader))
                    // Leading `@Previewable` declarations become the view's properties.
                    var q = p + 1
                    var bodyStart = p + 1
                    while true {
                        let s = mask.skipSpace(q)
                        guard s < end, mask.hasWord("@Previewable", at: s + 0) || (code[s] == UInt8(ascii: "@") && mask.hasWord("Previewable", at: s + 1)) else { break }
                        // The declaration runs to the end of its line (further while brackets are open).
                        var e = s, open = 0
                        while e < end {
                            let b = code[e]
                            if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { open += 1 }
                            if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") { open -= 1 }
                            if b == UInt8(ascii: "\n"), open <= 0 { break }
                            e += 1
                        }
                        output += mask.bytes[q..<s]
                        output += Array(repeating: UInt8(ascii: " "), count: 12)   // "@Previewable"
                        output += mask.bytes[(s + 12)..<e]
                        q = e
                        bodyStart = e
                    }
                    // After a property, a declaration on the same line needs a `;`.
                    output += Array((bodyStart == p + 1 ? " var body: some View {" : "; var body: some View {").utf8)
                    output += mask.bytes[q..<end]
                    output += Array("} }".utf8)
                    copied = end + 1
                    previews.append(FoundPreview(kind: .block(number: number), line: line, condition: currentCondition()))
                    k = end + 1
                    continue
                }
            }
            if c == UInt8(ascii: "@"), depth == 0, mask.hasWord("@main", at: k) {
                // `@main struct ShopApp: App { … }` becomes blank lines (every newline kept).
                var open = k + 5
                while open < code.count, code[open] != UInt8(ascii: "{") { open += 1 }
                if open < code.count, let end = mask.matching(open) {
                    let header = String(decoding: code[(k + 5)..<open], as: UTF8.self).split(whereSeparator: { $0.isWhitespace || $0 == ":" })
                    let name = header.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) })
                        .flatMap { $0 + 1 < header.count ? String(header[$0 + 1]) : nil } ?? "the @main type"
                    leftOutEntryPoints.append((name, mask.line(of: k)))
                    output += mask.bytes[copied..<k]
                    output += mask.bytes[k...end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }
                    copied = end + 1
                    k = end + 1
                    continue
                }
            }
            if c == UInt8(ascii: "P"), depth == 0, mask.hasWord("PreviewProvider", at: k),
               let provider = Self.providerName(before: k, in: mask) {
                previews.append(FoundPreview(kind: .provider(provider.name), line: provider.line, condition: currentCondition()))
            }
            if c == UInt8(ascii: "i"), mask.hasWord("import", at: k) {
                let words = restOfLine(k + 6).split(whereSeparator: { $0 == " " || $0 == "\t" })
                let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
                if let first = words.first {
                    let target = kinds.contains(first) ? (words.dropFirst().first ?? "") : first
                    if let module = target.split(separator: ".").first { imports.insert(String(module)) }
                }
            }
            k += 1
        }
        output += mask.bytes[copied...]
        rewritten = String(decoding: output, as: UTF8.self)
    }

    /// The type declared with `PreviewProvider` among its conformances just before `offset`, if any:
    /// `struct Name: …, PreviewProvider` (or `extension Name: PreviewProvider`).
    static func providerName(before offset: Int, in mask: SwiftSourceMask) -> (name: String, line: Int)? {
        // Back to the statement start: the previous `{`, `}` or start of file.
        var s = offset
        while s > 0, mask.code[s - 1] != UInt8(ascii: "{"), mask.code[s - 1] != UInt8(ascii: "}") { s -= 1 }
        let header = String(decoding: mask.code[s..<offset], as: UTF8.self)
        guard let colon = header.firstIndex(of: ":") else { return nil }
        let words = header[..<colon].split(whereSeparator: { $0.isWhitespace })
        guard let keyword = words.lastIndex(where: { ["struct", "enum", "class", "extension"].contains($0) }),
              keyword + 1 < words.count else { return nil }
        let name = String(words[keyword + 1]).split(separator: "<").first.map(String.init) ?? ""
        guard !name.isEmpty else { return nil }
        let keywordText = Array(words[keyword].utf8)
        var at = s
        while at < offset, !(Array(mask.code[at..<min(offset, at + keywordText.count)]) == keywordText && !mask.isIdentifierByte(at - 1)) { at += 1 }
        return (name, mask.line(of: at))
    }
}
