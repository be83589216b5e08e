import AnimGen
import Foundation
import Media

/// `animgen concat [CHUNK...] -o OUT`: joins the chunks of a split render.
enum ConcatCommand {
    static let spec = CommandSpec(
        name: "concat",
        summary: "Join the chunks of a render split with --chunk I/N into one file (stream copy, no re-encoding)",
        synopsis: "[CHUNK...] -o OUT [--chunks N]",
        positionals: [PositionalSpec(name: "CHUNK...", help: "chunk files; default: OUT's chunk files beside it (out/fx.chunk-*-of-*.mp4)")],
        options: [
            RenderOptions.outputSpec,
            OptionSpec(.chunks, .value(placeholder: "N"), help: "look only for OUT's chunk files of an N-chunk render (default: every one found)"),
            OptionSpec(.quiet, short: "q", .flag, help: "print nothing but errors"),
        ],
        details: """
            MP4, WebM and MOV chunks are copied packet by packet into OUT (+faststart
            for MP4/MOV); a GIF's lossless .gif.mkv chunks are encoded into the GIF
            once. Every chunk carries a tag (render, chunk I/N, frames): the set must
            come from one render, with every chunk present once and the frames
            tiling the animation, or nothing is written and the chunk at fault is
            named. The chunk files are left in place.

            Examples:
              animgen fireworks --chunk 0/2 -o out/fx.mp4; animgen fireworks --chunk 1/2 -o out/fx.mp4
              animgen concat -o out/fx.mp4
              animgen concat out/fx.chunk-0000-of-0002.mp4 out/fx.chunk-0001-of-0002.mp4 -o out/fx.mp4
            """,
        run: { context in try run(context) }
    )

    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        guard let output = arguments.value(.output) else {
            throw CLIError.usage("missing -o OUT (the file to write)", fix: "add e.g. -o out/fx.mp4")
        }
        try OutputPreparation.refuseFolder(output)
        let target = try OutputTarget.parse(output)
        guard target.isVideo else {
            throw CLIError.usage("\(target.formatName) chunks are not joined: each chunk writes its own numbered files",
                                 at: "-o \(output)", fix: "nothing to do once every chunk has run; concat joins .mp4, .webm, .mov and .gif")
        }
        let count = try ChunkOptions.chunkCount(arguments)
        let started = Date()
        let paths = arguments.positionals.isEmpty ? try findChunks(of: output, count: count) : arguments.positionals
        try OutputPreparation.wording(at: "-o \(output)") {
            try OutputLocation.refuseOverwriting(inputs: paths.map { (path: $0, role: "the chunk") }, output: output)
        }
        let summary: ConcatenationSummary
        do {
            summary = try concatenateSegments(paths, into: output, cancellation: context.cancellation)
        } catch {
            throw context.cancellation.isCancelled ? CLIError.interrupted : CLIError(wrapping: error)
        }
        if RenderOptions.isQuiet(arguments) { return }
        let how = summary.streamCopied ? "stream copy" : "encoded once"
        let elapsed = ProgressLine.fixed(Date().timeIntervalSince(started), decimals: 2)
        context.console.printError("animgen: wrote \(output) — \(summary.frames) frames from \(summary.chunks) chunk\(summary.chunks == 1 ? "" : "s") (\(how)), in \(elapsed) s\n")
    }

    /// OUT's chunk files in its folder: `STEM.chunk-I-of-N.EXT` for any N, or the N given.
    static func findChunks(of output: String, count: Int?) throws -> [String] {
        let none = CLIError.runtime("no chunk files of \(output) found", at: "-o \(output)",
                                  fix: "render them first with --chunk I/N and the same -o, or name the chunk files")
        if let count {
            // Up to the first missing one, which the set's check names (with
            // its frames); a huge N costs one look, not N.
            var paths: [String] = []
            for index in 0..<count {
                let path = try OutputPreparation.wording(at: "-o \(output)") { try SegmentTag.path(forOutput: output, index: index, count: count) }
                guard FileManager.default.fileExists(atPath: path) else { break }
                paths.append(path)
            }
            guard !paths.isEmpty else { throw none }
            return paths
        }
        let sample = try OutputPreparation.wording(at: "-o \(output)") { try SegmentTag.path(forOutput: output, index: 0, count: 1) }
        let folder = (sample as NSString).deletingLastPathComponent
        let name = (sample as NSString).lastPathComponent
        // "fx.chunk-0000-of-0001.mp4" → prefix "fx.chunk-", suffix ".mp4".
        guard let cut = name.range(of: ".chunk-"), let tail = name.range(of: "-of-0001", options: .backwards) else { throw none }
        let prefix = String(name[..<cut.upperBound]), suffix = String(name[tail.upperBound...])
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted()
        guard !names.isEmpty else { throw none }
        return names.map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }
}
