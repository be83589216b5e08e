/// What drawing code knows about the frame it draws: the equivalent of
/// SwiftUI's `TimelineView(.animation)` context for a render.
///
/// Everything is derived from the frame index and the exact rate, so frame i
/// drawn alone sees exactly what it sees inside a whole render.
public struct FrameContext: Hashable, Sendable {
    /// The frame's index, from 0.
    public let frame: Int
    /// The render's frame rate.
    public let rate: FrameRate
    /// The frame's exact time.
    public let exactTime: RationalTime
    /// The frame's time in seconds: the Double nearest to ``exactTime``.
    public let time: Double

    /// The context of frame `frame` of a render at `rate`.
    public init(frame: Int, rate: FrameRate) {
        self.frame = frame
        self.rate = rate
        self.exactTime = rate.exactTime(ofFrame: frame)
        self.time = rate.time(ofFrame: frame)
    }

    /// The length of one frame in seconds (1 / fps).
    public var frameDuration: Double { rate.frameDuration.seconds }

    /// The exact length of one frame.
    public var exactFrameDuration: RationalTime { rate.frameDuration }

    /// The time of the previous frame (clamped at 0), for code that needs a step.
    public var previousTime: Double { rate.time(ofFrame: max(0, frame - 1)) }
}
