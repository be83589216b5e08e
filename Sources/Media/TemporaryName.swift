// The hidden name an output has while it is written, in the folder it will
// be renamed within: `.STEM.partial-PID-SERIAL.EXT` (`.EXT` kept so muxers
// that look at it still can; no extension for a PNG sequence's staging
// folder). The owner's process id is in the name so a later render can tell
// a leftover of a dead process from the work of a live one; the serial tells
// this process's outputs apart. Names are compared whole, never by prefix
// or substring: pid 345 must not touch `.fx.partial-3456-1.mp4`.
import Foundation
import ImageFiles
import Synchronization

struct TemporaryName: Equatable, Sendable {
    var stem: String
    var processID: Int32
    var serial: Int
    /// Without its dot; "" for none.
    var pathExtension: String

    static let marker = ".partial-"

    /// A fresh name for a temporary standing in for `finalName` (a file
    /// name, no folder), owned by this process.
    static func next(for finalName: String) -> TemporaryName {
        let ext = (finalName as NSString).pathExtension
        let stem = ext.isEmpty ? finalName : String(finalName.dropLast(ext.count + 1))
        return TemporaryName(stem: stem, processID: getpid(), serial: nextSerial(), pathExtension: ext)
    }

    /// The same name with the widest process id and a six-digit serial:
    /// the longest this process's names for the same output get.
    var withLongestNumbers: TemporaryName {
        TemporaryName(stem: stem, processID: Int32.max, serial: 999_999, pathExtension: pathExtension)
    }

    var fileName: String {
        "." + stem + Self.marker + "\(processID)-\(serial)" + (pathExtension.isEmpty ? "" : "." + pathExtension)
    }

    /// The name's parts if `name` is exactly a name `fileName` makes, nil
    /// for anything else.
    init?(parsing name: String) {
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

    init(stem: String, processID: Int32, serial: Int, pathExtension: String) {
        self.stem = stem
        self.processID = processID
        self.serial = serial
        self.pathExtension = pathExtension
    }

    private static let serialCounter = Atomic<Int>(0)
    private static func nextSerial() -> Int {
        serialCounter.wrappingAdd(1, ordering: .relaxed).newValue
    }
}

/// Leftovers of renders that could not clean up (SIGKILL, a second Ctrl-C,
/// a power cut): removed by the next render into the same folder, but only
/// when clearly abandoned, since another render may be writing them.
enum StaleTemporaries {
    /// Younger leftovers are kept: the pid may belong to another machine
    /// sharing the folder, or to a container whose processes we cannot see.
    static let minimumAge: TimeInterval = 24 * 60 * 60

    /// Folders already swept by this process: a process writing many files
    /// into one folder (goldens, diff pictures) lists it once, not per file.
    private static let swept = Mutex<Set<String>>([])

    /// Removes every temporary in `folder` older than `minimumAge` whose
    /// owning process no longer exists (kill(pid, 0) fails with ESRCH).
    /// Once per folder and process.
    static func remove(in folder: String, now: Date = Date()) {
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
    static func removeStagingFolder(_ path: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            unlink(path + "/" + name)
        }
        rmdir(path)
    }
}
