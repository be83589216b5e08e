import AnimGen
import Foundation
import Raster
import Scenes
import Timeline

/// `animgen curves`: one PNG plotting every named timing curve and spring.
enum CurvesCommand {
    static let defaultSize = PixelSize(width: 1600, height: 1000)

    static let spec = CommandSpec(
        name: "curves",
        summary: "Plot every named animation curve and spring (value over time) to a PNG",
        synopsis: "[options] -o FILE.png",
        options: [
            OptionSpec(.output, short: "o", .value(placeholder: "FILE"),
                       help: "where to write the picture (required); must end in .png"),
            OptionSpec(.size, .value(placeholder: "WxH"),
                       help: "picture size in points, each side 1–\(RenderLimits.maximumSide) (default \(defaultSize))"),
            OptionSpec(.scale, .value(placeholder: "N"),
                       help: "pixels per point, more than 0 and at most 4 (default 1); the PNG is size × scale pixels"),
            OptionSpec(.quiet, short: "q", .flag, help: "print nothing but errors"),
        ],
        details: """
            Unit curves are plotted over progress 0…1; springs over seconds on one
            shared axis, moving 0 → 1 from rest, with their duration, settling time
            (within 0.001) and overshoot marked.
            The file is written under a hidden temporary name and renamed when
            complete; missing folders are created.

            Examples:
              animgen curves -o curves.png
              animgen curves --size 1200x760 --scale 2 -o out/curves@2x.png
            """,
        run: { context in try run(context) }
    )

    /// What a valid command line asks for.
    struct Request: Equatable {
        var output: String
        var size: PixelSize
        var scale: Double
    }

    static func request(from arguments: ParsedArguments) throws -> Request {
        guard let output = arguments.value(.output) else {
            throw CLIError.usage("missing -o FILE.png (where to write the picture)", fix: "add e.g. -o curves.png")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            let inside = output.hasSuffix("/") ? output : output + "/"
            throw CLIError.usage("the output path is a folder", at: "-o \(output)",
                                 fix: "name a file inside it, e.g. -o \(inside)curves.png")
        }
        let name = FilePath.lastComponent(output)
        let ext = FilePath.extension(of: name).lowercased()
        guard !output.isEmpty, !output.hasSuffix("/"), ext == "png" else {
            let found = ext.isEmpty ? "a file without an extension" : ".\(FilePath.extension(of: name))"
            throw CLIError.usage("animgen curves writes a PNG picture, not \(found)", at: "-o \(output)",
                                 fix: "end the file name with .png, e.g. -o \(suggestion(for: output))")
        }
        let size = try arguments.value(.size).map { try PixelSize.parse($0) } ?? defaultSize
        let scale = try arguments.value(.scale).map(parseScale) ?? 1
        let pixels = [Double(size.width) * scale, Double(size.height) * scale].map { $0.rounded() }
        guard pixels.allSatisfy({ $0 >= 1 && $0 <= Double(RenderLimits.maximumSide) }) else {
            throw CLIError.usage("the picture would be \(Int(pixels[0]))x\(Int(pixels[1])) pixels; each side must be 1–\(RenderLimits.maximumSide)",
                                 at: "--size \(size) --scale \(ProgressLine.number(scale))",
                                 fix: "lower --size or --scale")
        }
        try OutputPreparation.check(OutputTarget(path: output, kind: .png, pattern: nil))
        return Request(output: output, size: size, scale: scale)
    }

    static func parseScale(_ text: String) throws -> Double {
        guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 4 else {
            throw CLIError.usage("the scale must be a number more than 0 and at most 4", at: "--scale \(text)",
                                 fix: "write e.g. --scale 2")
        }
        return scale
    }

    /// The user's path with its extension swapped for .png.
    private static func suggestion(for path: String) -> String {
        let name = FilePath.lastComponent(path)
        let stem = FilePath.stem(of: name)
        let fixed = (stem.isEmpty ? "curves" : stem) + ".png"
        let directory = FilePath.directory(of: path)
        return directory.isEmpty ? fixed : (directory == "/" ? "/" : directory + "/") + fixed
    }

    private static func run(_ context: CommandContext) throws {
        let request = try request(from: context.arguments)
        let pixmap: Pixmap
        do {
            pixmap = try CurvesPlot.render(width: request.size.width, height: request.size.height,
                                           scale: request.scale)
        } catch {
            throw CLIError.runtime("could not draw the curves plot: \(error)", at: request.output,
                                   fix: "try a smaller --size or --scale")
        }
        do {
            // Atomic: a temporary file renamed onto the name when complete.
            try pixmap.writePNG(to: request.output)
        } catch {
            throw CLIError.runtime("could not write the PNG: \(error)", at: request.output,
                                   fix: "check the folder is writable and the disk has room")
        }
        if !context.arguments.has(.quiet) {
            context.console.printError("wrote \(request.output) (\(pixmap.width)x\(pixmap.height) px)\n")
        }
    }
}
