import Foundation

/// Reads a value of the environment the view is resolved in, as
/// SwiftUI's `@Environment(\.font)`.
@propertyWrapper
public struct Environment<Value>: DynamicStateProperty {
    let read: (EnvironmentValues) -> Value
    let seen = EnvironmentBox()
    /// The type of the `@Observable` object this reads, which must be in
    /// the environment (nil: any value will do; EnvironmentRequirement.swift).
    var requiredObject: (key: Any.Type, name: String)?

    /// Reads the environment value at `keyPath`, e.g. `@Environment(\.font)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    /// The value in the environment of the body being built; outside one
    /// (an action the view's body gave a button or a timer), in the
    /// environment the view was last resolved in; outside any render, the
    /// default environment's.
    public var wrappedValue: Value { read(seen.environment) }

    func bind(to key: StateKey) { seen.capture() }
}

enum EnvironmentContext {
    /// The environment of the view whose body is being built.
    @TaskLocal static var current: EnvironmentValues?
}

/// The environment a view was resolved in, kept for the actions its body
/// hands out (which run later, outside any body).
final class EnvironmentBox: @unchecked Sendable {
    private let lock = NSLock()
    private var captured: EnvironmentValues?

    /// Keeps the environment of the body being built.
    func capture() {
        guard let e = EnvironmentContext.current else { return }
        lock.lock(); defer { lock.unlock() }
        captured = e
    }

    /// The environment of the body being built, else the one captured last, else the default.
    var environment: EnvironmentValues {
        if let e = EnvironmentContext.current { return e }
        lock.lock(); defer { lock.unlock() }
        return captured ?? EnvironmentValues()
    }
}
