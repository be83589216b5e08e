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
