import Spelling

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

/// What the unknown-name errors suggest: ``NearestName``'s closest known
/// name, candidates in sorted order so a tie always goes the same way.
enum Suggestion {
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        NearestName.nearest(to: name, among: candidates.filter { $0 != name }.sorted())
    }

    static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" } ?? ""
    }
}

/// The sentence every "not in the subset" error ends with.
let outsideSubset = "outside animgen's MSL subset, see docs/shaders.md"
