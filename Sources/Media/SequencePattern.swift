// The frame-number pattern of a PNG sequence, `%0Nd` (N from 1 to 9) or
// `%d`, exactly once and only in the file name: any other `%` is refused so
// a typo cannot silently name one file for every frame.
import Foundation
import ImageFiles

/// Where a frame number goes in a PNG sequence's path.
public struct SequencePattern: Sendable, Equatable {
    /// The path as given, e.g. `out/seq/%04d.png`.
    public let path: String
    /// Zero-padded width of the number (1 for `%d`: no padding).
    public let digits: Int
    /// The folder part (with its final slash) and the name around the number.
    private let folder: String, prefix: String, suffix: String

    /// The pattern in `path`'s file name; nil when the file name has no `%`.
    /// Throws for a malformed pattern or a `%` in a folder name.
    public init?(_ path: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if folder.contains("%") { throw Self.malformed(path, "the frame-number pattern must be in the file name, not a folder") }
        guard name.contains("%") else { return nil }
        let chars = Array(name)
        var found: (start: Int, length: Int, digits: Int)?
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { i += 1; continue }
            guard found == nil else { throw Self.malformed(path) }
            if i + 1 < chars.count, chars[i + 1] == "d" {
                found = (i, 2, 1)
            } else if i + 3 < chars.count, chars[i + 1] == "0", let n = chars[i + 2].wholeNumberValue, n >= 1,
                      chars[i + 3] == "d" {
                found = (i, 4, n)
            } else {
                throw Self.malformed(path)
            }
            i += found!.length
        }
        let (start, length, digits) = found!
        self.path = path
        self.digits = digits
        self.folder = folder
        prefix = String(chars[..<start])
        suffix = String(chars[(start + length)...])
    }

    /// The path of frame `index`: the number zero-padded to `digits`.
    public func path(forFrame index: Int) -> String {
        let number = String(index)
        return folder + prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
    }

    /// The frame index whose file name (without folder) is exactly `name`,
    /// nil for any other name: the inverse of `path(forFrame:)`.
    public func frameIndex(ofFileName name: String) -> Int? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let number = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(number),
              folder + name == path(forFrame: index) else { return nil }
        return index
    }

    private static func malformed(_ path: String,
                                  _ what: String = "a sequence pattern must contain exactly one %0Nd (N from 1 to 9)") -> MediaError {
        MediaError(.unsupportedFormat, what: what, at: path, fix: "write e.g. out/seq/%04d.png")
    }
}
