/// Publisher types made by operators, as Combine's `Publishers` namespace.
public enum Publishers {
    /// Each value of `upstream` transformed, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        public func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable {
            let transform = self.transform
            return upstream.receive(subscriber: AnySubscriber(receiveValue: { subscriber.receiveValue(transform($0)) },
                                                              receiveCompletion: subscriber.receiveCompletion))
        }
    }

    /// The values of `upstream` that pass `isIncluded`, as Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// Whether a value is published.
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive(subscriber: AnySubscriber<Output, Failure>) -> AnyCancellable {
            let isIncluded = self.isIncluded
            return upstream.receive(subscriber: AnySubscriber(receiveValue: { if isIncluded($0) { subscriber.receiveValue($0) } },
                                                              receiveCompletion: subscriber.receiveCompletion))
        }
    }
}

extension Publisher {
    /// Publishes `transform` of each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Publishes the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Delivers values on `scheduler`. Values already arrive on the main
    /// queue's turn of the render's clock, so they are passed on as they come.
    public func receive<S>(on scheduler: S) -> Self { self }
}
