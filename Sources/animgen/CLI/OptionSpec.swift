/// One option a command accepts.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A boolean switch, present or not (`--quiet`).
        case flag
        /// An option that takes one value (`--seconds 5`, `--seconds=5`);
        /// `placeholder` names the value in help (`S`, `WxH`, `FILE`).
        case value(placeholder: String)
        /// A switch that may name one of `values` (`--record`, `--record failed`,
        /// `--record=all`): the next argument is its value only when it is
        /// one of them, so `--record fireworks` still reads a flag and a target.
        case flagOrValue(placeholder: String, values: [String])
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

    /// Whether the option always takes a value.
    var takesValue: Bool { if case .value = kind { return true } else { return false } }

    /// How the option is spelled in messages: `-o FILE` or `--seconds S`.
    var display: String {
        let flag = short.map { "-\($0)" } ?? "--\(name)"
        switch kind {
        case .value(let placeholder): return "\(flag) \(placeholder)"
        case .flagOrValue(let placeholder, _): return "\(flag) [\(placeholder)]"
        case .flag: return flag
        }
    }

    /// How the option is spelled in help: `-o, --output FILE`.
    var helpLabel: String {
        var label = short.map { "-\($0), " } ?? "    "
        label += "--\(name)"
        switch kind {
        case .value(let placeholder): label += " \(placeholder)"
        case .flagOrValue(let placeholder, _): label += " [\(placeholder)]"
        case .flag: break
        }
        return label
    }
}

/// A positional argument a command takes (`FILE` in `render FILE`).
struct PositionalSpec: Sendable, Equatable {
    var name: String
    var help: String
}
