// Joining a split render's chunks into the final file. MP4, WebM and MOV
// chunks are copied packet by packet through libavformat (no decoding, no
// re-encoding): each chunk starts with a key frame and its packets already
// carry the frames' true timestamps, so the decode order runs on across the
// joins; a chunk whose first key frame is not where its tag says is shifted
// onto it, and one whose packets would decode before its predecessor's is
// refused. The stream's parameters (codec, size, color tags, extradata) come
// from chunk 0 and every other chunk must match them. A GIF's chunks are
// lossless frames (raw or FFV1), decoded and encoded into the GIF once, with the
// options their tags carry (plays, GIF rate, background, WebP quality).
import CFFmpeg
import Foundation
import ImageFiles
import Raster

/// What `concatenateSegments` joined.
public struct ConcatenationSummary: Sendable {
    /// How many chunk files were joined.
    public var chunks: Int
    /// Frames in the joined file.
    public var frames: Int
    /// Whether packets were copied (true) or the frames encoded once (GIF).
    public var streamCopied: Bool
}

/// Reads the chunk tag of the file at `path`.
public func readSegmentTag(atPath path: String) throws -> SegmentTag {
    try SegmentInput(path: path, streams: false).tag
}

/// Joins the chunk files `paths` (any order) into `output`, atomically.
/// - Throws: `MediaError` naming the chunk at fault when the set is not one
///   whole render (see ``SegmentSet``) or a chunk is damaged.
public func concatenateSegments(_ paths: [String], into output: String,
                                cancellation: CancellationFlag? = nil) throws -> ConcatenationSummary {
    FFmpegLog.ensureInstalled()
    let format = try OutputFormat.forPath(output)
    guard format.joinsSegments else {
        throw MediaError(.invalidOption, what: "\(format.displayName) chunks are not joined: each chunk writes its own numbered files",
                         at: output, fix: "nothing to do once every chunk has run")
    }
    // The tags first, each file closed again: a render may have thousands
    // of chunks, and joining holds at most two open (chunk 0 and the next).
    let files = try paths.map { path in
        if cancellation?.isCancelled == true { throw MediaError.cancelledError }
        return SegmentFile(path: path, tag: try readSegmentTag(atPath: path))
    }
    let ordered = try SegmentChunks(files: try SegmentSet.ordered(files), format: format)
    if format.needsFinalEncode {
        try encodeOnce(ordered, into: output, cancellation: cancellation)
        return ConcatenationSummary(chunks: ordered.files.count, frames: ordered.files[0].tag.totalFrames, streamCopied: false)
    }
    try streamCopy(ordered, into: output, format: format, cancellation: cancellation)
    return ConcatenationSummary(chunks: ordered.files.count, frames: ordered.files[0].tag.totalFrames, streamCopied: true)
}

private func chunkName(_ input: SegmentInput) -> String { "chunk \(input.tag.index)/\(input.tag.count)" }

/// The ordered chunks of one render, opened one at a time as the join
/// reaches them, chunk 0 kept open as the reference the others match.
private struct SegmentChunks {
    let files: [SegmentFile]
    let format: OutputFormat
    let reference: SegmentInput

    init(files: [SegmentFile], format: OutputFormat) throws {
        self.files = files
        self.format = format
        reference = try SegmentInput(path: files[0].path)
        try check(reference, as: files[0])
    }

    /// Calls `body` with each chunk in order, open only while `body` runs.
    func forEach(_ body: (SegmentInput) throws -> Void) throws {
        for (index, file) in files.enumerated() {
            if index == 0 { try body(reference); continue }
            let input = try SegmentInput(path: file.path)
            try check(input, as: file)
            try body(input)
        }
    }

    /// The chunk still holds what its tag said when the set was checked, in the codec the format joins.
    private func check(_ input: SegmentInput, as file: SegmentFile) throws {
        guard input.tag == file.tag else {
            throw MediaError(.corruptInput, what: "the chunk file changed while the chunks were joined", at: input.path,
                             fix: "run concat again once no chunk is being written")
        }
        let expected = format.needsFinalEncode ? "ffv1" : (format == .mp4 ? "h264" : format == .webm ? "vp9" : "prores")
        let codec = String(cString: avcodec_get_name(input.parameters.pointee.codec_id))
        guard codec == expected || format.needsFinalEncode && codec == "rawvideo" else {
            throw MediaError(.corruptInput, what: "chunk \(input.tag.index)/\(input.tag.count) holds \(codec), but a \(format.displayName) is joined from \(expected) chunks",
                             at: input.path, fix: "join it into the format it was rendered for")
        }
    }
}

private func streamCopy(_ chunks: SegmentChunks, into output: String, format: OutputFormat,
                        cancellation: CancellationFlag?) throws {
    let reference = chunks.reference
    let file = try AtomicOutput(path: output)
    let muxer = format == .mp4 ? "mp4" : format == .webm ? "webm" : "mov"
    var fmt: UnsafeMutablePointer<AVFormatContext>?
    var err = avformat_alloc_output_context2(&fmt, nil, muxer, file.temporaryPath)
    guard err >= 0, let fmt else { throw MediaError.ffmpeg("Opening the \(muxer) muxer", path: output, code: err) }
    defer {
        if fmt.pointee.pb != nil { avio_closep(&fmt.pointee.pb) }
        avformat_free_context(fmt)
    }
    fmt.pointee.flags |= AVFMT_FLAG_BITEXACT
    guard let stream = avformat_new_stream(fmt, nil) else {
        throw MediaError(.ffmpeg, "Out of memory creating the output stream for \(output).")
    }
    err = avcodec_parameters_copy(stream.pointee.codecpar, reference.parameters)
    if err < 0 { throw MediaError.ffmpeg("Copying the stream parameters", path: output, code: err) }
    stream.pointee.codecpar.pointee.codec_tag = 0
    // The demuxer's bit rate is chunk 0's; the encoder left it unset (CRF), so
    // the muxer computes the joined file's own, as for a single-process file
    // (MP4's btrt box: its maximum would otherwise be chunk 0's rate).
    stream.pointee.codecpar.pointee.bit_rate = 0
    stream.pointee.time_base = reference.stream.pointee.time_base
    stream.pointee.avg_frame_rate = reference.stream.pointee.avg_frame_rate
    err = avio_open(&fmt.pointee.pb, file.temporaryPath, AVIO_FLAG_WRITE)
    if err < 0 { throw MediaError.ffmpeg("Creating the file", path: output, code: err, hint: "Check that the folder is writable") }
    var options: OpaquePointer?
    if format != .webm { av_dict_set(&options, "movflags", "+faststart", 0) }
    err = avformat_write_header(fmt, &options)
    av_dict_free(&options)
    if err < 0 { throw MediaError.ffmpeg("Writing the \(muxer) header", path: output, code: err) }

    var lastDTS = Int64.min
    let outBase = stream.pointee.time_base
    let frameTime = reference.rate.frameTimeBase
    try chunks.forEach { input in
        guard input === reference || input.sameStream(as: reference) else {
            throw MediaError(.corruptInput, what: "\(chunkName(input)) was encoded with other stream settings (size, codec parameters or color tags) than chunk 0",
                             at: input.path, fix: "re-render it with the same options as the others")
        }
        var copied = 0
        var shift: Int64?
        try input.forEachPacket { packet in
            if cancellation?.isCancelled == true { throw MediaError.cancelledError }
            av_packet_rescale_ts(packet, input.stream.pointee.time_base, outBase)
            if shift == nil {
                guard packet.pointee.flags & AV_PKT_FLAG_KEY != 0 else {
                    throw MediaError(.corruptInput, what: "\(chunkName(input)) does not start with a key frame", at: input.path,
                                     fix: "re-render it with `segment: \(input.tag.index)/\(input.tag.count)`")
                }
                let start = av_rescale_q(Int64(input.tag.frames.lowerBound), frameTime, outBase)
                shift = start - packet.pointee.pts
            }
            packet.pointee.pts += shift!
            packet.pointee.dts += shift!
            // One frame long, as the encoder said: a container's rounded
            // durations (WebM's milliseconds) would shorten the last frame.
            packet.pointee.duration = av_rescale_q(1, frameTime, outBase)
            guard packet.pointee.dts > lastDTS else {
                throw MediaError(.corruptInput, what: "\(chunkName(input))'s frames overlap the chunk before it in time", at: input.path,
                                 fix: "re-render it with `segment: \(input.tag.index)/\(input.tag.count)`")
            }
            lastDTS = packet.pointee.dts
            packet.pointee.stream_index = stream.pointee.index
            packet.pointee.pos = -1
            copied += 1
            let e = av_write_frame(fmt, packet)
            if e < 0 { throw MediaError.ffmpeg("Writing a packet of \(chunkName(input))", path: output, code: e, hint: "Check free disk space") }
        }
        guard copied == input.tag.frames.count else {
            throw MediaError(.corruptInput, what: "\(chunkName(input)) holds \(copied) frames but its tag says \(input.tag.frames.count) (frames \(SegmentSet.describe(input.tag.frames)))",
                             at: input.path, fix: "the file is damaged or was cut short: re-render it with `segment: \(input.tag.index)/\(input.tag.count)`")
        }
    }
    err = av_write_trailer(fmt)
    if err < 0 { throw MediaError.ffmpeg("Writing the \(muxer) trailer", path: output, code: err, hint: "Check free disk space") }
    err = avio_closep(&fmt.pointee.pb)
    if err < 0 { throw MediaError.ffmpeg("Closing the file", path: output, code: err, hint: "Check free disk space") }
    try file.commit(unless: cancellation)
}

/// Decodes the lossless chunks and encodes the final file once.
private func encodeOnce(_ chunks: SegmentChunks, into output: String, cancellation: CancellationFlag?) throws {
    let reference = chunks.reference
    let width = Int(reference.parameters.pointee.width), height = Int(reference.parameters.pointee.height)
    let rate = reference.rate
    // The chunks' tags carry the final encode's options (the render ID
    // already made every chunk agree on them).
    let encoder = try makeEncoder(for: URL(fileURLWithPath: output), width: width, height: height, frameRate: rate,
                                  options: reference.tag.finalEncode.encodeOptions)
    // Decoding and conversion on this thread, the encoder on its own: the
    // two overlap (frames handed over in order, so the bytes are the same).
    let converter: FrameConverter
    do { converter = try encoder.makeConverter() } catch { encoder.cancel(); throw error }
    let feed = StageThread<PreparedFrame?>(depth: 3) { frame in
        if let frame { try encoder.append(frame) } else { try encoder.skipFrame() }
    }
    do {
        let pixmap = Pixmap(width: width, height: height)
        var index = 0
        try chunks.forEach { input in
            guard input.parameters.pointee.width == Int32(width), input.parameters.pointee.height == Int32(height) else {
                throw MediaError(.corruptInput, what: "\(chunkName(input)) is \(input.parameters.pointee.width)x\(input.parameters.pointee.height), chunk 0 is \(width)x\(height)",
                                 at: input.path, fix: "re-render it with the same options as the others")
            }
            let before = index
            try input.decodeFrames { frame in
                if cancellation?.isCancelled == true { throw MediaError.cancelledError }
                if encoder.dropsFrame(index) {
                    try feed.submit(nil)
                } else {
                    copyBGRA(frame, into: pixmap)
                    try feed.submit(try converter.prepare(pixmap))
                }
                index += 1
            }
            guard index - before == input.tag.frames.count else {
                throw MediaError(.corruptInput, what: "\(chunkName(input)) holds \(index - before) frames but its tag says \(input.tag.frames.count)",
                                 at: input.path, fix: "the file is damaged or was cut short: re-render it with `segment: \(input.tag.index)/\(input.tag.count)`")
            }
        }
        try feed.finish()
        try encoder.finish(unless: cancellation)
    } catch {
        try? feed.finish(discard: true)
        encoder.cancel()
        throw error
    }
}

/// BGRA (the intermediates' byte order) back into the pixmap's premultiplied RGBA.
private func copyBGRA(_ frame: UnsafeMutablePointer<AVFrame>, into pixmap: Pixmap) {
    pixmap.update(fromBGRA: cff_frame_data(frame, 0)!, rowBytes: Int(cff_frame_linesize(frame, 0)))
}
