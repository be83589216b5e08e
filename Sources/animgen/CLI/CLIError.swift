/// The one error type the command line reports: what went wrong, where, and
/// how to fix it, printed as
/// `animgen: error: <what> (<where>) — <how to fix>`.
struct CLIError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Decides the exit status.
    enum Kind: Sendable, Equatable {
        /// The command line is wrong; nothing was done (exit 2).
        case usage
        /// The work started and failed (exit 1).
        case runtime
        /// SIGINT/SIGTERM stopped the run (exit 130).
        case interrupted
    }

    var kind: Kind
    /// What is wrong, as a sentence fragment without a final period.
    var what: String
    /// Where: the offending argument, path or value.
    var location: String?
    /// How to fix it, as an imperative.
    var fix: String?

    init(_ kind: Kind, _ what: String, at location: String? = nil, fix: String? = nil) {
        self.kind = kind
        self.what = what
        self.location = location
        self.fix = fix
    }

    static func usage(_ what: String, at location: String? = nil, fix: String? = nil) -> CLIError {
        CLIError(.usage, what, at: location, fix: fix)
    }

    static func runtime(_ what: String, at location: String? = nil, fix: String? = nil) -> CLIError {
        CLIError(.runtime, what, at: location, fix: fix)
    }

    /// The run was stopped by a signal.
    static let interrupted = CLIError(.interrupted, "interrupted")

    var exitStatus: ExitStatus {
        switch kind {
        case .usage: .usage
        case .runtime: .failure
        case .interrupted: .interrupted
        }
    }

    var description: String {
        if kind == .interrupted { return "animgen: interrupted" }
        var text = "animgen: error: \(what)"
        if let location { text += " (\(location))" }
        if let fix { text += " — \(fix)" }
        return text
    }
}

extension CLIError {
    /// Maps any error a command throws to what the user sees. Errors from the
    /// rendering layers are runtime failures; their own description is kept.
    init(wrapping error: any Error) {
        if let error = error as? CLIError {
            self = error
        } else if error is RenderInterrupted || error is CancellationError {
            self = .interrupted
        } else {
            self = .runtime(String(describing: error))
        }
    }
}
