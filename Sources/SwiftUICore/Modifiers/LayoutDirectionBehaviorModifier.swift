// `layoutDirectionBehavior(_:)` on a view: Apple's page says it "horizontally
// mirror[s] the contents of the view when presented in a layout direction";
// here a render effect, reflected about the view's vertical centre line.
import Foundation
import Geometry

public struct _LayoutDirectionBehaviorModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let behavior: LayoutDirectionBehavior

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        guard behavior.mirrors(context.environment.layoutDirection) else { return nodes }
        return nodes.map { node in
            EffectNode(node) { c, frame, draw in
                applyAround(&c, frame: frame, anchor: .center, CGAffineTransform(scaleX: -1, y: 1))
                draw(&c)
            }
        }
    }
}

extension View {
    /// Mirrors this view's contents horizontally when the layout direction
    /// is the one `behavior` mirrors in, as SwiftUI's `layoutDirectionBehavior(_:)`.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_LayoutDirectionBehaviorModifier(behavior: behavior))
    }
}
