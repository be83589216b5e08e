import Foundation

/// The view a view-modifier form of an animator was applied to, handed to
/// its content closure, as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    public typealias Body = Never
    let view: Value
    func makeNodes(_ context: ResolveContext) -> [Node] { view.resolve(context) }
}
