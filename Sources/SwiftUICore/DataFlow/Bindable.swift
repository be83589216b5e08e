import Foundation
import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of observable
/// objects, as SwiftUI's `Bindable`.
///
///     struct TitleEditor: View {
///         @Bindable var book: Book          // an @Observable class
///         var body: some View { Toggle("Available", isOn: $book.isAvailable) }
///     }
///
/// Also as a local variable in a body (`@Bindable var book = book`) or inline (`Bindable(book).title`).
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value>: BodyDependency {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable object itself, so `$book.title` is a binding.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Creates a bindable object from an observable object (`Bindable(book).title`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to the object's property at `keyPath`; setting it changes the object, a state change
    /// the render commits once the statement setting it has run.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
