// `animgen preview TARGET`: a local page that scrubs, plays and reloads the scene on save.
import AnimGen
import Foundation
import Frames
import Preview
import Scenes

enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        summary: "Open a live preview page: scrub, play, and reload on save",
        synopsis: "TARGET [--port N] [--host ADDR] [--golden DIR] [options]",
        positionals: [PositionalSpec(name: "TARGET", help: "a built-in scene name (animgen list) or a timeline file")],
        options: [
            OptionSpec(.port, .value(placeholder: "N"), help: "port to listen on, 1–65535 (default: a free one, printed with the URL)"),
            OptionSpec(.host, .value(placeholder: "ADDR"), help: "numeric address to listen on (default 127.0.0.1; anything else is reachable from the network)"),
            OptionSpec(.golden, .value(placeholder: "DIR"), help: "a golden folder (animgen verify --golden) to compare recorded frames with"),
        ] + RenderOptions.sceneSpecs,
        details: """
            Serves one page on http://127.0.0.1:PORT/: the frame at the playhead,
            a scrubber over every frame, the frame number and its exact time,
            play/pause at the scene's rate, ← and → to step one frame, 1:1 or fit.
            A timeline file and the images and fonts it names are watched: on
            save the page shows the new frames at the same playhead, or the
            file's problems (as animgen check prints them) over the last good frame.
            With --golden DIR, a toggle shows golden | current | difference and
            the figures animgen verify prints, for the recorded frames.
            Ctrl-C stops the server.

            Examples:
              animgen preview timelines/spring-ball.json5
              animgen preview fireworks --size 1280x720 --port 8800
            """,
        run: { context in try run(context) }
    )

    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        let target = arguments.positionals[0]
        let source: PreviewSource
        if BuiltInScenes.named(target) == nil, LottieLoading.isLottie(target) {
            let console = context.console
            source = .file(target) { try LottieLoading.scene(target, console: console, quiet: true) }
        } else if BuiltInScenes.named(target) == nil, FileManager.default.fileExists(atPath: target) {
            source = .timelineFile(target)
        } else {
            source = .scene(try resolveScene(target, console: context.console))
        }
        // Fails now on a bad --size or --fps, rather than on every reload.
        _ = try RenderOptions.sceneSettings(from: arguments, defaults: SceneSettings())
        let preview = Preview(source: source) { try RenderOptions.sceneSettings(from: arguments, defaults: $0) }
        if let text = arguments.value(.port) {
            guard let port = UInt16(text), port > 0 else {
                throw CLIError.usage("--port \(text) is not a port number", at: "--port \(text)", fix: "use 1–65535, or leave --port out for a free port")
            }
            preview.port = port
        }
        if let host = arguments.value(.host) { preview.host = host }
        preview.goldenDirectory = arguments.value(.golden)
        do {
            try preview.serve(until: context.cancellation) { context.console.printError($0 + "\n") }
        } catch let error as PreviewServerError {
            throw CLIError.runtime(error.description)
        }
    }
}
