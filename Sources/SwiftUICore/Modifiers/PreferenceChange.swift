// onPreferenceChange: after a commit is laid out, the subtree's value of a
// preference is compared with the one seen at the previous commit; a new
// value runs the action as a script step of its own, after the commit, as
// `onAppear` actions run, so state it changes commits again (and a value
// that keeps changing is stopped by the script's step budget).
import Foundation

public struct _PreferenceChangeModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    public typealias Body = Never
    let action: (K.Value) -> Void

    /// The value seen at the previous commit (boxed: the value may itself be optional).
    struct Seen { var value: K.Value }

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        let sites = context.sites
        guard sites.mode == .commit else { return nodes }
        let key = SiteKey(path: context.path, slot: .modifier)
        let previous = sites.record(key, as: Seen.self)
        let action = self.action
        sites.afterLayout.append {
            let value = reducedPreference(K.self, of: nodes) ?? K.defaultValue
            sites.keep(Seen(value: value), key: key)
            if previous?.value != value { sites.queueAfterCommit { action(value) } }
        }
        return nodes
    }
}

extension View {
    /// Runs `action` with `key`'s value inside this view when it changes, as
    /// SwiftUI's `onPreferenceChange(_:perform:)`: read once each scripted
    /// change is laid out, and when the view first appears (code that
    /// measures views with a preference relies on that first call). Plain
    /// `ImageRenderer` renders never run it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }
}
