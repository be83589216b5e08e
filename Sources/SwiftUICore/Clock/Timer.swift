// Foundation's `Timer` as SwiftUI code uses it. Scheduled in a render, it
// fires on the render's clock at start + k × interval (no drift, as a run
// loop timer), each firing a script step; outside a render it is a
// Foundation timer on the current run loop.
import Foundation

/// A timer firing after an interval, once or repeatedly, as Foundation's
/// `Timer`; in a render it fires in render time.
public final class Timer: @unchecked Sendable {
    /// Seconds between firings.
    public let timeInterval: TimeInterval
    /// Accepted lateness (not used: a render fires on time).
    public var tolerance: TimeInterval = 0
    /// Data given at creation, as Foundation's `userInfo`.
    public let userInfo: Any?
    private let repeats: Bool
    private let block: (Timer) -> Void
    private var foundation: Foundation.Timer?
    private var fireCount = 0
    private var start = 0.0
    /// False once invalidated (or fired, for a timer that does not repeat).
    public private(set) var isValid = true

    /// A timer not yet scheduled: add it to a run loop with `RunLoop.add(_:forMode:)`.
    /// An interval of zero or less becomes 0.1 ms, as Foundation's.
    public init(timeInterval interval: TimeInterval, repeats: Bool, userInfo: Any? = nil, block: @escaping (Timer) -> Void) {
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.userInfo = userInfo
        self.block = block
    }

    /// A timer scheduled on the current run loop (in a render, the render's clock) firing `block` every `interval`.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Starts the timer: on the render's clock in a render, on the current run loop otherwise.
    func schedule(on runLoop: RunLoop = .current, forMode mode: RunLoop.Mode = .default) {
        guard isValid, foundation == nil, fireCount == 0 else { return }
        if let clock = RenderClock.current {
            start = clock.time
            scheduleNext(on: clock)
            return
        }
        let t = Foundation.Timer(timeInterval: timeInterval, repeats: repeats) { [weak self] _ in self?.fireOnce() }
        foundation = t
        runLoop.add(t, forMode: mode)
    }

    // Firing k is due at start + k × interval, computed, not accumulated.
    private func scheduleNext(on clock: any StateWriter) {
        clock.schedule(at: start + Double(fireCount + 1) * timeInterval) { [self] in
            guard isValid else { return }
            fireOnce()
            if isValid, let clock = RenderClock.current { scheduleNext(on: clock) }
        }
    }

    private func fireOnce() {
        fireCount += 1
        if !repeats { invalidate() }
        block(self)
    }

    /// Fires now (a repeating timer keeps its schedule).
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good.
    public func invalidate() {
        isValid = false
        foundation?.invalidate()
        foundation = nil
    }
}

extension RunLoop {
    /// Schedules `timer` on this run loop (in a render, on the render's clock).
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule(on: self, forMode: mode)
    }
}
