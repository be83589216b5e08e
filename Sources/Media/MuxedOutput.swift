// One encoded stream muxed into one file, the part every container output
// (MP4, WebM, MOV, GIF) shares. It follows FFmpeg's mux.c sequence: open the
// encoder, copy its parameters to the stream, write the header (which may
// change the stream time base), then send frames and rescale each packet's
// timestamps from the encoder's time base into the stream's. Bytes go to the
// AtomicOutput's temporary name; only a complete file is renamed into place,
// and any failure removes what was written.
import CFFmpeg
import Foundation
import ImageFiles

/// An encoder, its stream and its container file, open for frames.
///
/// `send(_:index:)` and `finish()` abandon the output when they throw, so a
/// failed encode never leaves a partial file; `cancel()` does the same on
/// request. After any of these the object refuses further use.
final class MuxedOutput {
    /// What the encoder and the container are called in error messages
    /// (e.g. "libx264" and "mp4").
    struct Names {
        var encoder: String
        var muxer: String
    }

    private let file: AtomicOutput
    private let names: Names
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var state: EncoderState = .open
    /// The index of the last frame sent, for messages about the flush.
    private var lastIndex = -1
    /// Packets of frames before this pts are not written (a segment's head).
    var dropsPacketsBefore: Int64?
    /// How the encoder is opened, kept for ``restartEncoder()``.
    private let encoderSetup: EncoderSetup
    /// The encoder before the last restart, still flushing on its own thread.
    private var drain: EncoderDrain?
    /// The current encoder's packets made while ``drain`` runs: written
    /// after the drain's, so the file's packet order is the synchronous one.
    private var held: [UnsafeMutablePointer<AVPacket>] = []

    private struct EncoderSetup {
        var encoder: UnsafePointer<AVCodec>
        var codecOptions: [(String, String)]
        var optionsHint: String
        var configure: (UnsafeMutablePointer<AVCodecContext>) -> Void
    }

    /// The final destination.
    var path: String { file.path }

    /// Creates the file under a temporary name, opens `encoder` with the
    /// settings `configure` makes (size, pixel format, time base, …) and
    /// `codecOptions`, and writes the container header with `muxerOptions`.
    ///
    /// - Parameters:
    ///   - muxer: FFmpeg's short name of the container ("mp4", "gif", …).
    ///   - optionsHint: how to fix a failure to open the encoder, if the
    ///     options could be the cause.
    init(path: String, muxer: String, encoder: UnsafePointer<AVCodec>, names: Names,
         codecOptions: [(String, String)] = [], muxerOptions: [(String, String)] = [],
         metadata: [(String, String)] = [], optionsHint: String = "",
         configure: @escaping (UnsafeMutablePointer<AVCodecContext>) -> Void) throws {
        file = try AtomicOutput(path: path)
        self.names = names
        encoderSetup = EncoderSetup(encoder: encoder, codecOptions: codecOptions, optionsHint: optionsHint, configure: configure)
        do {
            try open(muxer: muxer, muxerOptions: muxerOptions, metadata: metadata)
        } catch {
            abandon()
            throw error
        }
    }

    private func open(muxer: String, muxerOptions: [(String, String)], metadata: [(String, String)]) throws {
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        var err = avformat_alloc_output_context2(&fmt, nil, muxer, file.temporaryPath)
        guard err >= 0, let fmt else { throw MediaError.ffmpeg("Opening the \(names.muxer) muxer", path: path, code: err) }
        // Same input, same bytes: without this the WebM muxer writes random
        // segment IDs and every muxer stamps its library version.
        fmt.pointee.flags |= AVFMT_FLAG_BITEXACT
        for (k, v) in metadata { av_dict_set(&fmt.pointee.metadata, k, v, 0) }
        format = fmt
        guard let st = avformat_new_stream(fmt, nil), let pkt = av_packet_alloc() else {
            throw MediaError(.ffmpeg, "Out of memory creating the \(names.encoder) encoder for \(path).")
        }
        stream = st
        packet = pkt
        let ctx = try openEncoder()
        err = avcodec_parameters_from_context(st.pointee.codecpar, ctx)
        st.pointee.time_base = ctx.pointee.time_base
        // Advertise the frame rate where the encoder has one (GIF has none:
        // its timing is in per-frame delays).
        if ctx.pointee.framerate.num != 0 { st.pointee.avg_frame_rate = ctx.pointee.framerate }
        if err >= 0 { err = avio_open(&fmt.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE) }
        if err < 0 { throw MediaError.ffmpeg("Creating the file", path: path, code: err, hint: "Check that the folder is writable") }

        var muxDict: OpaquePointer?
        for (k, v) in muxerOptions { av_dict_set(&muxDict, k, v, 0) }
        err = avformat_write_header(fmt, &muxDict)
        av_dict_free(&muxDict)
        if err < 0 { throw MediaError.ffmpeg("Writing the \(names.muxer) header", path: path, code: err) }
    }

    /// Allocates and opens an encoder context as `encoderSetup` says.
    private func openEncoder() throws -> UnsafeMutablePointer<AVCodecContext> {
        let setup = encoderSetup
        guard let ctx = avcodec_alloc_context3(setup.encoder) else {
            throw MediaError(.ffmpeg, "Out of memory creating the \(names.encoder) encoder for \(path).")
        }
        codec = ctx
        setup.configure(ctx)
        if format!.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        var dict: OpaquePointer?
        for (k, v) in setup.codecOptions { av_dict_set(&dict, k, v, 0) }
        let err = avcodec_open2(ctx, setup.encoder, &dict)
        let leftovers = dictionaryKeys(dict)
        av_dict_free(&dict)
        if err < 0 {
            var shown = "\(ctx.pointee.width)x\(ctx.pointee.height)"
            if !setup.codecOptions.isEmpty { shown += ", " + setup.codecOptions.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }
            throw MediaError.ffmpeg("Opening the \(names.encoder) encoder (\(shown))", path: path, code: err, hint: setup.optionsHint)
        }
        if !leftovers.isEmpty {
            throw MediaError(.invalidOption, "The \(names.encoder) encoder does not know the option(s) \(leftovers.joined(separator: ", ")); this FFmpeg may be too old. Remove them.")
        }
        return ctx
    }

    /// Opens a fresh encoder with the same settings, which starts from
    /// nothing: its next frame is a key frame and no later frame refers to,
    /// or was decided by, a frame before it. The old one is flushed on a
    /// thread of its own (``EncoderDrain``) while the new one takes frames;
    /// its packets are written first, as if it had been flushed here. The
    /// stream's parameters stay those of the first encoder (the same
    /// settings give the same headers: checked).
    func restartEncoder() throws {
        try checkOpen()
        try failing {
            try completeDrain()
            let names = names, path = path, last = lastIndex
            drain = EncoderDrain(codec: codec!, dropsBefore: dropsPacketsBefore, streamTimeBase: stream!.pointee.time_base,
                                 streamIndex: stream!.pointee.index) { code in
                MediaError.ffmpeg("Encoding the frames up to \(last) with \(names.encoder)", path: path, code: code)
            }
            codec = nil
            let ctx = try openEncoder()
            let par = stream!.pointee.codecpar!
            let same = ctx.pointee.extradata_size == par.pointee.extradata_size
                && (par.pointee.extradata_size == 0
                    || memcmp(ctx.pointee.extradata, par.pointee.extradata, Int(par.pointee.extradata_size)) == 0)
            guard same else {
                throw MediaError(.ffmpeg, "Reopening \(names.encoder) for \(path) at frame \(lastIndex + 1) gave other stream headers than its first opening; the segments cannot share one stream.")
            }
        }
    }

    /// Waits for the flushing encoder, if any, and writes its packets, then
    /// the ones held back meanwhile.
    private func completeDrain() throws {
        guard let finishing = drain else { return }
        drain = nil
        var packets = finishing.takePackets()
        defer { for var p in packets.map(Optional.some) { av_packet_free(&p) } }
        if let failure = finishing.failure { throw failure }
        packets += held
        held = []
        for packet in packets { try write(packet) }
    }

    /// Writes one packet (timestamps in the stream's time base) into the file.
    private func write(_ packet: UnsafeMutablePointer<AVPacket>) throws {
        let err = av_interleaved_write_frame(format, packet)
        if err < 0 { throw MediaError.ffmpeg("Writing a packet", path: path, code: err, hint: "Check free disk space") }
    }

    deinit { release() }

    /// Throws unless the output is still open for frames.
    func checkOpen() throws { try state.checkOpen(path) }

    /// Encodes `frame` (its `pts` already in the encoder's time base) and
    /// writes the packets that result. `index` names the frame in messages.
    func send(_ frame: UnsafeMutablePointer<AVFrame>, index: Int) throws {
        try checkOpen()
        lastIndex = index
        try failing { try encode(frame) }
    }

    /// Sets an integer option of the muxer (e.g. the GIF muxer's `final_delay`).
    func setMuxerOption(_ name: String, _ value: Int64) throws {
        try checkOpen()
        av_opt_set_int(format!.pointee.priv_data, name, value, 0)
    }

    /// Flushes the encoder, writes the trailer, closes the file and renames
    /// it into place unless `cancellation` is set by then.
    func finish(unless cancellation: CancellationFlag?) throws {
        try checkOpen()
        try failing {
            try completeDrain()
            try encode(nil)
            let err = av_write_trailer(format)
            if err < 0 { throw MediaError.ffmpeg("Writing the \(names.muxer) trailer", path: path, code: err, hint: "Check free disk space") }
            let closed = avio_closep(&format!.pointee.pb)
            if closed < 0 { throw MediaError.ffmpeg("Closing the file", path: path, code: closed, hint: "Check free disk space") }
            try file.commit(unless: cancellation)
        }
        state = .finished
        release()
    }

    /// Stops on request and removes the partial file. Idempotent.
    func cancel() { end(.cancelled) }

    /// Gives up after an error and removes the partial file.
    func abandon() { end(.failed) }

    private func end(_ outcome: EncoderState) {
        guard state == .open else { return }
        state = outcome
        release()
        file.discard()
    }

    private func failing(_ body: () throws -> Void) throws {
        do { try body() } catch {
            abandon()
            throw error
        }
    }

    /// Sends one frame (or nil to flush) and writes every packet that results.
    private func encode(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        var err = avcodec_send_frame(codec, frame)
        if err < 0 { throw MediaError.ffmpeg("Encoding frame \(lastIndex) with \(names.encoder)", path: path, code: err) }
        while true {
            err = avcodec_receive_packet(codec, packet)
            if err == cff_averror_eagain() || err == cff_averror_eof() { return }
            if err < 0 { throw MediaError.ffmpeg("Encoding with \(names.encoder)", path: path, code: err) }
            if let start = dropsPacketsBefore, packet!.pointee.pts < start {
                av_packet_unref(packet)
                continue
            }
            av_packet_rescale_ts(packet, codec!.pointee.time_base, stream!.pointee.time_base)
            packet!.pointee.stream_index = stream!.pointee.index
            if let finishing = drain {
                // The last second's packets go first: hold this one back
                // until they are all there.
                if !finishing.isFinished {
                    guard let kept = av_packet_alloc() else { throw MediaError(.ffmpeg, "Out of memory encoding \(path).") }
                    av_packet_move_ref(kept, packet)
                    held.append(kept)
                    continue
                }
                try completeDrain()
            }
            try write(packet!)
        }
    }

    /// Frees the FFmpeg objects (idempotent); an output dropped while still
    /// open is abandoned.
    private func release() {
        drain?.discard()
        drain = nil
        for var p in held.map(Optional.some) { av_packet_free(&p) }
        held = []
        if codec != nil { avcodec_free_context(&codec) }
        if packet != nil { av_packet_free(&packet) }
        if let fmt = format {
            if fmt.pointee.pb != nil { avio_closep(&fmt.pointee.pb) }
            avformat_free_context(fmt)
            format = nil
        }
        stream = nil
        if state == .open { state = .failed; file.discard() }
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
