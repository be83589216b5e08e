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
        OptionSpec(.background, .value(placeholder: "COLOR"),
                   help: "color under transparent pixels: #RRGGBB, #RGB or a SwiftUI color name (black, white, gray, red, green, blue, …, as SwiftUI draws them); or transparent (default: .mp4 black, other formats keep alpha)"),
        OptionSpec(.loop, .value(placeholder: "N"),
                   help: "plays: 0 loops forever, N plays N times, 1–65536 (default 0; .gif, .apng, .webp)"),
        OptionSpec(.gifFps, .value(placeholder: "N"),
                   help: "GIF frame rate, at most --fps; frames between are dropped (default: --fps, above 50 played at 50; .gif only)"),
        OptionSpec(.webpQuality, .value(placeholder: "Q"),
                   help: "lossy WebP at quality 0–100, higher is better (default: lossless; .webp only)"),
        OptionSpec(.prores, .value(placeholder: "PROFILE"),
                   help: "ProRes profile: \(proresProfiles.joined(separator: ", ")); only 4444 and 4444xq keep alpha (default 4444; .mov only)"),
    ]

    static let proresProfiles = ProResProfile.allCases.map(\.rawValue)

    /// `--crf` for WebM (VP9: 0–63); other formats have none.
    static func applyCRF(_ arguments: ParsedArguments, output: OutputTarget, to options: inout EncoderOptions) throws {
        guard output.kind == .webm else {
            throw CLIError.usage("--crf applies to .mp4 and .webm output only", at: "-o \(output.path)",
                                 fix: output.kind == .webp ? "for lossy WebP use --webp-quality" : "drop --crf, or write .mp4 or .webm")
        }
        options.vp9CRF = try wholeNumber(arguments, .crf, in: 0...63, what: "the VP9 CRF",
                                         fix: "write e.g. --crf 30 (lower is better quality)")
    }

    /// The whole number given for `--name`, if any, checked against `range`.
    private static func wholeNumber(_ arguments: ParsedArguments, _ key: OptionKey, in range: ClosedRange<Int>,
                                    what: String, fix: String) throws -> Int? {
        guard let text = arguments.value(key) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw CLIError.usage("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)",
                                 at: "--\(key.name) \(text)", fix: fix)
        }
        return n
    }

    static func apply(_ arguments: ParsedArguments, output: OutputTarget, frameRate: FrameRate,
                      to options: inout EncoderOptions) throws {
        if let text = arguments.value(.background) {
            options.background = try parseBackground(text, output: output)
            options.keepsAlpha = text.lowercased() == "transparent"
        }
        let only: [(OptionKey, [OutputFormat])] = [(.loop, [.gif, .apng, .webp]), (.gifFps, [.gif]),
                                                    (.webpQuality, [.webp]), (.prores, [.mov])]
        for (key, kinds) in only where arguments.has(key) && !kinds.contains(output.kind) {
            let name = key.name
            let names = kinds.map { "." + $0.rawValue }.joined(separator: ", ")
            throw CLIError.usage("--\(name) applies to \(names) output only", at: "-o \(output.path)",
                                 fix: "drop --\(name), or write \(names)")
        }
        options.webpQuality = try wholeNumber(arguments, .webpQuality, in: 0...100, what: "the WebP quality",
                                              fix: "write e.g. --webp-quality 80, or leave it out for lossless WebP")
        if let text = arguments.value(.prores) {
            guard let profile = ProResProfile(rawValue: text.lowercased()) else {
                throw CLIError.usage("unknown ProRes profile \"\(text)\"", at: "--prores \(text)",
                                     fix: "use one of: \(proresProfiles.joined(separator: ", "))")
            }
            options.proresProfile = profile
        }
        options.gifPlays = try wholeNumber(arguments, .loop, in: 0...65536, what: "the play count",
                                           fix: "write --loop 0 to loop forever, or e.g. --loop 3 to play three times") ?? 0
        if let text = arguments.value(.gifFps) {
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
        return try opaqueColor(text, option: "--background")
    }

    /// An opaque colour as `--background` takes it: SwiftUI's names or hex.
    static func opaqueColor(_ text: String, option: String) throws -> RGBA8 {
        let name = text.lowercased()
        do {
            // SwiftUI's named colours, as a timeline file names them.
            let c = try (Color.named(name) ?? Color(hex: text)).resolved
            guard c.opacity >= 1 else {
                throw CLIError.usage("the background must be opaque", at: "\(option) \(text)",
                                     fix: "drop the alpha digits, or write transparent")
            }
            func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
            return RGBA8(r: byte(c.red), g: byte(c.green), b: byte(c.blue), a: 255)
        } catch let error as Color.HexParseError {
            throw CLIError.usage("unknown color: \(error.reason)", at: "\(option) \(text)",
                                 fix: "write e.g. #FFFFFF, white, green (SwiftUI's) or transparent")
        }
    }
}
