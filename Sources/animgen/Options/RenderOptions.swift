import AnimGen
import Frames
import Media
import Spelling
import Timeline
import TimelineFile
/// The options every rendering command shares, and their validation into a
/// ``RenderRequest``. Everything is checked here, before any work starts.
enum RenderOptions {
    /// All options of a rendering command, in help order.
    static let specs: [OptionSpec] = [outputSpec] + sceneSpecs + [fitSpec] + FrameRangeOptions.specs + selectionAndEncoderSpecs
        + OutputOptions.specs + ChunkOptions.specs

    /// The same options with `--seconds`, `--fps`, `--size` and `--seed`
    /// showing a scene's own defaults (nil: "the file's", for `render FILE`).
    static func specs(defaults: SceneSettings?) -> [OptionSpec] {
        let shown: [String: String] = defaults.map { d in
            ["seconds": ProgressLine.number(d.seconds), "fps": d.frameRate.decimalDescription,
             "size": "\(d.size)", "seed": "\(d.seed)"]
        } ?? ["seconds": "the file's", "fps": "the file's", "size": "the file's canvas", "seed": "the file's"]
        return showing(shown, in: specs)
    }

    /// `--seconds`, `--fps`, `--size` and `--seed` as verify, sheet and
    /// preview take them: TARGET is any scene, so each defaults to its own.
    static let targetSceneSpecs = showing(["seconds": "the scene's", "fps": "the scene's",
                                           "size": "the scene's", "seed": "the scene's"], in: sceneSpecs)

    /// `specs` with the value after "(default " replaced by `shown[name]`.
    static func showing(_ shown: [String: String], in specs: [OptionSpec]) -> [OptionSpec] {
        specs.map { spec in
            guard let value = shown[spec.name], let open = spec.help.range(of: "(default ") else { return spec }
            var spec = spec
            let end = spec.help[open.upperBound...].firstIndex { $0 == ";" || $0 == ")" } ?? spec.help.endIndex
            spec.help.replaceSubrange(open.upperBound..<end, with: value)
            return spec
        }
    }

    static let outputSpec = OptionSpec(
        .output, short: "o", .value(placeholder: "FILE"),
        help: "where to write (default out/NAME.mp4, out/NAME.png with --frame or --time; NAME: the file's or scene's name); the extension picks the format: .mp4, .gif, .webm (VP9; alpha unless the scene is opaque), .mov (ProRes 4444, alpha), .apng, .webp, .png (one frame; an APNG with --frames), or %04d.png for a sequence")

    /// `--fit`, for the commands that write files (verify, sheet and preview
    /// keep the scene's own placement).
    static let fitSpec = OptionSpec(.fit, .value(placeholder: "MODE"),
        help: "when --size has another aspect ratio than the scene's canvas: contain (fit inside, centred), cover (fill, cropping), stretch (default contain)")

    /// `out/<name>.mp4`, or `.png` when `--frame` or `--time` picks one frame;
    /// `name` is a file's stem or a scene's name, cut to what a file name may hold.
    static func defaultOutput(name: String, arguments: ParsedArguments) -> String {
        let stem = String(String(name.split(separator: "/").last ?? "out").split(separator: ".").first ?? "out")
        let safe = String(stem.map { $0.isLetter || $0.isNumber || "-_".contains($0) ? $0 : "_" }.prefix(100))
        let single = arguments.has(.frame) || arguments.has(.time)
        return "out/\(safe.isEmpty ? "out" : safe).\(single ? "png" : "mp4")"
    }

    /// `--seconds`, `--fps`, `--size`, `--seed`: see ``SceneSettings``.
    static let sceneSpecs: [OptionSpec] = [
        OptionSpec(.seconds, .value(placeholder: "S"),
                   help: "length of the animation, > 0 and at most \(Int(RenderLimits.maximumSeconds)) (default \(Int(RenderDefaults.seconds)))"),
        OptionSpec(.fps, .value(placeholder: "N"),
                   help: "frames per second, \(Int(RenderLimits.frameRates.lowerBound))–\(Int(RenderLimits.frameRates.upperBound)): 60, 29.97 or 30000/1001 (default \(RenderDefaults.frameRate))"),
        OptionSpec(.size, .value(placeholder: "WxH"),
                   help: "frame size in pixels, each side 1–\(RenderLimits.maximumSide); 640x or x360 keeps the aspect ratio (default \(RenderDefaults.size))"),
        OptionSpec(.scale, .value(placeholder: "N"),
                   help: "multiply the frame size by N, 0.1–8, e.g. 2 for twice the pixels (default 1)"),
        OptionSpec(.seed, .value(placeholder: "N"),
                   help: "random seed, 0–\(UInt64.max) (default \(RenderDefaults.seed); same seed, same frames)"),
    ]

    /// `--frame`, `--time`, `--crf`, `--preset`, `--reproducible`, `--threads`, `--quiet`.
    static let selectionAndEncoderSpecs: [OptionSpec] = [
        OptionSpec(.frame, .value(placeholder: "N"),
                   help: "render only frame N (0-based) to a .png"),
        OptionSpec(.time, .value(placeholder: "T"),
                   help: "render only the frame shown at T seconds (frame floor(T × fps)) to a .png"),
        OptionSpec(.crf, .value(placeholder: "N"),
                   help: "quality, lower is better: .mp4 \(EncodeOptions.h264CRFs.lowerBound) (lossless)–\(EncodeOptions.h264CRFs.upperBound) (default \(RenderDefaults.crf)); .webm 0–63 (default \(Int(EncodeOptions.defaultVP9CRF)))"),
        OptionSpec(.preset, .value(placeholder: "NAME"),
                   help: "x264 speed preset, ultrafast … placebo (default \(RenderDefaults.preset.rawValue); .mp4 only)"),
        OptionSpec(.reproducible, .flag,
                   help: "the same .mp4 bytes on every machine (x264's C-exact SSE2 code, 4 threads), for about 15–25 % more encoder time; without it x264 uses this machine's best instructions and threads (the frames look the same; golden tests and verify compare rendered frames either way)"),
        OptionSpec(.threads, .value(placeholder: "N"),
                   help: "worker threads, \(RenderLimits.threads.lowerBound)–\(RenderLimits.threads.upperBound) (default: one per core)"),
        OptionSpec(.quiet, short: "q", .flag, help: "print nothing but errors"),
    ]

    static let details = """
        Frames: frame i shows t = i / fps; the animation has ⌈seconds × fps⌉
        frames (every frame that starts before the end), e.g. 5 s at 60 fps =
        frames 0…299.
        Output is written under a hidden temporary name and renamed when
        complete; missing folders are created. Odd sizes: H.264 (yuv420p) needs
        even sides.

        \(FrameRangeOptions.details)

        \(ChunkOptions.details)
        """

    /// Whether `--quiet` was given.
    static func isQuiet(_ arguments: ParsedArguments) -> Bool { arguments.has(.quiet) }

    /// Validates `--seconds`, `--fps`, `--size`, `--seed` over `defaults`
    /// (a timeline file's own canvas, fps and duration, or the built-in ones).
    static func sceneSettings(from arguments: ParsedArguments, defaults: SceneSettings = .standard) throws -> SceneSettings {
        var size = try arguments.value(.size).map { try PixelSize.parse($0, aspect: defaults.size) } ?? defaults.size
        if let text = arguments.value(.scale) {
            size = size.scaled(by: try PixelSize.parseScale(text))
            guard size.width <= RenderLimits.maximumSide, size.height <= RenderLimits.maximumSide else {
                throw CLIError.usage("the scaled size \(size) is over \(RenderLimits.maximumSide) pixels a side",
                                     at: "--scale \(text)", fix: "use a smaller --scale or --size")
            }
        }
        let settings = SceneSettings(
            size: size,
            frameRate: try arguments.value(.fps).map { try FrameRate.parse($0) } ?? defaults.frameRate,
            seconds: try arguments.value(.seconds).map(parseSeconds) ?? defaults.seconds,
            seed: try arguments.value(.seed).map(parseSeed) ?? defaults.seed)
        _ = try frameCount(seconds: settings.seconds, frameRate: settings.frameRate)
        return settings
    }

    /// Validates every shared option and the output location. Without `-o`,
    /// the output is `out/<name>.mp4` (`.png` for one frame), as Remotion
    /// writes `out/<composition>.mp4`.
    static func request(from arguments: ParsedArguments, defaults: SceneSettings = .standard,
                        name: String) throws -> RenderRequest {
        let outputPath = arguments.value(.output) ?? defaultOutput(name: name, arguments: arguments)
        try OutputPreparation.refuseFolder(outputPath)
        var output = try OutputTarget.parse(outputPath)
        let scene = try sceneSettings(from: arguments, defaults: defaults)
        let (size, frameRate, seconds, seed) = (scene.size, scene.frameRate, scene.seconds, scene.seed)
        let frameCount = scene.frameCount
        let frames = try frameSelection(arguments, output: output, frameCount: frameCount,
                                        seconds: seconds, frameRate: frameRate)
        if output.kind == .png, case .range(let range) = frames, range.count > 1 {
            output.kind = .apng
        }
        var encoder = try encoderOptions(arguments, output: output)
        try OutputOptions.apply(arguments, output: output, frameRate: frameRate, to: &encoder)

        try OutputPreparation.checkSize(size, for: output)
        try OutputPreparation.check(output)
        try OutputPreparation.refuseOverwritingInputs(output, arguments: arguments)
        let chunk = try ChunkOptions.parse(arguments, frameCount: frames.clip(of: frameCount).count, output: output,
                                           singleFrame: { if case .single = frames { true } else { false } }())
        var request = RenderRequest(size: size, frameRate: frameRate, seconds: seconds, frameCount: frameCount,
                                    frames: frames, output: output, encoder: encoder, seed: seed, chunk: chunk)
        request.fit = try arguments.value(.fit).map(parseFit)
        if arguments.value(.output) == nil { request.notes.append("no -o given: writing \(outputPath)") }
        // Only scenes with a canvas of their own (timeline files) fit it into the frame;
        // the fireworks fill any size, so their defaults are the standard ones.
        if request.fit == nil, defaults != .standard, size.hasOtherAspect(than: defaults.size) {
            request.notes.append("\(size) has another aspect ratio than the scene's \(defaults.size): the picture is scaled to fit inside, centred (--fit cover fills the frame, cropping; --fit stretch distorts it; --size \(defaults.size.width * size.height / defaults.size.height)x\(size.height) or --size \(size.width)x keeps the aspect ratio)")
        }
        return request
    }

    static func parseFit(_ text: String) throws -> CanvasFit {
        guard let fit = CanvasFit(rawValue: text.lowercased()) else {
            let names = CanvasFit.allCases.map(\.rawValue)
            let near = NearestName.nearest(to: text, among: names).map { "did you mean \($0)? " } ?? ""
            throw CLIError.usage("unknown fit \"\(text)\"", at: "--fit \(text)", fix: near + "use one of: \(names.joined(separator: ", "))")
        }
        return fit
    }

    static func parseSeconds(_ text: String) throws -> Double {
        let location = "--seconds \(text)"
        let limit = Int(RenderLimits.maximumSeconds)
        guard let value = Double(text), !value.isNaN else {
            throw CLIError.usage("the length must be a number of seconds", at: location, fix: "write e.g. --seconds 5")
        }
        guard value > 0, value.isFinite, value <= RenderLimits.maximumSeconds else {
            throw CLIError.usage("the length must be more than 0 and at most \(limit) seconds", at: location,
                                 fix: "write e.g. --seconds 5")
        }
        return value
    }

    static func parseSeed(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw CLIError.usage("the seed must be a whole number from 0 to \(UInt64.max)", at: "--seed \(text)",
                                 fix: "write e.g. --seed 7")
        }
        return seed
    }

    /// ⌈seconds × fps⌉ (``SceneSettings/frameCount``), at least one frame.
    static func frameCount(seconds: Double, frameRate: FrameRate) throws -> Int {
        let count = SceneSettings(size: RenderDefaults.size, frameRate: frameRate, seconds: seconds, seed: 0).frameCount
        guard count >= 1 else {
            throw CLIError.usage("\(ProgressLine.number(seconds)) s at \(frameRate.decimalDescription) fps is shorter than one frame",
                                 at: "--seconds \(ProgressLine.number(seconds))",
                                 fix: "use at least --seconds \(ProgressLine.fixed(0.5 / frameRate.framesPerSecond + 0.00005, decimals: 4))")
        }
        return count
    }

    private static func frameSelection(_ arguments: ParsedArguments, output: OutputTarget, frameCount: Int,
                                       seconds: Double, frameRate: FrameRate) throws -> RenderRequest.FrameSelection {
        let frameText = arguments.value(.frame), timeText = arguments.value(.time)
        if frameText != nil, timeText != nil {
            throw CLIError.usage("--frame and --time both pick the frame", at: "--frame \(frameText!) --time \(timeText!)",
                                 fix: "keep only one of them")
        }
        let single = frameText.map { "--frame \($0)" } ?? timeText.map { "--time \($0)" }
        let range = arguments.value(.frames).map { "--frames \($0)" } ?? arguments.value(.timeRange).map { "--time-range \($0)" }
        if let single, let range {
            throw CLIError.usage("\(single) picks one frame and \(range) a range", at: "\(single) \(range)",
                                 fix: "keep only one of them")
        }
        if let selection = try FrameRangeOptions.parse(arguments, frameCount: frameCount, seconds: seconds, frameRate: frameRate) {
            if output.kind == .png, case .range(let frames) = selection, frames.count == 1 {
                return .single(frames.lowerBound)
            }
            return selection
        }
        if output.isVideo, let given = frameText.map({ "--frame \($0)" }) ?? timeText.map({ "--time \($0)" }) {
            throw CLIError.usage("\(given) renders a single frame, which needs a .png output", at: "-o \(output.path)",
                                 fix: "write -o frame.png, or drop \(given) to render the whole \(output.formatName)")
        }
        let last = frameCount - 1
        if let frameText {
            guard let index = Int(frameText), index >= 0 else {
                throw CLIError.usage("the frame must be a whole number from 0", at: "--frame \(frameText)",
                                     fix: "write e.g. --frame 0")
            }
            guard index <= last else {
                throw CLIError.usage("frame \(index) is past the last frame, \(last) (\(frameCount) frames = \(ProgressLine.number(seconds)) s at \(frameRate.decimalDescription) fps)",
                                     at: "--frame \(frameText)", fix: "pick a frame from 0 to \(last), or raise --seconds")
            }
            return .single(index)
        }
        if let timeText {
            guard let time = RationalTime(parsing: timeText) else {
                throw CLIError.usage("the time must be a number of seconds from 0 (1.5, 1.5s or 1:05.5)", at: "--time \(timeText)",
                                     fix: "write e.g. --time 1.5")
            }
            let frame = frameRate.frame(at: time)
            guard frame <= last else {
                throw CLIError.usage("time \(timeText) s is at or past the end of the \(ProgressLine.number(seconds)) s animation",
                                     at: "--time \(timeText)",
                                     fix: "pick a time below \(ProgressLine.number(seconds)), or raise --seconds")
            }
            return .single(frame)
        }
        if output.kind == .png {
            throw CLIError.usage("a .png output holds one frame, but no frame was chosen", at: "-o \(output.path)",
                                 fix: "add --frame N or --time T, --frames A-B for an APNG, or write a sequence like -o out/seq/%04d.png")
        }
        return .all
    }

    private static func encoderOptions(_ arguments: ParsedArguments, output: OutputTarget) throws -> EncoderOptions {
        var options = EncoderOptions()
        if arguments.has(.preset) && output.kind != .mp4 {
            throw CLIError.usage("--preset applies to .mp4 output only", at: "-o \(output.path)",
                                 fix: "drop --preset, or write an .mp4")
        }
        if output.kind != .mp4, arguments.has(.crf) {
            try OutputOptions.applyCRF(arguments, output: output, to: &options)
        } else if let text = arguments.value(.crf) {
            guard let crf = Int(text), EncodeOptions.h264CRFs.contains(crf) else {
                throw CLIError.usage("the CRF must be a whole number from \(EncodeOptions.h264CRFs.lowerBound) to \(EncodeOptions.h264CRFs.upperBound)",
                                     at: "--crf \(text)", fix: "write e.g. --crf 23 (lower is better quality)")
            }
            options.crf = crf
        }
        if let text = arguments.value(.preset) {
            options.preset = try X264Preset.parse(text)
        }
        if arguments.has(.reproducible) { options.encoding = .reproducible }
        if let text = arguments.value(.threads) {
            guard let threads = Int(text), RenderLimits.threads.contains(threads) else {
                throw CLIError.usage("the thread count must be a whole number from \(RenderLimits.threads.lowerBound) to \(RenderLimits.threads.upperBound)",
                                     at: "--threads \(text)", fix: "write e.g. --threads 2, or leave it out")
            }
            options.threads = threads
        }
        return options
    }
}
