// @GestureState: state that lives while a gesture runs. It is stored as a
// `@State` value is (DataFlow/State.swift), so writes made by a gesture's
// `updating` callback commit state changes in the running script; when the
// gesture ends or fails it goes back to its initial value, in the reset
// transaction given at creation.
import Foundation

/// A property a gesture updates while it runs and resets when it ends, as
/// SwiftUI's `@GestureState`.
@propertyWrapper
public struct GestureState<Value>: DynamicStateProperty {
    let box: StateBox
    let resetTransaction: Transaction

    /// State starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    /// State starting at `initialValue` (SwiftUI's older spelling).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// State reset at the gesture's end inside `resetTransaction` (an animation there animates the reset).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(initial: wrappedValue)
        self.resetTransaction = resetTransaction
    }
    /// State starting at `initialValue`, reset inside `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The current value (only a gesture's `updating` callback changes it).
    public var wrappedValue: Value { box.read() as? Value ?? box.initial as! Value }

    /// The state itself, passed to `Gesture.updating(_:body:)` as `$state`.
    public var projectedValue: GestureState<Value> { self }

    func bind(to key: StateKey) { box.bind(to: key) }

    func write(_ value: Value, transaction: Transaction) {
        Transaction.$current.withValue(transaction) { box.write(value) }
    }

    func reset() {
        guard let initial = box.initial as? Value else { return }
        write(initial, transaction: resetTransaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting (and reset) at nil.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}
