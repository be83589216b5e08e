// Animated GIF: each frame gets its own 255-colour palette (libavfilter's
// palettegen in single-frame mode) and is dithered against it (paletteuse,
// two-row Sierra error diffusion: measured on a moving gradient and on soft
// glows over a dark sky, it beat ffmpeg's default global palette with
// Sierra-2-4A by 1.8–3.7 dB PSNR at 0.92–1.06x its size, where Sierra-2-4A
// per frame gave 1.29x) — see GIFQuantizer.swift; under FramePipeline this
// runs on the render workers —, then libavcodec's gif encoder and the gif
// muxer write it (through MuxedOutput) with a looping NETSCAPE2.0 block. Per-frame palettes stream:
// memory stays one frame deep whatever the clip length (a global palette
// would need every frame held until the end).
//
// Timing. GIF delays are whole centiseconds, and browsers play delays of 0
// or 1 cs as 10 cs. So frame i is placed at cs(i) = q·round(i·100/(fps·q)),
// with quantum q = 1 cs up to 50 fps and q = 2 cs above: the rounding error
// is spread (30 fps → delays 3,3,4,…) so the average is exact, and above
// 50 fps the clip is resampled to 50 fps by dropping the frames whose
// rounded time equals their successor's (60 fps: one frame in six is
// dropped, every delay is 2 cs, 5 s stays exactly 500 cs).
import CFFmpeg
import Foundation
import Raster

final class GIFEncoder: FrameEncoder {
    let width: Int, height: Int
    var path: String { output.path }
    private let rate: Rational
    private let quantum: Int
    private let background: AlphaHandling
    private let output: MuxedOutput
    private var index = 0
    private lazy var ownConverter: Result<FrameConverter, Error> = Result { try makeConverter() }

    /// Centisecond time of frame `i` (see the file comment).
    static func centiseconds(_ i: Int, rate: Rational, quantum q: Int) -> Int {
        let a = i * 100 * rate.den, b = rate.num * q
        return q * ((2 * a + b) / (2 * b))
    }

    /// Refuses options a GIF cannot take (also for a chunk's intermediate).
    static func checkOptions(_ options: EncodeOptions, path: String) throws {
        guard options.crf == nil, options.preset == nil else {
            throw MediaError(.invalidOption, "--crf and --preset apply to MP4/WebM only; a GIF has no such settings. Remove them or write .mp4.")
        }
        guard (0...65535).contains(options.gifLoop) else {
            throw MediaError(.invalidOption, "GIF loop count \(options.gifLoop) must be in 0…65535 (0 loops forever).")
        }
    }

    init(path: String, width: Int, height: Int, frameRate: Rational, options: EncodeOptions) throws {
        try Self.checkOptions(options, path: path)
        self.width = width
        self.height = height
        rate = frameRate
        quantum = frameRate.num > 50 * frameRate.den ? 2 : 1
        background = CodecSpec.background(options)
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_GIF) else {
            throw MediaError(.codecMissing, "Cannot write \(path): this FFmpeg has no GIF encoder. On Debian 12 install libavcodec59.")
        }
        output = try MuxedOutput(
            path: path, muxer: "gif", encoder: encoder, names: .init(encoder: "GIF", muxer: "GIF"),
            muxerOptions: [("loop", String(options.gifLoop))]
        ) { ctx in
            ctx.pointee.width = Int32(width)
            ctx.pointee.height = Int32(height)
            ctx.pointee.pix_fmt = AV_PIX_FMT_PAL8
            ctx.pointee.time_base = AVRational(num: 1, den: 100)
        }
    }

    func makeConverter() throws -> FrameConverter {
        let c = try FrameConverter(width: width, height: height, format: AV_PIX_FMT_BGRA, alpha: background, color: .none)
        c.quantizesForGIF = true
        return c
    }

    func append(_ pixmap: Pixmap) throws {
        try output.checkOpen()
        // Skip the conversion for frames that the 50 fps resampling drops.
        guard keeps(index) else { index += 1; return }
        try append(try ownConverter.get().prepare(pixmap))
    }

    func dropsFrame(_ index: Int) -> Bool { !keeps(index) }

    func skipFrame() throws {
        try output.checkOpen()
        guard !keeps(index) else {
            throw MediaError(.misuse, "Frame \(index) of \(path) is not a dropped frame; append it.")
        }
        index += 1
    }

    private func keeps(_ i: Int) -> Bool {
        GIFEncoder.centiseconds(i + 1, rate: rate, quantum: quantum) > GIFEncoder.centiseconds(i, rate: rate, quantum: quantum)
    }

    func append(_ prepared: PreparedFrame) throws {
        try output.checkOpen()
        let f = prepared.frame
        guard f.pointee.format == AV_PIX_FMT_PAL8.rawValue, f.pointee.width == Int32(width), f.pointee.height == Int32(height) else {
            throw MediaError(.misuse, "A prepared frame for another encoder was appended to \(path). Use this encoder's makeConverter().")
        }
        let i = index
        index += 1
        guard keeps(i) else { return }
        f.pointee.pts = Int64(GIFEncoder.centiseconds(i, rate: rate, quantum: quantum))
        try output.send(f, index: i)
    }

    func finish(unless cancellation: CancellationFlag?) throws {
        try output.checkOpen()
        guard index > 0 else {
            output.abandon()
            throw MediaError(.misuse, "No frame was appended for \(path); nothing written.")
        }
        // The muxer writes each frame's delay when the next one arrives;
        // the last one's comes from `final_delay`, read with the trailer.
        let end = GIFEncoder.centiseconds(index, rate: rate, quantum: quantum)
        let lastKept = (0..<index).last(where: keeps) ?? 0
        let lastDelay = end - GIFEncoder.centiseconds(lastKept, rate: rate, quantum: quantum)
        try output.setMuxerOption("final_delay", Int64(lastDelay))
        try output.finish(unless: cancellation)
    }

    func cancel() { output.cancel() }
}
