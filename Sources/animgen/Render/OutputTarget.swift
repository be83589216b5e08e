import Foundation

/// Where and in which format the frames go, decided by the `-o` path.
struct OutputTarget: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// H.264 in MP4 (libx264, yuv420p).
        case mp4
        /// Looping animated GIF.
        case gif
        /// VP9 in WebM, with alpha.
        case webm
        /// ProRes 4444 in QuickTime, with alpha.
        case mov
        /// One PNG: needs `--frame N` or `--time T`.
        case png
        /// One PNG per frame, named by substituting the frame number, padded
        /// with zeros to `digits`, for the `%0Nd` in the file name.
        case pngSequence(digits: Int)
    }

    /// The path as given on the command line.
    var path: String
    var kind: Kind

    static let validFormsText = ".mp4, .gif, .webm, .mov, .png (with --frame N or --time T), or a PNG sequence like out/seq/%04d.png"

    /// Decides the kind from the extension (case-insensitive).
    static func parse(_ path: String) throws -> OutputTarget {
        let location = "-o \(path)"
        if path.isEmpty || path.hasSuffix("/") {
            throw CLIError.usage("the output must be a file name", at: location, fix: "write e.g. -o out/fx.mp4")
        }
        let name = FilePath.lastComponent(path)
        let ext = FilePath.extension(of: name).lowercased()
        if let digits = try sequenceDigits(in: name, location: location) {
            guard ext == "png" else {
                throw CLIError.usage("a numbered sequence must be PNG files", at: location,
                                     fix: "end the pattern with .png, e.g. out/seq/%04d.png")
            }
            return OutputTarget(path: path, kind: .pngSequence(digits: digits))
        }
        switch ext {
        case "mp4": return OutputTarget(path: path, kind: .mp4)
        case "gif": return OutputTarget(path: path, kind: .gif)
        case "png": return OutputTarget(path: path, kind: .png)
        case "webm": return OutputTarget(path: path, kind: .webm)
        case "mov": return OutputTarget(path: path, kind: .mov)
        case "":
            throw CLIError.usage("the output file has no extension, so its format is unknown", at: location,
                                 fix: "use \(validFormsText)")
        default:
            throw CLIError.usage("unknown output format .\(ext)", at: location, fix: "use \(validFormsText)")
        }
    }

    /// The `N` of a `%0Nd` (or 1 for `%d`) in the file name, nil without one.
    /// Any other `%` use is refused, so a typo cannot silently name one file.
    private static func sequenceDigits(in name: String, location: String) throws -> Int? {
        guard name.contains("%") else { return nil }
        let bad = CLIError.usage("a sequence pattern must contain exactly one %0Nd (N from 1 to 9)", at: location,
                                 fix: "write e.g. -o out/seq/%04d.png")
        let chars = Array(name)
        var found: Int?
        var i = 0
        while i < chars.count {
            if chars[i] == "%" {
                if found != nil { throw bad }
                if i + 1 < chars.count, chars[i + 1] == "d" {
                    found = 1; i += 2; continue
                }
                if i + 3 < chars.count, chars[i + 1] == "0", let n = chars[i + 2].wholeNumberValue, n >= 1,
                   chars[i + 3] == "d" {
                    found = n; i += 4; continue
                }
                throw bad
            }
            i += 1
        }
        return found
    }

    /// The final path of frame `index`: the sequence pattern filled in, or
    /// ``path`` itself for single-file outputs.
    func path(forFrame index: Int) -> String {
        guard case .pngSequence(let digits) = kind else { return path }
        let number = String(index)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        let directory = FilePath.directory(of: path)
        let name = FilePath.lastComponent(path)
        let filled: String
        if let range = name.range(of: "%0\(digits)d") ?? name.range(of: "%d") {
            filled = name.replacingCharacters(in: range, with: padded)
        } else {
            filled = name
        }
        return directory.isEmpty ? filled : directory + "/" + filled
    }

    /// The file to write for frame `index` (any index for single-file outputs):
    /// write ``OutputFile/temporaryPath``, then ``OutputFile/commit()``.
    func file(forFrame index: Int = 0) -> OutputFile {
        OutputFile(finalPath: path(forFrame: index))
    }

    var isVideo: Bool { [.mp4, .gif, .webm, .mov].contains(kind) }

    var formatName: String {
        switch kind {
        case .mp4: "MP4"
        case .gif: "GIF"
        case .webm: "WebM"
        case .mov: "QuickTime"
        case .png: "PNG"
        case .pngSequence: "PNG sequence"
        }
    }
}
