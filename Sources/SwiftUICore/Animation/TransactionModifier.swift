import Foundation

public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (inout Transaction) -> Void
    /// For `transaction(value:_:)`: whether the watched value changed in this commit.
    let changed: ((ResolveContext) -> Bool)?

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        // Only a commit carries a transaction; presenting a frame has none.
        guard context.sites.mode == .commit else { return content(context) }
        if let changed, !changed(context) { return content(context) }
        var inner = context
        transform(&inner.transaction)
        return content(inner)
    }
}

extension View {
    /// Changes, with `transform`, the transaction of every state change
    /// inside this view, as SwiftUI's `transaction(_:)`:
    /// `.transaction { $0.animation = nil }` makes changes here jump.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, changed: nil))
    }

    /// As `transaction(_:)`, for the state changes in which `value` changes.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, changed: { context in
            context.sites.watchedValueChanged(value, key: SiteKey(path: context.path, slot: .implicitAnimation))
        }))
    }
}

extension ViewModifier {
    /// This modifier with `transform` applied to the transactions inside it.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        concat(_TransactionModifier(transform: transform, changed: nil))
    }
}
