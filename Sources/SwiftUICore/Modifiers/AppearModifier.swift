import Foundation

public struct _AppearModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let action: () -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        context.sites.appear(key: SiteKey(path: context.path, slot: .appear), action: action)
        return content(context)
    }
}

extension View {
    /// Runs `action` when the view first appears in a `ViewAnimation`
    /// (at the time of the script step or start that shows it), as SwiftUI's
    /// `onAppear`: state it changes inside `withAnimation` animates from
    /// that moment. Plain `ImageRenderer` renders never run it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearModifier(action: action ?? {}))
    }
}

public struct _DisappearModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let action: () -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        context.sites.disappear(key: SiteKey(path: context.path, slot: .disappear), action: action)
        return content(context)
    }
}

extension View {
    /// Runs `action` after the view disappears in a `ViewAnimation`: after
    /// the state change that removes it from the tree is committed (as
    /// SwiftUI runs `onDisappear` once the view has left the interface).
    /// A view still shown when the render ends does not disappear.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_DisappearModifier(action: action ?? {}))
    }
}
