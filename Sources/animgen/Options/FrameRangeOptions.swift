import AnimGen
import Timeline
import Verification
/// `--frames A-B` and `--time-range T1-T2`: part of the animation, written
/// as a clip of its own. Frames are named as Remotion names them (0-based,
/// both ends included, `A-` to the end); times as ffmpeg's -ss/-to take
/// them (seconds, `2.5`, `2.5s` or `[H:]MM:SS[.f]`), the end excluded.
enum FrameRangeOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(.frames, .value(placeholder: "A-B"),
                   help: "render only frames A to B, both included (0-based; A- runs to the end; as verify's --frames): a clip from t = 0, or those files of a sequence"),
        OptionSpec(.timeRange, .value(placeholder: "T1-T2"),
                   help: "render only the frames shown from T1 to T2 seconds (2-4.5, 2s-4.5s, 1:05-1:10; T1- to the end)"),
    ]

    static let details = """
        Ranges: --frames 30-90 writes frames 30…90 (61 frames); --time-range
        0.5-1.5 the frames shown from 0.5 s up to 1.5 s (frames ⌊0.5·fps⌋ to
        ⌈1.5·fps⌉−1). Each frame is drawn at its own time in the animation
        (frame 30 at t = 30 / fps), but a video, GIF, APNG or WebP of a range is
        a clip of its own: it starts at t = 0 with frame A and lasts
        (B − A + 1) / fps. A PNG sequence keeps the frames' numbers
        (out/seq/0030.png … 0090.png) and leaves the folder's other frames; a
        .png given a range of more than one frame is written as an APNG.
        """

    /// The range asked for, as `.range`, or nil when neither option is given.
    static func parse(_ arguments: ParsedArguments, frameCount: Int, seconds: Double,
                      frameRate: FrameRate) throws -> RenderRequest.FrameSelection? {
        let framesText = arguments.value(.frames), timeText = arguments.value(.timeRange)
        if let framesText, let timeText {
            throw CLIError.usage("--frames and --time-range both pick the range", at: "--frames \(framesText) --time-range \(timeText)",
                                 fix: "keep only one of them")
        }
        let length = "\(frameCount) frames = \(ProgressLine.number(seconds)) s at \(frameRate.decimalDescription) fps"
        let last = frameCount - 1
        if let text = framesText {
            // The one frame-list parser (`verify` and `sheet` read it too); a
            // render writes one clip, so the list must be one run of frames.
            let at = "--frames \(text)"
            let frames: [Int]
            do {
                frames = try FrameSelection.parseFrames(text, frameCount: frameCount).indices(frameCount: frameCount, frameRate: frameRate)
            } catch let error as VerificationError {
                throw CLIError.usage(error.description.hasSuffix(".") ? String(error.description.dropLast()) : error.description,
                                     at: at, fix: "the animation has \(length); raise --seconds for more")
            }
            guard let first = frames.first, frames == Array(first..<(first + frames.count)) else {
                throw CLIError.usage("a render writes one clip of consecutive frames, and \(text) is not one run", at: at,
                                     fix: "write one range A-B (A- runs to the end), render each frame with --frame N, or pick frames to check with verify --frames")
            }
            return .range(first..<(first + frames.count))
        }
        guard let text = timeText else { return nil }
        let at = "--time-range \(text)"
        guard let (start, end) = bounds(text, parse: RationalTime.init(parsing:)) else {
            throw CLIError.usage("a time range is written T1-T2 in seconds from 0 (2-4.5, 2s-4.5s or 1:05-1:10)", at: at,
                                 fix: "write e.g. --time-range 0.5-1.5, or --time-range 2- for 2 s to the end")
        }
        // The frame on screen at T1, and every frame that starts before T2,
        // both from the exact times (FrameRate owns the rule).
        let first = frameRate.frame(at: start)
        let from = ProgressLine.number(start.seconds)
        guard first <= last else {
            throw CLIError.usage("\(from) s is at or past the end of the \(ProgressLine.number(seconds)) s animation (\(length))",
                                 at: at, fix: "start below \(ProgressLine.number(seconds)) s, or raise --seconds")
        }
        guard let end else { return .range(first..<frameCount) }
        let to = ProgressLine.number(end.seconds)
        guard end > start else {
            throw CLIError.usage("the range ends (\(to) s) before it starts (\(from) s)", at: at,
                                 fix: "write the earlier time first, with the end after the start")
        }
        let endFrame = frameRate.frameCount(forDuration: end)
        guard endFrame <= frameCount else {
            throw CLIError.usage("\(to) s is past the end of the \(ProgressLine.number(seconds)) s animation (\(length))",
                                 at: at, fix: "end at \(ProgressLine.number(seconds)) s at the latest (--time-range \(from)- runs to the end), or raise --seconds")
        }
        return .range(first..<max(first + 1, endFrame))
    }

    /// `A-B` or `A-` split and parsed; nil when malformed.
    private static func bounds<T>(_ text: String, parse: (String) -> T?) -> (T, T?)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let first = parse(parts[0]) else { return nil }
        if parts[1].isEmpty { return (first, nil) }
        guard let second = parse(parts[1]) else { return nil }
        return (first, second)
    }
}
