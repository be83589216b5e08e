import AnimGen
import Media
/// What a subcommand is: its name, help, options and the function that runs it.
///
/// Adding a command is one file that defines a `CommandSpec` and one line in
/// ``CommandRegistry``. The parser checks options and positionals against the
/// spec before `run` is called.
struct CommandSpec: Sendable {
    /// How the arguments after the command name are handled.
    enum Parsing: Sendable {
        /// Parsed against `options` and `positionals` (the normal case).
        case options
        /// Handed over untouched in ``ParsedArguments/raw`` (for commands
        /// with their own parser, like `bench`); `--help` is theirs too.
        case passthrough
    }

    var name: String
    /// One line for `animgen --help` and `animgen list`-style overviews.
    var summary: String
    /// What follows the name in the usage line: `[options] -o FILE`.
    var synopsis: String
    var positionals: [PositionalSpec] = []
    var options: [OptionSpec] = []
    /// Extra paragraphs for `--help` (formats, limits, examples).
    var details: String = ""
    var parsing: Parsing = .options
    var run: @Sendable (CommandContext) throws -> Void
}

/// Everything a running command gets from the command-line layer.
struct CommandContext: Sendable {
    var arguments: ParsedArguments
    var console: Console
    /// Set by SIGINT/SIGTERM; pass it into the render pipeline.
    var cancellation: CancellationFlag
}
