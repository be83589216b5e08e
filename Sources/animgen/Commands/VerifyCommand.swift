// `animgen verify TARGET --golden DIR`: golden-frame regression checks.
import AnimGen
import Foundation
import TimelineFile
import Verification

enum VerifyCommand {
    static let spec = CommandSpec(
        name: "verify",
        summary: "Compare frames of a scene with golden PNGs (or record them with --record)",
        synopsis: "TARGET --golden DIR [--record [missing|failed|all]] [--artifacts DIR] [--frames LIST | --every STEP | --times LIST] [options]",
        positionals: [PositionalSpec(name: "TARGET", help: "a built-in scene name (animgen list) or a timeline file")],
        options: [
            OptionSpec(.golden, .value(placeholder: "DIR"), help: "the golden folder (required): manifest.json and frame-NNNNN.png"),
            OptionSpec(.record, .flagOrValue(placeholder: "MODE", values: GoldenRecordMode.allCases.map(\.rawValue)),
                       help: "write goldens: all (alone: the default) records the selected frames as the new set; missing adds frames without one; failed also replaces frames that differ"),
            OptionSpec(.artifacts, .value(placeholder: "DIR"), help: "where failure pictures go (default out/verify/<golden folder>, never the golden folder)"),
        ] + SceneTarget.selectionSpecs + TimelineParameterOptions.specs + ToleranceOptions.specs + RenderOptions.targetSceneSpecs + VerifyChunks.specs + [
            OptionSpec(.quiet, short: "q", .flag, help: "print nothing but errors (and, for verify, the table on stdout)"),
        ],
        details: """
            Goldens: DIR/frame-00037.png holds frame 37 (straight-alpha PNG);
            DIR/manifest.json records the scene, --size/--fps/--seconds/--seed,
            and per frame its exact time and the SHA-256 of its pixels. After a
            change of --param, --size, --seed or the file, frames are compared
            all the same: the changes are listed and the frames show their effect.
            --seconds/--fps/--size/--seed default to the scene's own values.

            Recording: --record alone (or --record all) writes the selected
            frames as the new golden set, as it always did; --record missing
            adds frames that have none and compares the rest; --record failed
            also replaces the frames that differ (their pictures are written
            first, so the change stays visible).

            Frames: --record without a selection renders every frame once and
            takes frame 0, the last, one per second and, around each change of
            the picture, the frame it starts on, its middle and the first frame
            at rest after it; verify without a selection checks every recorded frame.

            Tolerance: exact by default. With --max-diff N a pixel counts as
            differing only when a channel is off by more than N; --max-differing
            allows that share of pixels to differ; --min-psnr checks the PSNR
            over all R, G, B, A samples. Every limit given must hold.

            On a mismatch, in the artifacts folder (--artifacts; default
            out/verify/ followed by the golden folder's path, outside the
            committed goldens): frame-00037.actual.png (as rendered),
            frame-00037.diff.png (unchanged pixels dim grey, changed ones
            red→magenta by size) and frame-00037.sheet.png (golden | actual |
            diff cropped to the changed area, and where it is in the frame);
            a table goes to stdout and the exit status is 1.

            Examples:
              animgen verify fireworks --golden goldens/fx --record --every 0.5s
              animgen verify fireworks --golden goldens/fx
              animgen verify fireworks --golden goldens/fx --frames 0,30 --min-psnr 45
              animgen verify card.json5 --golden goldens/card --param name=Grace --record failed

            In chunks (one per array task; see docs/distributed.md):
              animgen verify fireworks --golden goldens/fx --chunk 1/4 --report out/verify.tsv
              animgen verify fireworks --golden goldens/fx --merge out/verify.tsv --chunks 4
            """,
        run: { context in try run(context) }
    )

    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        guard let goldenPath = arguments.value(.golden) else {
            throw CLIError.usage("missing --golden DIR (the golden folder)", fix: "add e.g. --golden goldens/\(arguments.positionals.first ?? "scene")")
        }
        let target = try SceneTarget(arguments)
        let tolerance = try parseTolerance(arguments)
        let store = GoldenStore(path: goldenPath)
        let renderer = try target.scene.makeRenderer(for: target.settings)
        let cancellation = context.cancellation
        var check = GoldenCheck(scene: target.scene.name, settings: target.settings, store: store, tolerance: tolerance) {
            try cancellation.checkCancellation()
            return try renderer.render(frame: $0)
        }
        check.params = (target.scene as? TimelineFileScene)?.document.parameters ?? [:]
        if let folder = arguments.value(.artifacts) { check.artifactsDirectory = URL(fileURLWithPath: folder).standardizedFileURL }
        let mode: GoldenRecordMode = arguments.has(.record) ? arguments.value(.record).flatMap(GoldenRecordMode.init(parsing:)) ?? .all : .never
        if mode == .all, arguments.has(.maxDiff) || arguments.has(.maxDiffering) || arguments.has(.minPsnr) {
            throw CLIError.usage("tolerances apply when comparing, and --record all compares nothing", fix: "drop the tolerance options, or use --record failed or missing")
        }
        let selectionGiven = SceneTarget.selectionKeys.contains { arguments.has($0) }
        var frames: [Int]
        if selectionGiven {
            frames = try target.frames(arguments, fallback: .all)
        } else if mode == .never || (mode != .all && (try? store.readManifest()) != nil) {
            frames = try wrap { try store.readManifest().frames.map(\.index) }
        } else {
            frames = try wrap { try FrameSelection.changes(everySeconds: 1).indices(
                frameCount: target.settings.frameCount, frameRate: target.settings.frameRate, render: check.render) }
        }
        if mode != .never {
            let report = try wrap { try check.run(frames: frames, mode: mode) }
            try finish(report, store: store, check: check, arguments: arguments, context: context)
            return
        }
        let identity = VerifyChunks.identity(target, frames: frames, tolerance: tolerance, arguments: arguments)
        if let file = arguments.value(.merge) {
            try VerifyChunks.merge(file, identity: identity, context: context)
            return
        }
        let part = try VerifyChunks.part(of: frames, arguments, identity: identity)
        if let part { frames = part.frames }
        let report = try wrap { try check.verify(frames: frames) }
        if let part, let file = arguments.value(.report) { try VerifyChunks.writeReport(report, tag: part.tag, to: file) }
        try finish(report, store: store, check: check, arguments: arguments, context: context)
    }

    /// Prints the table (when frames were compared) and the summary; throws when a frame failed.
    static func finish(_ report: VerificationReport, store: GoldenStore, check: GoldenCheck,
                       arguments: ParsedArguments, context: CommandContext) throws {
        if !report.results.isEmpty { context.console.print(report.table() + "\n") }
        if !RenderOptions.isQuiet(arguments) { context.console.printError(report.summary + "\n") }
        guard report.passed else {
            let failed = report.failures.map { String($0.frame) }.joined(separator: ",")
            throw CLIError.runtime("\(report.failures.count) of \(report.results.count) frame\(report.results.count == 1 ? "" : "s") \(report.failures.count == 1 ? "differs" : "differ") from the goldens (frame\(report.failures.count == 1 ? "" : "s") \(failed))",
                                   at: store.directory.path,
                                   fix: "look at the .sheet.png files in \(check.resolvedArtifactsDirectory.path); if the change is intended, record it with --record failed")
        }
    }

    static func parseTolerance(_ arguments: ParsedArguments) throws -> Tolerance {
        var channel: Int?, share = 0.0, psnr: Double?
        if let text = arguments.value(.maxDiff) {
            guard let n = Int(text), (0...255).contains(n) else {
                throw CLIError.usage("the channel difference must be a whole number from 0 to 255", at: "--max-diff \(text)", fix: "write e.g. --max-diff 2")
            }
            channel = n
        }
        if let text = arguments.value(.maxDiffering) {
            do { share = try Tolerance.parseFraction(text) } catch let e as VerificationError {
                throw CLIError.usage(e.description, at: "--max-differing \(text)")
            }
        }
        if let text = arguments.value(.minPsnr) {
            guard let db = Double(text), db.isFinite, db > 0 else {
                throw CLIError.usage("the PSNR must be a positive number of decibels", at: "--min-psnr \(text)", fix: "write e.g. --min-psnr 40")
            }
            psnr = db
        }
        return Tolerance(maxChannelDifference: channel, maxDifferingFraction: share, minimumPSNR: psnr)
    }

    /// Verification errors become runtime errors with their message kept whole.
    static func wrap<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as VerificationError {
            throw CLIError.runtime(error.description)
        }
    }
}
