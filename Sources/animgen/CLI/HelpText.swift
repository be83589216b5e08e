/// The `--help` texts, built from the command specs so they cannot drift
/// from what the parser accepts.
enum HelpText {
    static func topLevel() -> String {
        let width = (CommandRegistry.names.map(\.count).max() ?? 0) + 2
        var text = """
            animgen \(CommandRegistry.version) — drawing code and timeline files to frame-exact video

            Usage: animgen <command> [options]
                   animgen <command> --help
                   animgen --version

            Commands:

            """
        for command in CommandRegistry.commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

            Options:
              -h, --help     show this help (or a command's help after its name)
                  --version  print the version

            Progress and the final summary go to stderr (stdout stays for data);
            --quiet leaves only errors.

            \(ExitStatus.documentation)

            """
        return text
    }

    static func command(_ command: CommandSpec) -> String {
        var text = "animgen \(command.name) — \(command.summary)\n\n"
        text += "Usage: animgen \(command.name) \(command.synopsis)\n"
        if !command.positionals.isEmpty {
            text += "\nArguments:\n"
            for positional in command.positionals {
                text += "  \(positional.name)  \(positional.help)\n"
            }
        }
        let options = command.options + [OptionSpec(.help, short: "h", .flag, help: "show this help")]
        let width = (options.map(\.helpLabel.count).max() ?? 0) + 2
        text += "\nOptions:\n"
        for option in options {
            text += "  " + option.helpLabel.padding(toLength: width, withPad: " ", startingAt: 0) + option.help + "\n"
        }
        if !command.details.isEmpty {
            text += "\n" + command.details + "\n"
        }
        text += "\n" + ExitStatus.documentation + "\n"
        return text
    }
}
