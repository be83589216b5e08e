// Scoped animations (iOS 17): `animation(_:body:)` and
// `transaction(_:body:)` change the transaction only for the modifiers
// written inside `body`; the view itself (the placeholder content) keeps
// the transaction it would have had.
import Foundation

struct _ScopedTransactionView<Content: View, Scoped: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (inout Transaction) -> Void
    let scoped: (PlaceholderContentView<Content>) -> Scoped

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let outer = context.transaction
        let content = self.content
        let placeholder = PlaceholderContentView<Content>(resolving: { inner in
            var c = inner
            c.transaction = outer
            return content.resolve(c)
        })
        var inner = context
        // Only a commit carries a transaction; presenting a frame has none.
        if context.sites.mode == .commit { transform(&inner.transaction) }
        let body = EnvironmentContext.$current.withValue(context.environment) { scoped(placeholder) }
        return body.resolve(inner)
    }
}

extension View {
    /// Animates with `animation` every animatable value of the modifiers in
    /// `body` (even for changes made without an animation); this view's own
    /// values keep the change's transaction.
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
        _ScopedTransactionView(content: self, transform: { $0.animation = animation }, scoped: body)
    }

    /// Changes with `transform` the transaction of the modifiers in `body`
    /// only.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> some View {
        _ScopedTransactionView(content: self, transform: transform, scoped: body)
    }
}
