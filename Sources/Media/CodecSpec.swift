// Which FFmpeg encoder, pixel format, container and private options each
// video output uses, and where Debian ships the encoder when it is missing.
import CFFmpeg
import Foundation
import Timeline

struct CodecSpec {
    var encoderName: String
    var muxerName: String
    var pixelFormat: AVPixelFormat
    var alpha: AlphaHandling
    var color: ColorTagging
    /// Private encoder options (`crf`, `preset`, …), checked for leftovers.
    var codecOptions: [(String, String)]
    var muxerOptions: [(String, String)]
    var threads: Int
    var needsEvenSize: Bool
    /// Seconds between key frames on a fixed grid from frame 0, the same in
    /// every render of the format (x264's keyint is set to it too); nil: the
    /// encoder places its own. See ``keyframeInterval(at:)``.
    var keyframeSeconds: Int? = nil
    /// Whether each stretch of the key-frame grid is encoded by an encoder
    /// of its own, opened at its key frame and closed at the next: no
    /// encoder decision then depends on a frame outside the second, so any
    /// run of whole seconds (a chunk) encodes to the bytes a whole render
    /// has there. See `VideoEncoder`.
    var independentSegments = false
    /// With ``independentSegments``: blank frames each segment's encoder is
    /// given before the segment's key frame, their packets dropped. x264
    /// gives a key frame the running average quantizer of the frames before
    /// it but an encoder's very first frame one from the CRF alone, coarser
    /// at 60 fps; two frames (an I and a P) settle the average. See
    /// docs/distributed.md, "Cost", for what they buy and cost.
    var segmentHead = 0
    /// How to get the encoder on Debian 12 when this FFmpeg lacks it.
    var installHint: String
    /// Alpha left out because the frames were declared opaque: the
    /// converters check every frame (``EncodeOptions/framesAreOpaque``).
    var requiresOpaqueFrames = false

    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// x264's threads in ``EncodingMode/reproducible`` mode and libvpx's
    /// always, whatever the machine or `--threads`: x264's bitstream depends
    /// on its frame-thread count, and libvpx's row-based multithreading (on
    /// only with two or more threads) changes its decisions, so a count
    /// taken from the core count or the render threads would make the same
    /// input give other bytes elsewhere. Four frame threads keep x264 busy
    /// next to the render workers on small machines; large machines spend
    /// their cores on rendering.
    static let fixedEncoderThreads = 4

    /// The instruction sets x264 may use in `mode`, as its `asm` option.
    ///
    /// x264's assembly is not bit-exact across levels: on this project's
    /// machines the SSE4.2, AVX and AVX2 kernels give other bytes than the C
    /// code, and the AVX-512 ones are not even repeatable (an encoder opened
    /// after another in the same process gave different bytes about one
    /// time in five, whatever the thread count; capped at AVX2 or below,
    /// every repeat matched). Reproducible: capped at SSE2, which every
    /// x86-64 processor has, where x264 gives exactly the C code's bytes, so
    /// an MP4 is the same on any machine (elsewhere the C code itself is the
    /// reference). Fast: the machine's own set, but AVX2 at most, so that
    /// each second's fresh encoder repeats the last one's choices and a run
    /// repeats on the same machine; nil leaves x264's own detection.
    static func x264InstructionSet(_ mode: EncodingMode) -> String? {
        #if arch(x86_64)
        switch mode {
        case .reproducible: return "asm=SSE2"
        case .fast: return av_get_cpu_flags() & AV_CPU_FLAG_AVX512 != 0 ? "asm=AVX2" : nil
        }
        #else
        return mode == .reproducible ? "no-asm=1" : nil
        #endif
    }

    /// H.264's key-frame grid: one a second, as streaming encoders place
    /// them, short enough for chunks of a few seconds to start on it.
    static let h264KeyframeSeconds = 1

    /// The key-frame grid in frames at `rate`: ``keyframeSeconds`` rounded to
    /// whole frames (60 at 60 fps, 30 at 29.97), at least 1.
    func keyframeInterval(at rate: FrameRate) -> Int? {
        keyframeSeconds.map { Self.keyframeInterval(seconds: $0, at: rate) }
    }

    static func keyframeInterval(seconds: Int, at rate: FrameRate) -> Int {
        max(1, rate.nearestFrameCount(forDuration: RationalTime(seconds: seconds)))
    }

    static func background(_ options: EncodeOptions) -> AlphaHandling {
        let bg = options.background ?? RGBAColor.black
        return .over(r: bg.r, g: bg.g, b: bg.b)
    }

    static func h264(_ options: EncodeOptions) throws -> CodecSpec {
        let crf = options.crf ?? EncodeOptions.defaultH264CRF
        guard crf.isFinite, crf >= Double(EncodeOptions.h264CRFs.lowerBound), crf <= Double(EncodeOptions.h264CRFs.upperBound) else {
            throw MediaError(.invalidOption, "crf \(options.crf!) is outside 0…51 for H.264 (lower is better quality; 18 is near-lossless, 23 is x264's default).")
        }
        let preset = (options.preset ?? EncodeOptions.defaultX264Preset).rawValue
        return CodecSpec(
            encoderName: "libx264", muxerName: "mp4", pixelFormat: AV_PIX_FMT_YUV420P,
            alpha: background(options), color: .bt709Limited,
            codecOptions: [("crf", formatNumber(crf)), ("preset", preset)]
                + (x264InstructionSet(options.encoding).map { [("x264-params", $0)] } ?? []),
            muxerOptions: [("movflags", "+faststart")],
            threads: try x264Threads(options), needsEvenSize: true, keyframeSeconds: h264KeyframeSeconds,
            independentSegments: true, segmentHead: 2,
            installHint: "On Debian 12 libx264 comes with libavcodec59 (or libavcodec-extra59): apt-get install libavcodec59 libx264-164. An FFmpeg built without --enable-libx264 cannot write MP4/H.264.")
    }

    static func vp9(_ options: EncodeOptions) throws -> CodecSpec {
        let crf = options.crf ?? EncodeOptions.defaultVP9CRF
        guard crf.isFinite, crf >= 0, crf <= 63, crf == crf.rounded() else {
            throw MediaError(.invalidOption, "crf \(options.crf!) must be a whole number in 0…63 for VP9 (lower is better quality; the default is \(formatNumber(EncodeOptions.defaultVP9CRF))).")
        }
        if let preset = options.preset {
            throw MediaError(.invalidOption, "preset \(preset.rawValue) applies to MP4 (x264) only; VP9 in WebM has no presets. Remove it or write .mp4.")
        }
        let opaque = options.background == nil && options.framesAreOpaque == true
        let keepAlpha = options.background == nil && !opaque
        var spec = CodecSpec(
            encoderName: "libvpx-vp9", muxerName: "webm",
            pixelFormat: keepAlpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P,
            alpha: keepAlpha ? .unpremultiply : background(options), color: .bt709Limited,
            // Tiles and row-mt fixed too (tile-columns is log2, capped by the
            // frame width alone), so only the input decides the bitstream.
            // Real-time mode at speed 8, libvpx's fastest here (9 is refused):
            // 300 frames of 720p60 fireworks with alpha took 2.8 CPU-seconds
            // in libvpx against 5.0 at speed 6 (which was already 5x faster
            // than good/speed 2), for 10 % more bytes at crf 30 and 0.04 dB
            // less PSNR (36.10 against 36.14; README, "Output"); packets
            // repeat exactly run to run.
            codecOptions: [("crf", formatNumber(crf)), ("b", "0"), ("row-mt", "1"), ("tile-columns", "2"),
                           ("deadline", "realtime"), ("cpu-used", "8")],
            muxerOptions: [], threads: try fixedThreads(options), needsEvenSize: false,
            installHint: "On Debian 12 libvpx-vp9 comes with libavcodec59 (or libavcodec-extra59): apt-get install libavcodec59 libvpx7.")
        // Opaque frames over black are the frames themselves.
        spec.requiresOpaqueFrames = opaque
        return spec
    }

    static func prores(_ options: EncodeOptions) throws -> CodecSpec {
        if options.crf != nil || options.preset != nil {
            throw MediaError(.invalidOption, "crf and preset do not apply to ProRes (.mov); choose a ProRes profile instead, or write .mp4.")
        }
        let profile = options.proresProfile ?? .p4444
        // Only the 4444 profiles store alpha (and full-resolution colour);
        // the 422 ones are composited over the background.
        let is4444 = profile.keepsAlpha
        let keepAlpha = options.background == nil && is4444
        return CodecSpec(
            encoderName: "prores_ks", muxerName: "mov",
            pixelFormat: is4444 ? (keepAlpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE) : AV_PIX_FMT_YUV422P10LE,
            alpha: keepAlpha ? .unpremultiply : background(options), color: .bt709Limited,
            codecOptions: [("profile", profile.rawValue), ("vendor", "apl0")],
            muxerOptions: [("movflags", "+faststart")],
            threads: try threadCount(options, auto: cores), needsEvenSize: false,
            installHint: "prores_ks is part of every libavcodec; install Debian's libavcodec59.")
    }

    static func apng(_ options: EncodeOptions) throws -> CodecSpec {
        try refuseVideoQuality(options, format: "APNG (.apng), which is lossless")
        let keepAlpha = options.background == nil
        return CodecSpec(
            encoderName: "apng", muxerName: "apng", pixelFormat: keepAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24,
            alpha: keepAlpha ? .unpremultiply : background(options), color: .none,
            codecOptions: [], muxerOptions: [("plays", String(options.gifLoop))],
            threads: 1, needsEvenSize: false,
            installHint: "The apng encoder is part of every libavcodec; install Debian's libavcodec59.")
    }

    static func webp(_ options: EncodeOptions) throws -> CodecSpec {
        try refuseVideoQuality(options, format: "WebP (.webp; for lossy WebP give a quality 0–100 instead)")
        if let q = options.webpQuality, !(0...100).contains(q) {
            throw MediaError(.invalidOption, "WebP quality \(q) must be in 0…100 (higher is better; 75 is libwebp's default).")
        }
        let codec: [(String, String)] = options.webpQuality.map { [("lossless", "0"), ("quality", String($0))] }
            ?? [("lossless", "1")]
        // BGRA is libwebp's RGB32; composited frames carry alpha 255.
        return CodecSpec(
            encoderName: "libwebp_anim", muxerName: "webp", pixelFormat: AV_PIX_FMT_BGRA,
            alpha: options.background == nil ? .unpremultiply : background(options), color: .none,
            codecOptions: codec, muxerOptions: [("loop", String(options.gifLoop))],
            threads: 1, needsEvenSize: false,
            installHint: "On Debian 12 libwebp_anim comes with libavcodec59 (it links libwebp7 and libwebpmux3): apt-get install libavcodec59 libwebpmux3.")
    }

    static func refuseVideoQuality(_ options: EncodeOptions, format: String) throws {
        if options.crf != nil || options.preset != nil {
            throw MediaError(.invalidOption, "crf and preset do not apply to \(format); remove them.")
        }
    }

    /// x264's frame threads (libavcodec's default thread_type makes x264 use
    /// frame, not sliced, threads): ``fixedEncoderThreads`` when
    /// reproducible, else 0, x264's own count (1.5 a core, as FFmpeg's tool
    /// runs it). Validates `options.threads`, which is the render's.
    static func x264Threads(_ options: EncodeOptions) throws -> Int {
        let fixed = try fixedThreads(options)
        return options.encoding == .reproducible ? fixed : 0
    }

    /// Validates `options.threads` but returns `fixedEncoderThreads`.
    static func fixedThreads(_ options: EncodeOptions) throws -> Int {
        _ = try threadCount(options, auto: fixedEncoderThreads)
        return fixedEncoderThreads
    }

    static func threadCount(_ options: EncodeOptions, auto: Int) throws -> Int {
        guard let t = options.threads else { return auto }
        guard RenderLimits.threads.contains(t) else {
            throw MediaError(.invalidOption, "threads \(t) must be between \(RenderLimits.threads.lowerBound) and \(RenderLimits.threads.upperBound).")
        }
        return t
    }
}

enum RGBAColor {
    static let black = Raster.RGBA8(r: 0, g: 0, b: 0, a: 255)
}

/// "18" rather than "18.0" for whole numbers, so x264 logs look as typed.
func formatNumber(_ x: Double) -> String {
    x == x.rounded() ? String(Int(x)) : String(x)
}


import ImageFiles
import Raster
