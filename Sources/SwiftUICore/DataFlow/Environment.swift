import Foundation

/// Reads a value of the environment the view is resolved in, as
/// SwiftUI's `@Environment(\.font)`.
@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the environment value at `keyPath`, e.g. `@Environment(\.font)`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment of the body being built (outside a
    /// render: the default environment's).
    public var wrappedValue: Value {
        (EnvironmentContext.current ?? EnvironmentValues())[keyPath: keyPath]
    }
}

enum EnvironmentContext {
    /// The environment of the view whose body is being built.
    @TaskLocal static var current: EnvironmentValues?
}
