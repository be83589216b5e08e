// Scratch folders for tests: fresh, unique per call, removed when the test
// process exits.
import Foundation

/// Scratch folders made by this test process, removed when it exits.
nonisolated(unsafe) private var scratchFolders: [String] = []
private let scratchLock = NSLock()
private let registerCleanup: Void = {
    atexit {
        scratchLock.lock()
        for path in scratchFolders { try? FileManager.default.removeItem(atPath: path) }
        scratchLock.unlock()
    }
}()

/// A fresh empty folder under the system temporary directory, removed when
/// the test process exits (set ANIMGEN_KEEP_SCRATCH=1 to keep it).
public func scratchFolder(_ name: String = #function) -> URL {
    defer {
        if ProcessInfo.processInfo.environment["ANIMGEN_KEEP_SCRATCH"] == nil {
            _ = registerCleanup
        }
    }
    let clean = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("animgen-tests-\(getpid())-\(clean)-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.removeItem(at: url)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    scratchLock.lock(); scratchFolders.append(url.path); scratchLock.unlock()
    return url
}
