import Foundation

/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    /// Whether reading goes through `@State` storage only, so a body's
    /// reads of it are noted (StateReads.swift); a binding made from
    /// arbitrary closures is not.
    var readsTrackedState = false

    /// A binding that reads through `get` and writes through `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        var binding = Binding(get: { value }, set: { _ in })
        binding.readsTrackedState = true
        return binding
    }

    /// The value, read and written through the binding's closures; writing needs no `mutating` access.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// The binding `projectedValue` itself, so a `@Binding` closure or function parameter accepts `$value`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var binding = Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                                       set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
        binding.readsTrackedState = readsTrackedState
        return binding
    }
}
