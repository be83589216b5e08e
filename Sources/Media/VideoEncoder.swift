// MP4 (H.264), WebM (VP9) and MOV (ProRes 4444): the codec settings come
// from a CodecSpec, the encode/mux sequence from MuxedOutput. Frames carry
// pts = frame index in the time base 1/fps.
import CFFmpeg
import Foundation
import ImageFiles
import Raster
import Timeline

final class VideoEncoder: FrameEncoder {
    let width: Int, height: Int
    var path: String { output.path }
    private let spec: CodecSpec
    private let output: MuxedOutput
    private var nextPTS: Int64 = 0
    /// Key frames every this many frames from frame 0 (`CodecSpec.keyframeSeconds`),
    /// forced in every render, whole or chunk, so a chunk that starts on the
    /// grid starts where a whole render has a key frame too.
    private let keyframeGrid: Int?
    /// Whether the encoder is reopened at each key frame of the grid
    /// (`CodecSpec.independentSegments`).
    private let restartsAtKeyframes: Bool
    /// The pts of the first frame this encoder was given.
    private let firstPTS: Int64
    /// A transparent frame (the background once composited), for segment heads; its
    /// converter is kept with it, as it owns the frame's planes.
    private lazy var blankFrame: Result<(converter: FrameConverter, frame: PreparedFrame), Error> = Result {
        let c = try makeConverter()
        return (c, try c.prepare(Pixmap(width: width, height: height)))
    }
    private lazy var ownConverter: Result<FrameConverter, Error> = Result { try makeConverter() }

    /// - Parameters:
    ///   - firstFrame: the pts of the first frame (a chunk's true position).
    ///   - metadata: container metadata (a chunk's tag).
    init(path: String, width: Int, height: Int, frameRate: FrameRate, spec: CodecSpec,
         firstFrame: Int = 0, metadata: [(String, String)] = []) throws {
        if spec.needsEvenSize && (width % 2 != 0 || height % 2 != 0) {
            let w = width + width % 2, h = height + height % 2
            throw MediaError(.invalidSize, "Cannot write \(path): H.264 in yuv420p stores colour at half resolution and needs an even width and height, got \(width)x\(height). Use \(w)x\(h) (or \(width - width % 2)x\(height - height % 2)), or write .gif/.png/.webm, which accept any size.")
        }
        guard let encoder = avcodec_find_encoder_by_name(spec.encoderName) else {
            throw MediaError(.codecMissing, "Cannot write \(path): this FFmpeg has no \(spec.encoderName) encoder. \(spec.installHint)")
        }
        self.width = width
        self.height = height
        self.spec = spec
        nextPTS = Int64(firstFrame)
        let grid = spec.keyframeInterval(at: frameRate)
        keyframeGrid = grid
        restartsAtKeyframes = grid != nil && spec.independentSegments
        if restartsAtKeyframes { _ = Self.keepFreedMemory }
        firstPTS = Int64(firstFrame)
        output = try MuxedOutput(
            path: path, muxer: spec.muxerName, encoder: encoder,
            names: .init(encoder: spec.encoderName, muxer: spec.muxerName),
            codecOptions: spec.codecOptions, muxerOptions: spec.muxerOptions, metadata: metadata,
            optionsHint: "Check the crf/preset values"
        ) { ctx in
            ctx.pointee.width = Int32(width)
            ctx.pointee.height = Int32(height)
            ctx.pointee.pix_fmt = spec.pixelFormat
            ctx.pointee.time_base = frameRate.frameTimeBase
            ctx.pointee.framerate = frameRate.av
            ctx.pointee.thread_count = Int32(spec.threads)
            if let grid { ctx.pointee.gop_size = Int32(grid) }
            ctx.pointee.color_range = spec.color.range
            ctx.pointee.colorspace = spec.color.space
            ctx.pointee.color_primaries = spec.color.primaries
            ctx.pointee.color_trc = spec.color.transfer
        }
    }

    func makeConverter() throws -> FrameConverter {
        let converter = try FrameConverter(width: width, height: height, format: spec.pixelFormat, alpha: spec.alpha, color: spec.color)
        converter.requiresOpaque = spec.requiresOpaqueFrames
        return converter
    }

    func append(_ pixmap: Pixmap) throws {
        try output.checkOpen()
        let frame = try ownConverter.get().prepare(pixmap)
        try append(frame)
    }

    func append(_ prepared: PreparedFrame) throws {
        try output.checkOpen()
        let f = prepared.frame
        guard f.pointee.width == Int32(width), f.pointee.height == Int32(height),
              f.pointee.format == spec.pixelFormat.rawValue else {
            throw MediaError(.misuse, "A prepared frame for another encoder was appended to \(path). Use this encoder's makeConverter().")
        }
        f.pointee.pts = nextPTS
        if let grid = keyframeGrid {
            let onGrid = nextPTS % Int64(grid) == 0
            if restartsAtKeyframes && (onGrid || nextPTS == firstPTS) { try startSegment(at: nextPTS) }
            f.pointee.pict_type = onGrid || nextPTS == firstPTS ? AV_PICTURE_TYPE_I : AV_PICTURE_TYPE_NONE
        }
        nextPTS += 1
        try output.send(f, index: Int(f.pointee.pts))
    }

    /// x264 allocates its frame buffers anew at each opening (about 127 MB at
    /// 720p), and glibc hands blocks that large back to the kernel when they
    /// are freed, so every second of an MP4 would fault in and zero them
    /// again: 155,000 more page faults and about 0.15 s more system time for
    /// the 5 s fireworks at 720p (+2.5 % CPU). Blocks up to 32 MB (a 4K
    /// frame's planes) come from the heap instead, and freed memory below
    /// 1 GB stays with the process for the next opening: 61,000 faults,
    /// system time as with one x264 encode, 25 MB more peak memory. Set once,
    /// for the whole process, by the first encoder that reopens x264.
    private static let keepFreedMemory: Void = {
        #if os(Linux)
        cff_keep_freed_memory(32 << 20, 1 << 30)
        #endif
    }()

    /// Starts the encode of one stretch of the grid at `pts` (its key
    /// frame): a fresh encoder (the last one flushing meanwhile on a thread
    /// of its own, `EncoderDrain`) (x264's lookahead, macroblock tree, B-frame
    /// decisions and rate control never see across a key frame of the grid,
    /// so a chunk made of whole seconds has exactly the bytes of a whole
    /// render's same seconds, and a chunk off the grid starts a second of its
    /// own), then `spec.segmentHead` blank frames just before `pts`, whose
    /// packets are dropped (see `CodecSpec.segmentHead`).
    private func startSegment(at pts: Int64) throws {
        if pts != firstPTS { try output.restartEncoder() }
        let head = Int64(spec.segmentHead)
        guard head > 0 else { return }
        // Set before the head is sent: an encoder without delay (one
        // thread, no lookahead) gives their packets at once. The closing
        // encoder's packets keep the threshold they had (EncoderDrain).
        output.dropsPacketsBefore = pts
        let blank = try blankFrame.get().frame
        for p in (pts - head)..<pts {
            blank.frame.pointee.pts = p
            blank.frame.pointee.pict_type = AV_PICTURE_TYPE_NONE
            try output.send(blank.frame, index: Int(p))
        }
    }

    func finish(unless cancellation: CancellationFlag?) throws { try output.finish(unless: cancellation) }

    func cancel() { output.cancel() }
}
