import ImageFiles
import Synchronization

/// A thread-safe "stop now" flag shared by a signal handler, the render
/// workers and the encoder, and the gate an output passes to be committed.
///
/// An output is renamed into place only after ``beginCommit()`` succeeds,
/// and cancellation is refused from then on: the flag ends either cancelled
/// (nothing under the final name, an older file untouched) or committed
/// (the complete file in place), never "cancelled" with the file in place.
/// Every operation is one lock-free atomic, so a signal handler may call
/// ``cancel()``.
public final class CancellationFlag: Sendable {
    private static let running = 0, cancelled = 1, committed = 2
    private let state = Atomic<Int>(CancellationFlag.running)

    /// A flag that is neither cancelled nor committed.
    public init() {}

    /// Whether cancellation was requested before any output was committed.
    public var isCancelled: Bool { state.load(ordering: .acquiring) == Self.cancelled }

    /// Whether an output passed ``beginCommit()``; later signals are ignored.
    public var isCommitted: Bool { state.load(ordering: .acquiring) == Self.committed }

    /// Requests cancellation. Returns whether it had been requested before
    /// (a second Ctrl-C may then exit at once). Once an output is committed
    /// the request is ignored and this returns false: the work is done.
    @discardableResult
    public func cancel() -> Bool {
        let (exchanged, original) = state.compareExchange(expected: Self.running, desired: Self.cancelled,
                                                          ordering: .acquiringAndReleasing)
        return !exchanged && original == Self.cancelled
    }

    /// Claims the right to move a finished output under its final name.
    /// False when cancellation came first: the caller must discard instead.
    public func beginCommit() -> Bool {
        let (exchanged, original) = state.compareExchange(expected: Self.running, desired: Self.committed,
                                                          ordering: .acquiringAndReleasing)
        return exchanged || original == Self.committed
    }
}
