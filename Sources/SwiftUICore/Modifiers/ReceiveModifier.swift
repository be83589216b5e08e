// `onReceive`: the view subscribes when it first appears in a render and
// stays subscribed for the rest of it, so each value the publisher sends
// on the render's clock (a timer firing, a subject sent to) runs the action
// as a script step at that moment.

public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let (publisher, action) = (self.publisher, self.action)
        context.sites.appear(key: SiteKey(path: context.path, slot: .receive)) {
            RenderClock.current?.keep(publisher.sink(receiveValue: action))
        }
        return content(context)
    }
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
