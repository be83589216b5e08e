// Whether what was read from folders still holds: an asset catalog's index
// (which sets exist, in which folder) is kept while every folder it was
// read from keeps its modification time, so a set added, removed or renamed
// while a program runs (a preview reloading after a save) is found again.
// A folder's time changes when an entry in it is added, removed or renamed,
// not when a file in it is rewritten: a set's own Contents.json is compared
// by its bytes where it is read.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The modification times of the folders something was read from, and when.
struct FolderStamps {
    private var folders: [(path: String, modified: Int64)] = []
    /// When reading began, in nanoseconds since 1970.
    private let readAt: Int64

    /// Stamps taken now, before the folders are read.
    init() { readAt = Self.now() }

    /// File times come from a coarse clock (a few milliseconds a tick): a
    /// folder changed this close to the reading may change again without
    /// its time moving, so what was read then is not trusted.
    static let racyWindow: Int64 = 100_000_000

    /// Notes `path`'s modification time; call it before reading the folder.
    mutating func note(_ path: String) {
        folders.append((path, Self.modified(path)))
    }

    /// Whether every folder noted is as it was, and was so well before the reading.
    var stillHold: Bool {
        folders.allSatisfy { $0.modified < readAt - Self.racyWindow && Self.modified($0.path) == $0.modified }
    }

    /// `path`'s modification time in nanoseconds since 1970; -1 when it cannot be read.
    private static func modified(_ path: String) -> Int64 {
        var info = stat()
        guard stat(path, &info) == 0 else { return -1 }
        return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
