// The encoders' named settings, one owner: the library takes them as these
// enums, the command line parses its flags into them.

/// libx264's speed/quality presets, fastest first.
public enum X264Preset: String, Sendable, CaseIterable {
    /// The fastest and largest.
    case ultrafast
    /// Very fast.
    case superfast
    /// Fast.
    case veryfast
    /// Faster than `fast`.
    case faster
    /// Faster than `medium`.
    case fast
    /// x264's default.
    case medium
    /// Smaller files, slower.
    case slow
    /// Smaller still.
    case slower
    /// Slower still.
    case veryslow
    /// The slowest; hardly smaller than `veryslow`.
    case placebo
}

/// Apple ProRes profiles of `prores_ks`, smallest first; only the 4444
/// ones keep alpha (and full-resolution colour).
public enum ProResProfile: String, Sendable, CaseIterable {
    /// ProRes 422 Proxy.
    case proxy
    /// ProRes 422 LT.
    case lt
    /// ProRes 422.
    case standard
    /// ProRes 422 HQ.
    case hq
    /// ProRes 4444, with alpha (the default).
    case p4444 = "4444"
    /// ProRes 4444 XQ, with alpha.
    case p4444xq = "4444xq"

    /// Whether the profile stores alpha and full-resolution colour.
    public var keepsAlpha: Bool { self == .p4444 || self == .p4444xq }
}

/// What an encoder may take from the machine it runs on. Only MP4 (x264)
/// depends on it: x264's assembly kernels and its thread count change the
/// bitstream (never what the frames look like to the eye, nor the rendered
/// frames golden tests and `verify` compare), while every other format's
/// bytes are the same on every machine either way.
public enum EncodingMode: String, Sendable, CaseIterable {
    /// x264 with the machine's instruction set (capped at AVX2, whose
    /// kernels repeat exactly where AVX-512's do not) and a thread per core
    /// and a half, as FFmpeg's own tool runs it: the fastest encode; an MP4
    /// is the same from run to run on one machine but may differ on another.
    case fast
    /// x264 with its assembly capped at SSE2 (exactly its C code's bytes)
    /// and four frame threads: the same MP4, byte for byte, on every
    /// machine, for about 15–25 % more encoder CPU.
    case reproducible
}
