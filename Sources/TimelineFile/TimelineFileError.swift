// Problems found in a timeline file, each with where it is (file, line,
// column, key path) and what to write instead.

/// One problem in a timeline file.
public struct TimelineFileDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file as named on the command line (nil for text parsed from memory).
    public var file: String?
    /// Line and column in the file; nil when the problem is not at one place
    /// (a missing file, a size limit).
    public var position: SourcePosition?
    /// Where in the document, as a key path: `layers[2].stroke.lineWidth`.
    public var path: String?
    /// What is wrong, without a final period.
    public var message: String
    /// How to fix it, if there is something specific to say.
    public var fix: String?

    init(file: String? = nil, position: SourcePosition?, path: String?, message: String, fix: String? = nil) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
        self.fix = fix
    }

    /// `file:line:column: path: message — fix`, the form editors and
    /// terminals turn into links.
    public var description: String {
        var prefix = file ?? "<timeline>"
        if let position { prefix += ":\(position.line):\(position.column)" }
        var text = prefix + ": "
        if let path, !path.isEmpty { text += path + ": " }
        text += message
        if let fix { text += " — " + fix }
        return text
    }
}

/// Why a timeline file could not be loaded: every problem found, in file order.
public struct TimelineFileError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in file order (those without a position first).
    public var diagnostics: [TimelineFileDiagnostic]

    init(_ diagnostics: [TimelineFileDiagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A single problem raised while parsing; the loader adds the file name.
struct JSON5SyntaxError: Error {
    var position: SourcePosition
    var message: String
    var fix: String?
}
