// PNG compression of one picture through libavcodec's png encoder: the
// bytes of a PNG file, for Media's PNG outputs (which compress on the render
// workers, inside their frame converters) and for callers that keep or send
// pictures themselves (goldens, the preview).
import CFFmpeg
import Raster

/// Compresses one frame to PNG bytes with libavcodec's png encoder.
package final class PNGCodec {
    private var ctx: UnsafeMutablePointer<AVCodecContext>?
    private let packet: UnsafeMutablePointer<AVPacket>

    /// `compressionLevel`: zlib's 1 (fastest) to 9; nil: the encoder's default.
    package init(width: Int, height: Int, format: AVPixelFormat, compressionLevel: Int32? = nil) throws {
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaError(.codecMissing, "This FFmpeg has no PNG encoder. On Debian 12 install libavcodec59.")
        }
        guard let c = avcodec_alloc_context3(codec), let p = av_packet_alloc() else {
            throw MediaError(.ffmpeg, "Out of memory creating the PNG encoder.")
        }
        ctx = c
        packet = p
        c.pointee.width = Int32(width)
        c.pointee.height = Int32(height)
        c.pointee.pix_fmt = format
        c.pointee.time_base = AVRational(num: 1, den: 1)
        c.pointee.thread_count = 1
        if let compressionLevel { c.pointee.compression_level = compressionLevel }
        let err = avcodec_open2(c, codec, nil)
        if err < 0 {
            avcodec_free_context(&ctx)
            var q: UnsafeMutablePointer<AVPacket>? = p; av_packet_free(&q)
            throw MediaError.ffmpeg("Opening the PNG encoder", path: "\(width)x\(height)", code: err)
        }
    }

    deinit {
        avcodec_free_context(&ctx)
        var q: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&q)
    }

    /// The PNG file bytes for `frame`.
    package func encode(_ frame: UnsafeMutablePointer<AVFrame>) throws -> [UInt8] {
        // The png encoder is intra-only with no delay: one frame in, one
        // packet out; flushing is not needed between frames.
        var err = avcodec_send_frame(ctx, frame)
        if err >= 0 { err = avcodec_receive_packet(ctx, packet) }
        if err < 0 { throw MediaError.ffmpeg("Compressing a PNG", path: "frame", code: err) }
        defer { av_packet_unref(packet) }
        return Array(UnsafeBufferPointer(start: packet.pointee.data, count: Int(packet.pointee.size)))
    }
}

/// The PNG file bytes of `pixmap` (straight RGBA), e.g. for golden-frame tests.
/// `fast` trades size for time (zlib level 1: a few times faster, somewhat
/// larger), for pictures sent over a local connection, not kept.
public func pngData(_ pixmap: Pixmap, fast: Bool = false) throws -> [UInt8] {
    FFmpegLog.ensureInstalled()
    let codec = try PNGCodec(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_RGBA,
                             compressionLevel: fast ? 1 : nil)
    var frame = av_frame_alloc()
    defer { av_frame_free(&frame) }
    guard let frame else { throw MediaError(.ffmpeg, "Out of memory compressing a PNG.") }
    frame.pointee.format = AV_PIX_FMT_RGBA.rawValue
    frame.pointee.width = Int32(pixmap.width)
    frame.pointee.height = Int32(pixmap.height)
    let err = av_frame_get_buffer(frame, 0)
    if err < 0 { throw MediaError.ffmpeg("Allocating a frame", path: "\(pixmap.width)x\(pixmap.height)", code: err) }
    // av_frame_get_buffer may pad rows; the un-premultiplied copy is tight, so go row by row.
    let rowBytes = pixmap.width * 4, stride = Int(cff_frame_linesize(frame, 0))
    let base = cff_frame_data(frame, 0)!
    if stride == rowBytes {
        pixmap.copyUnpremultiplied(into: base)
    } else {
        let tight = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * pixmap.height)
        defer { tight.deallocate() }
        pixmap.copyUnpremultiplied(into: tight)
        for y in 0..<pixmap.height { (base + y * stride).update(from: tight + y * rowBytes, count: rowBytes) }
    }
    return try codec.encode(frame)
}
