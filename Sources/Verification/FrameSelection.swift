// Which frames a verification or contact sheet looks at. Times map to frames
// with the frame clock's rule (the frame on screen at t), so `--times 0.5`
// and `--frames 30` name the same frame at 60 fps.
import Raster
import Timeline

/// A choice of frames of one render.
public enum FrameSelection: Sendable, Hashable {
    /// Every frame.
    case all
    /// These frame indices (0-based), in the given order, duplicates removed.
    case frames([Int])
    /// Frames shown at these times in seconds.
    case times([Double])
    /// Frame 0 and then one frame every `seconds` (the frame on screen at 0, s, 2s, …).
    case everySeconds(Double)
    /// Frame 0 and then every `n`th frame.
    case everyFrames(Int)
    /// Frame 0, the last frame, one frame every `seconds`, and where the
    /// picture changes: for each run of frames that differ from the one
    /// before, its first frame, its middle and the first frame at rest after
    /// it. Found by rendering every frame once, so it needs the frames
    /// (``indices(frameCount:frameRate:render:)``).
    case changes(everySeconds: Double)

    /// The frame indices this selection picks from a render of `frameCount`
    /// frames at `frameRate`, ascending unless listed explicitly.
    /// - Throws: ``VerificationError`` for frames or times past the end.
    public func indices(frameCount: Int, frameRate: FrameRate) throws -> [Int] {
        try indices(frameCount: frameCount, frameRate: frameRate, render: nil)
    }

    /// The frame indices, rendering frames with `render` where the selection
    /// looks at the pictures (``changes(everySeconds:)``).
    /// - Throws: ``VerificationError`` for frames or times past the end, or
    ///   for ``changes(everySeconds:)`` without `render`; what `render` throws.
    public func indices(frameCount: Int, frameRate: FrameRate, render: ((Int) throws -> Pixmap)?) throws -> [Int] {
        let last = frameCount - 1
        let length = Double(frameCount) / frameRate.framesPerSecond
        switch self {
        case .all:
            return Array(0..<frameCount)
        case .frames(let list):
            for index in list where index < 0 || index > last {
                throw VerificationError(.invalidArgument,
                    "Frame \(index) is outside the animation, which has frames 0…\(last) (\(frameCount) frames at \(frameRate)). Pick frames from 0 to \(last).")
            }
            return Self.unique(list)
        case .times(let list):
            return Self.unique(try list.map { time in
                guard time.isFinite, time >= 0 else {
                    throw VerificationError(.invalidArgument, "Time \(time) is not a time from 0 s; write times in seconds, e.g. 0.5,1.25.")
                }
                let index = frameRate.frame(at: time)
                guard index <= last else {
                    throw VerificationError(.invalidArgument,
                        "Time \(time) s is at or past the end of the animation (frames 0…\(last), \(length) s). Pick times below \(length) s.")
                }
                return index
            })
        case .everySeconds(let step):
            guard step.isFinite, step > 0 else {
                throw VerificationError(.invalidArgument, "The step \(step) s must be a positive number of seconds, e.g. 0.5s.")
            }
            guard length / step <= 1_000_000 else {
                throw VerificationError(.invalidArgument, "The step \(step) s is too small for a \(length) s animation; use at least one frame, e.g. 15f.")
            }
            // k·step exactly: a step of 0.1 s reaches 0.3 s on frame 3·fps/10, not beside it.
            guard let exactStep = RationalTime(approximating: step) else {
                throw VerificationError(.invalidArgument, "The step \(step) s is too long; pick a step shorter than the animation.")
            }
            var result: [Int] = []
            var k = 0
            while true {
                let (numerator, overflow) = k.multipliedReportingOverflow(by: exactStep.numerator)
                if overflow { break }
                let index = frameRate.frame(at: RationalTime(numerator, exactStep.denominator))
                if index > last { break }
                if result.last != index { result.append(index) }
                k += 1
            }
            return result
        case .everyFrames(let n):
            guard n > 0 else {
                throw VerificationError(.invalidArgument, "The step \(n) frames must be at least 1 frame, e.g. 15f.")
            }
            return Array(stride(from: 0, through: last, by: n))
        case .changes(let seconds):
            guard let render else {
                throw VerificationError(.invalidArgument, "Frames where the picture changes can only be found by rendering them; pass the frames' renderer.")
            }
            let regular = try FrameSelection.everySeconds(seconds).indices(frameCount: frameCount, frameRate: frameRate)
            return try ChangeMoments.frames(frameCount: frameCount, regular: regular, render: render)
        }
    }

    private static func unique(_ list: [Int]) -> [Int] {
        var seen = Set<Int>()
        return list.filter { seen.insert($0).inserted }
    }
}

extension FrameSelection {
    /// The most frames a list may name (an hour at 240 fps is 864,000):
    /// checked before a range is expanded, so `0-99999999999999` is an
    /// error, not terabytes.
    public static let maximumListedFrames = 1_000_000

    /// Parses a frame list, the one meaning of `--frames` in every command:
    /// frames counted from 0, separated by commas, each a frame (`30`), a
    /// range with both ends included (`10-20`) or, given `frameCount`, a
    /// range to the last frame (`30-`). With `frameCount`, a frame past the
    /// last is refused here, before anything is expanded.
    public static func parseFrames(_ text: String, frameCount: Int? = nil) throws -> FrameSelection {
        var result: [Int] = []
        func check(_ highest: Int, adding count: Int, item: String) throws {
            if let frameCount, highest >= frameCount {
                throw VerificationError(.invalidArgument,
                    "Frame \(highest) is past the last frame, \(frameCount - 1) (\"\(item.prefix(80))\" in the frame list). Pick frames from 0 to \(frameCount - 1).")
            }
            guard count <= maximumListedFrames - result.count else {
                throw VerificationError(.invalidArgument,
                    "\"\(item.prefix(80))\" makes the frame list longer than \(maximumListedFrames) frames. Pick fewer frames, e.g. with `every`.")
            }
        }
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimmingSpaces()
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false)
            let open = bounds.count == 2 && bounds[1].isEmpty
            if bounds.count == 2, let lo = Int(bounds[0]), lo >= 0, let hi = open ? frameCount.map({ $0 - 1 }) : Int(bounds[1]) {
                guard lo <= hi || open else {
                    throw VerificationError(.invalidArgument,
                        "The range \(item) ends (frame \(hi)) before it starts (frame \(lo)). Write the first frame first: \(hi)-\(lo).")
                }
                // An open range starting past the last frame has lo > hi:
                // its start is the frame to report.
                let (span, overflow) = (hi - lo).addingReportingOverflow(1)
                try check(max(lo, hi), adding: overflow ? Int.max : max(0, span), item: item)
                result += Array(lo...hi)
            } else if let index = Int(item), index >= 0 {
                try check(index, adding: 1, item: item)
                result.append(index)
            } else {
                throw VerificationError(.invalidArgument,
                    "\"\(item.prefix(80))\" in the frame list \"\(text.prefix(200))\" is not a frame or a range: frames count from 0, a range A-B includes both ends\(frameCount == nil ? "" : " (A- runs to the last frame)"); e.g. 0,30,60 or 10-20.")
            }
        }
        return .frames(result)
    }

    /// Parses a comma-separated list of times in seconds: `0.5,1.25` (a trailing `s` is allowed).
    public static func parseTimes(_ text: String) throws -> FrameSelection {
        .times(try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            guard let t = RationalTime(parsing: part.trimmingSpaces())?.seconds else {
                throw VerificationError(.invalidArgument,
                    "\"\(part)\" in the time list \"\(text)\" is not a time; write seconds from 0 separated by commas, e.g. 0.5,1.25.")
            }
            return t
        })
    }

    /// Parses a step: `0.5s` or `0.5` (seconds) or `15f` (frames).
    public static func parseEvery(_ text: String) throws -> FrameSelection {
        let item = text.trimmingSpaces()
        if item.hasSuffix("f"), let n = Int(item.dropLast()), n > 0 { return .everyFrames(n) }
        guard let step = RationalTime(parsing: item)?.seconds, step > 0 else {
            throw VerificationError(.invalidArgument,
                "\"\(text)\" is not a step; write seconds like 0.5s or a frame count like 15f.")
        }
        return .everySeconds(step)
    }
}

extension Substring {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension FrameSelection: ExpressibleByArrayLiteral {
    /// `[0, 37]` selects frames 0 and 37.
    public init(arrayLiteral elements: Int...) { self = .frames(elements) }
}
