// `DispatchTime` whose `now()` is the render's time in a render, so
// `.now() + 0.3` is exactly 0.3 s of render time after the current step.
import Dispatch

/// A point in time for `DispatchQueue.asyncAfter`, as Dispatch's
/// `DispatchTime`; in a render, `now()` is the render's time.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Nanoseconds since boot (in a render: since the render's start).
    public let uptimeNanoseconds: UInt64
    // The exact render time in seconds, kept so sums stay exact in seconds.
    let renderSeconds: Double?

    /// A time `uptimeNanoseconds` after boot.
    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
        renderSeconds = nil
    }

    init(renderSeconds: Double) {
        self.renderSeconds = renderSeconds
        uptimeNanoseconds = UInt64((max(renderSeconds, 0) * 1e9).rounded())
    }

    /// The current time: the render's time in a render, Dispatch's otherwise.
    public static func now() -> DispatchTime {
        if let clock = RenderClock.current { return DispatchTime(renderSeconds: clock.time) }
        return DispatchTime(uptimeNanoseconds: Dispatch.DispatchTime.now().uptimeNanoseconds)
    }

    /// A time later than any other.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    /// Dispatch's time for the same instant.
    public var dispatchTime: Dispatch.DispatchTime {
        uptimeNanoseconds == .max ? .distantFuture : Dispatch.DispatchTime(uptimeNanoseconds: uptimeNanoseconds)
    }

    /// The render time in seconds this stands for (in a render).
    var seconds: Double { renderSeconds ?? Double(uptimeNanoseconds) / 1e9 }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds < b.uptimeNanoseconds }

    public static func == (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds == b.uptimeNanoseconds }

    public func hash(into hasher: inout Hasher) { hasher.combine(uptimeNanoseconds) }

    /// `time` moved by `seconds`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        if let t = time.renderSeconds { return DispatchTime(renderSeconds: t + seconds) }
        let moved = Double(time.uptimeNanoseconds) + seconds * 1e9
        return DispatchTime(uptimeNanoseconds: moved >= Double(UInt64.max) ? .max : UInt64(max(moved, 0)))
    }

    /// `time` moved back by `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { time + (-seconds) }

    /// `time` moved by `interval`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time + interval.seconds
    }

    /// `time` moved back by `interval`.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time + (-interval.seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let s): Double(s)
        case .milliseconds(let ms): Double(ms) / 1e3
        case .microseconds(let us): Double(us) / 1e6
        case .nanoseconds(let ns): Double(ns) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
