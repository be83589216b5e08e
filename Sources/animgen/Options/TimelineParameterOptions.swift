// `--param NAME=VALUE` and `--params FILE`: values for a timeline file's
// `params` (render, check, verify, sheet).
import AnimGen
import TimelineFile

enum TimelineParameterOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(.param, .value(placeholder: "NAME=VALUE"), help: "a value for one of the timeline's params (repeatable)",
                   repeatable: true),
        OptionSpec(.params, .value(placeholder: "FILE"), help: "a JSON object of param values, e.g. {\"title\": \"Hi\"}; --param wins"),
    ]

    static func parameters(from arguments: ParsedArguments) throws -> TimelineParameters {
        var assignments: [(name: String, value: String)] = []
        for text in arguments.allValues(.param) {
            guard let pair = TimelineParameters.assignment(text) else {
                throw CLIError.usage("--param \(text) has no NAME=", at: "--param \(text)", fix: "write e.g. --param title=Hello")
            }
            assignments.append(pair)
        }
        return TimelineParameters(assignments: assignments, file: arguments.value(.params))
    }
}
