// overlayPreferenceValue and backgroundPreferenceValue: a second view made
// from a preference of the first, once the first is laid out (so anchors
// in the value resolve to placed frames).
import Foundation

public struct _PreferenceContentModifier<K: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let transform: (K.Value) -> Secondary
    let alignment: Alignment
    let role: SecondaryNode.Role

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let transform = self.transform
        return content(context).enumerated().map { i, node in
            // Made from this frame's layout (a reader's frame, under an
            // animated effect, moves with no site of its own), so never kept.
            let ctx = context.withoutMemo.child("secondary").child(i)
            return SecondaryNode(node, alignment: alignment, role: role) { placed in
                let value = placed.preferenceValue(K.self) ?? K.defaultValue
                return EnvironmentContext.$current.withValue(ctx.environment) { transform(value) }.resolveSingle(ctx)
            }
        }
    }
}

extension View {
    /// Draws in front of the view the view `transform` makes from `key`'s
    /// value inside it, laid out in its frame at `alignment`. The values
    /// of both views go on up.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceContentModifier<K, V>(transform: transform, alignment: alignment, role: .overlay))
    }

    /// Draws behind the view the view `transform` makes from `key`'s value
    /// inside it, laid out in its frame at `alignment`. The values of both
    /// views go on up.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceContentModifier<K, V>(transform: transform, alignment: alignment, role: .background))
    }
}
