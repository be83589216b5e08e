// The hidden name an output has while it is written, in the folder it will
// be renamed within: `.STEM.partial-PID-SERIAL.EXT` (`.EXT` kept so muxers
// that look at it still can; no extension for a PNG sequence's staging
// folder). The owner's process id is in the name so a later render can tell
// a leftover of a dead process from the work of a live one; the serial is
// random (nine digits), so nobody can plant a link at the name beforehand,
// and the file is created exclusively (O_CREAT|O_EXCL|O_NOFOLLOW; a folder
// by mkdir), a fresh serial drawn when the name is taken. Every temporary
// the media targets and the golden store write is made here. Names are
// compared whole, never by prefix or substring: pid 345 must not touch
// `.fx.partial-3456-1.mp4`.
import Foundation
import Synchronization

/// The hidden name of a temporary standing in for an output (see the file comment).
package struct TemporaryName: Equatable, Sendable {
    package var stem: String
    package var processID: Int32
    package var serial: Int
    /// Without its dot; "" for none.
    package var pathExtension: String

    static let marker = ".partial-"
    /// Serials are drawn from 1 ..< this.
    static let serialLimit = 1_000_000_000

    /// A fresh name for a temporary standing in for `finalName` (a file
    /// name, no folder), owned by this process, with a random serial.
    package static func next(for finalName: String) -> TemporaryName {
        let ext = (finalName as NSString).pathExtension
        let stem = ext.isEmpty ? finalName : String(finalName.dropLast(ext.count + 1))
        return TemporaryName(stem: stem, processID: getpid(), serial: Int.random(in: 1..<serialLimit), pathExtension: ext)
    }

    /// The same name with the widest process id and serial: the longest
    /// this process's names for the same output get.
    package var withLongestNumbers: TemporaryName {
        TemporaryName(stem: stem, processID: Int32.max, serial: Self.serialLimit - 1, pathExtension: pathExtension)
    }

    /// The name in its folder.
    package var fileName: String {
        "." + stem + Self.marker + "\(processID)-\(serial)" + (pathExtension.isEmpty ? "" : "." + pathExtension)
    }

    /// The name's parts if `name` is exactly a name `fileName` makes, nil
    /// for anything else.
    package init?(parsing name: String) {
        guard name.hasPrefix("."), let marker = name.range(of: Self.marker, options: .backwards) else { return nil }
        let tail = name[marker.upperBound...]
        let numbers = tail.prefix { $0 != "." }
        let rest = tail.dropFirst(numbers.count)
        let fields = numbers.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = Int32(fields[0]), pid > 0, let serial = Int(fields[1]),
              rest.isEmpty || (rest.count > 1 && !rest.dropFirst().contains(".")) else { return nil }
        self.init(stem: String(name[name.index(after: name.startIndex)..<marker.lowerBound]), processID: pid,
                  serial: serial, pathExtension: String(rest.dropFirst()))
        guard fileName == name else { return nil }
    }

    package init(stem: String, processID: Int32, serial: Int, pathExtension: String) {
        self.stem = stem
        self.processID = processID
        self.serial = serial
        self.pathExtension = pathExtension
    }

}

/// A file or folder created exclusively under a fresh ``TemporaryName``,
/// registered in ``CreatedFiles`` until its owner forgets it.
package struct TemporaryFile: Sendable {
    /// `folder/.STEM.partial-PID-SERIAL.EXT`.
    package let path: String
    /// Open for writing (files; -1 for folders). The owner closes it.
    package let descriptor: Int32

    /// Why a temporary could not be created: strerror's text.
    package struct Failure: Error, Sendable {
        /// strerror(errno) of the failed open or mkdir.
        package let reason: String
    }

    /// Creates a new empty file for `finalName` in `folder`, opened for
    /// writing: `O_CREAT|O_EXCL|O_NOFOLLOW`, so a planted file or link at
    /// the name is never opened (a fresh random name is tried instead).
    package static func create(in folder: String, for finalName: String, mode: mode_t = 0o644) throws(Failure) -> TemporaryFile {
        try make(in: folder, for: finalName) { path in
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            guard fd >= 0 else { return nil }
            CreatedFiles.register(path, .file)
            return fd
        }
    }

    /// Creates a new empty folder (mode 0700) for `finalName` in `folder`:
    /// mkdir never follows a link, and fails on any existing name.
    package static func createFolder(in folder: String, for finalName: String) throws(Failure) -> TemporaryFile {
        try make(in: folder, for: finalName) { path in
            guard mkdir(path, 0o700) == 0 else { return nil }
            CreatedFiles.register(path, .stagingFolder)
            return -1
        }
    }

    private static func make(in folder: String, for finalName: String, _ create: (String) -> Int32?) throws(Failure) -> TemporaryFile {
        for _ in 0..<16 {
            let path = folder + "/" + TemporaryName.next(for: finalName).fileName
            if let fd = create(path) { return TemporaryFile(path: path, descriptor: fd) }
            if errno != EEXIST { break }
        }
        throw Failure(reason: String(cString: strerror(errno)))
    }

    /// Writes all of `bytes` to `descriptor` and closes it; the failure, if
    /// any (a failed close is a failed write: NFS and full disks report there).
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Failure? {
        var offset = 0
        while offset < bytes.count {
            let n = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                return Failure(reason: reason)
            }
            offset += n
        }
        return close(descriptor) != 0 ? Failure(reason: String(cString: strerror(errno))) : nil
    }

    /// Whether `path` still names the file `descriptor` has open (same
    /// device and inode, not a link): checked before a temporary that other
    /// code reopened by name is renamed into place.
    package static func isSameFile(_ path: String, as descriptor: Int32) -> Bool {
        var named = stat(), open = stat()
        guard lstat(path, &named) == 0, fstat(descriptor, &open) == 0 else { return false }
        return named.st_mode & S_IFMT == S_IFREG && named.st_dev == open.st_dev && named.st_ino == open.st_ino
    }
}

/// Leftovers of renders that could not clean up (SIGKILL, a second Ctrl-C,
/// a power cut): removed by the next render into the same folder, but only
/// when clearly abandoned, since another render may be writing them.
package enum StaleTemporaries {
    /// Younger leftovers are kept: the pid may belong to another machine
    /// sharing the folder, or to a container whose processes we cannot see.
    static let minimumAge: TimeInterval = 24 * 60 * 60

    /// Folders already swept by this process: a process writing many files
    /// into one folder (goldens, diff pictures) lists it once, not per file.
    private static let swept = Mutex<Set<String>>([])

    /// Removes every temporary in `folder` older than `minimumAge` whose
    /// owning process no longer exists (kill(pid, 0) fails with ESRCH).
    /// Once per folder and process.
    package static func remove(in folder: String, now: Date = Date()) {
        guard swept.withLock({ $0.insert(folder).inserted }) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let temporary = TemporaryName(parsing: name), temporary.processID != getpid() else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0,
                  now.timeIntervalSince1970 - Double(info.st_mtim.tv_sec) > minimumAge,
                  kill(temporary.processID, 0) != 0, errno == ESRCH else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                removeStagingFolder(path)
            } else {
                unlink(path)
            }
        }
    }

    /// A staging folder holds only frame files we wrote: remove them and it,
    /// without following links or descending further.
    package static func removeStagingFolder(_ path: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            unlink(path + "/" + name)
        }
        rmdir(path)
    }
}

/// What this process has created and not yet committed or removed: its
/// temporaries, staging folders and the output folders made for them.
/// An owner registers each as it makes it and forgets it once renamed into
/// place or removed; ``removeAll()`` is the last resort of a process that
/// must exit now (a Ctrl-C whose run did not stop within its grace time),
/// so even then a run leaves nothing of its own behind.
package enum CreatedFiles {
    /// How an entry is removed.
    package enum Kind: Sendable {
        /// unlink(2).
        case file
        /// Its files, then the folder (``StaleTemporaries/removeStagingFolder(_:)``).
        case stagingFolder
        /// rmdir(2), if still empty.
        case folder
    }

    private static let entries = Mutex<[(path: String, kind: Kind)]>([])

    /// Records `path`, just created by this process.
    package static func register(_ path: String, _ kind: Kind) {
        entries.withLock { $0.append((path, kind)) }
    }

    /// Drops `paths` (committed or already removed).
    package static func forget(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        let gone = Set(paths)
        entries.withLock { $0.removeAll { gone.contains($0.path) } }
    }

    /// The paths registered now, oldest first (for tests).
    package static var paths: [String] { entries.withLock { $0.map(\.path) } }

    /// Removes every registered entry, newest first (files before the
    /// folders made for them), and forgets them.
    package static func removeAll() {
        let all = entries.withLock { entries in
            defer { entries.removeAll() }
            return entries
        }
        for entry in all.reversed() {
            switch entry.kind {
            case .file: unlink(entry.path)
            case .stagingFolder: StaleTemporaries.removeStagingFolder(entry.path)
            case .folder: rmdir(entry.path)
            }
        }
    }
}
