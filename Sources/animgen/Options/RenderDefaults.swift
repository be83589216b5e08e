import Media
import Timeline

// The bounds of the options are Timeline's `RenderLimits` (and Media's
// `EncodeOptions.h264CRFs`); `animgen <command> --help` prints them from there.

/// The values used when an option is not given. Fixed, so two plain runs
/// produce the same bytes.
enum RenderDefaults {
    static let seconds: Double = 5
    static let frameRate = FrameRate.fps60
    static let size = PixelSize(width: 1280, height: 720)
    /// The year of the WWDC session whose particle visualizer inspired the fireworks.
    static let seed: UInt64 = 2021
    /// Media's defaults, so the help text and the library agree.
    static let crf = Int(EncodeOptions.defaultH264CRF)
    static let preset = EncodeOptions.defaultX264Preset
}
