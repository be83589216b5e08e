import Foundation

/// A gesture with an action for its changes, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    func recognizeAny(_ touch: Touch) -> Any {
        var e = content.recognize(touch)
        e.attach(.changed, action)
        return e
    }
}

/// A gesture with an action for its end, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
    func recognizeAny(_ touch: Touch) -> Any {
        var e = content.recognize(touch)
        e.attach(.ended, action)
        return e
    }
}

/// A gesture whose values are transformed, as SwiftUI's `_MapGesture`.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value
    func recognizeAny(_ touch: Touch) -> Any { content.recognize(touch).map(transform) }
}

/// A gesture that updates a `@GestureState` while it runs, as SwiftUI's
/// `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The gesture updating the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// Called with each change of the gesture's value, the state to update, and the transaction to update it in.
    public var body: (Value, inout State, inout Transaction) -> Void

    func recognizeAny(_ touch: Touch) -> Any {
        var e = base.recognize(touch)
        let state = self.state, update = body
        e.attach(.changed) { value in
            var s = state.wrappedValue
            var t = Transaction(animation: Transaction.current?.animation)
            update(value, &s, &t)
            state.write(s, transaction: t)
        }
        for i in e.events.indices where e.events[i].kind == .reset {
            e.events[i].callbacks.append { state.reset() }
        }
        return e
    }
}

extension Gesture {
    /// Runs `action` with the gesture's value each time it changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    /// Runs `action` with the gesture's final value when it ends (succeeds).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The same gesture reporting `transform` of its values.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: transform)
    }

    /// Updates `state` with each change of the gesture through `body`; the state goes back to its initial
    /// value when the gesture ends or fails.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
