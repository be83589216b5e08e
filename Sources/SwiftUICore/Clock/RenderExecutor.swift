// Swift concurrency on the render's clock. A `Task` started in a render
// prefers this executor, which only queues its jobs; the script drains the
// queue synchronously, on its own thread, when the task is due to run (right
// after the step that started it, as the main actor would) and when one of
// its sleeps ends. A sleep is a continuation resumed by a script timer, so
// `Task.sleep(for: .seconds(0.3))` wakes at exactly t + 0.3 s of render
// time. What the task awaits besides sleeps (an actor, I/O, a detached
// task) is not on the clock: it is reported, never waited for.
import Foundation

/// Runs the render's tasks when the script drains it.
final class RenderExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var sleepers: [Int: CheckedContinuation<Void, any Error>] = [:]
    private var nextSleeper = 0
    private var cancels: [() -> Void] = []
    private var running = 0
    private var finished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    /// Runs queued jobs until none is left (at most `limit`: a task that
    /// never suspends on the clock cannot keep the script forever).
    func drain(limit: Int = 100_000) {
        for _ in 0..<limit {
            guard let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) else { return }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Starts `operation` as a task of this executor, first run when the
    /// script reaches the current moment's next turn.
    func start<Success: Sendable, Failure: Error>(on clock: any StateWriter,
                                                  _ make: (RenderExecutor, @escaping @Sendable () -> Void) -> _Concurrency.Task<Success, Failure>)
    -> _Concurrency.Task<Success, Failure> {
        lock.withLock { running += 1 }
        let task = make(self) { [self] in lock.withLock { running -= 1 } }
        lock.withLock { cancels.append { task.cancel() } }
        clock.schedule(after: 0) { [self] in drain() }
        return task
    }

    /// Suspends the running task until `seconds` of render time have passed.
    /// Cancelling the task (its view disappeared, `.task(id:)` restarted)
    /// ends the sleep at once with `CancellationError`, as `Task.sleep` does.
    func sleep(seconds: Double, on clock: any StateWriter) async throws {
        try _Concurrency.Task.checkCancellation()
        if lock.withLock({ finished }) { throw CancellationError() }
        let id = lock.withLock { nextSleeper += 1; return nextSleeper }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, any Error>) in
                lock.withLock { sleepers[id] = c }
                clock.schedule(after: seconds) { [self] in
                    guard let c = lock.withLock({ sleepers.removeValue(forKey: id) }) else { return }
                    c.resume()
                    drain()
                }
            }
        } onCancel: { [self] in
            // Cancelled on the script's thread (a disappearance is a script action): woken at this moment.
            guard let c = lock.withLock({ sleepers.removeValue(forKey: id) }) else { return }
            c.resume(throwing: CancellationError())
            clock.schedule(after: 0) { [self] in drain() }
        }
        try _Concurrency.Task.checkCancellation()
    }

    /// Tasks neither finished nor asleep on the clock: they await something else.
    var stalled: Int { lock.withLock { running - sleepers.count } }

    /// Cancels every task and wakes its sleep with `CancellationError`.
    func finish() {
        let (cancels, sleepers) = lock.withLock {
            finished = true
            defer { self.cancels.removeAll(); self.sleepers.removeAll() }
            return (self.cancels, self.sleepers)
        }
        cancels.forEach { $0() }
        for (_, c) in sleepers.sorted(by: { $0.key < $1.key }) { c.resume(throwing: CancellationError()) }
        drain(limit: 10_000)
    }
}

/// The script running on this thread or task, if a render is running.
enum RenderClock {
    static var current: (any StateWriter)? { StateContext.script }
}

/// A value passed to a task as it is: the render runs every task on one thread.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
