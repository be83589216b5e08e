// The encoder for one chunk of a split render. Video chunks are the final
// format's own encoder, opened fresh (so the chunk starts with a key frame)
// and fed frames whose pts are their true indices, so the pieces join by
// stream copy with no timestamp rewriting. An H.264 chunk on the key-frame
// grid has the very bytes of the whole render's same seconds, each second
// being an encode of its own in both. A GIF's chunks are FFV1 in
// Matroska: lossless over the premultiplied bytes, so the final step decodes
// exactly the rendered pixels and encodes the GIF once. A PNG sequence's
// chunks write their own numbered files into the shared folder.
import CFFmpeg
import ImageFiles
import Timeline

extension CodecSpec {
    /// Lossless intermediate: FFV1 over BGRA, the premultiplied bytes kept
    /// (un-premultiplying would round). One thread: FFV1's slices follow
    /// its thread count, and the bytes must not.
    static let ffv1Intermediate = CodecSpec(
        encoderName: "ffv1", muxerName: "matroska", pixelFormat: AV_PIX_FMT_BGRA,
        alpha: .premultiplied, color: .none, codecOptions: [], muxerOptions: [], threads: 1,
        needsEvenSize: false, installHint: "ffv1 is part of every libavcodec; install Debian's libavcodec59.")
}

func makeSegmentEncoder(_ segment: SegmentTag, format: OutputFormat, path: String, width: Int, height: Int,
                        frameRate: FrameRate, options: EncodeOptions) throws -> any FrameEncoder {
    let chunkPath = try segment.path(forOutput: path)
    var segment = segment
    segment.frameRate = frameRate
    if format.needsFinalEncode { segment.finalEncode = FinalEncodeOptions(options) }
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
                                spec: .ffv1Intermediate, firstFrame: first, metadata: metadata)
    case .pngSequence:
        return try PNGSequenceWriter(path: path, width: width, height: height, options: options, single: false,
                                     firstFrame: (options.clip?.lowerBound ?? 0) + first, partOfSet: true)
    case .png:
        throw MediaError(.invalidOption, what: "a single .png holds one frame and cannot be split into chunks",
                         at: path, fix: "write a sequence like out/seq/%04d.png, or drop the chunk")
    }
}
