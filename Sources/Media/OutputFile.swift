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
    /// The temporary file as created (exclusively), open until the object
    /// goes: whatever reopens `temporaryPath` by name (FFmpeg's avio_open),
    /// `commit` renames only while the name still leads to this file.
    private let descriptor: Int32
    private let createdFolders: [String]
    private var done = false

    /// Checks the destination, creates missing parent folders, removes stale
    /// temporaries of dead processes there, and creates the temporary file
    /// exclusively under a fresh random name (``TemporaryFile``).
    init(path: String) throws {
        self.path = URL(fileURLWithPath: path).path
        try OutputLocation.check(self.path)
        let folder = OutputLocation.folder(of: self.path)
        createdFolders = try OutputLocation.createFolders(folder, for: self.path)
        StaleTemporaries.remove(in: folder)
        let file: TemporaryFile
        do {
            file = try TemporaryFile.create(in: folder, for: (self.path as NSString).lastPathComponent)
        } catch {
            OutputLocation.removeCreated(createdFolders)
            throw MediaError(.outputNotWritable, what: "cannot create a temporary file in \(folder): \(error.reason)", at: self.path,
                             fix: "choose another location or make the folder writable")
        }
        temporaryPath = file.path
        descriptor = file.descriptor
    }

    deinit {
        discard()
        close(descriptor)
    }

    /// A descriptor of the temporary file for writing (a duplicate: the
    /// caller closes it), opened when it was created.
    func openForWriting() throws -> Int32 {
        let fd = dup(descriptor)
        guard fd >= 0 else {
            throw MediaError(.io, what: "cannot reopen the temporary file \(temporaryPath): \(String(cString: strerror(errno)))", at: path,
                             fix: "close other programs holding many files and try again")
        }
        return fd
    }

    /// Renames the finished temporary file over the destination, unless
    /// `cancellation` was set first (then it throws `.cancelled` and removes
    /// the temporary file; see `CancellationFlag.beginCommit()`).
    func commit(unless cancellation: CancellationFlag? = nil) throws {
        guard !done else { return }
        if let cancellation, !cancellation.beginCommit() {
            discard()
            throw MediaError.cancelledError
        }
        guard TemporaryFile.isSameFile(temporaryPath, as: descriptor) else {
            discard()
            throw MediaError(.io, what: "the temporary file \(temporaryPath) was replaced by another file or link while it was written", at: path,
                             fix: "make sure no other program writes into the output's folder, and render again")
        }
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw MediaError(.io, "Could not move the finished output to \(path): \(reason). Check that the folder is writable and that \(path) is not a folder.")
        }
        CreatedFiles.forget([temporaryPath] + createdFolders)
        done = true
    }

    /// Deletes the temporary file (if its name still leads to the file this
    /// run made) and the folders made for it (idempotent).
    func discard() {
        guard !done else { return }
        if TemporaryFile.isSameFile(temporaryPath, as: descriptor) { unlink(temporaryPath) }
        CreatedFiles.forget([temporaryPath])
        OutputLocation.removeCreated(createdFolders)
        done = true
    }
}

/// Writes `bytes` to `path` atomically (temporary name, renamed when
/// complete), creating missing folders: for small outputs other than frames.
public func writeFileAtomically(_ bytes: [UInt8], to path: String) throws {
    let file = try AtomicOutput(path: path)
    try bytes.withUnsafeBytes { try writeFile($0, to: file.openForWriting(), for: path) }
    try file.commit()
}

/// Writes `bytes` to a new file at `path` (created exclusively, never
/// through a link), reporting failures for `name`.
func writeNewFile(_ bytes: UnsafeRawBufferPointer, at path: String, for name: String) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
        throw MediaError(.outputNotWritable, "Cannot create \(path) (for \(name)): \(String(cString: strerror(errno))). Choose a writable location.")
    }
    try writeFile(bytes, to: fd, for: name)
}

/// Writes `bytes` to the open file `fd` and closes it, reporting failures for `name`.
func writeFile(_ bytes: UnsafeRawBufferPointer, to fd: Int32, for name: String) throws {
    if let failure = TemporaryFile.writeAll(bytes, to: fd) {
        throw MediaError(.io, "Writing \(name) failed: \(failure.reason). Check free disk space.")
    }
}
