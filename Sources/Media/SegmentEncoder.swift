// The encoder for one chunk of a split render. Video chunks are the final
// format's own encoder, opened fresh (so the chunk starts with a key frame)
// and fed frames whose pts are their true indices, so the pieces join by
// stream copy with no timestamp rewriting. An H.264 chunk on the key-frame
// grid has the very bytes of the whole render's same seconds, each second
// being an encode of its own in both. A GIF's (APNG's, WebP's) chunks are
// lossless frames in Matroska, the premultiplied bytes as rendered, so the
// final step gets exactly the rendered pixels and encodes the GIF once: raw
// BGRA when the chunk's frames take at most `rawChunkBytes`, FFV1 when they
// are larger. A PNG sequence's chunks write their own numbered files into
// the shared folder.
import CFFmpeg
import ImageFiles
import Timeline

extension CodecSpec {
    /// The largest chunk kept as raw frames: 256 MiB of BGRA (72 frames of
    /// 1280x720, 517 of 480x270). Raw frames cost nothing to write or read
    /// back, where FFV1 costs time both ways (its decoding was 18 % of
    /// `concat`'s CPU time, perf, and 24 % of its instructions, callgrind,
    /// for 100 frames of 480x270 fireworks into a GIF) but is far smaller
    /// (those frames: 2.6 MB against 52 MB); past this size a chunk's disk
    /// space and transfer matter more.
    static let rawChunkBytes = 256 << 20

    /// Lossless intermediate for a chunk of `frames` frames: BGRA, the
    /// premultiplied bytes kept (un-premultiplying would round), raw when
    /// they fit ``rawChunkBytes`` (Matroska stores raw RGB in its VFW
    /// mode), else FFV1. One thread: FFV1's slices follow its thread count,
    /// and the bytes must not.
    static func losslessIntermediate(width: Int, height: Int, frames: Int) -> CodecSpec {
        let raw = width * height * 4 * frames <= rawChunkBytes
        return CodecSpec(
            encoderName: raw ? "rawvideo" : "ffv1", muxerName: "matroska", pixelFormat: AV_PIX_FMT_BGRA,
            alpha: .premultiplied, color: .none, codecOptions: [], muxerOptions: raw ? [("allow_raw_vfw", "1")] : [],
            threads: 1, needsEvenSize: false,
            installHint: "rawvideo and ffv1 are part of every libavcodec; install Debian's libavcodec59.")
    }
}

func makeSegmentEncoder(_ segment: SegmentTag, format: OutputFormat, path: String, width: Int, height: Int,
                        frameRate: FrameRate, options: EncodeOptions) throws -> any FrameEncoder {
    let chunkPath = try segment.path(forOutput: path)
    var segment = segment
    segment.frameRate = frameRate
    if format.needsFinalEncode { segment.finalEncode = FinalEncodeOptions(options) }
    if format == .mp4 { segment.encoding = options.encoding }
    let metadata = [(SegmentTag.metadataKey, segment.description)]
    let first = segment.frames.lowerBound
    switch format {
    case .mp4:
        // Every second of the grid is its own encode (`CodecSpec.independentSegments`),
        // in a whole render too: a chunk on the grid is those seconds' bytes.
        return try VideoEncoder(path: chunkPath, width: width, height: height, frameRate: frameRate,
                                spec: .h264(options), firstFrame: first, metadata: metadata)
    case .webm:
        return try VideoEncoder(path: chunkPath, width: width, height: height, frameRate: frameRate,
                                spec: .vp9(options), firstFrame: first, metadata: metadata)
    case .mov:
        return try VideoEncoder(path: chunkPath, width: width, height: height, frameRate: frameRate,
                                spec: .prores(options), firstFrame: first, metadata: metadata)
    case .gif, .apng, .webp:
        // The GIF's own checks run now, so a bad option fails in the chunk, not at the end.
        if format == .gif { try GIFEncoder.checkOptions(options, path: path) }
        return try VideoEncoder(path: chunkPath, width: width, height: height, frameRate: frameRate,
                                spec: .losslessIntermediate(width: width, height: height, frames: segment.frames.count),
                                firstFrame: first, metadata: metadata)
    case .pngSequence:
        return try PNGSequenceWriter(path: path, width: width, height: height, options: options, single: false,
                                     firstFrame: (options.clip?.lowerBound ?? 0) + first, partOfSet: true)
    case .png:
        throw MediaError(.invalidOption, what: "a single .png holds one frame and cannot be split into chunks",
                         at: path, fix: "write a sequence like out/seq/%04d.png, or drop the chunk")
    }
}
