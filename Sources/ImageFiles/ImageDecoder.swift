// Image files (PNG, JPEG, and anything else libavformat's image demuxers
// read) decoded into premultiplied RGBA8 pixmaps, for the drawing layer's
// Image.
import CFFmpeg
import Foundation
import Raster

/// Decodes the first picture of the image file at `url` into a premultiplied
/// RGBA8 pixmap (sRGB as stored; JPEG's YCbCr converted with its own matrix).
///
/// - Throws: `MediaError` `.fileNotFound` when the file is missing or a
///   folder, `.corruptInput` when it is not a readable image.
public func decodeImage(at url: URL) throws -> Pixmap {
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
    if let (w, h) = imageDimensions(atPath: path), !(1...maximumImageSide).contains(w) || !(1...maximumImageSide).contains(h) {
        // Refused from the header: decoding it first could cost gigabytes.
        throw MediaError(.corruptInput, "The image \(path) is \(w)x\(h); images are limited to \(maximumImageSide) pixels a side. Scale it down.")
    }
    guard access(path, R_OK) == 0 else {
        throw MediaError(.fileNotFound, "Cannot read the image \(path): \(String(cString: strerror(errno))). Fix its permissions.")
    }
    let corrupt = { (what: String, code: Int32) -> MediaError in
        var text = "Cannot decode the image \(path): \(what) (\(averrorString(code)))"
        let log = FFmpegLog.takeLastLine()
        if !log.isEmpty { text += " (FFmpeg: \(log))" }
        return MediaError(.corruptInput, text + ". The file may be truncated or not a PNG/JPEG image; re-export it.")
    }

    var fmt: UnsafeMutablePointer<AVFormatContext>?
    var err = avformat_open_input(&fmt, path, nil, nil)
    guard err >= 0, let input = fmt else { throw corrupt("unrecognised format", err) }
    defer { avformat_close_input(&fmt) }
    err = avformat_find_stream_info(input, nil)
    if err < 0 { throw corrupt("no readable stream", err) }
    var decoder: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(input, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
    guard index >= 0, let decoder else { throw corrupt("no picture inside", index) }
    var context = avcodec_alloc_context3(decoder)
    defer { avcodec_free_context(&context) }
    guard let ctx = context else { throw MediaError(.ffmpeg, "Out of memory decoding \(path).") }
    err = avcodec_parameters_to_context(ctx, input.pointee.streams[Int(index)]!.pointee.codecpar)
    ctx.pointee.thread_count = 1
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
    return try premultipliedPixmap(from: frame, path: path)
}

/// The largest width or height ``decodeImage(at:)`` accepts.
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

/// The pixel size a PNG or JPEG file declares in its header (PNG's IHDR,
/// JPEG's start-of-frame), read without decoding, so a caller can refuse a
/// 16000×16000 picture before it costs a gigabyte. Nil for other formats,
/// unreadable files and files that are not regular (see ``inputFileProblem(atPath:)``).
public func imageDimensions(atPath path: String) -> (width: Int, height: Int)? {
    guard inputFileProblem(atPath: path) == nil, let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    // The header sits near the start; 1 MiB leaves room for JPEG's EXIF and ICC segments.
    guard let data = try? handle.read(upToCount: 1 << 20) else { return nil }
    let bytes = [UInt8](data)
    func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
    func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.count >= 24, Array(bytes[0..<8]) == png, Array(bytes[12..<16]) == Array("IHDR".utf8) {
        return (be32(16), be32(20))
    }
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var i = 2
    while i + 9 < bytes.count {
        guard bytes[i] == 0xFF else { return nil }
        let marker = bytes[i + 1]
        if marker == 0xFF { i += 1; continue }                       // fill byte
        if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
        // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
            return (be16(i + 7), be16(i + 5))
        }
        if marker == 0xDA || marker == 0xD9 { return nil }           // scan or end before any frame header
        i += 2 + be16(i + 2)
    }
    return nil
}
