// Animated GIF, written by our own quantizer and GIF writer (no libavcodec):
// - Palette per frame, kept while good: each frame's palette (Raster's
//   PaletteBuilder: exact colours when there are at most 255, else median
//   cut + k-means; the pixels that changed count twice, since only they are
//   drawn) replaces the current one only when it is clearly better (error
//   below 1/1.1 of the current one's), so stable scenes keep one global
//   palette and pay for no local colour tables. An image whose pixels use
//   few entries gets a smaller local table when that makes fewer bytes
//   (narrower LZW codes). Frames are gathered `windowFrames` at a time; one
//   at a time measured best (PSNR and size: README, "GIF").
// - Each frame is drawn over the last (Raster's PaletteMapper): pixels whose
//   source did not change, or whose colour on screen is as close as any
//   entry, become transparent, and the image is cropped to what changed; a
//   frame with no change lengthens the previous image's delay instead. A
//   transparent pixel whose on-screen colour is an entry may be written as
//   either index: LZW takes whichever extends its string.
// - An image drawing just more entries than a smaller table holds (130 of
//   255, say) moves its rarest ones onto their neighbours when that adds at
//   most `trimBudget` to the frame's mean squared error: half the table and
//   one bit less per LZW code.
// - Alpha: without a background colour the GIF keeps the scene's alpha
//   (transparent below 50 %). When a frame must clear pixels, the previous
//   image (still held, not yet written) is widened to every opaque pixel on
//   screen and disposed to background, which clears them all, and the frame
//   is drawn whole.
// Two stages, in frame order, after the render workers composited or
// un-premultiplied each frame: the palette choice on the encoding thread
// (the palette carries over), then mapping, trimming and LZW on a
// StageThread (GIFFrameMapping: each frame is mapped over the one before),
// so the next frame's palette is analysed while this one is mapped. Both
// keep their order: the bytes depend on the frames alone.
//
// Timing. GIF delays are whole centiseconds, and browsers play delays of 0
// or 1 cs as 10 cs. So output frame j is placed at cs(j) = q·round(j·100/(g·q))
// at GIF rate g (the scene's rate, or `--gif-fps`), with quantum q = 1 cs up
// to 50 fps and q = 2 cs above: the rounding error is spread (30 fps →
// delays 3,3,4,…) so the average is exact, and above 50 fps the clip is
// resampled to 50 fps by dropping the frames whose rounded time equals their
// successor's (60 fps: one frame in six is dropped, every delay is 2 cs, 5 s
// stays exactly 500 cs). A lower `--gif-fps` keeps the first source frame of
// each GIF frame's interval.
import CFFmpeg
import Foundation
import ImageFiles
import Raster
import Timeline

final class GIFEncoder: FrameEncoder {
    let width: Int, height: Int
    var path: String { file.path }
    private let timing: GIFTiming
    private let alpha: AlphaHandling
    private let plays: Int
    private let file: AtomicOutput
    private let writer: GIFFileWriter
    private var state: EncoderState = .open
    private var index = 0
    private lazy var ownConverter: Result<FrameConverter, Error> = Result { try makeConverter() }

    /// Frames quantized together (see the file comment).
    static let windowFrames = 1
    /// The mean squared error (per channel, over the frame) an image may gain
    /// from drawing fewer entries (Raster's `PaletteMapper.trim`): 2 % of the
    /// chat scene's mean squared error, enough to halve 15 of its 22 local
    /// tables; twice as much trims hardly more (README, "GIF").
    static let trimBudget = 0.0004
    private var window: [(pixels: [UInt8], slot: Int)] = []
    private let builder = PaletteBuilder()
    /// The palette the frames are mapped with (nil before the first).
    private var palette: [UInt32]?
    /// The source frame analysed last (its changed pixels count twice).
    private var previous: [UInt8]?
    /// Mapping and compression, on their own thread (the analysis of the
    /// next frame's palette overlaps them).
    private let mapping: GIFFrameMapping
    private let stage: StageThread<GIFFrameMapping.Frame>

    /// Centisecond time of frame `i` (see the file comment).
    static func centiseconds(_ i: Int, rate: FrameRate, quantum q: Int) -> Int {
        let a = i * 100 * rate.denominator, b = rate.numerator * q
        return q * ((2 * a + b) / (2 * b))
    }

    /// Refuses options a GIF cannot take (also for a chunk's intermediate).
    static func checkOptions(_ options: EncodeOptions, path: String) throws {
        guard options.crf == nil, options.preset == nil else {
            throw MediaError(.invalidOption, "crf and preset apply to MP4/WebM only; a GIF has no such settings. Remove them or write .mp4.")
        }
        guard (0...65536).contains(options.gifLoop) else {
            throw MediaError(.invalidOption, "GIF play count \(options.gifLoop) must be in 0…65536 (0 loops forever, 1 plays once).")
        }
    }

    init(path: String, width: Int, height: Int, frameRate: FrameRate, options: EncodeOptions) throws {
        try Self.checkOptions(options, path: path)
        timing = try GIFTiming(frameRate: frameRate, gifFrameRate: options.gifFrameRate)
        self.width = width
        self.height = height
        plays = options.gifLoop
        alpha = options.background.map { .over(r: $0.r, g: $0.g, b: $0.b) } ?? .unpremultiply
        file = try AtomicOutput(path: path)
        let writer = GIFFileWriter(descriptor: try file.openForWriting(), name: file.path)
        self.writer = writer
        let mapping = GIFFrameMapping(width: width, height: height, alpha: alpha, plays: plays, timing: timing, writer: writer,
                                      trimBudget: Self.trimBudget)
        self.mapping = mapping
        stage = StageThread { try mapping.encode($0) }
    }

    deinit { try? stage.finish(discard: true) }

    func makeConverter() throws -> FrameConverter {
        let c = try FrameConverter(width: width, height: height, format: AV_PIX_FMT_RGBA, alpha: alpha, color: .none)
        c.straightRGBA = true
        return c
    }

    func append(_ pixmap: Pixmap) throws {
        try state.checkOpen(path)
        // Skip the conversion for frames that the resampling drops.
        guard timing.keeps(index) else { index += 1; return }
        try append(try ownConverter.get().prepare(pixmap))
    }

    func dropsFrame(_ index: Int) -> Bool { !timing.keeps(index) }

    func skipFrame() throws {
        try state.checkOpen(path)
        guard !timing.keeps(index) else {
            throw MediaError(.misuse, "Frame \(index) of \(path) is not a dropped frame; append it.")
        }
        index += 1
    }

    func append(_ prepared: PreparedFrame) throws {
        try state.checkOpen(path)
        guard let pixels = prepared.straight, pixels.count == width * height * 4 else {
            throw MediaError(.misuse, "A prepared frame for another encoder was appended to \(path). Use this encoder's makeConverter().")
        }
        let i = index
        index += 1
        guard timing.keeps(i) else { return }
        window.append((pixels, timing.slot(i)))
        if window.count == Self.windowFrames { try failing { try flushWindow() } }
    }

    func finish(unless cancellation: CancellationFlag?) throws {
        try state.checkOpen(path)
        guard index > 0 else {
            fail()
            throw MediaError(.misuse, "No frame was appended for \(path); nothing written.")
        }
        try failing {
            try flushWindow()
            try stage.finish()
            if let last = mapping.pending {
                try writer.write(last, delay: timing.endCentiseconds(frameCount: index) - last.time)
            }
            try writer.writeTrailer()
            try writer.close()
        }
        do { try file.commit(unless: cancellation) } catch { state = .failed; throw error }
        state = .finished
    }

    func cancel() {
        guard state == .open else { return }
        state = .cancelled
        try? stage.finish(discard: true)
        file.discard()
    }

    private func fail() {
        state = .failed
        try? stage.finish(discard: true)
        file.discard()
    }

    private func failing(_ body: () throws -> Void) throws {
        do { try body() } catch { fail(); throw error }
    }

    private func flushWindow() throws {
        guard !window.isEmpty else { return }
        builder.reset()
        // Over a background only what changes is drawn: those pixels count
        // twice, the rest of the frame once (its exact colours keep redrawn
        // flat areas free of dither noise). With alpha a frame may be redrawn
        // whole (after a clear), so every pixel counts the same.
        var before = alpha == .unpremultiply ? nil : previous
        for frame in window {
            frame.pixels.withUnsafeBufferPointer { s in
                if let before {
                    before.withUnsafeBufferPointer { builder.add(s.baseAddress!, previous: $0.baseAddress!, pixels: width * height, alsoUnchanged: true) }
                } else {
                    builder.add(s.baseAddress!, pixels: width * height)
                }
            }
            if before != nil { before = frame.pixels }
        }
        previous = window.last!.pixels
        var changed: [UInt32]?
        if !builder.isEmpty {
            // A candidate wins only when the current palette's error exceeds
            // 1.1 times the candidate's plus 0.5, so a current error of 0.5
            // or less needs no candidate.
            let current = palette.map { builder.error(of: $0) }
            if current.map({ $0 > 0.5 }) ?? true {
                let candidate = builder.build()
                if current.map({ $0 > 1.1 * builder.error(of: candidate) + 0.5 }) ?? true {
                    changed = candidate
                    palette = candidate
                }
            }
        }
        for frame in window {
            try stage.submit(GIFFrameMapping.Frame(pixels: frame.pixels, slot: frame.slot, palette: changed))
            changed = nil
        }
        window.removeAll(keepingCapacity: true)
    }
}

/// Which source frames a GIF keeps and when each appears (file comment above).
public struct GIFTiming: Sendable {
    let rate: FrameRate, gifRate: FrameRate
    let quantum: Int

    /// The timing of a GIF made from frames at `frameRate`, shown at
    /// `gifFrameRate` (nil: the animation's own rate).
    public init(frameRate: FrameRate, gifFrameRate: FrameRate?) throws {
        rate = frameRate
        let g = gifFrameRate ?? frameRate
        guard g.numerator * frameRate.denominator <= frameRate.numerator * g.denominator else {
            throw MediaError(.invalidOption, "A GIF frame rate of \(g.framesPerSecond) fps is above the animation's \(frameRate.framesPerSecond) fps; a GIF cannot add frames. Lower `gifFrameRate` or raise `frameRate`.")
        }
        gifRate = g
        quantum = g.numerator > 50 * g.denominator ? 2 : 1
    }

    /// The GIF frame interval source frame `i` falls in.
    func slot(_ i: Int) -> Int { i * gifRate.numerator * rate.denominator / (rate.numerator * gifRate.denominator) }

    func centiseconds(slot j: Int) -> Int { GIFEncoder.centiseconds(j, rate: gifRate, quantum: quantum) }

    /// Whether source frame `i` is shown: the first of its interval, and not
    /// rounded onto the same centisecond as the next interval.
    func keeps(_ i: Int) -> Bool {
        let j = slot(i)
        guard i == 0 || slot(i - 1) != j else { return false }
        return centiseconds(slot: j + 1) > centiseconds(slot: j)
    }

    /// When the last image ends: the clip's end, and at least one interval after the last image.
    func endCentiseconds(frameCount n: Int) -> Int {
        let lastSlot = slot(n - 1)
        return max(GIFEncoder.centiseconds(n, rate: rate, quantum: quantum), centiseconds(slot: lastSlot + 1))
    }

    /// How many of `frameCount` source frames the GIF shows.
    public func shownFrames(of frameCount: Int) -> Int { (0..<frameCount).filter(keeps).count }

    /// The rate the GIF plays at: the GIF rate, capped at 50 fps.
    public var playedFramesPerSecond: Double {
        min(50, gifRate.framesPerSecond)
    }
}
