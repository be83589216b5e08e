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
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "is a folder, not a file"
    case S_IFIFO: return "is a named pipe (FIFO), not a file"
    case S_IFCHR, S_IFBLK: return "is a device, not a file"
    case S_IFSOCK: return "is a socket, not a file"
    default: return "is not a regular file"
    }
}
