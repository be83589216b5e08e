import AnimGen
import Spelling
import TimelineFile
/// Splits a command's arguments into options, flags and positionals.
///
/// Accepted spellings: `--name value`, `--name=value`, `-o value`, `-ovalue`,
/// `--flag`, `-q`; `--` ends the options. A value may start with a single
/// dash (`--seconds -1` reaches validation and is refused there with a
/// precise message) but not with two (`--seconds --fps 30` is a missing
/// value). Giving a non-repeatable option twice is an error rather than
/// "last wins", so a long script line cannot silently contradict itself.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments(raw: arguments)
        var index = 0
        var optionsEnded = false

        func spec(long name: String) throws -> OptionSpec {
            if let spec = command.options.first(where: { $0.name == name }) { return spec }
            throw unknownOption("--\(name)", command: command)
        }

        func spec(short letter: Character, spelled: String) throws -> OptionSpec {
            if let spec = command.options.first(where: { $0.short == letter }) { return spec }
            throw unknownOption(spelled, command: command)
        }

        func record(_ spec: OptionSpec, value: String?, spelled: String) throws {
            if !spec.repeatable, parsed.flags.contains(spec.name) || parsed.values[spec.name] != nil {
                throw CLIError.usage("\(spelled) is given more than once", at: "\(command.name)",
                                     fix: "keep only one \(spec.display)")
            }
            if let value {
                parsed.values[spec.name, default: []].append(value)
            } else {
                parsed.flags.insert(spec.name)
            }
        }

        /// The next argument as the value of `spec`, or a "missing value" error.
        func nextValue(for spec: OptionSpec, spelled: String) throws -> String {
            let next = index + 1
            guard next < arguments.count, !arguments[next].hasPrefix("--") else {
                throw missingValue(spec, spelled: spelled)
            }
            index = next
            return arguments[next]
        }

        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: String
                let inline: String?
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inline = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                    inline = nil
                }
                let spec = try spec(long: name)
                if case .flagOrValue(_, let values) = spec.kind {
                    if let inline {
                        guard values.contains(inline) else {
                            throw CLIError.usage("--\(name)=\(inline) is not one of \(values.joined(separator: ", "))", at: argument,
                                                 fix: "write --\(name) alone or --\(name) \(values.joined(separator: "|"))")
                        }
                        try record(spec, value: inline, spelled: "--\(name)")
                    } else if index + 1 < arguments.count, values.contains(arguments[index + 1]) {
                        index += 1
                        try record(spec, value: arguments[index], spelled: "--\(name)")
                    } else {
                        try record(spec, value: nil, spelled: "--\(name)")
                    }
                } else if spec.takesValue {
                    let value = try inline ?? nextValue(for: spec, spelled: "--\(name)")
                    if value.isEmpty { throw missingValue(spec, spelled: "--\(name)") }
                    try record(spec, value: value, spelled: "--\(name)")
                } else {
                    if inline != nil {
                        throw CLIError.usage("--\(name) takes no value", at: argument, fix: "write just --\(name)")
                    }
                    try record(spec, value: nil, spelled: "--\(name)")
                }
            } else {
                // Short form: -o FILE, -oFILE, -q.
                let letters = argument.dropFirst()
                let spelled = "-\(letters.first!)"
                let spec = try spec(short: letters.first!, spelled: spelled)
                let rest = String(letters.dropFirst())
                if spec.takesValue {
                    let value = rest.isEmpty ? try nextValue(for: spec, spelled: spelled) : rest
                    try record(spec, value: value, spelled: spelled)
                } else {
                    if !rest.isEmpty {
                        throw unknownOption(argument, command: command)
                    }
                    try record(spec, value: nil, spelled: spelled)
                }
            }
            index += 1
        }
        try checkPositionals(parsed.positionals, command: command)
        return parsed
    }

    private static func checkPositionals(_ positionals: [String], command: CommandSpec) throws {
        let expected = command.positionals
        // A last positional named `NAME...` takes any number of arguments, none included.
        if let last = expected.last, last.name.hasSuffix("..."), positionals.count >= expected.count - 1 { return }
        if positionals.count > expected.count {
            let extra = positionals[expected.count]
            let fix = expected.isEmpty
                ? "`animgen \(command.name)` takes no file or name arguments; see animgen \(command.name) --help"
                : "see animgen \(command.name) --help"
            throw CLIError.usage("unexpected argument \"\(extra)\"", at: "animgen \(command.name)", fix: fix)
        }
        if positionals.count < expected.count {
            let missing = expected[positionals.count]
            throw CLIError.usage("missing \(missing.name) (\(missing.help))", at: "animgen \(command.name)",
                                 fix: "usage: animgen \(command.name) \(command.synopsis)")
        }
    }

    static func unknownOption(_ spelled: String, command: CommandSpec) -> CLIError {
        var spellings = command.options.map { "--\($0.name)" }
        spellings += command.options.compactMap { $0.short.map { "-\($0)" } }
        spellings += ["--help", "-h"]
        let bare = spelled.split(separator: "=", maxSplits: 1).first.map(String.init) ?? spelled
        let fix: String
        if let near = NearestName.nearest(to: bare, among: spellings) {
            fix = "did you mean \(near)? (see animgen \(command.name) --help)"
        } else {
            fix = "see animgen \(command.name) --help for the options"
        }
        return CLIError.usage("unknown option \(bare)", at: "animgen \(command.name)", fix: fix)
    }

    static func missingValue(_ spec: OptionSpec, spelled: String) -> CLIError {
        let placeholder: String
        if case .value(let p) = spec.kind { placeholder = p } else { placeholder = "VALUE" }
        return CLIError.usage("\(spelled) needs a value", at: spelled,
                              fix: "write \(spelled) \(placeholder): \(spec.help)")
    }
}
