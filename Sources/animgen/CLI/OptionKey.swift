/// The long name of an option, declared once here: a command's specs and
/// every read of a parsed value name a constant (`.seconds`, `.webpQuality`),
/// so a misspelt read does not compile.
struct OptionKey: Hashable, Sendable {
    /// The name without dashes, as typed (`webp-quality`).
    let name: String

    private init(_ name: String) { self.name = name }

    static let background = OptionKey("background")
    static let chunk = OptionKey("chunk")
    static let chunkFromEnv = OptionKey("chunk-from-env")
    static let chunks = OptionKey("chunks")
    static let columns = OptionKey("columns")
    static let crf = OptionKey("crf")
    static let every = OptionKey("every")
    static let fit = OptionKey("fit")
    static let fps = OptionKey("fps")
    static let frame = OptionKey("frame")
    static let frames = OptionKey("frames")
    static let gifFps = OptionKey("gif-fps")
    static let golden = OptionKey("golden")
    static let help = OptionKey("help")
    static let host = OptionKey("host")
    static let loop = OptionKey("loop")
    static let maxDiff = OptionKey("max-diff")
    static let maxDiffering = OptionKey("max-differing")
    static let merge = OptionKey("merge")
    static let minPsnr = OptionKey("min-psnr")
    static let output = OptionKey("output")
    static let param = OptionKey("param")
    static let params = OptionKey("params")
    static let port = OptionKey("port")
    static let preset = OptionKey("preset")
    static let prores = OptionKey("prores")
    static let quiet = OptionKey("quiet")
    static let record = OptionKey("record")
    static let report = OptionKey("report")
    static let scale = OptionKey("scale")
    static let seconds = OptionKey("seconds")
    static let seed = OptionKey("seed")
    static let size = OptionKey("size")
    static let threads = OptionKey("threads")
    static let time = OptionKey("time")
    static let timeRange = OptionKey("time-range")
    static let times = OptionKey("times")
    static let webpQuality = OptionKey("webp-quality")
    static let width = OptionKey("width")
}
