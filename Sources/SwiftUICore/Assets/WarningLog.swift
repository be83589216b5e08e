// Warnings for input SwiftUI accepts without complaint (an unknown symbol
// or colour name draws nothing there): said once on stderr, not once per
// frame of a long render.
import Foundation

/// Remembers which warnings were given, so each is written once.
final class WarningLog: @unchecked Sendable {
    static let shared = WarningLog()
    private let lock = NSLock()
    private var given: Set<String> = []

    /// Writes "warning: `message`" to stderr unless it was written before.
    func warnOnce(_ message: String) {
        lock.lock()
        let isNew = given.insert(message).inserted
        lock.unlock()
        guard isNew else { return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// Whether a warning containing `text` was written (for tests).
    func hasGiven(_ text: String) -> Bool {
        lock.withLock { given.contains { $0.contains(text) } }
    }
}
