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
        synopsis: "TARGET [--param NAME=VALUE] [--background COLOR] [--open] [--port N] [--host ADDR] [--golden DIR] [options]",
        positionals: [PositionalSpec(name: "TARGET", help: "a built-in scene name (animgen list) or a timeline file")],
        options: [
            OptionSpec(.port, .value(placeholder: "N"), help: "port to listen on, 1–65535 (default: a free one, printed with the URL)"),
            OptionSpec(.host, .value(placeholder: "ADDR"), help: "numeric address to listen on (default 127.0.0.1; anything else is reachable from the network)"),
            OptionSpec(.golden, .value(placeholder: "DIR"), help: "a golden folder (animgen verify --golden) to compare recorded frames with"),
            OptionSpec(.background, .value(placeholder: "COLOR"), help: "what shows through transparent pixels: a color (#RRGGBB, white, SwiftUI's names) or checkerboard (default)"),
            OptionSpec(.open, .flag, help: "open the page in the desktop's browser (xdg-open)"),
        ] + TimelineParameterOptions.specs + RenderOptions.targetSceneSpecs,
        details: """
            Serves one page on http://127.0.0.1:PORT/: the frame at the playhead,
            a scrubber over every frame, the frame number and its exact time,
            play/pause at the scene's rate, ← and → to step one frame, 1:1 or fit;
            in and out points (I, O; X clears), loop, speed (0.25×–2×); for a
            timeline file, a track of its layers and sequences from start to end
            (click one to go to its start). The frame, in/out, speed and loop are
            in the address (#frame=42&in=30&out=90), so a link opens that view.
            Transparent pixels show a checkerboard (or --background COLOR)
            inside an outline of the canvas edge. The page reloads live; add
            ?live=0 to the address for a page that never waits on the server
            (headless screenshot tools wait for the network to go quiet).
            A timeline file and the images and fonts it names are watched: on
            save the page shows the new frames at the same playhead, or the
            file's problems (as animgen check prints them) over the last good frame.
            With --golden DIR, a toggle shows golden | current | difference and
            the figures animgen verify prints, for the recorded frames.
            Ctrl-C stops the server.

            Examples:
              animgen preview timelines/spring-ball.json5 --open
              animgen preview timelines/lower-third.json5 --param name="Grace Hopper" --background black
              animgen preview fireworks --size 1280x720 --port 8800
            """,
        run: { context in try run(context) }
    )

    static func run(_ context: CommandContext) throws {
        let arguments = context.arguments
        let target = arguments.positionals[0]
        let source: PreviewSource
        let parameters = try TimelineParameterOptions.parameters(from: arguments)
        if BuiltInScenes.named(target) == nil, LottieLoading.isLottie(target) {
            guard parameters.isEmpty else {
                throw CLIError.usage("a Lottie file has no params", at: target, fix: "drop --param and --params")
            }
            let console = context.console
            source = .file(target) { try LottieLoading.scene(target, console: console, quiet: true) }
        } else if BuiltInScenes.named(target) == nil, FileManager.default.fileExists(atPath: target) {
            source = .timelineFile(target, parameters: parameters)
        } else {
            source = .scene(try resolveScene(target, parameters: parameters, console: context.console))
        }
        // Fails now on a bad --size or --fps, rather than on every reload.
        _ = try RenderOptions.sceneSettings(from: arguments, defaults: SceneSettings())
        let preview = Preview(source: source) { try RenderOptions.sceneSettings(from: arguments, defaults: $0) }
        preview.wording = CommandLineWording.rewrite
        if let text = arguments.value(.port) {
            guard let port = UInt16(text), port > 0 else {
                throw CLIError.usage("--port \(text) is not a port number", at: "--port \(text)", fix: "use 1–65535, or leave --port out for a free port")
            }
            preview.port = port
        }
        if let host = arguments.value(.host) { preview.host = host }
        preview.goldenDirectory = arguments.value(.golden)
        if let text = arguments.value(.background), text.lowercased() != "checkerboard", text.lowercased() != "transparent" {
            preview.background = try OutputOptions.opaqueColor(text, option: "--background")
        }
        let open = arguments.has(.open)
        do {
            try preview.serve(until: context.cancellation) { line in
                context.console.printError(line + "\n")
                if open, line.hasPrefix("preview of "), let url = preview.url { openInBrowser(url, console: context.console) }
            }
        } catch let error as PreviewServerError {
            throw CLIError.runtime(error.description)
        }
    }

    /// Hands `url` to the desktop's opener; says so when there is none.
    static func openInBrowser(_ url: String, console: Console) {
        let opener = ["xdg-open", "open"].compactMap { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
                .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }.first
        guard let opener else {
            console.printError("--open: no xdg-open on PATH; open \(url) yourself\n")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { console.printError("--open: \(opener) failed (\(error)); open \(url) yourself\n") }
    }
}
