// `@StateObject`: the object is made once per view identity, like `@State`:
// the first time a view at that place needs it, kept in the render's object
// store (shared by every moment of the run, since an object's identity does
// not change over time) and found there by every later copy of the view, at
// a commit or while a frame is drawn, on any thread. Its `@Published`
// values live in the run's state store as any other published value.
import Foundation

/// A property wrapper type that instantiates an observable object, as SwiftUI's `StateObject`.
///
///     struct LoaderView: View {
///         @StateObject private var loader = Loader()
///         var body: some View { ProgressBar(value: loader.progress) }
///     }
///
/// The initial value is made once per view identity in a render, not each
/// time the view is initialized.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicStateProperty, BodyDependency {
    let box: StateObjectBox<ObjectType>

    /// A state object made by `thunk` the first time the view's place in a render needs it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(make: thunk) }

    /// The object.
    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func bind(to key: StateKey) { box.bind(to: key) }
}

/// The objects of one render's `@StateObject`s, by place.
final class ObjectStore: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [StateKey: AnyObject] = [:]

    /// The object at `key` of type `T`, made by `make` the first time.
    func object<T: AnyObject>(at key: StateKey, make: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        if let o = objects[key] as? T { return o }
        let o = make()
        objects[key] = o
        return o
    }
}

/// The place of one `StateObject` and its object outside any render.
final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    private let make: () -> ObjectType
    private let lock = NSLock()
    private var key: StateKey?
    private var local: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    func bind(to key: StateKey) {
        lock.lock(); defer { lock.unlock() }
        if self.key == nil { self.key = key }
    }

    var object: ObjectType {
        lock.lock()
        let key = self.key
        lock.unlock()
        if let key, let store = StateContext.values?.objects ?? StateContext.script?.objects {
            return store.object(at: key, make: make)
        }
        lock.lock(); defer { lock.unlock() }
        if let local { return local }
        let o = make()
        local = o
        return o
    }
}
