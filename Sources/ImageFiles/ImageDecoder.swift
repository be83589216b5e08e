// Image files (PNG, JPEG, and anything else libavformat's image demuxers
// read) decoded into premultiplied RGBA8 pixmaps, for the drawing layer's
// Image.
import CFFmpeg
import Foundation
import Raster

/// Decodes the first picture of the image file at `url` into a premultiplied
/// RGBA8 pixmap (sRGB as stored; JPEG's YCbCr converted with its own matrix).
///
/// A picture of more than `maximumPixels` pixels is refused before its
/// pixels are allocated: from the header where ``imageDimensions(atPath:)``
/// reads it, else by the decoder's own cap (FFmpeg's `max_pixels`, for SVG
/// and the formats without a header reader). An SVG whose filters would
/// touch more than about 32 million pixels is refused before librsvg runs.
///
/// - Throws: `MediaError` `.fileNotFound` when the file is missing or a
///   folder, `.corruptInput` when it is not a readable image,
///   `.invalidSize` when it is larger than allowed.
public func decodeImage(at url: URL, maximumPixels: Int = maximumImageSide * maximumImageSide) throws -> Pixmap {
    FFmpegLog.ensureInstalled()
    let path = url.path
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
        throw MediaError(.fileNotFound, "Image not found: \(path). Check the path (relative paths start from \(FileManager.default.currentDirectoryPath)).")
    }
    guard !isDir.boolValue else {
        throw MediaError(.fileNotFound, "Image path \(path) is a folder, not an image file.")
    }
    if let problem = inputFileProblem(atPath: path) {
        throw MediaError(.fileNotFound, "Image path \(path) \(problem). Name a PNG or JPEG file.")
    }
    if let (w, h) = imageDimensions(atPath: path) {
        // Refused from the header: decoding it first could cost gigabytes.
        if !(1...maximumImageSide).contains(w) || !(1...maximumImageSide).contains(h) {
            throw MediaError(.corruptInput, "The image \(path) is \(w)x\(h); images are limited to \(maximumImageSide) pixels a side. Scale it down.")
        }
        if w * h > maximumPixels { throw tooLarge(path, "is \(w)x\(h) (\(w * h) pixels)", maximumPixels) }
    } else {
        try refuseCostlySVG(atPath: path, maximumPixels: maximumPixels)
    }
    guard access(path, R_OK) == 0 else {
        throw MediaError(.fileNotFound, "Cannot read the image \(path): \(String(cString: strerror(errno))). Fix its permissions.")
    }
    // FFmpeg checks its cap against the width rounded up to its row
    // alignment (64): up to 63 more pixels a row, checked exactly below.
    let cap = String(min(max(1, maximumPixels) + 64 * maximumImageSide, Int(Int32.max)))
    let corrupt = { (what: String, code: Int32) -> MediaError in
        let log = FFmpegLog.takeLastLine()
        // The cap gives EINVAL (damaged data gives AVERROR_INVALIDDATA); the
        // log line, shared by threads, only confirms it.
        if code == cff_averror_einval() || log.contains("max pixel count") {
            return tooLarge(path, "declares more pixels than that inside", maximumPixels)
        }
        var text = "Cannot decode the image \(path): \(what) (\(averrorString(code)))"
        if !log.isEmpty { text += " (FFmpeg: \(log))" }
        return MediaError(.corruptInput, text + ". The file may be truncated or not a PNG/JPEG image; re-export it.")
    }

    var fmt: UnsafeMutablePointer<AVFormatContext>?
    var err = avformat_open_input(&fmt, path, nil, nil)
    guard err >= 0, let input = fmt else { throw corrupt("unrecognised format", err) }
    defer { avformat_close_input(&fmt) }
    // Finding the stream's parameters decodes a picture too: capped alike.
    var streamOptions = [OpaquePointer?](repeating: nil, count: Int(input.pointee.nb_streams))
    for i in streamOptions.indices { av_dict_set(&streamOptions[i], "max_pixels", cap, 0) }
    err = streamOptions.withUnsafeMutableBufferPointer { avformat_find_stream_info(input, $0.baseAddress) }
    for i in streamOptions.indices { av_dict_free(&streamOptions[i]) }
    if err < 0 { throw corrupt("no readable stream", err) }
    var decoder: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
    guard index >= 0, let decoder else { throw corrupt("no picture inside", index) }
    var context = avcodec_alloc_context3(decoder)
    defer { avcodec_free_context(&context) }
    guard let ctx = context else { throw MediaError(.ffmpeg, "Out of memory decoding \(path).") }
    err = avcodec_parameters_to_context(ctx, input.pointee.streams[Int(index)]!.pointee.codecpar)
    ctx.pointee.thread_count = 1
    ctx.pointee.max_pixels = Int64(cap)!
    if err >= 0 { err = avcodec_open2(ctx, decoder, nil) }
    if err < 0 { throw corrupt("decoder would not open", err) }

    var packet = av_packet_alloc()
    var frame = av_frame_alloc()
    defer { av_packet_free(&packet); av_frame_free(&frame) }
    guard let packet, let frame else { throw MediaError(.ffmpeg, "Out of memory decoding \(path).") }
    var got = false
    readLoop: while !got {
        err = av_read_frame(input, packet)
        if err < 0 {
            avcodec_send_packet(ctx, nil) // flush: the picture may be buffered
        } else {
            defer { av_packet_unref(packet) }
            if packet.pointee.stream_index != index { continue }
            let sent = avcodec_send_packet(ctx, packet)
            if sent < 0 { throw corrupt("bad image data", sent) }
        }
        let r = avcodec_receive_frame(ctx, frame)
        if r >= 0 { got = true; break readLoop }
        if r != cff_averror_eagain() || err < 0 {
            throw corrupt(err < 0 ? "no complete picture" : "bad image data", r)
        }
    }
    if Int(frame.pointee.width) * Int(frame.pointee.height) > maximumPixels {
        throw tooLarge(path, "is \(frame.pointee.width)x\(frame.pointee.height)", maximumPixels)
    }
    return try premultipliedPixmap(from: frame, path: path)
}

/// The refusal of a picture over the caller's pixel limit.
private func tooLarge(_ path: String, _ what: String, _ limit: Int) -> MediaError {
    MediaError(.invalidSize, "The image \(path) \(what); at most \(limit) pixels are allowed here. Scale it down.")
}

/// The largest width or height ``decodeImage(at:maximumPixels:)`` accepts.
public let maximumImageSide = 32768

/// Converts a decoded frame (any pixel format) to premultiplied RGBA8.
private func premultipliedPixmap(from frame: UnsafeMutablePointer<AVFrame>, path: String) throws -> Pixmap {
    let w = Int(frame.pointee.width), h = Int(frame.pointee.height)
    guard w > 0, h > 0, w <= maximumImageSide, h <= maximumImageSide else {
        throw MediaError(.corruptInput, "The image \(path) has an unusable size \(w)x\(h).")
    }
    let src = AVPixelFormat(rawValue: frame.pointee.format)
    guard let sws = sws_getContext(Int32(w), Int32(h), src, Int32(w), Int32(h), AV_PIX_FMT_RGBA,
                                   SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil) else {
        throw MediaError(.corruptInput, "Cannot convert the image \(path) from pixel format \(av_get_pix_fmt_name(src).map { String(cString: $0) } ?? "?") to RGBA.")
    }
    defer { sws_freeContext(sws) }
    let pixmap = Pixmap(width: w, height: h)
    let rows = pixmap.withUnsafeMutableBytes { bytes in
        var dst: [UnsafeMutablePointer<UInt8>?] = [bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), nil, nil, nil]
        var dstStride: [Int32] = [Int32(w * 4), 0, 0, 0]
        return sws_scale(sws, cff_frame_const_planes(frame), cff_frame_strides(frame), 0, Int32(h), &dst, &dstStride)
    }
    guard rows == Int32(h) else { throw MediaError(.corruptInput, "Converting the image \(path) to RGBA failed.") }
    // Rounded to nearest, so a PNG written by writePNG (which rounds when
    // un-premultiplying) reads back exactly.
    pixmap.premultiplyStraightAlpha()
    return pixmap
}
