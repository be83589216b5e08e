import Media
import Timeline
/// The documented bounds of the render options, checked before any work.
/// `animgen <command> --help` prints them from here.
enum RenderLimits {
    /// Longest animation: one hour.
    static let maximumSeconds: Double = 3600
    /// Frame rates from 1 to 240 frames per second (inclusive).
    static let frameRates: ClosedRange<Double> = 1...240
    /// Largest width or height in pixels (also the H.264 level-6.2 limit).
    static let maximumSide = 8192
    /// Thread counts accepted by `--threads`.
    static let threads: ClosedRange<Int> = 1...64
    /// libx264's constant-rate-factor range (8-bit).
    static let crf: ClosedRange<Int> = 0...51
}

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
    static let preset = X264Preset(rawValue: EncodeOptions.defaultX264Preset) ?? .medium
}
