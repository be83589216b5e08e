// Atomic output: every file is written under a hidden temporary name in its
// destination folder and renamed over the final name only once complete, so
// an interrupted or failed encode never leaves a partial file under the name
// the user asked for. Same folder, so rename(2) is atomic (no cross-device
// copy).
import Foundation

/// A file being written atomically: `temporaryPath` while in progress,
/// `path` after `commit()`. Dropping it uncommitted deletes the temporary file.
final class AtomicOutput: @unchecked Sendable {
    /// The final destination.
    let path: String
    /// Where bytes go until `commit()`.
    let temporaryPath: String
    private var done = false

    /// Checks the destination and prepares the temporary name.
    /// Creates missing parent folders; rejects a destination that is a folder
    /// or lies in a folder we cannot write.
    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        self.path = url.path
        let folder = url.deletingLastPathComponent().path
        try AtomicOutput.checkDestination(self.path, folder: folder)
        let name = url.lastPathComponent
        // Keep the extension: muxers and encoders may look at it.
        let ext = url.pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let tag = "\(getpid())-\(AtomicOutput.nextSerial())"
        temporaryPath = folder + "/." + stem + ".partial-" + tag + (ext.isEmpty ? "" : "." + ext)
    }

    deinit { if !done { unlink(temporaryPath) } }

    /// Renames the finished temporary file over the destination.
    func commit() throws {
        guard !done else { return }
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            done = true
            throw MediaError(.io, "Could not move the finished output to \(path): \(reason). Check that the folder is writable and that \(path) is not a folder.")
        }
        done = true
    }

    /// Deletes the temporary file (idempotent).
    func discard() {
        guard !done else { return }
        unlink(temporaryPath)
        done = true
    }

    static func checkDestination(_ path: String, folder: String) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw MediaError(.outputIsDirectory, "The output path \(path) is a folder. Give a file name, e.g. \(path)/out.mp4.")
        }
        if fm.fileExists(atPath: folder, isDirectory: &isDir) {
            guard isDir.boolValue else {
                throw MediaError(.outputNotWritable, "Cannot write \(path): \(folder) is a file, not a folder. Choose another output path.")
            }
        } else {
            do {
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw MediaError(.outputNotWritable, "Cannot create the output folder \(folder) for \(path): \(error.localizedDescription). Create it yourself or choose a writable location.")
            }
        }
        if access(folder, W_OK | X_OK) != 0 {
            throw MediaError(.outputNotWritable, "Cannot write into the folder \(folder) (for \(path)): \(String(cString: strerror(errno))). Choose a writable location or fix its permissions.")
        }
    }

    private static let serialLock = NSLock()
    nonisolated(unsafe) private static var serial = 0
    private static func nextSerial() -> Int {
        serialLock.lock(); defer { serialLock.unlock() }
        serial += 1
        return serial
    }
}

/// Writes `bytes` to `path` atomically (temporary name, then rename).
func writeFileAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
    let out = try AtomicOutput(path: path)
    let fd = open(out.temporaryPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else {
        throw MediaError(.outputNotWritable, "Cannot create \(out.temporaryPath) (for \(path)): \(String(cString: strerror(errno))). Choose a writable location.")
    }
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            close(fd)
            throw MediaError(.io, "Writing \(path) failed: \(reason). Check free disk space.")
        }
        offset += n
    }
    if close(fd) != 0 {
        throw MediaError(.io, "Writing \(path) failed on close: \(String(cString: strerror(errno))). Check free disk space.")
    }
    try out.commit()
}
