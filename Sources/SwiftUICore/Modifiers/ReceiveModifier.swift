// `onReceive`: the view subscribes when it appears in a render and stays
// subscribed until it disappears, so each value the publisher sends on
// the render's clock (a timer firing, a subject sent to) meanwhile runs the
// action as a script step at that moment.

public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let (publisher, action) = (self.publisher, self.action)
        let key = SiteKey(path: context.path, slot: .receive)
        let handle = context.sites.record(key, as: SubscriptionHandle.self) ?? SubscriptionHandle()
        context.sites.keep(handle, key: key)
        context.sites.appear(key: key) {
            let subscription = publisher.sink(receiveValue: action)
            handle.subscription = subscription
            RenderClock.current?.keep(subscription)
        }
        context.sites.disappear(key: key) {
            handle.subscription?.cancel()
            handle.subscription = nil
        }
        return content(context)
    }
}

/// The subscription an `onReceive` holds, kept from commit to commit.
final class SubscriptionHandle {
    var subscription: AnyCancellable?
}

extension View {
    /// Runs `action` with each value `publisher` sends, as SwiftUI's
    /// `onReceive(_:perform:)`: subscribed from when the view appears in a
    /// `ViewAnimation`; state it changes inside `withAnimation` animates.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
