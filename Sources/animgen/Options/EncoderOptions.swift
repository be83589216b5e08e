import AnimGen
import Media
import Raster
import Spelling
import Timeline
import TimelineFile
extension X264Preset {
    /// Parses `--preset` into Media's preset, suggesting the nearest on a typo.
    static func parse(_ text: String) throws -> X264Preset {
        if let preset = X264Preset(rawValue: text.lowercased()) { return preset }
        let names = allCases.map(\.rawValue)
        let fix = NearestName.nearest(to: text, among: names).map { "did you mean \($0)? " } ?? ""
        throw CLIError.usage("unknown x264 preset \"\(text)\"", at: "--preset \(text)",
                             fix: fix + "presets: \(names.joined(separator: ", "))")
    }
}

/// Options handed to the encoder.
struct EncoderOptions: Sendable, Equatable {
    /// libx264 constant rate factor, 0 (lossless) … 51; lower is better quality.
    var crf: Int = RenderDefaults.crf
    var preset: X264Preset = RenderDefaults.preset
    /// Render threads (and ProRes encoder threads); nil lets the pipeline
    /// choose (one per core). x264 and VP9 never take it, so the bytes
    /// never depend on it.
    var threads: Int?
    /// `--reproducible` (or a timeline file's `reproducible: true`): the
    /// same MP4 bytes on every machine instead of the fastest encode.
    var encoding = EncodingMode.fast
    /// Straight sRGB under transparent pixels (`--background`); nil: the
    /// format's default (MP4 black, the others keep alpha).
    var background: RGBA8?
    /// `--background transparent`: keep an alpha channel even when the
    /// scene declares its frames opaque (a WebM then has its alpha stream).
    var keepsAlpha = false
    /// GIF plays (`--loop`): 0 forever, n plays n times.
    var gifPlays = 0
    /// GIF frame rate (`--gif-fps`); nil: the animation's.
    var gifFrameRate: FrameRate?
    /// VP9 CRF (`--crf` with .webm); nil: VP9's default.
    var vp9CRF: Int?
    /// Lossy WebP quality (`--webp-quality`); nil: lossless.
    var webpQuality: Int?
    /// ProRes profile (`--prores`); nil: 4444.
    var proresProfile: ProResProfile?
}
