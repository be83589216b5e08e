// `Timer.publish(every:on:in:)` and `.autoconnect()`. Connected in a
// render (by `onReceive`, `sink` in a script step…), it fires on the
// render's clock and publishes the firing time as a `Date` counted from the
// reference date, as `TimelineView` does, so `date.timeIntervalSinceReferenceDate`
// is the render time.
import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected, as Foundation's `Timer.publish`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Any? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// Publishes the date at each firing once connected, as Foundation's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between firings.
        public let interval: TimeInterval
        /// The run loop the timer is added to outside a render.
        public let runLoop: RunLoop
        /// The run loop mode it runs in outside a render.
        public let mode: RunLoop.Mode
        private let list = SubscriberList<Date, Never>()
        private var timer: Timer?

        init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive(subscriber: AnySubscriber<Date, Never>) -> AnyCancellable { list.add(subscriber) }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> any Cancellable {
            if timer == nil {
                let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
                    let date = RenderClock.current.map { Date(timeIntervalSinceReferenceDate: $0.time) } ?? Date()
                    self?.list.send(date)
                }
                self.timer = timer
                runLoop.add(timer, forMode: mode)
            }
            return AnyCancellable { [weak self] in
                self?.timer?.invalidate()
                self?.timer = nil
            }
        }
    }
}

/// A publisher that starts publishing when connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancelling the result stops.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects at the first subscription and disconnects when the last one ends.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher connected while it has subscribers, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        init(upstream: Upstream) { self.upstream = upstream }

        public func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable {
            let subscription = upstream.receive(subscriber: subscriber)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [self] in
                subscription.cancel()
                subscribers -= 1
                if subscribers == 0 { connection?.cancel(); connection = nil }
            }
        }
    }
}
