// The geometry-effect, border and animation modifiers forwarded on a
// user's Shape (not a view here; see Shape+ViewModifiers.swift), so that
// `MyShape().rotation3DEffect(…)` compiles as in SwiftUI.
import Foundation

extension Shape {
    @_disfavoredOverload public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        asView.projectionEffect(transform)
    }
    @_disfavoredOverload public func transformEffect(_ transform: CGAffineTransform) -> some View {
        asView.transformEffect(transform)
    }
    @_disfavoredOverload public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                                      anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                                      perspective: CGFloat = 1) -> some View {
        asView.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }
    @_disfavoredOverload public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        asView.border(content, width: width)
    }
    @_disfavoredOverload public func animation(_ animation: Animation?) -> some View { asView.animation(animation) }
}
