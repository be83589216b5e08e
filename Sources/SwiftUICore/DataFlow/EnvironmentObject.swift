import Foundation

/// A property wrapper type for an observable object that a parent or ancestor view supplies with
/// `environmentObject(_:)`, as SwiftUI's `EnvironmentObject`.
///
/// Reading it where no ancestor supplied an object of its type stops the
/// program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicStateProperty, BodyDependency {
    /// The object, read and written through `$object.property` bindings.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }

    let seen = EnvironmentBox()

    /// An object the environment supplies.
    public init() {}

    /// The object of this type in the view's environment.
    public var wrappedValue: ObjectType {
        guard let object = seen.environment[EnvironmentObjectKey<ObjectType>.self] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view reading @EnvironmentObject needs "
                       + ".environmentObject(_:) with a \(ObjectType.self) on one of its ancestors.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func bind(to key: StateKey) { seen.capture() }
}

/// The key of an environment object of type `T`.
enum EnvironmentObjectKey<T> {}

extension EnvironmentValues {
    /// The object stored under `key`'s identity (environment objects, `@Observable` models).
    subscript(key: Any.Type) -> AnyObject? {
        get { custom[ObjectIdentifier(key)] as? AnyObject }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Supplies an observable object to this view's hierarchy, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
