// `containerShape(_:)`: the shape a `ContainerRelativeShape` inside the view
// takes, inset to where that shape is drawn. The container's frame is known
// only once laid out, so the effect publishes it while its content draws
// (`ContainerShapeScope`), and shape leaves and clips see it from
// their own origin.
import Foundation

public struct _ContainerShapeModifier<ContainerShape: InsettableShape>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    var shape: ContainerShape

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let shape = self.shape, scale = context.environment.displayScale
        return content(context).map { node in
            EffectNode(node) { c, frame, draw in
                // Aligned as the shape leaves inside are, so a child filling
                // the container is at depth 0 exactly.
                let scope = ContainerShapeScope(shape: shape, frame: pixelAligned(frame, scale: scale))
                ContainerShapeScope.$current.withValue(scope) { draw(&c) }
            }
        }
    }
}

extension View {
    /// Sets the shape that any `ContainerRelativeShape` within this view
    /// takes, inset to the frame it is drawn in.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_ContainerShapeModifier(shape: shape))
    }
}
