import AnimGen
import Foundation
import Frames
import Scenes
import Media
import Spelling
import TimelineFile
/// The whole command line: from `CommandLine.arguments` to an exit status.
///
/// Never traps on user input: every problem becomes a ``CLIError`` printed on
/// stderr, and the status tells scripts what kind of problem it was.
enum AnimgenCLI {
    /// Runs one invocation. `arguments` excludes the program name.
    static func run(_ arguments: [String], console: Console, cancellation: CancellationFlag) -> ExitStatus {
        do {
            try dispatch(arguments, console: console, cancellation: cancellation)
            return .success
        } catch {
            let error = cancellation.isCancelled ? CLIError.interrupted : CLIError(wrapping: error)
            console.printError(error.description + "\n")
            return error.exitStatus
        }
    }

    private static func dispatch(_ arguments: [String], console: Console, cancellation: CancellationFlag) throws {
        guard let first = arguments.first else {
            console.printError(HelpText.topLevel())
            throw CLIError.usage("no command given", fix: "try animgen fireworks -o out/fx.mp4")
        }
        switch first {
        case "-h", "--help":
            console.print(HelpText.topLevel())
            return
        case "--version":
            console.print("animgen \(CommandRegistry.version)\n")
            return
        case "help":
            if arguments.count == 2, arguments[1] == "--markdown" {
                console.print(CommandReference.markdown())
            } else if arguments.count > 1 {
                let command = try lookup(arguments[1])
                console.print(HelpText.command(command))
            } else {
                console.print(HelpText.topLevel())
            }
            return
        default:
            break
        }
        if first.hasPrefix("-") {
            let near = NearestName.nearest(to: first, among: ["--help", "--version", "-h"])
            throw CLIError.usage("unknown option \(first)", at: "animgen",
                                 fix: near.map { "did you mean \($0)? Options go after the command name" }
                                     ?? "options go after the command name: animgen <command> [options]")
        }
        let command = try lookup(first)
        let rest = Array(arguments.dropFirst())
        if command.parsing == .options, wantsHelp(rest) {
            console.print(HelpText.command(withDefaultsOf(rest, in: command)))
            return
        }
        let parsed = command.parsing == .options
            ? try ArgumentParser.parse(rest, for: command)
            : ParsedArguments(raw: rest)
        try command.run(CommandContext(arguments: parsed, console: console, cancellation: cancellation))
    }

    private static func lookup(_ name: String) throws -> CommandSpec {
        if let command = CommandRegistry.command(named: name) { return command }
        let fix = NearestName.nearest(to: name, among: CommandRegistry.names)
            .map { "did you mean \"animgen \($0)\"? (animgen --help lists the commands)" }
            ?? "animgen --help lists the commands: \(CommandRegistry.names.joined(separator: ", "))"
        throw CLIError.usage("unknown command \"\(name)\"", fix: fix)
    }

    /// `animgen render card.json5 --help`: the help of `command` with
    /// `--seconds`, `--fps`, `--size` and `--seed` showing the defaults of the
    /// timeline file or built-in scene named among `arguments` (the command
    /// unchanged when none is, or it cannot be read).
    static func withDefaultsOf(_ arguments: [String], in command: CommandSpec) -> CommandSpec {
        guard ["render", "verify", "sheet", "preview"].contains(command.name) else { return command }
        for argument in arguments where !argument.hasPrefix("-") {
            var settings: SceneSettings?
            if let scene = BuiltInScenes.named(argument) {
                settings = scene.defaultSettings
            } else if argument.hasSuffix(".json5") || argument.hasSuffix(".json"), !LottieLoading.isLottie(argument),
                      FileManager.default.fileExists(atPath: argument) {
                settings = (try? TimelineFileScene(contentsOfFile: argument))?.defaultSettings
            }
            guard let d = settings else { continue }
            var command = command
            let shown = ["seconds": ProgressLine.number(d.seconds), "fps": d.frameRate.decimalDescription,
                         "size": "\(d.size)", "seed": "\(d.seed)"]
            command.options = RenderOptions.showing(shown.mapValues { "\($0), \(argument)'s" }, in: command.options)
            return command
        }
        return command
    }

    /// `-h`/`--help` anywhere before `--` wins over every other problem.
    private static func wantsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }
}
