// The geometry-effect, border and animation modifiers forwarded on a
// user's Shape (not a view here; see Shape+ViewModifiers.swift), so that
// `MyShape().rotation3DEffect(…)` compiles as in SwiftUI.
import Foundation

extension Shape {
    /// The shape, filled with the foreground style, drawn through the projective `transform`; layout is
    /// unchanged.
    @_disfavoredOverload public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        asView.projectionEffect(transform)
    }
    /// The filled shape drawn through the affine `transform` (its local coordinates); layout is unchanged.
    @_disfavoredOverload public func transformEffect(_ transform: CGAffineTransform) -> some View {
        asView.transformEffect(transform)
    }
    /// The filled shape drawn rotated by `angle` about `axis` in 3D, through `anchor` at depth `anchorZ`,
    /// with `perspective` (1: SwiftUI's default); layout is unchanged.
    @_disfavoredOverload public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                                      anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                                      perspective: CGFloat = 1) -> some View {
        asView.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }
    /// The filled shape with a border of `width` points (default 1) in `content`'s style drawn inside its
    /// frame.
    @_disfavoredOverload public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        asView.border(content, width: width)
    }
    /// The filled shape, whose animatable values animate with `animation` on every change (deprecated in
    /// SwiftUI; prefer `animation(_:value:)`).
    @_disfavoredOverload public func animation(_ animation: Animation?) -> some View { asView.animation(animation) }
}
