import Synchronization

/// A thread-safe "stop now" flag shared by the signal handler, the render
/// loop and the encoder.
///
/// The render pipeline calls ``checkCancellation()`` between frames (and the
/// encoder between packets); it throws ``RenderInterrupted``, which the
/// command line turns into "animgen: interrupted" and exit status 130 after
/// removing temporary files. Setting it is async-signal-safe (one lock-free
/// atomic store), so a signal handler may call ``cancel()``.
final class CancellationFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)

    init() {}

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Requests cancellation. Returns whether it had been requested before.
    @discardableResult
    func cancel() -> Bool {
        cancelled.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Throws ``RenderInterrupted`` once cancellation was requested.
    func checkCancellation() throws(RenderInterrupted) {
        if isCancelled { throw RenderInterrupted() }
    }
}

/// Thrown by a render pipeline that stopped because ``CancellationFlag`` was set.
struct RenderInterrupted: Error, Equatable, Sendable, CustomStringConvertible {
    var description: String { "interrupted" }
}
