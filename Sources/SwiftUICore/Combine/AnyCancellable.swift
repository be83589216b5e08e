/// Something that can stop, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the activity (a subscription: no more values).
    func cancel()
}

/// A subscription that ends when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    /// Wraps another cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

    deinit { onCancel?() }

    /// Ends the subscription.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps this subscription alive as long as `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this subscription alive as long as `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of one publisher, in the order they subscribed.
final class SubscriberList<Output, Failure: Error> {
    private var subscribers: [(id: Int, subscriber: AnySubscriber<Output, Failure>)] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    var isEmpty: Bool { subscribers.isEmpty }

    /// Adds `subscriber` (told the completion at once if it came already).
    func add(_ subscriber: AnySubscriber<Output, Failure>, onEmpty: @escaping () -> Void = {}) -> AnyCancellable {
        if let completion {
            subscriber.receiveCompletion(completion)
            return AnyCancellable {}
        }
        nextID += 1
        let id = nextID
        subscribers.append((id, subscriber))
        return AnyCancellable { [weak self] in
            guard let self else { return }
            subscribers.removeAll { $0.id == id }
            if subscribers.isEmpty { onEmpty() }
        }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for s in subscribers { s.subscriber.receiveValue(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = subscribers
        subscribers.removeAll()
        for s in ended { s.subscriber.receiveCompletion(completion) }
    }
}
