// Where controls find their style: `buttonStyle(_:)`, `toggleStyle(_:)`,
// `progressViewStyle(_:)` and `pickerStyle(_:)` put a value in the
// environment keyed by its type, and the control reads it back (its
// platform default when none is set).
import Foundation

/// A style made type-erased: the control's body for a configuration.
struct AnyControlStyle<Configuration>: @unchecked Sendable {
    let makeBody: (Configuration) -> AnyView
}

extension EnvironmentValues {
    /// The control style of type `Value` set in this environment, if any.
    func controlStyle<Value>(_ type: Value.Type) -> Value? { custom[ObjectIdentifier(Value.self)] as? Value }
}

extension View {
    /// Sets the control style of `value`'s type for this view.
    func controlStyle<Value>(_ value: Value) -> some View {
        modifier(_EnvironmentModifier { $0.custom[ObjectIdentifier(Value.self)] = value })
    }
}
