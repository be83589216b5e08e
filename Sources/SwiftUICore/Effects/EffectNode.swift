import Foundation
import Geometry

/// A render effect: it changes how its child is drawn, never the layout.
final class EffectNode: WrapperNode {
    /// Draws the child (through `drawChild`) into `context` with the
    /// effect, given the child's frame.
    let effect: (inout GraphicsContext, CGRect, (inout GraphicsContext) -> Void) -> Void
    /// A geometry effect's transform of the child's local coordinates, for
    /// the child's size: it moves the child's coordinate space for readers
    /// and anchors (nil: the effect only draws).
    let geometry: ((CGSize) -> ProjectionTransform)?

    init(_ child: Node, geometry: ((CGSize) -> ProjectionTransform)? = nil,
         effect: @escaping (inout GraphicsContext, CGRect, (inout GraphicsContext) -> Void) -> Void) {
        self.effect = effect
        self.geometry = geometry
        super.init(child)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard let geometry else { child.place(in: rect, proposal: proposal); return }
        placeChild(in: rect, proposal: proposal, through: geometry(rect.size))
    }

    override func draw(_ context: inout GraphicsContext) {
        var c = context
        let child = self.child
        effect(&c, child.frame) { child.draw(&$0) }
    }
}

/// A modifier made of a render effect.
protocol EffectModifier: PassesContextThrough {
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void)
}

extension EffectModifier {
    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let geometry = (self as? any GeometryEffect).map { e in { e.effectValue(size: $0) } }
        // The effect draws in its own appearance (a dynamic shadow color, shader arguments).
        let scheme = context.environment.colorScheme
        return content(context).map { node in
            EffectNode(node, geometry: geometry) { c, f, d in
                c.environment.colorScheme = scheme
                self.apply(&c, frame: f, draw: d)
            }
        }
    }
}

/// Moves user space so that `anchor` of `frame` stays put under `transform`.
func applyAround(_ context: inout GraphicsContext, frame: CGRect, anchor: UnitPoint, _ transform: CGAffineTransform) {
    let a = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    context.translateBy(x: a.x, y: a.y)
    context.concatenate(transform)
    context.translateBy(x: -a.x, y: -a.y)
}
