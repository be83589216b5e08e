import Foundation
import Observation

/// A property wrapper whose value lives outside the view holding it (state,
/// a binding, the environment, a model object): a body reading one is
/// evaluated again at every commit, even when the view's own bytes are
/// unchanged.
protocol BodyDependency {}

extension State: BodyDependency {}
extension Binding: BodyDependency {}
extension Environment: BodyDependency {}

/// Whether a view property holding `value` makes the view's body depend on
/// more than the view's bytes: a dependency wrapper, or a model object
/// held as a plain property (`let model: Model`), whose values change while
/// the reference stays the same, or an array of them (`let items: [Item]`,
/// a `ForEach`'s data), whose elements do.
func isBodyDependency(_ value: Any) -> Bool {
    if isModel(value) { return true }
    if let array = value as? [Any] { return array.contains(where: isModel) }
    return false
}

private func isModel(_ value: Any) -> Bool {
    value is any BodyDependency || value is any ObservableObject || value is any Observable
}

// Views hold models the way SwiftUI's main-actor views do: main-queue work,
// timers and tasks capture them, and all of them run on the render's one
// script thread (a change from another thread fails the render).
extension ObservedObject: @unchecked Sendable {}
extension StateObject: @unchecked Sendable {}
extension EnvironmentObject: @unchecked Sendable {}
extension Bindable: @unchecked Sendable {}
