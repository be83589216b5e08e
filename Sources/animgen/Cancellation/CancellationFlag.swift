import Media

extension CancellationFlag {
    /// Throws ``RenderInterrupted`` once cancellation was requested; the
    /// command line turns it into "animgen: interrupted" and exit status 130.
    func checkCancellation() throws(RenderInterrupted) {
        if isCancelled { throw RenderInterrupted() }
    }
}

/// Thrown by a render that stopped because ``CancellationFlag`` was set.
struct RenderInterrupted: Error, Equatable, Sendable, CustomStringConvertible {
    var description: String { "interrupted" }
}
