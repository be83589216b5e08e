import AnimGen
import TimelineFile

/// `animgen check FILE`: validate a timeline file without rendering.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check a timeline file or a Lottie file and list every problem, without rendering",
        synopsis: "FILE",
        positionals: [TimelineFileLoading.fileSpec],
        options: TimelineParameterOptions.specs,
        details: """
            Reads the file, checks every key, value and range, and loads its
            images and fonts. Prints "OK" and a summary, or one line per
            problem: file:line:column: key.path: what is wrong — how to fix it.
            Exit status 0 when the file is valid, 1 when it is not. A Lottie
            file (.json, .lottie, .tgs) is read and its first frame drawn;
            what is not supported is listed as warnings at JSON paths. Warnings
            (valid, but probably not meant: a spinner that swings back, an
            animation starting after the end, text that overflows its box, a
            clip or the canvas — a long --param name=… too) are printed before "OK".

            \(FrameBudget.helpText)
            """,
        run: { context in
            let path = context.arguments.positionals[0]
            if LottieLoading.isLottie(path) {
                let lottie = try LottieLoading.scene(path, console: context.console, quiet: true)
                // Drawing the first frame finds what only drawing finds (budgets); nothing is written.
                _ = try lottie.makeRenderer(for: lottie.defaultSettings).render(frame: 0)
                LottieLoading.printDiagnostics(lottie, path: path, console: context.console, limit: Int.max)
                context.console.print("OK \(path): \(lottie.summary)\n")
                return
            }
            let scene = try TimelineFileLoading.scene(path, parameters: TimelineParameterOptions.parameters(from: context.arguments),
                                                      console: context.console)
            let layoutWarnings: [TimelineFileDiagnostic]
            do {
                // Loads images, shapes texts, starts simulations and lays texts out: no frame is drawn.
                layoutWarnings = try scene.layoutWarnings()
            } catch let error as TimelineFileError {
                throw TimelineFileLoading.report(error, path: path, console: context.console)
            }
            for warning in scene.document.warnings + layoutWarnings { context.console.printError("warning: \(warning)\n") }
            context.console.print("OK \(path): \(scene.document.overview)\n")
        }
    )
}
