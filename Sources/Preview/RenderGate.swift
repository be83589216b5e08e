// Renders are CPU-bound and a scene may be slow: the gate lets a fixed number
// run at once and turns the rest away after a wait, so requests cannot pile
// up threads and memory behind a slow frame.
import Foundation

/// A counting semaphore with a deadline, and the figures the tests read.
final class RenderGate: @unchecked Sendable {
    let limit: Int
    private let semaphore: DispatchSemaphore
    private let lock = NSLock()
    private var running = 0
    private(set) var mostAtOnce = 0

    init(limit: Int) {
        self.limit = max(1, limit)
        semaphore = DispatchSemaphore(value: self.limit)
    }

    /// Runs `work` when a slot frees within `wait` seconds; nil when none did.
    func run<T>(wait: Double, _ work: () throws -> T) rethrows -> T? {
        guard semaphore.wait(timeout: .now() + wait) == .success else { return nil }
        lock.withLock { running += 1; mostAtOnce = max(mostAtOnce, running) }
        defer {
            lock.withLock { running -= 1 }
            semaphore.signal()
        }
        return try work()
    }
}
