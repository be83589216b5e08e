// `@Environment(Model.self)` and `.environment(model)`: an `@Observable`
// object in the environment, by its type, as SwiftUI stores it.
import Foundation
import Observation

/// The key of an `@Observable` object of type `T` in the environment.
enum ObservableObjectKey<T> {}

extension Environment {
    /// Reads the `@Observable` object of type `objectType` that an ancestor placed with `environment(_:)`:
    /// `@Environment(Model.self) private var model`. Reading it where none was placed stops the program,
    /// as in SwiftUI; declare the property optional to read nil instead.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(read: { environment in
            guard let object = environment[ObservableObjectKey<Value>.self] as? Value else {
                fatalError("No Observable object of type \(Value.self) found: a view reading @Environment(\(Value.self).self) "
                           + "needs .environment(_:) with a \(Value.self) on one of its ancestors.")
            }
            return object
        })
        // A render checks this before the body reads it, and fails with a message instead.
        requiredObject = (ObservableObjectKey<Value>.self, "\(Value.self)")
    }

    /// Reads the `@Observable` object of type `objectType` from the environment, nil where none was placed:
    /// `@Environment(Profile.self) private var profile: Profile?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(read: { $0[ObservableObjectKey<T>.self] as? T })
    }
}

extension View {
    /// Places an `@Observable` object in this view's environment, where `@Environment(T.self)` reads it;
    /// nil removes the object of this type.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentModifier { $0[ObservableObjectKey<T>.self] = object })
    }
}
