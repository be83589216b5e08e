// `Task` as SwiftUI code uses it, with its sleeps on the render's clock.
// It shadows the standard library's `Task` for code importing AnimGen (and
// this module): outside a render it is that task; started in a render
// (a script step, `onAppear`, `.task`, a timer) it runs on the render's
// executor and `Task.sleep` waits in render time.

/// A unit of asynchronous work, as Swift's `Task`; in a render its sleeps
/// last render time, not wall-clock time.
public struct Task<Success: Sendable, Failure: Error>: Sendable, Hashable {
    /// The standard library's task underneath.
    public let base: _Concurrency.Task<Success, Failure>

    /// Wraps a standard library task.
    public init(_ base: _Concurrency.Task<Success, Failure>) { self.base = base }

    /// The task's result, once it finishes.
    public var value: Success {
        get async throws { try await base.value }
    }

    /// The task's result or error, once it finishes.
    public var result: Result<Success, Failure> {
        get async { await base.result }
    }

    /// Asks the task to stop: its sleeps throw `CancellationError`.
    public func cancel() { base.cancel() }

    /// Whether the task was cancelled.
    public var isCancelled: Bool { base.isCancelled }
}

extension Task where Failure == Never {
    /// Starts `operation`; in a render, on the render's clock, first run right after the current step.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: @escaping () async -> Success) {
        let op = UncheckedSendable(value: operation)
        guard let clock = RenderClock.current else {
            self.init(_Concurrency.Task(priority: priority) { await op.value() })
            return
        }
        self.init(clock.executor.start(on: clock) { executor, done in
            _Concurrency.Task(executorPreference: executor, priority: priority) {
                defer { done() }
                return await op.value()
            }
        })
    }

    /// The task's result, once it finishes.
    public var value: Success {
        get async { await base.value }
    }
}

extension Task where Failure == any Error {
    /// Starts a throwing `operation`; in a render, on the render's clock, first run right after the current step.
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) {
        let op = UncheckedSendable(value: operation)
        guard let clock = RenderClock.current else {
            self.init(_Concurrency.Task(priority: priority) { try await op.value() })
            return
        }
        self.init(clock.executor.start(on: clock) { executor, done in
            _Concurrency.Task(executorPreference: executor, priority: priority) {
                defer { done() }
                return try await op.value()
            }
        })
    }
}

extension Task where Success == Never, Failure == Never {
    /// Waits `duration` nanoseconds (render time in a render).
    /// - Throws: `CancellationError` when the task is cancelled.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        guard let clock = RenderClock.current else { return try await _Concurrency.Task.sleep(nanoseconds: duration) }
        try await clock.executor.sleep(seconds: Double(duration) / 1e9, on: clock)
    }

    /// Waits `duration` (render time in a render).
    /// - Throws: `CancellationError` when the task is cancelled.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard let clock = RenderClock.current else {
            return try await _Concurrency.Task.sleep(for: duration, tolerance: tolerance)
        }
        let (seconds, attoseconds) = duration.components
        try await clock.executor.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18, on: clock)
    }

    /// Lets other work run first.
    public static func yield() async { await _Concurrency.Task.yield() }

    /// Whether the running task was cancelled.
    public static var isCancelled: Bool { _Concurrency.Task.isCancelled }

    /// Throws `CancellationError` if the running task was cancelled.
    public static func checkCancellation() throws { try _Concurrency.Task.checkCancellation() }

    /// The running task's priority.
    public static var currentPriority: TaskPriority { _Concurrency.Task.currentPriority }
}

extension Task where Failure == Never {
    /// Starts `operation` with no inherited context; not on the render's clock, so a render reports it.
    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: @escaping @Sendable () async -> Success) -> Task {
        RenderClock.current?.report("Task.detached runs off the render's clock; use Task { } instead")
        return Task(_Concurrency.Task.detached(priority: priority, operation: operation))
    }
}
