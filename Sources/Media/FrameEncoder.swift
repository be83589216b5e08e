// The Media layer turns premultiplied RGBA8 pixmaps into files, in-process
// through libavcodec/libavformat/libswscale/libavfilter (never the ffmpeg
// program). This file holds what callers see first: the FrameEncoder
// protocol every output implements, the options they share, and
// `makeEncoder(for:…)`, which picks the format from the extension.
//
// Output rules, in one place:
// - MP4 composites each pixel over the background (opaque black by
//   default); WebM, MOV, PNG and GIF keep alpha (un-premultiplied; GIF's is
//   one bit, transparent below 50 %) unless a background is given.
// - MP4 is yuv420p, which stores colour at half resolution: an odd width or
//   height is refused with a message naming the nearest even sizes, rather
//   than padded (a padded video would not be the size asked for); see
//   `OutputFormat.checkFrameSize`, which front ends call before rendering.
// - GIF timing is in centiseconds: see GIFEncoder.swift (60 fps → 50 fps).
// - Every file appears under its name only when complete (AtomicOutput).
import CFFmpeg
import Foundation
import ImageFiles
import Raster
import Timeline

/// Settings shared by all encoders; each format uses the ones that apply.
public struct EncodeOptions: Sendable, Equatable {
    /// x264/VP9 constant rate factor (0–51 for H.264, 0–63 for VP9).
    /// `nil` means ``defaultH264CRF`` or ``defaultVP9CRF``.
    public var crf: Double?
    /// x264 preset; `nil` means ``defaultX264Preset``.
    public var preset: X264Preset?
    /// H.264's rate factor when none is given: x264's own default, 23. The
    /// command line shows and uses this one value, so a library render and
    /// `animgen` give the same bytes.
    public static let defaultH264CRF: Double = 23
    /// libx264's constant-rate-factor range (8-bit): 0 is lossless.
    public static let h264CRFs: ClosedRange<Int> = 0...51
    /// VP9's rate factor when none is given.
    public static let defaultVP9CRF: Double = 30
    /// x264's preset when none is given.
    public static let defaultX264Preset = X264Preset.medium
    /// Colour under transparent pixels: always for MP4 (black when nil),
    /// for the other formats only when set (they keep alpha otherwise). Straight (not premultiplied) sRGB; alpha is ignored.
    /// `nil` means opaque black for opaque formats and "keep alpha" for PNG.
    public var background: RGBA8?
    /// ProRes encoder threads; `nil` uses one per core. x264 and VP9 never
    /// take this number (their bitstreams depend on their thread counts),
    /// so every format's bytes are the same whatever it is.
    public var threads: Int?
    /// Fastest on this machine (the default) or the same MP4 bytes on every
    /// machine (``EncodingMode/reproducible``); only MP4 depends on it, and
    /// never the rendered frames.
    public var encoding: EncodingMode
    /// GIF, APNG and WebP plays: 0 loops forever (default), n ≥ 1 plays
    /// the animation n times.
    public var gifLoop: Int
    /// WebP: lossy at this quality, 0–100 (nil: lossless).
    public var webpQuality: Int?
    /// ProRes profile (nil: 4444); only the 4444 ones keep alpha.
    public var proresProfile: ProResProfile?
    /// GIF frame rate, at most the animation's (`nil`: the animation's,
    /// capped at 50 fps); frames between are dropped.
    public var gifFrameRate: FrameRate?
    /// Set for one chunk of a split render: the encoder writes only that
    /// chunk's frames, under the chunk's own name (see ``SegmentTag``).
    public var segment: SegmentTag?
    /// Set when the output holds part of the animation (a frame range,
    /// `--frames A-B`): the frames' indices in the whole animation. A video
    /// or animated image is a clip of its own, starting at t = 0 with frame
    /// `clip.lowerBound`; a PNG sequence names its files after the frames'
    /// own numbers and keeps the folder's other files; a `.png` path with a
    /// clip of more than one frame is written as an APNG. With ``segment``,
    /// the chunks split the clip (the tag's frames count from its start).
    public var clip: Range<Int>?
    /// Whether every frame will be opaque, so a WebM needs no alpha stream
    /// (an opaque WebM decodes to the same pixels, alpha 255, with half the
    /// encoding work): nil takes the scene's word (`AnimationScene.render` sets it
    /// from `SceneRenderer.framesAreOpaque`), false keeps alpha whatever the
    /// scene says (`--background transparent`). When true, a frame that is
    /// not opaque is an error, never silently flattened. Other formats keep
    /// alpha either way.
    public var framesAreOpaque: Bool?

    /// Options for `makeEncoder(for:…)`; every one defaults to the format's own choice.
    public init(crf: Double? = nil, preset: X264Preset? = nil, background: RGBA8? = nil,
                threads: Int? = nil, gifLoop: Int = 0, gifFrameRate: FrameRate? = nil, webpQuality: Int? = nil,
                proresProfile: ProResProfile? = nil, segment: SegmentTag? = nil, clip: Range<Int>? = nil,
                framesAreOpaque: Bool? = nil, encoding: EncodingMode = .fast) {
        self.encoding = encoding
        self.framesAreOpaque = framesAreOpaque
        self.clip = clip
        self.webpQuality = webpQuality
        self.proresProfile = proresProfile
        self.segment = segment
        self.crf = crf
        self.preset = preset
        self.background = background
        self.threads = threads
        self.gifLoop = gifLoop
        self.gifFrameRate = gifFrameRate
    }
}

/// A frame already converted to the encoder's pixel format (for video:
/// composited and turned into YUV), ready for `FrameEncoder.append(_:)`.
/// Produced by a `FrameConverter`, typically on a render worker thread.
public final class PreparedFrame: @unchecked Sendable {
    let frame: UnsafeMutablePointer<AVFrame>
    /// Already-compressed file bytes (PNG), when the converter made them.
    var encoded: [UInt8]?
    /// Straight RGBA pixels (GIF, which quantizes on the encoding thread).
    var straight: [UInt8]?
    init(frame: UnsafeMutablePointer<AVFrame>) { self.frame = frame }
    deinit {
        var f: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&f)
    }
}

/// Writes a sequence of pixmaps to a file. Obtain one with `makeEncoder`.
///
/// Frames are appended in order; `finish()` completes the file and only then
/// moves it under its final name. `cancel()`, a thrown error, or dropping the
/// encoder without `finish()` removes everything written so far.
public protocol FrameEncoder: AnyObject {
    /// Frame width in pixels.
    var width: Int { get }
    /// Frame height in pixels.
    var height: Int { get }
    /// The destination path.
    var path: String { get }
    /// A converter to run on another thread (one per thread): it does the
    /// per-pixel work (compositing, RGBA→YUV) so the encoding thread does not.
    func makeConverter() throws -> FrameConverter
    /// Appends a frame produced by one of this encoder's converters.
    func append(_ frame: PreparedFrame) throws
    /// Converts (on the calling thread) and appends a pixmap.
    func append(_ pixmap: Pixmap) throws
    /// Whether frame `index` would be discarded (GIF above 50 fps), so a
    /// pipeline need not render it; pass it with `skipFrame()` instead.
    func dropsFrame(_ index: Int) -> Bool
    /// Advances past a dropped frame without rendering it.
    func skipFrame() throws
    /// Flushes the encoder, writes the trailer and renames into place,
    /// unless `cancellation` is set before the rename: then it removes the
    /// output and throws `.cancelled`. Once renamed, `cancellation` refuses
    /// later requests (see `CancellationFlag.beginCommit()`).
    func finish(unless cancellation: CancellationFlag?) throws
    /// Abandons the output and removes any partial file. Idempotent.
    func cancel()
}

extension FrameEncoder {
    /// Flushes the encoder, writes the trailer and renames into place.
    public func finish() throws { try finish(unless: nil) }
    /// Encoders other than GIF keep every frame.
    public func dropsFrame(_ index: Int) -> Bool { false }
    /// Encoders other than GIF drop no frames, so skipping one is a misuse.
    public func skipFrame() throws {
        throw MediaError(.misuse, "The encoder for \(path) drops no frames; append every frame.")
    }
}

/// Makes the encoder for `url`'s extension (see `OutputFormat`).
///
/// - Parameters:
///   - frameRate: frames per second, the render's one clock (`.fps60`, `.ntsc29_97`).
/// - Throws: `MediaError` for an unsupported extension, a bad size or option,
///   an unwritable destination, or an encoder missing from this FFmpeg.
public func makeEncoder(for url: URL, width: Int, height: Int,
                        frameRate: FrameRate,
                        options: EncodeOptions = EncodeOptions()) throws -> any FrameEncoder {
    FFmpegLog.ensureInstalled()
    let path = url.path
    let format = try OutputFormat.forPath(path, clip: options.clip)
    try format.checkFrameSize(width: width, height: height)
    guard Double(frameRate.numerator) / Double(frameRate.denominator) <= 1000 else {
        throw MediaError(.invalidOption, "Cannot write \(path): frame rate \(frameRate.numerator)/\(frameRate.denominator) is above 1000 fps; lower `frameRate`.")
    }
    let rate = frameRate
    if let segment = options.segment {
        return try makeSegmentEncoder(segment, format: format, path: path, width: width, height: height,
                                      frameRate: rate, options: options)
    }
    switch format {
    case .mp4:
        return try VideoEncoder(path: path, width: width, height: height, frameRate: rate, spec: .h264(options))
    case .webm:
        return try VideoEncoder(path: path, width: width, height: height, frameRate: rate, spec: .vp9(options))
    case .mov:
        return try VideoEncoder(path: path, width: width, height: height, frameRate: rate, spec: .prores(options))
    case .apng:
        return try VideoEncoder(path: path, width: width, height: height, frameRate: rate, spec: .apng(options))
    case .webp:
        return try VideoEncoder(path: path, width: width, height: height, frameRate: rate, spec: .webp(options))
    case .gif:
        return try GIFEncoder(path: path, width: width, height: height, frameRate: rate, options: options)
    case .png:
        return try PNGSequenceWriter(path: path, width: width, height: height, options: options, single: true)
    case .pngSequence:
        return try PNGSequenceWriter(path: path, width: width, height: height, options: options, single: false,
                                     firstFrame: options.clip?.lowerBound ?? 0, partOfSet: options.clip != nil)
    }
}

extension FrameRate {
    /// The rate as FFmpeg's fraction (its terms are at most `maximumTerm`, far inside Int32).
    var av: AVRational { AVRational(num: Int32(numerator), den: Int32(denominator)) }
    /// One frame's duration, FFmpeg's time base for a constant-rate stream.
    var frameTimeBase: AVRational { AVRational(num: Int32(denominator), den: Int32(numerator)) }
}
