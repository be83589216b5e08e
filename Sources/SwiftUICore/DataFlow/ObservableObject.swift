// Combine's `ObservableObject` on the render clock. A model's
// `objectWillChange` is one publisher per object, made on first use and
// kept beside the object (Linux has no Combine runtime to store it in the
// instance). Sending it by hand in a running script is a state change of a
// value the renderer does not own: the script commits it after the
// statement that sent it (ScriptRun+Observation.swift), as it does for
// `@Observable` models.
import Foundation

/// A type of object with a publisher that emits before the object has changed, as Combine's `ObservableObject`.
///
///     final class Loader: ObservableObject {
///         @Published var progress = 0.0
///     }
///
/// Views holding one (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`
/// or a plain property) evaluate their bodies again at every state change.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, sent before any of its `@Published` properties changes.
    public var objectWillChange: ObservableObjectPublisher { WillChangePublishers.shared.publisher(for: self) }
}

extension ObservableObject {
    /// Tells the object's subscribers a `@Published` property is about to change (no commit of its own:
    /// the property's write commits).
    func publishedWillChange() {
        (objectWillChange as? ObservableObjectPublisher)?.publish()
    }
}

/// A publisher that publishes changes from observable objects, as Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The values published: none but the fact of a change.
    public typealias Output = Void
    /// The error that may end the sequence.
    public typealias Failure = Never
    private let list = SubscriberList<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscriber. In a render, the views reading the object
    /// are evaluated again once the statement that sent it has run.
    public func send() {
        publish()
        StateContext.script?.objectWillChange()
    }

    func publish() { list.send(()) }

    /// Starts delivering values and the completion to `subscriber`, until the result is cancelled.
    public func receive(subscriber: AnySubscriber<Void, Never>) -> AnyCancellable { list.add(subscriber) }
}

/// The `objectWillChange` publisher of each live object.
final class WillChangePublishers: @unchecked Sendable {
    static let shared = WillChangePublishers()
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        // An address freed and taken by another object starts afresh.
        if let e = entries[id], e.object === object { return e.publisher }
        if entries.count > 1024 { entries = entries.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}
