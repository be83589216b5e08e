import Foundation
import Geometry

/// A view rebuilt for each frame from the frame's time, as SwiftUI's
/// `TimelineView`. The time comes from the render (frame i of a video at
/// `fps` is t = i / fps), never from the clock: `context.date` is that time
/// as a `Date` counted from the reference date (2001-01-01), so code that
/// reads `date.timeIntervalSinceReferenceDate` gets t itself.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    /// What the content closure knows about the moment it draws.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A view rebuilt by `content` at each time `schedule` picks; between them it keeps showing the last one.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let t = schedule.time(for: context.time)
        return content(TimelineViewDefaultContext(date: Date(timeIntervalSinceReferenceDate: t), time: t)).resolve(context)
    }
}

/// What a `TimelineView`'s content knows about the moment it draws.
public struct TimelineViewDefaultContext {
    /// The moment, as a date (t seconds after the reference date).
    public let date: Date
    /// The moment in seconds from the start of the render.
    public let time: Double

    /// How often the view is being updated, as SwiftUI's
    /// `TimelineView.Context.Cadence` (it slows in low-power modes there).
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// Always `.live`: a render draws every frame it is asked for.
    public var cadence: Cadence { .live }
}

/// When a `TimelineView` updates, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The moment shown at render time `time` (seconds).
    func time(for time: Double) -> Double
}

/// Every frame, as SwiftUI's `.animation` schedule.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    /// The render time itself, or rounded down to a multiple of the minimum interval (seconds); 0 while
    /// paused.
    public func time(for time: Double) -> Double {
        if paused { return 0 }
        guard let m = minimumInterval, m > 0 else { return time }
        return (time / m).rounded(.down) * m
    }
}

/// Every `interval` seconds from `start`, as SwiftUI's `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Double
    let interval: Double
    /// The latest `start + k · interval` (k = 0, 1, …) not after `time`; `start` before it begins.
    public func time(for time: Double) -> Double {
        guard interval > 0, time >= start else { return time < start ? start : time }
        return start + ((time - start) / interval).rounded(.down) * interval
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame of the render.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil, paused: false) }

    /// Every frame, at most once per `minimumInterval`; frozen at 0 when paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate` (a render time as a date).
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(start: startDate.timeIntervalSinceReferenceDate, interval: interval)
    }
}

/// At the start of every minute, as SwiftUI's `.everyMinute` (minutes of
/// the render time counted from the reference date).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The every-minute schedule; `.everyMinute` makes one.
    public init() {}
    /// `time` rounded down to a whole minute (a multiple of 60 s).
    public func time(for time: Double) -> Double { (time / 60).rounded(.down) * 60 }
}

/// At the given dates, as SwiftUI's `.explicit(_:)`: the view shows the
/// latest date not after the render time (the render time itself before
/// the first one).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let entries: Entries
    /// A schedule of `dates`, read as seconds since the reference date; their order does not matter.
    public init(_ dates: Entries) { entries = dates }
    /// The latest date not after `time`; `time` itself before the first date.
    public func time(for time: Double) -> Double {
        var shown: Double?
        for date in entries {
            let t = date.timeIntervalSinceReferenceDate
            if t <= time, t >= (shown ?? -.infinity) { shown = t }
        }
        return shown ?? time
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the given dates (render times as dates).
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
