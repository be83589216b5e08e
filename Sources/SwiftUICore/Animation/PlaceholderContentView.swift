import Foundation

/// The view a view-modifier form of an animator was applied to, handed to
/// its content closure, as SwiftUI's `PlaceholderContentView`.
/// For a `Transition` it stands for the nodes of the view being inserted
/// or removed.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let make: ResolveContext.Content

    init(view: Value) where Value: View { make = { view.resolve($0) } }
    init(nodes: [Node]) { make = { _ in nodes } }
    init(resolving make: @escaping ResolveContext.Content) { self.make = make }

    func makeNodes(_ context: ResolveContext) -> [Node] { make(context) }
}
