/// String path helpers (POSIX paths; kept as strings so messages show the
/// path exactly as the user typed it).
enum FilePath {
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    /// The folder part: "" for a bare name, "/" for a file at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The extension without its dot ("" if none; a leading dot alone is a
    /// hidden file's name, not an extension).
    static func `extension`(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    static func stem(of name: String) -> String {
        let ext = `extension`(of: name)
        return ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
    }
}
