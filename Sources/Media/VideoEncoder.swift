// MP4 (H.264), WebM (VP9) and MOV (ProRes 4444) through libavcodec and
// libavformat, following FFmpeg's mux.c sequence: open the encoder, copy its
// parameters to the stream, write the header (which may change the stream
// time base), then send frames with pts = frame index in 1/fps and rescale
// each packet's timestamps into the stream's time base.
import CFFmpeg
import Foundation
import Raster

final class VideoEncoder: FrameEncoder {
    let width: Int, height: Int
    var path: String { output.path }
    private let spec: CodecSpec
    private let output: AtomicOutput
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>!
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var nextPTS: Int64 = 0
    private var state: EncoderState = .open
    private lazy var ownConverter: Result<FrameConverter, Error> = Result { try makeConverter() }

    init(path: String, width: Int, height: Int, frameRate: Rational, spec makeSpec: @autoclosure () throws -> CodecSpec,
         options: EncodeOptions) throws {
        let spec = try makeSpec()
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
        output = try AtomicOutput(path: path)
        packet = av_packet_alloc()

        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var err = avformat_alloc_output_context2(&fmt, nil, spec.muxerName, output.temporaryPath)
        guard err >= 0, let fmt, packet != nil else {
            release()
            throw MediaError.ffmpeg("Opening the \(spec.muxerName) muxer", path: path, code: err)
        }
        format = fmt
        guard let st = avformat_new_stream(fmt, nil), let ctx = avcodec_alloc_context3(encoder) else {
            release()
            throw MediaError(.ffmpeg, "Out of memory creating the \(spec.encoderName) encoder for \(path).")
        }
        stream = st
        codec = ctx
        ctx.pointee.width = Int32(width)
        ctx.pointee.height = Int32(height)
        ctx.pointee.pix_fmt = spec.pixelFormat
        ctx.pointee.time_base = frameRate.inverse.av
        ctx.pointee.framerate = frameRate.av
        ctx.pointee.thread_count = Int32(spec.threads)
        if spec.color == .bt709Limited {
            ctx.pointee.color_range = AVCOL_RANGE_MPEG
            ctx.pointee.colorspace = AVCOL_SPC_BT709
            ctx.pointee.color_primaries = AVCOL_PRI_BT709
            ctx.pointee.color_trc = AVCOL_TRC_BT709
        }
        if fmt.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }

        var dict: OpaquePointer?
        for (k, v) in spec.codecOptions { av_dict_set(&dict, k, v, 0) }
        err = avcodec_open2(ctx, encoder, &dict)
        let leftovers = dictionaryKeys(dict)
        av_dict_free(&dict)
        if err < 0 {
            release()
            throw MediaError.ffmpeg("Opening the \(spec.encoderName) encoder (\(width)x\(height), \(spec.codecOptions.map { "\($0.0)=\($0.1)" }.joined(separator: " ")))", path: path, code: err, hint: "Check the crf/preset values")
        }
        if !leftovers.isEmpty {
            release()
            throw MediaError(.invalidOption, "The \(spec.encoderName) encoder does not know the option(s) \(leftovers.joined(separator: ", ")); this FFmpeg may be too old. Remove them.")
        }
        err = avcodec_parameters_from_context(st.pointee.codecpar, ctx)
        st.pointee.time_base = ctx.pointee.time_base
        st.pointee.avg_frame_rate = frameRate.av
        if err >= 0 {
            err = avio_open(&fmt.pointee.pb, output.temporaryPath, AVIO_FLAG_WRITE)
        }
        if err < 0 {
            release()
            throw MediaError.ffmpeg("Creating the file", path: path, code: err, hint: "Check that the folder is writable")
        }
        var muxDict: OpaquePointer?
        for (k, v) in spec.muxerOptions { av_dict_set(&muxDict, k, v, 0) }
        err = avformat_write_header(fmt, &muxDict)
        av_dict_free(&muxDict)
        if err < 0 {
            release()
            throw MediaError.ffmpeg("Writing the \(spec.muxerName) header", path: path, code: err)
        }
    }

    deinit { release() }

    func makeConverter() throws -> FrameConverter {
        try FrameConverter(width: width, height: height, format: spec.pixelFormat, alpha: spec.alpha, color: spec.color)
    }

    func append(_ pixmap: Pixmap) throws {
        try state.checkOpen(path)
        let frame = try ownConverter.get().prepare(pixmap)
        try append(frame)
    }

    func append(_ prepared: PreparedFrame) throws {
        try state.checkOpen(path)
        let f = prepared.frame
        guard f.pointee.width == Int32(width), f.pointee.height == Int32(height),
              f.pointee.format == spec.pixelFormat.rawValue else {
            throw MediaError(.misuse, "A prepared frame for another encoder was appended to \(path). Use this encoder's makeConverter().")
        }
        f.pointee.pts = nextPTS
        nextPTS += 1
        try failing { try send(f) }
    }

    func finish() throws {
        try state.checkOpen(path)
        try failing {
            try send(nil)
            let err = av_write_trailer(format)
            if err < 0 { throw MediaError.ffmpeg("Writing the \(spec.muxerName) trailer", path: path, code: err) }
            let closed = avio_closep(&format!.pointee.pb)
            if closed < 0 { throw MediaError.ffmpeg("Closing the file", path: path, code: closed, hint: "Check free disk space") }
            try output.commit()
        }
        state = .finished
        release()
    }

    func cancel() {
        guard state == .open else { return }
        state = .cancelled
        release()
        output.discard()
    }

    /// Runs `body`; on error abandons the output so nothing partial remains.
    private func failing(_ body: () throws -> Void) throws {
        do { try body() } catch {
            state = .failed
            release()
            output.discard()
            throw error
        }
    }

    /// Sends one frame (or nil to flush) and writes every packet that results.
    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        var err = avcodec_send_frame(codec, frame)
        if err < 0 { throw MediaError.ffmpeg("Encoding frame \(nextPTS - 1) with \(spec.encoderName)", path: path, code: err) }
        while true {
            err = avcodec_receive_packet(codec, packet)
            if err == cff_averror_eagain() || err == cff_averror_eof() { return }
            if err < 0 { throw MediaError.ffmpeg("Encoding with \(spec.encoderName)", path: path, code: err) }
            av_packet_rescale_ts(packet, codec!.pointee.time_base, stream.pointee.time_base)
            packet!.pointee.stream_index = stream.pointee.index
            err = av_interleaved_write_frame(format, packet)
            if err < 0 { throw MediaError.ffmpeg("Writing a packet", path: path, code: err, hint: "Check free disk space") }
        }
    }

    private func release() {
        if codec != nil { avcodec_free_context(&codec) }
        if let fmt = format {
            if fmt.pointee.pb != nil { avio_closep(&fmt.pointee.pb) }
            avformat_free_context(fmt)
            format = nil
        }
        if packet != nil { av_packet_free(&packet) }
        if state == .open { state = .failed; output.discard() }
    }
}

/// Life cycle shared by the encoders.
enum EncoderState: Equatable {
    case open, finished, cancelled, failed

    func checkOpen(_ path: String) throws {
        switch self {
        case .open: return
        case .finished: throw MediaError(.misuse, "The encoder for \(path) is already finished; make a new encoder.")
        case .cancelled: throw MediaError.cancelledError
        case .failed: throw MediaError(.misuse, "The encoder for \(path) failed earlier and removed its output; make a new encoder.")
        }
    }
}

/// The keys left in an options dictionary (options nobody consumed).
func dictionaryKeys(_ dict: OpaquePointer?) -> [String] {
    var keys: [String] = []
    var entry: UnsafeMutablePointer<AVDictionaryEntry>? = nil
    while let e = av_dict_get(dict, "", entry, AV_DICT_IGNORE_SUFFIX) {
        keys.append(String(cString: e.pointee.key))
        entry = e
    }
    return keys
}
