// What stands for a referenced file in the preview's content hash. Reading
// every file whole on each reload made a 2 GB image cost 4.1 GB and stall
// reloads for 10 s; its size, modification time and identity change with
// any save, and the bytes at both ends are read to catch a copy that kept
// the size and time.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum FileFingerprint {
    /// Bytes read from each end of a file.
    static let sampledBytes = 64 << 10

    /// `path`'s size, modification time (to the nanosecond), device and
    /// inode, then at most ``sampledBytes`` from its start and from its end;
    /// "missing" or the file's kind for what is not a readable regular file.
    static func of(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return Array("missing".utf8) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return Array("unreadable".utf8) }
        var bytes = Array("\(info.st_mode & S_IFMT) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_dev):\(info.st_ino)|".utf8)
        guard info.st_mode & S_IFMT == S_IFREG else { return bytes }
        let size = Int(info.st_size)
        var starts = [0]
        if size > sampledBytes { starts.append(max(sampledBytes, size - sampledBytes)) }
        for start in starts {
            var buffer = [UInt8](repeating: 0, count: min(sampledBytes, size - start))
            let got = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(start)) }
            bytes += buffer.prefix(max(0, got))
        }
        return bytes
    }
}
