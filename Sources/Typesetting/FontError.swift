import Foundation

/// Why a font could not be used.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at `path`.
    case fileNotFound(path: String)
    /// The file exists but FreeType cannot open it as a font.
    case unreadable(path: String, freeTypeError: Int32)
    /// `path` names a folder, FIFO or device (``inputFileProblem(atPath:)`` says which).
    case notAFile(path: String, problem: String)
    /// A font name matched no file; `tried` lists every path looked at.
    case notFound(name: String, tried: [String])
    /// No installed family has this name; `nearest` are installed ones that come close.
    case notInstalled(name: String, nearest: [String])
    /// No default font (DejaVu) is installed.
    case noDefaultFont(tried: [String])

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "font file not found: \(path) (check the path, or use a font name such as \"DejaVu Sans\")"
        case .notAFile(let path, let problem):
            "font file \(path) \(problem); name a TrueType or OpenType file"
        case .unreadable(let path, let code):
            "font file \(path) cannot be read by FreeType (error \(code)); use a TrueType or OpenType file"
        case .notFound(let name, let tried):
            "font \"\(name)\" not found; tried: \(tried.joined(separator: ", ")) — pass a file path or install the font"
        case .notInstalled(let name, let nearest):
            "font \"\(name)\" is not installed"
                + (nearest.isEmpty ? "" : "; the nearest installed families: \(nearest.map { "\"\($0)\"" }.joined(separator: ", "))")
                + " — name a family as fc-list shows it (e.g. \"DejaVu Sans:style=Bold\"), a font file, or install the font"
        case .noDefaultFont(let tried):
            "no default font found (tried \(tried.joined(separator: ", "))); install Debian's fonts-dejavu-core"
        }
    }
}
