// Inputs (timelines, images, fonts) are opened only when they are regular
// files: opening a FIFO blocks until a writer appears, a device can stream
// for ever, and a folder is never what was meant.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the file at `path` cannot be read as an input, or nil when it is a
/// regular file (symbolic links followed).
///
/// The answer is a sentence fragment for a message: "is a folder",
/// "is a named pipe (FIFO), not a file", "does not exist".
public func inputFileProblem(atPath path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
        return errno == ENOENT || errno == ENOTDIR ? "does not exist" : "cannot be examined (\(String(cString: strerror(errno))))"
    }
    return kindProblem(info.st_mode)
}

/// nil for a regular file, else what the file is, as in ``inputFileProblem(atPath:)``.
private func kindProblem(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a folder, not a file"
    case S_IFIFO: return "is a named pipe (FIFO), not a file"
    case S_IFCHR: return "is a character device, not a file"
    case S_IFBLK: return "is a block device, not a file"
    case S_IFSOCK: return "is a socket, not a file"
    default: return "is not a regular file"
    }
}

/// Why ``readInputFile(atPath:limit:)`` refused or failed: a sentence
/// fragment like ``inputFileProblem(atPath:)``'s ("is a folder, not a
/// file", "is 2147483648 bytes; the limit is 16777216").
package struct InputFileFailure: Error, Sendable, CustomStringConvertible {
    /// The fragment, to follow the file's name.
    package let problem: String
    package var description: String { problem }
}

/// The bytes of the regular file at `path` (links followed), at most
/// `limit` of them: the one way small inputs (parameters, manifests,
/// reports) are read. Opened without blocking (a FIFO never hangs), checked
/// on the open descriptor (no race with a swapped name), read to `limit`
/// even when the file grows meanwhile.
package func readInputFile(atPath path: String, limit: Int) throws(InputFileFailure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else {
        throw InputFileFailure(problem: errno == ENOENT || errno == ENOTDIR ? "does not exist"
                               : "cannot be opened (\(String(cString: strerror(errno))))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw InputFileFailure(problem: "cannot be examined (\(String(cString: strerror(errno))))") }
    if let problem = kindProblem(info.st_mode) { throw InputFileFailure(problem: problem) }
    guard Int(info.st_size) <= limit else {
        throw InputFileFailure(problem: "is \(info.st_size) bytes; the limit is \(limit) bytes")
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
        if n < 0, errno == EINTR { continue }
        guard n >= 0 else { throw InputFileFailure(problem: "cannot be read (\(String(cString: strerror(errno))))") }
        if n == 0 { break }
        count += n
        if count == bytes.count, count <= limit { bytes.append(contentsOf: repeatElement(0, count: min(limit + 1, count * 2) - count)) }
    }
    guard count <= limit else { throw InputFileFailure(problem: "grew past the limit of \(limit) bytes while it was read") }
    return Array(bytes[..<count])
}
