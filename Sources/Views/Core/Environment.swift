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

/// A key for a custom environment value, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value of a view whose ancestors did not set one.
    static var defaultValue: Value { get }
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

extension EnvironmentValues {
    /// The value for a custom key (its default until set).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

// A value type copied into each view's context; custom values are the
// user's and treated as immutable once set.
extension EnvironmentValues: @unchecked Sendable {}
