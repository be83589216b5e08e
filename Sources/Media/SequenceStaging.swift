// A PNG sequence is one output, so it gets the same promise as a single
// file: nothing under the final names until every frame is written. Frames
// go into a hidden staging folder (named like any temporary, so stale ones
// are swept the same way), and the end moves them in:
// - the sequence's folder does not exist yet: the staging folder is made
//   beside it and renamed to it in one rename(2);
// - it exists (it may hold other files, or an older render): the staging
//   folder is made inside it and each frame is renamed over its final name;
//   then the older sequence's frames past the new last one (names the same
//   pattern makes) are removed, so the folder holds this render's sequence
//   and nothing of an older, longer one. Other files are left alone. A
//   process killed during those renames (milliseconds) can leave some new
//   frames beside older ones; every file present is complete either way.
import Foundation
import ImageFiles

final class SequenceStaging {
    let pattern: SequencePattern
    /// The sequence's final folder.
    let folder: String
    /// The hidden folder frames are written into until `commit(unless:)`.
    let staging: String
    private let mergesIntoExisting: Bool
    /// One chunk of a split render: the folder is shared with the other
    /// chunks, so it is created if needed (by whichever chunk comes first)
    /// and no other frame is removed.
    private let partOfSet: Bool
    private let createdFolders: [String]
    private var names: [String] = []
    private var done = false

    init(pattern: SequencePattern, partOfSet: Bool = false) throws {
        self.pattern = pattern
        self.partOfSet = partOfSet
        let first = pattern.path(forFrame: 0)
        try OutputLocation.check(first)
        folder = OutputLocation.folder(of: first)
        let parent = OutputLocation.folder(of: folder)
        let folderName = (folder as NSString).lastPathComponent
        if partOfSet {
            // Chunks on other machines may race to create it: that is fine.
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        mergesIntoExisting = FileManager.default.fileExists(atPath: folder)
        let stagingParent: String, stem: String
        if mergesIntoExisting {
            createdFolders = []
            StaleTemporaries.remove(in: folder)
            stagingParent = folder
            stem = [".", "..", "/", ""].contains(folderName) ? "frames" : folderName
        } else {
            createdFolders = try OutputLocation.createFolders(parent, for: first)
            stagingParent = parent
            stem = folderName
        }
        StaleTemporaries.remove(in: parent)
        do {
            staging = try TemporaryFile.createFolder(in: stagingParent, for: stem).path
        } catch {
            OutputLocation.removeCreated(createdFolders)
            done = true
            throw MediaError(.outputNotWritable, what: "cannot create a staging folder in \(stagingParent): \(error.reason)",
                             at: pattern.path, fix: "choose another location or make the folder writable")
        }
    }

    /// The process's umask, read without changing it (umask(2) would, for
    /// every thread): Linux shows it in /proc/self/status; 022 elsewhere.
    private static func currentUmask() -> mode_t {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        return line.flatMap { mode_t($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
    }

    deinit { discard() }

    /// Writes frame `index`'s file bytes into the staging folder.
    func write(_ bytes: [UInt8], frame index: Int) throws {
        let name = (pattern.path(forFrame: index) as NSString).lastPathComponent
        do {
            try bytes.withUnsafeBytes { try writeNewFile($0, at: staging + "/" + name, for: pattern.path(forFrame: index)) }
        } catch {
            // A partly written frame (disk full) goes with the staging folder.
            unlink(staging + "/" + name)
            throw error
        }
        names.append(name)
    }

    /// Moves the frames under their final names, unless `cancellation` was
    /// set first (then everything is removed and `.cancelled` thrown).
    func commit(unless cancellation: CancellationFlag?) throws {
        guard !done else { return }
        if let cancellation, !cancellation.beginCommit() {
            discard()
            throw MediaError.cancelledError
        }
        if !mergesIntoExisting {
            // Made 0700 so nobody else could look in while frames were
            // written; renamed, it gets the mode mkdir gives the user's folders.
            chmod(staging, 0o777 & ~Self.currentUmask())
            if rename(staging, folder) != 0 {
                let reason = String(cString: strerror(errno))
                discard()
                throw MediaError(.io, what: "could not move the finished frames into \(folder): \(reason)", at: pattern.path,
                                 fix: "check that nothing else created \(folder) meanwhile, and render again")
            }
        } else {
            for (moved, name) in names.enumerated() where rename(staging + "/" + name, folder + "/" + name) != 0 {
                let reason = String(cString: strerror(errno))
                names.removeFirst(moved)
                discard()
                throw MediaError(.io, what: "could not move frame \(name) into \(folder) (\(moved) of \(names.count + moved) frames moved): \(reason)",
                                 at: pattern.path, fix: "check that \(folder)/\(name) is not a folder, and render again")
            }
            rmdir(staging)
            if !partOfSet { removeOlderFrames(from: names.count) }
        }
        CreatedFiles.forget([staging] + createdFolders)
        done = true
    }

    /// Removes files of an older render of this pattern, frames `count` on.
    private func removeOlderFrames(from count: Int) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let index = pattern.frameIndex(ofFileName: name), index >= count else { continue }
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(folder + "/" + name) }
        }
    }

    /// Removes the staging folder, its frames and the folders made for it.
    func discard() {
        guard !done else { return }
        for name in names { unlink(staging + "/" + name) }
        rmdir(staging)
        CreatedFiles.forget([staging])
        OutputLocation.removeCreated(createdFolders)
        done = true
    }
}
