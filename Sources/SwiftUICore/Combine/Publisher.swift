// The part of Combine SwiftUI code uses (Linux has no Combine), named as
// Combine names it. Demand is always unlimited: a publisher hands every
// value to its subscribers as it comes, synchronously. In a render, values
// come from things on the render's clock (a timer, a state change), so what
// a subscriber does happens at a render time.

/// Publishes a sequence of values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// The error that may end the sequence.
    associatedtype Failure: Error

    /// Starts delivering values and the completion to `subscriber`, until the result is cancelled.
    func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable
}

/// What a subscriber does with values and the completion, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error> {
    let receiveValue: (Input) -> Void
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    /// A subscriber calling `receiveValue` for each value and `receiveCompletion` at the end.
    public init(receiveValue: @escaping (Input) -> Void,
                receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }
}

/// Subscriber types and values, as Combine's `Subscribers` namespace.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Publisher {
    /// Calls `receiveValue` for each value and `receiveCompletion` at the end; keep the result to stay subscribed.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receive(subscriber: AnySubscriber(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
    }

    /// Wraps the publisher as an `AnyPublisher`, hiding its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` for each value; keep the result to stay subscribed.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receive(subscriber: AnySubscriber(receiveValue: receiveValue))
    }

    /// Sets `object`'s property at `keyPath` to each value; keep the result to stay subscribed.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

/// A publisher of some type, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriber<Output, Failure>) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher.receive(subscriber:)
    }

    public func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable { subscribe(subscriber) }
}
