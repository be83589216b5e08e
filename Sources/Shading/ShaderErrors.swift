/// A place in a shader's source: 1-based line and column.
package struct SourceLocation: Sendable, Hashable {
    /// 1-based line.
    package var line: Int
    /// 1-based column (in Unicode scalars).
    package var column: Int
    /// A location at `line`, `column`.
    package init(line: Int, column: Int) { self.line = line; self.column = column }
}

/// Why a shader's source does not compile, or why its arguments do not fit its
/// function: where (`path:line:column`), what, and how to fix it.
package struct ShaderCompileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The source's name as given to `ShaderProgram(source:path:)`.
    package var path: String
    /// 1-based line of the offending text.
    package var line: Int
    /// 1-based column of the offending text.
    package var column: Int
    /// What is wrong.
    package var message: String
    /// How to fix it ("did you mean 'smoothstep'?"), or empty.
    package var hint: String

    /// An error at `location` of `path`.
    package init(path: String, at location: SourceLocation, _ message: String, hint: String = "") {
        self.path = path; line = location.line; column = location.column
        self.message = message; self.hint = hint
    }

    /// `path:line:column: error: message (hint)`.
    package var description: String {
        "\(path):\(line):\(column): error: \(message)" + (hint.isEmpty ? "" : " (\(hint))")
    }
}

/// A shader that compiled but failed while running: a loop that ran away.
package struct ShaderRuntimeError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The source's name.
    package var path: String
    /// 1-based line of the loop.
    package var line: Int
    /// 1-based column of the loop.
    package var column: Int
    /// What happened.
    package var message: String

    /// `path:line:column: error: message`.
    package var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// What the unknown-name errors suggest: the known name closest in edit
/// distance, when it is close enough to be a likely typo.
enum Suggestion {
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let d = distance(target, Array(candidate.lowercased().unicodeScalars))
            if d <= max(1, min(3, target.count / 3)), best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true {
                best = (candidate, d)
            }
        }
        return best?.0
    }

    static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" } ?? ""
    }

    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}

/// The sentence every "not in the subset" error ends with.
let outsideSubset = "outside animgen's MSL subset, see docs/shaders.md"
