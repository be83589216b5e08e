// A shape on its own as a view (`Circle()` in a stack, `MyShape().frame(…)`):
// every `Shape` is a `View` (Shape+View.swift) whose body is the
// shape filled with the foreground style. The renderer lays it out directly
// rather than through that body: the shape was interpolated as a view
// already, so its leaf must not animate it a second time.
import Foundation
import Geometry

/// The leaf of a shape shown as a view: the shape filled with the foreground style.
func filledShapeNodes<S: Shape>(_ shape: S, _ context: ResolveContext) -> [Node] {
    [ShapeNode(path: environmentOutline(shape, in: context.environment), sizing: { shape.sizeThatFits($0) },
               style: AnyShapeStyle(ForegroundStyle()), paint: .fill(FillStyle()),
               environment: context.environment)]
}
