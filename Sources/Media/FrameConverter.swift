// Per-pixel work between the renderer and an encoder: premultiplied RGBA8 is
// either composited over an opaque background or un-premultiplied, then
// swscale turns it into the encoder's pixel format. Each converter owns its
// swscale context and scratch row, so one per thread runs without locks.
import CFFmpeg
import Raster

/// How a converter treats alpha.
enum AlphaHandling: Sendable, Equatable {
    /// Composite over this opaque straight-alpha colour (`c + bg·(1−a)`).
    case over(r: UInt8, g: UInt8, b: UInt8)
    /// Keep alpha: convert premultiplied to straight (`c·255/a`, rounded).
    case unpremultiply
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
    private let sws: OpaquePointer
    private let srcFormat: AVPixelFormat
    /// Composited or un-premultiplied copy of the frame (nil when the pixmap
    /// can be read as is: over black, premultiplied RGB is the result).
    private let scratch: UnsafeMutablePointer<UInt8>?
    /// For PNG outputs: compress here, on the converter's thread.
    var png: PNGCodec?
    /// For GIF outputs: build the palette and dither here, on the converter's thread.
    var quantizesForGIF = false

    init(width: Int, height: Int, format: AVPixelFormat, alpha: AlphaHandling, color: ColorTagging) throws {
        self.width = width
        self.height = height
        self.format = format
        self.alpha = alpha
        self.color = color
        // RGB0 makes swscale ignore the alpha byte once it has been composited.
        srcFormat = alpha == .unpremultiply ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB0
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
            sws_setColorspaceDetails(sws, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
        }
        if alpha == .over(r: 0, g: 0, b: 0) {
            scratch = nil
        } else {
            scratch = .allocate(capacity: width * height * 4)
        }
    }

    deinit {
        sws_freeContext(sws)
        scratch?.deallocate()
    }

    /// Converts `pixmap` (premultiplied RGBA8, this encoder's size).
    public func prepare(_ pixmap: Pixmap) throws -> PreparedFrame {
        guard pixmap.width == width, pixmap.height == height else {
            throw MediaError(.misuse, "Frame is \(pixmap.width)x\(pixmap.height) but the encoder was opened for \(width)x\(height). Render every frame at the output size.")
        }
        let source: UnsafePointer<UInt8>
        if let scratch {
            switch alpha {
            case let .over(r, g, b):
                compositeOver(pixmap.data, into: scratch, count: width * height, r: r, g: g, b: b)
            case .unpremultiply:
                unpremultiply(pixmap.data, into: scratch, count: width * height)
            }
            source = UnsafePointer(scratch)
        } else {
            source = UnsafePointer(pixmap.data)
        }
        guard let frame = av_frame_alloc() else {
            throw MediaError(.ffmpeg, "Out of memory allocating a \(width)x\(height) frame.")
        }
        let prepared = PreparedFrame(frame: frame) // frees the frame if a step below throws
        frame.pointee.format = format.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.color_range = color.range
        frame.pointee.colorspace = color.space
        frame.pointee.color_primaries = color.primaries
        frame.pointee.color_trc = color.transfer
        let err = av_frame_get_buffer(frame, 0)
        if err < 0 { throw MediaError.ffmpeg("Allocating a frame", path: "\(width)x\(height)", code: err) }
        var srcPlanes: [UnsafePointer<UInt8>?] = [source, nil, nil, nil]
        var srcStrides: [Int32] = [Int32(width * 4), 0, 0, 0]
        let rows = sws_scale(sws, &srcPlanes, &srcStrides, 0, Int32(height),
                             cff_frame_planes(frame), cff_frame_strides(frame))
        if rows != Int32(height) { throw MediaError(.ffmpeg, "swscale converted \(rows) of \(height) rows.") }
        if quantizesForGIF { return try quantizeForGIF(frame) }
        if let png { prepared.encoded = try png.encode(frame) }
        return prepared
    }
}

/// `dst = src + bg·(255 − a)/255` per channel, alpha set to 255. Rounded to
/// nearest with the exact divide-by-255 identity `(x + 128 + ((x + 128) >> 8)) >> 8`.
@inline(__always)
private func compositeOver(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>,
                           count: Int, r: UInt8, g: UInt8, b: UInt8) {
    let br = UInt32(r), bg = UInt32(g), bb = UInt32(b)
    for i in 0..<count {
        let s = src + i &* 4, d = dst + i &* 4
        let inv = 255 &- UInt32(s[3])
        d[0] = UInt8(truncatingIfNeeded: UInt32(s[0]) &+ div255(br &* inv))
        d[1] = UInt8(truncatingIfNeeded: UInt32(s[1]) &+ div255(bg &* inv))
        d[2] = UInt8(truncatingIfNeeded: UInt32(s[2]) &+ div255(bb &* inv))
        d[3] = 255
    }
}

/// Straight colour from premultiplied: `round(c·255/a)`, clamped to 255
/// (a premultiplied channel may not exceed alpha, but clamp anyway).
@inline(__always)
private func unpremultiply(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, count: Int) {
    for i in 0..<count {
        let s = src + i &* 4, d = dst + i &* 4
        let a = UInt32(s[3])
        if a == 255 {
            d[0] = s[0]; d[1] = s[1]; d[2] = s[2]; d[3] = 255
        } else if a == 0 {
            d[0] = 0; d[1] = 0; d[2] = 0; d[3] = 0
        } else {
            let half = a >> 1
            d[0] = UInt8(min(255, (UInt32(s[0]) &* 255 &+ half) / a))
            d[1] = UInt8(min(255, (UInt32(s[1]) &* 255 &+ half) / a))
            d[2] = UInt8(min(255, (UInt32(s[2]) &* 255 &+ half) / a))
            d[3] = UInt8(a)
        }
    }
}

@inline(__always)
func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}
