import Foundation

/// A property wrapper type that subscribes to an observable object and
/// invalidates a view whenever the observable object changes, as SwiftUI's
/// `ObservedObject`. The view does not own the object: pass it in.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: BodyDependency {
    /// The object, read and written through `$object.property` bindings.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Same as `init(wrappedValue:)`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}
