// Atomic output: every file is written under a hidden temporary name in its
// destination folder (TemporaryName.swift) and renamed over the final name
// only once complete, so an interrupted or failed encode never leaves a
// partial file under the name the user asked for, and an older file of that
// name stays untouched until the new one replaces it whole. Same folder, so
// rename(2) is atomic (no cross-device copy).
import Foundation
import ImageFiles

/// A file being written atomically: `temporaryPath` while in progress,
/// `path` after `commit(unless:)`. Dropping it uncommitted deletes the
/// temporary file and the folders it created.
final class AtomicOutput: @unchecked Sendable {
    /// The final destination.
    let path: String
    /// Where bytes go until `commit(unless:)`.
    let temporaryPath: String
    private let createdFolders: [String]
    private var done = false

    /// Checks the destination, creates missing parent folders, removes stale
    /// temporaries of dead processes there, and picks the temporary name.
    init(path: String) throws {
        self.path = URL(fileURLWithPath: path).path
        try OutputLocation.check(self.path)
        let folder = OutputLocation.folder(of: self.path)
        createdFolders = try OutputLocation.createFolders(folder, for: self.path)
        StaleTemporaries.remove(in: folder)
        temporaryPath = folder + "/" + TemporaryName.next(for: (self.path as NSString).lastPathComponent).fileName
    }

    deinit { discard() }

    /// Renames the finished temporary file over the destination, unless
    /// `cancellation` was set first (then it throws `.cancelled` and removes
    /// the temporary file; see `CancellationFlag.beginCommit()`).
    func commit(unless cancellation: CancellationFlag? = nil) throws {
        guard !done else { return }
        if let cancellation, !cancellation.beginCommit() {
            discard()
            throw MediaError.cancelledError
        }
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw MediaError(.io, "Could not move the finished output to \(path): \(reason). Check that the folder is writable and that \(path) is not a folder.")
        }
        done = true
    }

    /// Deletes the temporary file and the folders made for it (idempotent).
    func discard() {
        guard !done else { return }
        unlink(temporaryPath)
        OutputLocation.removeCreated(createdFolders)
        done = true
    }
}

/// Writes `bytes` to `path` atomically (temporary name, renamed when
/// complete), creating missing folders: for small outputs other than frames.
public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws {
    let file = try AtomicOutput(path: path)
    try bytes.withUnsafeBytes { try writeFile($0, to: file.temporaryPath, for: path) }
    try file.commit()
}

/// Writes `bytes` to `path` with `open`/`write`, reporting failures for `name`.
func writeFile(_ bytes: UnsafeRawBufferPointer, to path: String, for name: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else {
        throw MediaError(.outputNotWritable, "Cannot create \(path) (for \(name)): \(String(cString: strerror(errno))). Choose a writable location.")
    }
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 {
            if errno == EINTR { continue }
            let reason = String(cString: strerror(errno))
            close(fd)
            throw MediaError(.io, "Writing \(name) failed: \(reason). Check free disk space.")
        }
        offset += n
    }
    if close(fd) != 0 {
        throw MediaError(.io, "Writing \(name) failed on close: \(String(cString: strerror(errno))). Check free disk space.")
    }
}
