// `@Published` owns its value the way `@State` does: a `StateBox` keyed by
// the property's own identity, so a write in a running script goes to the
// run's state store and commits (animated by the enclosing
// `withAnimation`), and each frame reads the value of its own moment from
// its snapshot, whatever the script did later. Writes outside a render
// (the model's initializer) change the box's own value.
import Foundation

/// A type that publishes a property marked with an attribute, as Combine's `Published`.
///
///     final class Loader: ObservableObject {
///         @Published var progress = 0.0
///     }
///     loader.$progress.sink { print($0) }   // the value now, then each new one
///
/// Subscribers receive a new value in the property's `willSet`, before the
/// property holds it, and the owner's `objectWillChange` fires first.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A published property starting at `value`.
    public init(wrappedValue value: Value) { storage = PublishedStorage(value) }
    /// Same as `init(wrappedValue:)`.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// Only classes can publish a property: their instances are reached through the enclosing-instance subscript.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        // `assign(to: &$property)` hands the publisher back; it is the same storage.
        set {}
    }

    /// The property of a class instance: reading gives the value of the moment being drawn or scripted;
    /// setting tells `objectWillChange`, then the property's subscribers, then stores the value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.owner = object
            storage.set(newValue)
        }
    }

    /// A publisher for properties marked with the `@Published` attribute, as `Published.Publisher`:
    /// a new subscriber receives the value now, then every new value.
    public struct Publisher: SwiftUICore.Publisher {
        /// The values published.
        public typealias Output = Value
        /// The error that may end the sequence.
        public typealias Failure = Never
        let storage: PublishedStorage<Value>

        /// Starts delivering values and the completion to `subscriber`, until the result is cancelled.
        public func receive(subscriber: AnySubscriber<Value, Never>) -> AnyCancellable {
            subscriber.receiveValue(storage.value)
            return storage.subscribers.add(subscriber)
        }
    }
}

extension SwiftUICore.Publisher where Failure == Never {
    /// Republishes each value through the `@Published` property whose publisher is `published`
    /// (`assign(to: &$progress)`); the subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.keep(sink { [weak storage] in storage?.set($0) })
    }
}

/// The value of one `@Published` property and its subscribers.
final class PublishedStorage<Value>: @unchecked Sendable {
    let box: StateBox
    let subscribers = SubscriberList<Value, Never>()
    /// The object holding the property, once a write has reached it through the enclosing-instance subscript.
    weak var owner: AnyObject?
    private var kept: [AnyCancellable] = []

    init(_ value: Value) {
        box = StateBox(initial: value)
        box.bind(to: StateKey(path: [AnyHashable(StorageIdentity())], name: "@Published"))
    }

    var value: Value { box.read() as? Value ?? box.initial as! Value }

    func set(_ newValue: Value) {
        (owner as? any ObservableObject)?.publishedWillChange()
        subscribers.send(newValue)
        box.write(newValue)
    }

    func keep(_ subscription: AnyCancellable) { kept.append(subscription) }
}

/// A key component equal only to itself (it lives as long as the key).
final class StorageIdentity: Hashable, @unchecked Sendable {
    static func == (a: StorageIdentity, b: StorageIdentity) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
