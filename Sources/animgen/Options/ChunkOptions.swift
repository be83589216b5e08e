import AnimGen
import Foundation
import Media
import Verification

/// One chunk of a render split across processes or machines (`--chunk I/N`).
struct ChunkRequest: Sendable, Equatable {
    /// 0-based, as schedulers number array tasks.
    var index: Int
    var count: Int
    /// SHA-256 of the files the command reads (a timeline file), so a chunk
    /// of an edited file never joins chunks of the old one.
    var sourceDigest: String

    /// The tag the chunk's file carries: which render, which part.
    func segmentTag(for request: RenderRequest) throws -> SegmentTag {
        try SegmentTag(index: index, count: count, totalFrames: request.clip.count, renderID: renderID(for: request),
                       keyframeGrid: keyframeGrid(for: request))
    }

    /// The key-frame grid the output's chunk boundaries are rounded to, if any.
    func keyframeGrid(for request: RenderRequest) -> Int? {
        SegmentTag.keyframeGrid(for: request.output.kind, frameRate: request.frameRate)
    }

    /// A hash of everything that decides the output's bytes: the validated
    /// request (so options added later are covered too) without the chunk
    /// itself, the thread count (bytes do not depend on it) and the
    /// encoding mode (the tag carries it, so `concat` can name a mix), the
    /// files read, and the version.
    func renderID(for request: RenderRequest) -> String {
        var whole = request
        whole.chunk = nil
        whole.encoder.threads = nil
        whole.encoder.encoding = .fast
        return ChunkOptions.digest("animgen \(CommandRegistry.version)\n\(whole)\n\(sourceDigest)")
    }
}

/// `--chunk I/N`, `--chunk-from-env` and `--chunks N`, shared by every
/// rendering command.
enum ChunkOptions {
    /// The environment variables holding an array task's index, in the
    /// order they are looked at (Slurm, Kubernetes Indexed Jobs, AWS Batch).
    static let indexVariables = ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"]

    static let specs: [OptionSpec] = [
        OptionSpec(.chunk, .value(placeholder: "I/N"),
                   help: "render only chunk I of N (0-based) of the frames, for joining with animgen concat"),
        OptionSpec(.chunkFromEnv, .flag,
                   help: "take I from SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX, N from --chunks or SLURM_ARRAY_TASK_COUNT"),
        OptionSpec(.chunks, .value(placeholder: "N"), help: "the number of chunks, with --chunk-from-env"),
    ]

    static let details = """
        Chunks: --chunk I/N renders frames ⌊I·F/N⌋ to ⌊(I+1)·F/N⌋−1 of the F
        frames into OUT's chunk file (out/fx.mp4 → out/fx.chunk-0002-of-0004.mp4;
        a GIF's chunks are lossless .gif.mkv files; a PNG sequence's chunks
        write their own frames); animgen concat -o OUT joins them. See
        docs/distributed.md for Slurm, Kubernetes and AWS Batch.
        """

    /// The chunk asked for, or nil for a whole render.
    static func parse(_ arguments: ParsedArguments, frameCount: Int, output: OutputTarget, singleFrame: Bool,
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ChunkRequest? {
        guard let (chunk, shown) = try indexAndCount(arguments, environment: environment) else { return nil }
        if singleFrame {
            throw CLIError.usage("a chunk is a range of frames; --frame and --time pick one", at: shown,
                                 fix: "drop one of them")
        }
        if output.kind == .png {
            throw CLIError.usage("a single .png holds one frame and cannot be split into chunks", at: "-o \(output.path)",
                                 fix: "write a sequence like out/seq/%04d.png or a video")
        }
        if output.kind == .apng, (try? OutputFormat.forPath(output.path)) == .png {
            throw CLIError.usage("the chunks of an APNG are joined into an .apng file", at: "-o \(output.path)",
                                 fix: "write -o \(output.path.dropLast(4)).apng")
        }
        guard chunk.count <= frameCount else {
            throw CLIError.usage("\(chunk.count) chunks of \(frameCount) frames would leave chunks empty", at: shown,
                                 fix: "use at most \(frameCount) chunks")
        }
        return ChunkRequest(index: chunk.index, count: chunk.count, sourceDigest: sourceDigest(arguments.positionals))
    }

    /// The chunk `--chunk` or `--chunk-from-env` asks for and how to name
    /// the option in messages, or nil when neither is given.
    static func indexAndCount(_ arguments: ParsedArguments, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> (chunk: (index: Int, count: Int), shown: String)? {
        let fromEnvironment = arguments.has(.chunkFromEnv)
        let text = arguments.value(.chunk)
        if let text, fromEnvironment {
            throw CLIError.usage("--chunk and --chunk-from-env both pick the chunk", at: "--chunk \(text) --chunk-from-env",
                                 fix: "keep only one of them")
        }
        if !fromEnvironment, let count = arguments.value(.chunks) {
            throw CLIError.usage("--chunks gives the count for --chunk-from-env", at: "--chunks \(count)",
                                 fix: "add --chunk-from-env, or write --chunk I/\(count)")
        }
        let chunk: (index: Int, count: Int)
        if let text {
            chunk = try parseFraction(text)
        } else if fromEnvironment {
            chunk = try fromEnv(arguments, environment)
        } else {
            return nil
        }
        let shown = fromEnvironment ? "--chunk-from-env (chunk \(chunk.index)/\(chunk.count))" : "--chunk \(text!)"
        return (chunk, shown)
    }

    /// `I/N` with 0 ≤ I < N.
    static func parseFraction(_ text: String) throws -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1 else {
            throw CLIError.usage("a chunk is written I/N: chunk I (from 0) of N", at: "--chunk \(text)",
                                 fix: "write e.g. --chunk 0/4 for the first of four")
        }
        try checkCount(count, at: "--chunk \(text)")
        guard (0..<count).contains(index) else {
            throw CLIError.usage("chunk \(index) of \(count) does not exist: chunks count from 0 to \(count - 1)",
                                 at: "--chunk \(text)", fix: "write e.g. --chunk \(max(0, min(index, count) - 1))/\(count)")
        }
        return (index, count)
    }

    private static func fromEnv(_ arguments: ParsedArguments, _ environment: [String: String]) throws -> (index: Int, count: Int) {
        guard let name = indexVariables.first(where: { environment[$0] != nil }), let value = environment[name] else {
            throw CLIError.usage("--chunk-from-env found none of \(indexVariables.joined(separator: ", ")) set",
                                 fix: "run it as an array task (sbatch --array, a Kubernetes Indexed Job, an AWS Batch array job), or use --chunk I/N")
        }
        guard let index = Int(value), index >= 0 else {
            throw CLIError.usage("\(name) is \(TerminalText.escaped(value)), not a chunk index from 0", at: "--chunk-from-env",
                                 fix: "check the array job's definition")
        }
        let count: Int
        if let n = try chunkCount(arguments) {
            count = n
        } else if name == "SLURM_ARRAY_TASK_ID", let text = environment["SLURM_ARRAY_TASK_COUNT"], let n = Int(text), n >= 1 {
            try checkCount(n, at: "SLURM_ARRAY_TASK_COUNT=\(n)")
            count = n
        } else {
            throw CLIError.usage("\(name) gives the chunk index but nothing gives the count", at: "--chunk-from-env",
                                 fix: "add --chunks N (the array's size)")
        }
        guard index < count else {
            throw CLIError.usage("\(name) is \(index) but there are \(count) chunks, numbered 0 to \(count - 1)", at: "--chunk-from-env",
                                 fix: name == "SLURM_ARRAY_TASK_ID" ? "submit with --array=0-\(count - 1)" : "make the array's indices run from 0 to \(count - 1)")
        }
        return (index, count)
    }

    /// `--chunks N`, if given: a whole number from 1.
    static func chunkCount(_ arguments: ParsedArguments) throws -> Int? {
        guard let text = arguments.value(.chunks) else { return nil }
        guard let n = Int(text), n >= 1 else {
            throw CLIError.usage("the chunk count must be a whole number from 1", at: "--chunks \(text)", fix: "write e.g. --chunks 4")
        }
        try checkCount(n, at: "--chunks \(text)")
        return n
    }

    /// Refuses more chunks than a render may have (``SegmentTag/maximumCount``).
    static func checkCount(_ count: Int, at shown: String) throws {
        guard count <= SegmentTag.maximumCount else {
            throw CLIError.usage("\(count) chunks are more than the \(SegmentTag.maximumCount) a render may be split into", at: shown,
                                 fix: "use at most \(SegmentTag.maximumCount) chunks")
        }
    }

    /// The first 16 hex digits of `text`'s SHA-256: a render's identity.
    static func digest(_ text: String) -> String {
        String(Array(text.utf8).withUnsafeBytes { SHA256.hex(of: $0) }.prefix(16))
    }

    /// SHA-256 of the positional files' bytes ("" when there are none).
    static func sourceDigest(_ positionals: [String]) -> String {
        positionals.map { path in
            guard let data = FileManager.default.contents(atPath: path) else { return "-" }
            return data.withUnsafeBytes { SHA256.hex(of: $0) }
        }.joined(separator: ",")
    }
}
