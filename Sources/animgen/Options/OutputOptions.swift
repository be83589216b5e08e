import AnimGen
import Media
import Raster
import SwiftUICore
import Timeline
/// `--background`, `--loop`, `--gif-fps`, `--webp-quality`, `--prores`,
/// and `--crf` for WebM: how the frames are stored, checked against the
/// output format before any work starts.
enum OutputOptions {
    static let specs: [OptionSpec] = [
        OptionSpec("background", .value(placeholder: "COLOR"),
                   help: "color under transparent pixels: #RRGGBB, #RGB or black, white, gray, red, green, blue; or transparent (default: .mp4 black, other formats keep alpha)"),
        OptionSpec("loop", .value(placeholder: "N"),
                   help: "plays: 0 loops forever, N plays N times, 1–65536 (default 0; .gif, .apng, .webp)"),
        OptionSpec("gif-fps", .value(placeholder: "N"),
                   help: "GIF frame rate, at most --fps; frames between are dropped (default: --fps, above 50 played at 50; .gif only)"),
        OptionSpec("webp-quality", .value(placeholder: "Q"),
                   help: "lossy WebP at quality 0–100, higher is better (default: lossless; .webp only)"),
        OptionSpec("prores", .value(placeholder: "PROFILE"),
                   help: "ProRes profile: \(proresProfiles.joined(separator: ", ")); only 4444 and 4444xq keep alpha (default 4444; .mov only)"),
    ]

    static let proresProfiles = ["proxy", "lt", "standard", "hq", "4444", "4444xq"]

    /// `--crf` for WebM (VP9: 0–63); other formats have none.
    static func applyCRF(_ arguments: ParsedArguments, output: OutputTarget, to options: inout EncoderOptions) throws {
        guard output.kind == .webm else {
            throw CLIError.usage("--crf applies to .mp4 and .webm output only", at: "-o \(output.path)",
                                 fix: output.kind == .webp ? "for lossy WebP use --webp-quality" : "drop --crf, or write .mp4 or .webm")
        }
        options.vp9CRF = try wholeNumber(arguments, "crf", in: 0...63, what: "the VP9 CRF",
                                         fix: "write e.g. --crf 30 (lower is better quality)")
    }

    /// The whole number given for `--name`, if any, checked against `range`.
    private static func wholeNumber(_ arguments: ParsedArguments, _ name: String, in range: ClosedRange<Int>,
                                    what: String, fix: String) throws -> Int? {
        guard let text = arguments.value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw CLIError.usage("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)",
                                 at: "--\(name) \(text)", fix: fix)
        }
        return n
    }

    /// Named colours `--background` accepts besides hex.
    static let colorNames: [String: RGBA8] = [
        "black": RGBA8(r: 0, g: 0, b: 0, a: 255), "white": RGBA8(r: 255, g: 255, b: 255, a: 255),
        "gray": RGBA8(r: 128, g: 128, b: 128, a: 255), "red": RGBA8(r: 255, g: 0, b: 0, a: 255),
        "green": RGBA8(r: 0, g: 128, b: 0, a: 255), "blue": RGBA8(r: 0, g: 0, b: 255, a: 255),
    ]

    static func apply(_ arguments: ParsedArguments, output: OutputTarget, frameRate: FrameRate,
                      to options: inout EncoderOptions) throws {
        if let text = arguments.value("background") {
            options.background = try parseBackground(text, output: output)
            options.keepsAlpha = text.lowercased() == "transparent"
        }
        let only: [(String, [OutputFormat])] = [("loop", [.gif, .apng, .webp]), ("gif-fps", [.gif]),
                                                 ("webp-quality", [.webp]), ("prores", [.mov])]
        for (name, kinds) in only where arguments.has(name) && !kinds.contains(output.kind) {
            let names = kinds.map { "." + $0.rawValue }.joined(separator: ", ")
            throw CLIError.usage("--\(name) applies to \(names) output only", at: "-o \(output.path)",
                                 fix: "drop --\(name), or write \(names)")
        }
        options.webpQuality = try wholeNumber(arguments, "webp-quality", in: 0...100, what: "the WebP quality",
                                              fix: "write e.g. --webp-quality 80, or leave it out for lossless WebP")
        if let text = arguments.value("prores") {
            guard proresProfiles.contains(text.lowercased()) else {
                throw CLIError.usage("unknown ProRes profile \"\(text)\"", at: "--prores \(text)",
                                     fix: "use one of: \(proresProfiles.joined(separator: ", "))")
            }
            options.proresProfile = text.lowercased()
        }
        options.gifPlays = try wholeNumber(arguments, "loop", in: 0...65536, what: "the play count",
                                           fix: "write --loop 0 to loop forever, or e.g. --loop 3 to play three times") ?? 0
        if let text = arguments.value("gif-fps") {
            let rate = try FrameRate.parse(text, option: "--gif-fps")
            guard rate.framesPerSecond <= frameRate.framesPerSecond else {
                throw CLIError.usage("a GIF cannot have more frames than the animation (\(frameRate.decimalDescription) fps)",
                                     at: "--gif-fps \(text)", fix: "use at most --gif-fps \(frameRate.decimalDescription), or raise --fps")
            }
            options.gifFrameRate = rate
        }
    }

    static func parseBackground(_ text: String, output: OutputTarget) throws -> RGBA8? {
        let name = text.lowercased()
        if name == "transparent" {
            guard output.kind != .mp4 else {
                throw CLIError.usage("MP4 (H.264) has no alpha channel", at: "--background \(text)",
                                     fix: "write .webm, .mov, .gif or .png to keep transparency, or give a color")
            }
            return nil
        }
        if let color = colorNames[name] { return color }
        do {
            let c = try Color(hex: text).resolved
            guard c.opacity >= 1 else {
                throw CLIError.usage("the background must be opaque", at: "--background \(text)",
                                     fix: "drop the alpha digits, or write transparent")
            }
            func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
            return RGBA8(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: 255)
        } catch let error as Color.HexParseError {
            throw CLIError.usage("unknown color: \(error.reason)", at: "--background \(text)",
                                 fix: "write e.g. #FFFFFF, white or transparent")
        }
    }
}
