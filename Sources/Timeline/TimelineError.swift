/// A mistake in timeline input, with a message saying what is wrong and how to fix it.
public struct TimelineError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
