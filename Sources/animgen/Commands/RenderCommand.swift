import Frames
import AnimGen
import TimelineFile

/// `animgen render FILE -o OUT`: a timeline file to video or PNG.
enum RenderCommand {
    static let spec = CommandSpec(
        name: "render",
        summary: "Render a timeline file (JSON5) or a Lottie file (.json, .lottie, .tgs) to video or PNG",
        synopsis: "FILE [options] [-o OUT]",
        positionals: [TimelineFileLoading.fileSpec],
        options: RenderOptions.specs(defaults: nil) + TimelineParameterOptions.specs + PreviewsCommand.viewSpecs,
        details: RenderOptions.details + """


            The file gives the size, fps, duration and seed; --size, --fps,
            --seconds and --seed override them (another size scales the whole
            canvas uniformly and centres it; --fit cover or stretch otherwise). The format: docs/timeline-format.md;
            a JSON Schema for editors: animgen schema.

            Lottie files (Bodymovin .json, dotLottie .lottie, Telegram .tgs)
            render at their own size, frame rate and in/out points; what they
            ask that is drawn otherwise is printed as warnings at JSON paths
            (docs/lottie-coverage.md).

            \(FrameBudget.helpText)

            Examples:
              animgen render timelines/spring-ball.json5 -o out/ball.mp4
              animgen render timelines/title-fade.json5 -o out/title.gif
              animgen render timelines/gradient-ring.json5 --time 1.5 -o out/ring.png
              animgen render timelines/logo.json5 --size 1920x1080 -o out/logo.mp4
              animgen render timelines/logo.json5 --size 1080x1080 --fit cover -o out/logo-square.mp4
              animgen render timelines/spring-ball.json5 --frames 0-59 -o out/ball.png
              animgen render sticker.tgs -o out/sticker.gif

            A SwiftUI file and a view expression (built against animgen's SwiftUI,
            as `animgen previews` does; --size is then the canvas in points, --scale
            pixels per point, default 2; no --size fits the view):
              animgen render Sources/Shop/Spinner.swift --view 'Spinner()' --seconds 2 -o out/spinner.gif
            """,
        run: { context in
            let path = context.arguments.positionals[0]
            if path.hasSuffix(".swift") || context.arguments.value(.view) != nil {
                return try PreviewsCommand.renderView(context)
            }
            let scene: any AnimationScene = LottieLoading.isLottie(path)
                ? try LottieLoading.scene(path, console: context.console)
                : try TimelineFileLoading.scene(path, parameters: TimelineParameterOptions.parameters(from: context.arguments),
                                                console: context.console)
            var request = try RenderOptions.request(from: context.arguments, defaults: scene.defaultSettings,
                                                    name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
            if let file = scene as? TimelineFileScene, file.document.reproducible { request.encoder.encoding = .reproducible }
            try OutputPreparation.refuseOverwritingInputs(request.output, arguments: context.arguments, scene: scene)
            try RenderRun.perform(request, context: context) { request, progress, cancellation in
                do {
                    try renderScene(scene, request, progress: progress, cancellation: cancellation)
                } catch let error as TimelineFileError {
                    // A missing image or font found when the render starts.
                    throw TimelineFileLoading.report(error, path: path, console: context.console)
                }
            }
        }
    )
}


/// Loading a timeline file for `render` and `check`: every problem in the
/// file is printed on its own line (`file:line:column: key.path: what — fix`),
/// then one error sums up; an invalid file is a failed run (exit 1).
enum TimelineFileLoading {
    static func scene(_ path: String, parameters: TimelineParameters = TimelineParameters(),
                      console: Console) throws -> TimelineFileScene {
        do {
            return try TimelineFileScene(contentsOfFile: path, parameters: parameters)
        } catch let error as TimelineFileError {
            throw report(error, path: path, console: console)
        }
    }

    /// Prints each diagnostic and returns the summary error to throw.
    static func report(_ error: TimelineFileError, path: String, console: Console) -> CLIError {
        for diagnostic in error.diagnostics { console.printError(diagnostic.description + "\n") }
        let count = error.diagnostics.filter { $0.position != nil || $0.path != nil }.count
        let what = count > 1 ? "\(count) problems in the timeline file" : "the timeline file cannot be used"
        return CLIError.runtime(what, at: path, fix: "fix the lines listed above; animgen check \(path) re-checks without rendering")
    }

    static let fileSpec = PositionalSpec(name: "FILE", help: "a timeline file (JSON5), e.g. timelines/spring-ball.json5, or a Lottie file (.json, .lottie, .tgs)")
}
