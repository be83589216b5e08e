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
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}
