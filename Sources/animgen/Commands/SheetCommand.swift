// `animgen sheet TARGET -o sheet.png`: a contact sheet of frames.
import AnimGen
import Foundation
import Verification

enum SheetCommand {
    static let spec = CommandSpec(
        name: "sheet",
        summary: "Draw a contact sheet of frames with their numbers and times to a PNG",
        synopsis: "TARGET -o FILE.png [--columns N] [--frames LIST | --every STEP | --times LIST] [options]",
        positionals: [PositionalSpec(name: "TARGET", help: "a built-in scene name (animgen list) or a timeline file")],
        options: [
            OptionSpec(.output, short: "o", .value(placeholder: "FILE"), help: "the .png to write (required)"),
            OptionSpec(.columns, .value(placeholder: "N"), help: "frames per row, 1–64 (default 4)"),
            OptionSpec(.width, .value(placeholder: "PX"), help: "thumbnail width in pixels; wider frames are shrunk (default \(ContactSheet.defaultThumbnailWidth))"),
        ] + SceneTarget.selectionSpecs + TimelineParameterOptions.specs + RenderOptions.targetSceneSpecs + [
            OptionSpec(.quiet, short: "q", .flag, help: "print nothing but errors (and, for verify, the table on stdout)"),
        ],
        details: """
            Without a selection the sheet shows 12 frames spread evenly over
            the animation (or every frame of a shorter one). Each is captioned
            with its frame number and exact time. --seconds/--fps/--size/--seed
            default to the scene's own values.

            Examples:
              animgen sheet fireworks -o out/sheet.png
              animgen sheet fireworks --every 0.5s --columns 5 -o out/sheet.png
            """,
        run: { context in try run(context) }
    )

    /// Keeps a sheet's memory bounded (500 thumbnails of 320x180 ≈ 120 MB).
    static let maximumFrames = 500

    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        guard let output = arguments.value(.output) else {
            throw CLIError.usage("missing -o FILE.png (where to write the sheet)", fix: "add e.g. -o out/sheet.png")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw CLIError.usage("a contact sheet is written as a .png", at: "-o \(output)", fix: "name the output e.g. sheet.png")
        }
        try OutputPreparation.refuseFolder(output)
        let columns = try wholeNumber(arguments, .columns, in: 1...64, default: 4)
        let width = try wholeNumber(arguments, .width, in: 16...4096, default: ContactSheet.defaultThumbnailWidth)
        let target = try SceneTarget(arguments)
        try OutputPreparation.refuseOverwritingInputs(OutputTarget(path: output, kind: .png, pattern: nil), arguments: arguments,
                                                      scene: target.scene)
        let count = target.settings.frameCount
        let evenly = (0..<min(12, count)).map { $0 * (count - 1) / max(1, min(12, count) - 1) }
        let frames = try target.frames(arguments, fallback: .frames(evenly))
        guard frames.count <= maximumFrames else {
            throw CLIError.usage("\(frames.count) frames are too many for one contact sheet (at most \(maximumFrames))",
                                 fix: "pick fewer, e.g. --every 1s or --frames 0-99")
        }
        let s = target.settings
        let fps = s.frameRate.denominator == 1 ? "\(s.frameRate.numerator)" : "\(s.frameRate.numerator)/\(s.frameRate.denominator)"
        let title = "\(target.scene.name) · \(s.width)x\(s.height) · \(fps) fps · \(ProgressLine.number(s.duration)) s · seed \(s.seed)"
        do {
            let renderer = try target.scene.makeRenderer(for: s)
            let sheet = try ContactSheet.make(frames: frames, frameRate: s.frameRate, columns: columns,
                                              thumbnailWidth: width, title: title) { index in
                try context.cancellation.checkCancellation()
                return try renderer.render(frame: index)
            }
            let url = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Media.writePNG(sheet, to: url)
            if !RenderOptions.isQuiet(context.arguments) {
                context.console.printError("wrote \(output): \(frames.count) frames, \(sheet.width)x\(sheet.height)\n")
            }
        } catch let error as VerificationError {
            throw CLIError.runtime(error.description)
        }
    }

    private static func wholeNumber(_ arguments: ParsedArguments, _ key: OptionKey, in range: ClosedRange<Int>, default value: Int) throws -> Int {
        let name = key.name
        guard let text = arguments.value(key) else { return value }
        guard let n = Int(text), range.contains(n) else {
            throw CLIError.usage("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: "--\(name) \(text)",
                                 fix: "write e.g. --\(name) \(value)")
        }
        return n
    }
}
