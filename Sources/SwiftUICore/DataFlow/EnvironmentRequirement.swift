// A view reading `@EnvironmentObject` or `@Environment(Model.self)` where
// no ancestor supplied the object: SwiftUI stops the app. A render instead
// fails with a message naming the type, the view and the fix: the body is
// not evaluated (its getter would have nothing to return), the view draws
// as a node that reports the problem when drawn (a still render throws it),
// and a running script reports it too (a view animation fails before its
// first frame), so nothing traps.
import Foundation
import Geometry

/// A property wrapper that needs an object an ancestor supplies.
protocol EnvironmentRequirement {
    /// What is missing from `environment` (nil: the object is there).
    func missingObject(in environment: EnvironmentValues) -> MissingObject?
}

/// An object a view reads that its environment lacks.
struct MissingObject {
    /// How the property is declared (`@EnvironmentObject`).
    let wrapper: String
    /// The object's type.
    let type: String
    /// The modifier that supplies it (`.environmentObject(_:)`).
    let modifier: String
}

/// Links the dynamic properties of `view` (a view or a modifier, at `path`)
/// to the render, or, when one needs an object the environment lacks, says
/// why the view's body cannot be evaluated.
func bindDynamicProperties<V>(of view: V, at path: [AnyHashable], in environment: EnvironmentValues) -> ViewRenderError? {
    for child in Mirror(reflecting: view).children {
                if let r = child.value as? any EnvironmentRequirement, let missing = r.missingObject(in: environment) {
            var name = child.label ?? "?"
            if name.hasPrefix("_") { name.removeFirst() }
            let message = "\(V.self) reads \(missing.wrapper) var \(name): \(missing.type), but no ancestor supplies a "
                + "\(missing.type); add \(missing.modifier) with a \(missing.type) to a view that contains \(V.self) "
                + "(for example the view you render: MyView().\(missing.modifier.dropFirst().prefix { $0 != "(" })(model))"
            StateContext.script?.report(message)
            let error = ViewRenderError(description: "This view cannot be rendered as written: \(message).")
            ResolveProblems.current?.add(error)
            return error
        }
    }
    bindStateProperties(of: view, at: path)
    if let models = ModelRegistry.collecting {
        for child in Mirror(reflecting: view).children { models.note(heldValue(child.value, in: environment)) }
    }
    return nil
}

/// Problems met while a still render resolves its tree, thrown before its
/// size is checked (the view that failed has none).
final class ResolveProblems: @unchecked Sendable {
    @TaskLocal static var current: ResolveProblems?
    private let lock = NSLock()
    private var found: [ViewRenderError] = []

    func add(_ error: ViewRenderError) { lock.withLock { found.append(error) } }
    var first: ViewRenderError? { lock.withLock { found.first } }
}

/// Where a view whose body could not be evaluated would be: no size,
/// nothing drawn, the problem recorded by the drawing (which then fails).
final class ProblemNode: Node {
    let error: ViewRenderError
    init(_ error: ViewRenderError) { self.error = error }

    override func draw(_ context: inout GraphicsContext) { context.record(error) }
}

extension EnvironmentObject: EnvironmentRequirement {
    func missingObject(in environment: EnvironmentValues) -> MissingObject? {
        guard environment[EnvironmentObjectKey<ObjectType>.self] as? ObjectType == nil else { return nil }
        return MissingObject(wrapper: "@EnvironmentObject", type: "\(ObjectType.self)", modifier: ".environmentObject(_:)")
    }
}

extension Environment: EnvironmentRequirement {
    func missingObject(in environment: EnvironmentValues) -> MissingObject? {
        // Checked by type: on Linux a missing value still casts to AnyObject (boxed).
        guard let requiredObject, !(environment[requiredObject.key] is Value) else { return nil }
        return MissingObject(wrapper: "@Environment(\(requiredObject.name).self)", type: requiredObject.name,
                             modifier: ".environment(_:)")
    }
}
