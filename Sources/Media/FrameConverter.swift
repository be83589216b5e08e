// Per-pixel work between the renderer and an encoder: premultiplied RGBA8 is
// either composited over an opaque background or un-premultiplied, then
// turned into the encoder's pixel format: by our own YUV420Converter for
// yuv420p and yuva420p in BT.709 limited range (MP4, WebM), by swscale
// for everything else. Each converter owns its swscale context,
// scratch image and output frames, so one per thread runs without locks.
import CFFmpeg
import ImageFiles
import Raster

/// How a converter treats alpha.
enum AlphaHandling: Sendable, Equatable {
    /// Composite over this opaque straight-alpha colour (`c + bg·(1−a)`).
    case over(r: UInt8, g: UInt8, b: UInt8)
    /// Keep alpha: convert premultiplied to straight (`c·255/a`, rounded).
    case unpremultiply
    /// Keep the premultiplied bytes as they are (lossless intermediates).
    case premultiplied
}

/// YUV colour description for video outputs.
enum ColorTagging: Sendable, Equatable {
    /// RGB outputs (PNG, GIF): no matrix.
    case none
    /// BT.709 matrix, limited ("TV", 16–235) range.
    case bt709Limited

    // FFmpeg's tags for this description. Frames and the encoder carry the
    // same ones; `.none` gives FFmpeg's defaults (unspecified).
    var range: AVColorRange { self == .bt709Limited ? AVCOL_RANGE_MPEG : AVCOL_RANGE_UNSPECIFIED }
    var space: AVColorSpace { self == .bt709Limited ? AVCOL_SPC_BT709 : AVCOL_SPC_UNSPECIFIED }
    var primaries: AVColorPrimaries { self == .bt709Limited ? AVCOL_PRI_BT709 : AVCOL_PRI_UNSPECIFIED }
    var transfer: AVColorTransferCharacteristic { self == .bt709Limited ? AVCOL_TRC_BT709 : AVCOL_TRC_UNSPECIFIED }
}

/// Converts pixmaps into `PreparedFrame`s for one encoder. Not thread-safe:
/// make one per thread with `FrameEncoder.makeConverter()`.
public final class FrameConverter: @unchecked Sendable {
    let width: Int, height: Int
    let format: AVPixelFormat
    let alpha: AlphaHandling
    let color: ColorTagging
    /// Our own RGB → yuv420p or yuva420p (BT.709, limited range); nil:
    /// swscale converts.
    /// Stored, not made per frame, so its weights stay run-time values
    /// (see YUV420Converter).
    private let yuv: YUV420Converter?
    private let sws: OpaquePointer?
    private var frames: FrameRing
    /// Composited or un-premultiplied copy of the frame (nil when the pixmap
    /// can be read as is: over black, premultiplied RGB is the result).
    private let scratch: UnsafeMutablePointer<UInt8>?
    /// For PNG outputs: compress here, on the converter's thread.
    var png: PNGCodec?
    /// For GIF outputs: hand over composited or straight RGBA (no swscale).
    var straightRGBA = false
    /// Refuse frames that are not opaque (their alpha is not stored).
    var requiresOpaque = false

    init(width: Int, height: Int, format: AVPixelFormat, alpha: AlphaHandling, color: ColorTagging) throws {
        self.width = width
        self.height = height
        self.format = format
        self.alpha = alpha
        self.color = color
        frames = FrameRing(width: width, height: height, format: format, color: color)
        // yuv420p of composited pixels, or yuva420p of un-premultiplied ones.
        let ownYUV = format == AV_PIX_FMT_YUV420P && alpha != .unpremultiply
            || format == AV_PIX_FMT_YUVA420P && alpha == .unpremultiply
        if ownYUV && color == .bt709Limited {
            yuv = YUV420Converter()
            sws = nil
        } else {
            yuv = nil
            // RGB0 makes swscale ignore the alpha byte once it has been composited.
            let srcFormat = alpha == .unpremultiply || alpha == .premultiplied ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB0
            guard let ctx = sws_getContext(Int32(width), Int32(height), srcFormat,
                                           Int32(width), Int32(height), format,
                                           SWS_BICUBIC, nil, nil, nil) else {
                throw MediaError.ffmpeg("Creating the pixel converter (swscale) to \(String(cString: av_get_pix_fmt_name(format)))", path: "\(width)x\(height) frames", code: cff_averror_einval())
            }
            sws = ctx
            if color == .bt709Limited {
                // Tagging a stream BT.709 converts nothing: swscale must be told
                // to use the BT.709 matrix, or it uses BT.601's.
                let coefficients = sws_getCoefficients(SWS_CS_ITU709)
                sws_setColorspaceDetails(ctx, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
            }
        }
        if alpha == .over(r: 0, g: 0, b: 0) || alpha == .premultiplied {
            scratch = nil
        } else {
            scratch = .allocate(capacity: width * height * 4)
        }
    }

    deinit {
        if let sws { sws_freeContext(sws) }
        scratch?.deallocate()
        frames.free()
    }

    /// Converts `pixmap` (premultiplied RGBA8, this encoder's size).
    public func prepare(_ pixmap: Pixmap) throws -> PreparedFrame {
        guard pixmap.width == width, pixmap.height == height else {
            throw MediaError(.misuse, "Frame is \(pixmap.width)x\(pixmap.height) but the encoder was opened for \(width)x\(height). Render every frame at the output size.")
        }
        if requiresOpaque && !pixmap.isOpaque {
            throw MediaError(.misuse, what: "a frame has transparent pixels, but the scene declared every frame opaque (SceneRenderer.framesAreOpaque), so the WebM has no alpha stream",
                             at: "the \(width)x\(height) video", fix: "make framesAreOpaque false for this scene, or pass EncodeOptions(framesAreOpaque: false) to keep alpha")
        }
        if straightRGBA { return try straightFrame(pixmap) }
        // An opaque frame is its own composite and its own straight colour:
        // converted as it is, without the copy (a 3.7 MB write and read at
        // 720p, memory-bound), for the same bytes.
        if let scratch, !pixmap.isOpaque {
            switch alpha {
            case let .over(r, g, b): pixmap.copyComposited(overR: r, g: g, b: b, into: scratch)
            case .unpremultiply: pixmap.copyUnpremultiplied(into: scratch)
            case .premultiplied: break
            }
            return try convert(UnsafePointer(scratch))
        }
        // Over black the premultiplied pixels are already the result.
        return try pixmap.withUnsafeBytes { try convert($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Converts RGBA pixels of this converter's size into an output frame.
    private func convert(_ source: UnsafePointer<UInt8>) throws -> PreparedFrame {
        let (frame, pooled) = try frames.take()
        // An unpooled frame goes out as is and must be freed if a step below throws.
        let owner = pooled ? nil : PreparedFrame(frame: frame)
        if let yuv {
            yuv.convert(source, rowBytes: width * 4, width: width, height: height,
                        y: cff_frame_data(frame, 0), yStride: Int(cff_frame_linesize(frame, 0)),
                        cb: cff_frame_data(frame, 1), cbStride: Int(cff_frame_linesize(frame, 1)),
                        cr: cff_frame_data(frame, 2), crStride: Int(cff_frame_linesize(frame, 2)),
                        alpha: format == AV_PIX_FMT_YUVA420P ? cff_frame_data(frame, 3) : nil,
                        alphaStride: Int(cff_frame_linesize(frame, 3)))
        } else {
            var srcPlanes: [UnsafePointer<UInt8>?] = [source, nil, nil, nil]
            var srcStrides: [Int32] = [Int32(width * 4), 0, 0, 0]
            let rows = sws_scale(sws, &srcPlanes, &srcStrides, 0, Int32(height),
                                 cff_frame_planes(frame), cff_frame_strides(frame))
            if rows != Int32(height) { throw MediaError(.ffmpeg, "swscale converted \(rows) of \(height) rows.") }
        }
        let prepared: PreparedFrame
        if let owner {
            prepared = owner
        } else {
            // A new reference to the pooled buffers: the ring's frame becomes
            // writable again when the encoder has let go of this one.
            guard let handed = av_frame_clone(frame) else {
                throw MediaError(.ffmpeg, "Out of memory referencing a \(width)x\(height) frame.")
            }
            prepared = PreparedFrame(frame: handed)
        }
        if let png { prepared.encoded = try png.encode(frame) }
        return prepared
    }
}

extension FrameConverter {
    /// `pixmap` over the background, or un-premultiplied, as a new array.
    fileprivate func straightFrame(_ pixmap: Pixmap) throws -> PreparedFrame {
        let count = width * height
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, n in
            switch alpha {
            case let .over(r, g, b): pixmap.copyComposited(overR: r, g: g, b: b, into: buffer.baseAddress!)
            case .unpremultiply: pixmap.copyUnpremultiplied(into: buffer.baseAddress!)
            case .premultiplied:
                pixmap.withUnsafeBytes { buffer.baseAddress!.update(from: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count * 4) }
            }
            n = count * 4
        }
        guard let frame = av_frame_alloc() else { throw MediaError(.ffmpeg, "Out of memory (GIF frame).") }
        let prepared = PreparedFrame(frame: frame)
        prepared.straight = pixels
        return prepared
    }
}

/// The converter's output frames, reused once nobody else holds them: a
/// fresh 1280x720 yuv420p buffer per frame cost 1.4 MB of page faults.
/// The ring keeps one reference to each frame's buffers and hands out new
/// references (`av_frame_clone`); the encoder (or whoever holds the
/// PreparedFrame) drops its own when done, and `av_frame_is_writable` —
/// true once the ring's reference is the only one — says a frame may be
/// overwritten. Reference counts are atomic, so the encoding thread may
/// release frames while this converter's thread reuses others.
private struct FrameRing {
    let width: Int, height: Int
    let format: AVPixelFormat
    let color: ColorTagging
    private var frames: [UnsafeMutablePointer<AVFrame>] = []
    /// Frames in flight beyond this are allocated per use and not kept, so a
    /// caller hoarding PreparedFrames does not make the converter hoard too.
    static let capacity = 16

    init(width: Int, height: Int, format: AVPixelFormat, color: ColorTagging) {
        self.width = width
        self.height = height
        self.format = format
        self.color = color
    }

    /// A frame that may be written: from the ring (`pooled`, still owned by
    /// the ring) or, when all are busy and the ring is full, a new one the
    /// caller owns.
    mutating func take() throws -> (frame: UnsafeMutablePointer<AVFrame>, pooled: Bool) {
        for f in frames where av_frame_is_writable(f) != 0 { return (f, true) }
        let f = try allocate()
        if frames.count < Self.capacity {
            frames.append(f)
            return (f, true)
        }
        return (f, false)
    }

    private func allocate() throws -> UnsafeMutablePointer<AVFrame> {
        guard let frame = av_frame_alloc() else {
            throw MediaError(.ffmpeg, "Out of memory allocating a \(width)x\(height) frame.")
        }
        frame.pointee.format = format.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.color_range = color.range
        frame.pointee.colorspace = color.space
        frame.pointee.color_primaries = color.primaries
        frame.pointee.color_trc = color.transfer
        let err = av_frame_get_buffer(frame, 0)
        if err < 0 {
            var f: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&f)
            throw MediaError.ffmpeg("Allocating a frame", path: "\(width)x\(height)", code: err)
        }
        return frame
    }

    /// Drops the ring's references; buffers still held elsewhere live on.
    mutating func free() {
        for frame in frames {
            var f: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&f)
        }
        frames = []
    }
}
