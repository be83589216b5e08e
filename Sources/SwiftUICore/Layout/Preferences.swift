// Preferences: values that flow up the view tree, the opposite way to the
// environment. A node answers for its subtree by reducing its sources'
// values in view-tree order; a writer node answers for its key itself.
// Values are read after layout (by `overlayPreferenceValue` once its view
// is placed), so a GeometryReader's content, built at placement, takes
// part, and anchors resolve against placed frames.
import Foundation

/// A named value produced by a view and combined on the way up to its
/// ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next one, in
    /// view-tree order (a tree's value with its next sibling's).
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil, for optional values.
    public static var defaultValue: Value { nil }
}

/// `key`'s value over `nodes`, in order; nil when none of them sets one.
/// Views without a value are left out, which SwiftUI allows: reducing
/// with the default must not change a value.
func reducedPreference<K: PreferenceKey>(_ key: K.Type, of nodes: [Node]) -> K.Value? {
    var result: K.Value?
    for node in nodes {
        guard let next = node.preferenceValue(key) else { continue }
        if result == nil { result = next } else { K.reduce(value: &result!, nextValue: { next }) }
    }
    return result
}

/// A view that writes preference `K`: `write` gets the subtree's value
/// (the default when it has none) and the node, for anchors.
final class PreferenceNode<K: PreferenceKey>: WrapperNode {
    let write: (inout K.Value, Node) -> Void

    init(_ child: Node, write: @escaping (inout K.Value, Node) -> Void) {
        self.write = write
        super.init(child)
    }

    override func preferenceValue<Q: PreferenceKey>(_ key: Q.Type) -> Q.Value? {
        guard Q.self == K.self else { return child.preferenceValue(key) }
        var value = child.preferenceValue(K.self) ?? K.defaultValue
        write(&value, self)
        return (value as! Q.Value)
    }
}

public struct _PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let write: (inout K.Value, Node) -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { PreferenceNode<K>($0, write: write) }
    }
}

extension View {
    /// Sets `key`'s value for this view to `value`; values set inside the
    /// view are replaced (use `transformPreference` to combine with them).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceModifier<K> { v, _ in v = value })
    }

    /// Changes `key`'s value coming up from inside the view with `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceModifier<K> { v, _ in callback(&v) })
    }

    /// Sets `key`'s value to `transform` of an anchor: the geometry `value`
    /// of this view, which a `GeometryProxy` converts to its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceModifier<K> { v, node in v = transform(Anchor(node: node, source: value)) })
    }

    /// Changes `key`'s value coming up from inside the view with `transform`
    /// and an anchor of this view's geometry `value`.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_PreferenceModifier<K> { v, node in transform(&v, Anchor(node: node, source: value)) })
    }
}
