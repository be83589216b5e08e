/// A publisher values can be sent into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Publishes `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the sequence.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Publishes `()`.
    public func send() { send(()) }
}

/// A subject with no value of its own, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let list = SubscriberList<Output, Failure>()

    /// A subject no value has been sent through.
    public init() {}

    public func send(_ value: Output) { list.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { list.send(completion: completion) }

    public func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable { list.add(subscriber) }
}

/// A subject holding its latest value, sent to each new subscriber first, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let list = SubscriberList<Output, Failure>()

    /// The latest value; setting it publishes it.
    public var value: Output {
        didSet { list.send(value) }
    }

    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) { self.value = value }

    public func send(completion: Subscribers.Completion<Failure>) { list.send(completion: completion) }

    public func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable {
        if list.completion == nil { subscriber.receiveValue(value) }
        return list.add(subscriber)
    }
}

/// Publishes one value, then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value published.
    public let output: Output

    /// A publisher of `output` alone.
    public init(_ output: Output) { self.output = output }

    public func receive(subscriber: AnySubscriber<Output, Never>) -> AnyCancellable {
        subscriber.receiveValue(output)
        subscriber.receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
