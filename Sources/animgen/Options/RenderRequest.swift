import Media
import Timeline
import TimelineFile
/// A fully validated render job: everything the renderer and encoder need,
/// nothing left to check. Built by ``RenderOptions/request(from:defaults:name:)``.
struct RenderRequest: Sendable, Equatable {
    /// Which frames of the animation to produce.
    enum FrameSelection: Sendable, Equatable {
        /// Frames 0 ..< frameCount, in order (video or PNG sequence).
        case all
        /// Part of the animation (`--frames A-B`, `--time-range T1-T2`), a
        /// non-empty range within 0 ..< frameCount: a video of its own that
        /// starts at t = 0, or those files of a PNG sequence.
        case range(Range<Int>)

        /// The frames selected out of an animation of `frameCount` frames.
        func clip(of frameCount: Int) -> Range<Int> {
            switch self {
            case .all: 0..<frameCount
            case .range(let range): range
            case .single(let index): index..<(index + 1)
            }
        }
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
    /// Remarks printed before rendering (unless --quiet), e.g. a changed aspect ratio.
    var notes: [String] = []
    /// One chunk of a split render (`--chunk I/N`), or nil for all of `frames`.
    var chunk: ChunkRequest? = nil
    /// How a canvas of another aspect ratio fills the frame (`--fit`); nil: not given (contain).
    var fit: CanvasFit? = nil

    /// The frames of the animation the output holds (all of them, a range, or one).
    var clip: Range<Int> { frames.clip(of: frameCount) }

    /// The indices to render, in order (a chunk's share of ``clip``).
    var frameIndices: Range<Int> {
        let clip = clip
        guard let chunk else { return clip }
        let part = SegmentTag.frames(index: chunk.index, count: chunk.count, totalFrames: clip.count,
                                     grid: chunk.keyframeGrid(for: self))
        return (clip.lowerBound + part.lowerBound)..<(clip.lowerBound + part.upperBound)
    }

    /// Where frame `index` is written: the chunk's own file for a chunk of a
    /// video or GIF (a PNG sequence's chunks write the final names).
    func writtenPath(forFrame index: Int) -> String {
        if let chunk, output.isVideo,
           let path = try? SegmentTag.path(forOutput: output.path, index: chunk.index, count: chunk.count) {
            return path
        }
        return output.path(forFrame: index)
    }

    /// Time of frame `index` in seconds, from integers.
    func time(ofFrame index: Int) -> Double { frameRate.time(ofFrame: index) }
}
