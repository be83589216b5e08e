// onChange: at each commit the value is compared with the one this place
// saw at the previous commit; a different value runs the action after the
// commit, as a script step of its own (as `onAppear` actions run), with the
// old and the new value. `initial: true` also runs it when the view first
// appears, with the value as both old and new. Frames never run it.
import Foundation

public struct _ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    /// The value seen at the previous commit (boxed: the value may itself be optional).
    struct Seen { var value: V }

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let sites = context.sites
        if sites.mode == .commit {
            let key = SiteKey(path: context.path, slot: .change)
            let (value, action) = (self.value, self.action)
            if let old = sites.record(key, as: Seen.self)?.value {
                if old != value { sites.queueAfterCommit { action(old, value) } }
            } else if initial {
                sites.queueAfterCommit { action(value, value) }
            }
            sites.keep(Seen(value: value), key: key)
        }
        return content(context)
    }
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes, as SwiftUI's
    /// `onChange(of:initial:_:)`; with `initial`, also when the view first appears (old and new both the
    /// value). In a `ViewAnimation` the action runs after the state change is committed; state it changes
    /// inside `withAnimation` animates.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and, with `initial`, when the view first appears), as
    /// SwiftUI's `onChange(of:initial:_:)` with a closure taking no values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes, as SwiftUI's `onChange(of:perform:)`
    /// (deprecated in iOS 17 for `onChange(of:initial:_:)`).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
