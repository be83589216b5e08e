/// One option a command accepts.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A boolean switch, present or not (`--quiet`).
        case flag
        /// An option that takes one value (`--seconds 5`, `--seconds=5`);
        /// `placeholder` names the value in help (`S`, `WxH`, `FILE`).
        case value(placeholder: String)
    }

    /// The long name without dashes (`seconds`). Parsed values are looked up by it.
    var name: String
    /// The single-letter form (`o` for `-o`), if any.
    var short: Character?
    var kind: Kind
    /// One line for `--help`, including the default and the allowed range.
    var help: String
    /// Whether the option may be given more than once (values accumulate).
    var repeatable: Bool

    init(_ key: OptionKey, short: Character? = nil, _ kind: Kind, help: String, repeatable: Bool = false) {
        name = key.name
        self.short = short
        self.kind = kind
        self.help = help
        self.repeatable = repeatable
    }

    var takesValue: Bool { kind != .flag }

    /// How the option is spelled in messages: `-o FILE` or `--seconds S`.
    var display: String {
        let flag = short.map { "-\($0)" } ?? "--\(name)"
        if case .value(let placeholder) = kind { return "\(flag) \(placeholder)" }
        return flag
    }

    /// How the option is spelled in help: `-o, --output FILE`.
    var helpLabel: String {
        var label = short.map { "-\($0), " } ?? "    "
        label += "--\(name)"
        if case .value(let placeholder) = kind { label += " \(placeholder)" }
        return label
    }
}

/// A positional argument a command takes (`FILE` in `render FILE`).
struct PositionalSpec: Sendable, Equatable {
    var name: String
    var help: String
}
