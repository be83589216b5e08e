/// A command line after parsing against a ``CommandSpec``: option values by
/// long name, flags, positionals. Validation of the values themselves is the
/// command's job.
struct ParsedArguments: Sendable, Equatable {
    /// The arguments after the command name, untouched (for pass-through commands).
    var raw: [String] = []
    var positionals: [String] = []
    /// Values by long option name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags that were given, by long name.
    var flags: Set<String> = []

    /// The value of a single-valued option, if given.
    func value(_ key: OptionKey) -> String? { values[key.name]?.last }

    /// Every value of a repeatable option.
    func allValues(_ key: OptionKey) -> [String] { values[key.name] ?? [] }

    /// Whether the option was given (a flag, or an option with a value).
    func has(_ key: OptionKey) -> Bool { flags.contains(key.name) || values[key.name] != nil }
}
