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
    /// A chunk's start, when it has a head: blank frames encoded before it
    /// (pts just below it) so that x264's rate control reaches it as in a
    /// whole render, then dropped.
    private let keptStart: Int64?
    private let headFrames: Int
    /// A chunk's end: frames from here on are its tail, encoded only so that
    /// the frames before it are encoded as in a whole render, then dropped.
    private let keptEnd: Int64?
    private lazy var ownConverter: Result<FrameConverter, Error> = Result { try makeConverter() }

    /// - Parameters:
    ///   - firstFrame: the pts of the first frame (a chunk's true position).
    ///   - metadata: container metadata (a chunk's tag).
    ///   - headFrames: blank frames encoded before the first and not
    ///     written (the first frame is forced to a key frame, so no kept
    ///     frame refers to them). x264 gives a key frame the running average
    ///     quantizer of the P frames before it, an encoder's very first frame
    ///     one from the CRF alone; with the macroblock tree (every preset
    ///     from veryfast on) P frames' quantizers follow from the CRF and the
    ///     frame rate, not the pictures, so blank frames settle it as the
    ///     real frames would (the chunk's bytes are the same), and encode
    ///     faster than copies of a real frame.
    ///   - keptEnd: frames from this index on are encoded but not written
    ///     (the frame before it is forced to a P frame, so no kept frame
    ///     refers to them).
    init(path: String, width: Int, height: Int, frameRate: FrameRate, spec: CodecSpec,
         firstFrame: Int = 0, headFrames: Int = 0, keptEnd: Int? = nil, metadata: [(String, String)] = []) throws {
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
        self.headFrames = max(0, min(headFrames, firstFrame))
        keptStart = self.headFrames > 0 ? Int64(firstFrame) : nil
        self.keptEnd = keptEnd.map(Int64.init)
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
        output.dropsPacketsBefore = self.keptStart
        output.dropsPacketsFrom = self.keptEnd
        output.keptPackets = keptEnd.map { $0 - firstFrame }
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
        if nextPTS == keptStart {
            // The head is blank frames: x264's quantizers do not depend on
            // the pictures here (see `headFrames`), so they give the chunk
            // the same bytes as copies of its first frame would, cheaper.
            let blankConverter = try makeConverter()
            let blank = try blankConverter.prepare(Pixmap(width: width, height: height))
            for pts in (nextPTS - Int64(headFrames))..<nextPTS {
                blank.frame.pointee.pts = pts
                blank.frame.pointee.pict_type = AV_PICTURE_TYPE_NONE
                try output.send(blank.frame, index: Int(pts))
            }
            withExtendedLifetime((blankConverter, blank)) {}
        }
        f.pointee.pts = nextPTS
        if let grid = keyframeGrid {
            // A chunk's last frame is forced to a P frame unless the grid's
            // key frame follows it: x264 then never makes it a B frame, and
            // may make it an I frame at a scene cut, as in a whole render.
            f.pointee.pict_type = nextPTS % Int64(grid) == 0 || nextPTS == keptStart ? AV_PICTURE_TYPE_I
                : nextPTS + 1 == keptEnd && keptEnd! % Int64(grid) != 0 ? AV_PICTURE_TYPE_P : AV_PICTURE_TYPE_NONE
        }
        nextPTS += 1
        try output.send(f, index: Int(f.pointee.pts))
    }

    func finish(unless cancellation: CancellationFlag?) throws { try output.finish(unless: cancellation) }

    func cancel() { output.cancel() }
}
