// `DispatchQueue` as SwiftUI code uses it. In a render, blocks sent to the
// main queue are script steps on the render's clock (`async`: right after
// the current step, in the order sent; `asyncAfter`: at the deadline's
// render time), as the main run loop would run them. Other queues run off
// the clock and cannot change what a render shows: a render sending work
// to one fails with a message. Outside a render this is Dispatch's queue.
import Dispatch

/// A queue of work, as Dispatch's `DispatchQueue`; in a render the main
/// queue runs on the render's clock.
public final class DispatchQueue: @unchecked Sendable {
    /// Dispatch's queue underneath.
    public let base: Dispatch.DispatchQueue
    let isMain: Bool

    init(base: Dispatch.DispatchQueue, isMain: Bool) {
        self.base = base
        self.isMain = isMain
    }

    /// A new queue called `label`, as Dispatch's initializer.
    public convenience init(label: String, qos: DispatchQoS = .unspecified,
                            attributes: Dispatch.DispatchQueue.Attributes = [],
                            autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit,
                            target: DispatchQueue? = nil) {
        self.init(base: Dispatch.DispatchQueue(label: label, qos: qos, attributes: attributes,
                                               autoreleaseFrequency: autoreleaseFrequency, target: target?.base),
                  isMain: false)
    }

    /// The main queue: in a render, the render's clock.
    public static let main = DispatchQueue(base: .main, isMain: true)

    /// A global concurrent queue (off the render's clock).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(base: .global(qos: qos), isMain: false)
    }

    /// The queue's label.
    public var label: String { base.label }

    // In a render: the script's clock for the main queue; a report for others.
    private func renderClock(_ call: String) -> (any StateWriter)? {
        guard let clock = RenderClock.current else { return nil }
        if !isMain {
            clock.report("DispatchQueue(\"\(label)\").\(call) runs off the render's clock; only DispatchQueue.main runs in a render")
        }
        return clock
    }

    /// Runs `work` after the current work: in a render, as a step right after the current one.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping () -> Void) {
        if let clock = renderClock("async") {
            if isMain { clock.schedule(after: 0, work) }
            return
        }
        let work = UncheckedSendable(value: work)
        base.async(group: group, qos: qos, flags: flags) { work.value() }
    }

    /// Runs `item` after the current work (skipped if cancelled by then).
    public func async(execute item: DispatchWorkItem) {
        let item = UncheckedSendable(value: item)
        async { if !item.value.isCancelled { item.value.perform() } }
    }

    /// Runs `work` at `deadline`: in a render, at that render time.
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping () -> Void) {
        if let clock = renderClock("asyncAfter") {
            if isMain { clock.schedule(at: deadline.seconds, work) }
            return
        }
        let work = UncheckedSendable(value: work)
        base.asyncAfter(deadline: deadline.dispatchTime, qos: qos, flags: flags) { work.value() }
    }

    /// Runs `item` at `deadline` unless it is cancelled by then.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        let item = UncheckedSendable(value: item)
        asyncAfter(deadline: deadline) { if !item.value.isCancelled { item.value.perform() } }
    }

    /// Runs `work` now and waits for it (in a render, the main queue runs it in place).
    public func sync<T>(execute work: () throws -> T) rethrows -> T {
        if isMain, RenderClock.current != nil { return try work() }
        return try base.sync(execute: work)
    }

    /// Runs `work` for every index in `0..<iterations`, concurrently, and waits for all.
    public static func concurrentPerform(iterations: Int, execute work: @Sendable (Int) -> Void) {
        Dispatch.DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
    }
}
