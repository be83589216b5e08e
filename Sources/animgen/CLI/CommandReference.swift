/// docs/cli.md, built from the same command specs as `--help`, so the
/// reference cannot drift from what the parser accepts (a test compares the
/// committed file with this text; `animgen help --markdown > docs/cli.md`
/// regenerates it).
enum CommandReference {
    static func markdown() -> String {
        var text = """
            # animgen command-line reference

            Generated from the command definitions (`animgen help --markdown > docs/cli.md`);
            `animgen COMMAND --help` prints the same for one command.

            Usage: `animgen <command> [options]`. Progress and the final summary go to
            stderr (stdout stays for data); `--quiet` leaves only errors.


            """
        for command in CommandRegistry.fixed {
            text += "- [`\(command.name)`](#\(command.name)): \(command.summary)\n"
        }
        text += "- `animgen NAME` for each built-in scene (`animgen list` names them): the options of `fireworks` without its simulation ones\n\n"
        for command in CommandRegistry.fixed {
            text += section(command)
        }
        text += "## Exit status\n\n```\n\(ExitStatus.documentation)\n```\n"
        return text
    }

    private static func section(_ command: CommandSpec) -> String {
        var text = "## \(command.name)\n\n\(command.summary).\n\n"
        if command.parsing == .passthrough {
            return text + "```\n\(passthroughUsage(command))\n```\n\n"
        }
        text += "```\nanimgen \(command.name) \(command.synopsis)\n```\n\n"
        if !command.positionals.isEmpty {
            text += "| argument | meaning |\n| --- | --- |\n"
            for positional in command.positionals {
                text += "| `\(positional.name)` | \(cell(positional.help)) |\n"
            }
            text += "\n"
        }
        if !command.options.isEmpty {
            text += "| option | meaning |\n| --- | --- |\n"
            for option in command.options {
                text += "| `\(option.helpLabel.trimmingCharacters(in: .whitespaces))` | \(cell(option.help)) |\n"
            }
            text += "\n"
        }
        if !command.details.isEmpty {
            text += "```\n\(command.details)\n```\n\n"
        }
        return text
    }

    /// Commands with their own parser keep their usage line there.
    private static func passthroughUsage(_ command: CommandSpec) -> String {
        command.name == "bench" ? String(BenchCommand.usage.dropFirst("usage: ".count)) : "animgen \(command.name) \(command.synopsis)"
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
