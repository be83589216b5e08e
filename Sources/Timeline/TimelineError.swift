/// A mistake in timeline input, with a message saying what is wrong and how to fix it.
public struct TimelineError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong and how to fix it, as one or more sentences.
    public let message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
