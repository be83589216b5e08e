// Watch: inotify on the folders that hold the watched files (editors often
// save by writing a new file and renaming it over the old one, which a watch
// on the file itself would lose), filtered to the watched names.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Calls `onChange` (on its own thread) shortly after any watched file is
/// written, replaced, moved or deleted; a burst of events gives one call.
final class FileWatcher: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var folders: [Int32: String] = [:]
    private var names: Set<String> = []
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    init(onChange: @escaping @Sendable () -> Void) {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { finished.signal(); return }
        let thread = Thread { [self] in loop(onChange: onChange) }
        thread.name = "animgen preview watcher"
        thread.start()
    }

    /// Replaces the watched set with `paths` (absolute or relative to the working folder).
    ///
    /// A folder still wanted keeps its watch (adding it again returns the
    /// same descriptor): removing and re-adding it after every reload lost
    /// a save made in between, and the events already queued under the old
    /// descriptor.
    func watch(_ paths: [String]) {
        lock.withLock {
            var kept: [Int32: String] = [:]
            names = []
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
            for path in paths {
                let url = URL(fileURLWithPath: path).standardizedFileURL
                let folder = url.deletingLastPathComponent().path
                names.insert(url.path)
                let wd = inotify_add_watch(fd, folder, mask)
                if wd >= 0 { kept[wd] = folder }
            }
            for wd in folders.keys where kept[wd] == nil { inotify_rm_watch(fd, wd) }
            folders = kept
        }
    }

    func stop() {
        guard !(lock.withLock { () -> Bool in defer { stopped = true }; return stopped }) else { return }
        finished.wait()
        if fd >= 0 { close(fd) }
    }

    private func loop(onChange: @Sendable () -> Void) {
        defer { finished.signal() }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pendingSince: Date?
        while !(lock.withLock { stopped }) {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, 50)
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0, matches(buffer, count: n) { pendingSince = pendingSince ?? Date() }
            // 60 ms of quiet (or 200 ms of a steady stream) ends a burst: one
            // save that writes in pieces gives one reload, soon enough for the page.
            if let since = pendingSince, n <= 0 || Date().timeIntervalSince(since) > 0.2 {
                pendingSince = nil
                onChange()
            }
        }
    }

    /// Whether any event in the first `count` bytes names a watched file.
    private func matches(_ buffer: [UInt8], count: Int) -> Bool {
        var offset = 0, hit = false
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (wd, length) = buffer.withUnsafeBytes {
                ($0.load(fromByteOffset: offset, as: Int32.self),
                 Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            lock.withLock {
                if let folder = folders[wd], names.contains(folder + "/" + name) { hit = true }
            }
            offset += header + length
        }
        return hit
    }
}
