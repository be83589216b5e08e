import Timeline
/// A fully validated render job: everything the renderer and encoder need,
/// nothing left to check. Built by ``RenderOptions/request(from:defaults:oddSizePolicy:)``.
struct RenderRequest: Sendable, Equatable {
    /// Which frames of the animation to produce.
    enum FrameSelection: Sendable, Equatable {
        /// Frames 0 ..< frameCount, in order (video or PNG sequence).
        case all
        /// One frame, rendered alone (`--frame N` / `--time T`); the index is
        /// within 0 ..< frameCount.
        case single(Int)
    }

    /// The size frames are rendered at.
    var size: PixelSize
    /// Exact frame rate; frame i shows t = i × denominator / numerator s.
    var frameRate: FrameRate
    /// The animation's length as asked for (`--seconds`).
    var seconds: Double
    /// Frames in the whole animation: seconds × fps rounded to the nearest
    /// integer, halves up (5 s at 60 fps = 300; 10 s at 29.97 = 299.7 → 300).
    /// Always ≥ 1. Scenes and simulations see this length even when one
    /// frame is rendered alone, so frame N alone equals frame N of the whole.
    var frameCount: Int
    var frames: FrameSelection
    var output: OutputTarget
    var encoder: EncoderOptions
    var seed: UInt64
    /// The size the video encoder receives: ``size`` unless the odd-size
    /// policy pads it to even sides for yuv420p (the extra column/row is
    /// for the media layer to fill).
    var encodedSize: PixelSize

    /// The indices to render, in order.
    var frameIndices: Range<Int> {
        switch frames {
        case .all: 0..<frameCount
        case .single(let index): index..<(index + 1)
        }
    }

    /// Time of frame `index` in seconds, from integers.
    func time(ofFrame index: Int) -> Double { frameRate.time(ofFrame: index) }
}

/// What to do with an odd `--size` for `.mp4`, whose yuv420p chroma needs
/// even sides. The lead/media layer picks one; the message comes from here.
enum OddVideoSizePolicy: Sendable, Equatable {
    /// Refuse before rendering, naming the nearest even sizes.
    case reject
    /// Accept; the encoder gets the size rounded up to even sides and a note
    /// says so (unless --quiet).
    case padToEven

    /// The note printed for `.padToEven`, or the error for `.reject`.
    func message(for size: PixelSize) -> String {
        let up = size.roundedUpToEven
        switch self {
        case .reject:
            return "H.264 video in yuv420p needs an even width and height"
        case .padToEven:
            return "animgen: note: \(size) is padded to \(up) for H.264 (yuv420p needs even sides)\n"
        }
    }

    func fix(for size: PixelSize) -> String {
        let down = PixelSize(width: max(2, size.width - size.width % 2), height: max(2, size.height - size.height % 2))
        let up = size.roundedUpToEven
        return down == up ? "use --size \(up)" : "use --size \(down) or --size \(up)"
    }
}
