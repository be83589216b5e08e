import Synchronization

/// A thread-safe "stop now" flag shared by a signal handler, the render
/// workers and the encoder.
///
/// Setting it is async-signal-safe (one lock-free atomic exchange), so a
/// signal handler may call ``cancel()``. ``FramePipeline`` checks it between
/// frames and then removes the partial output.
public final class CancellationFlag: Sendable {
    private let cancelled = Atomic<Bool>(false)

    public init() {}

    public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Requests cancellation. Returns whether it had been requested before
    /// (a second Ctrl-C may then exit at once).
    @discardableResult
    public func cancel() -> Bool {
        cancelled.exchange(true, ordering: .acquiringAndReleasing)
    }
}
