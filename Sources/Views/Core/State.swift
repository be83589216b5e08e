import Foundation

/// A property a view owns, as SwiftUI's `@State`, for source compatibility.
///
/// Headless renders have no events: state changes come from a
/// `ViewAnimation` script (`state.progress = 0.9` inside `withAnimation`).
/// The value is stored in the view itself, so a script's writes (through
/// the root view's key paths) are plain value changes and every snapshot
/// of the script keeps its own values. A view's body cannot write it.
@propertyWrapper
public struct State<Value> {
    public var wrappedValue: Value

    public init(wrappedValue value: Value) { wrappedValue = value }
    public init(initialValue value: Value) { wrappedValue = value }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { wrappedValue = nil }
}
