import Foundation
import Geometry

public struct _OffsetEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var offset: CGSize
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        context.translateBy(x: offset.width, y: offset.height)
        draw(&context)
    }
}

public struct _RotationEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var angle: Angle
    var anchor: UnitPoint
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y)) }
        set { angle = .radians(newValue.first); anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second) }
    }
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        applyAround(&context, frame: frame, anchor: anchor, CGAffineTransform(rotationAngle: angle.radians))
        draw(&context)
    }
}

public struct _ScaleEffect: ViewModifier, EffectModifier, Animatable {
    public typealias Body = Never
    var scale: CGSize
    var anchor: UnitPoint
    public var animatableData: AnimatablePair<CGSize.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(scale.animatableData, AnimatablePair(anchor.x, anchor.y)) }
        set { scale.animatableData = newValue.first; anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second) }
    }
    func apply(_ context: inout GraphicsContext, frame: CGRect, draw: (inout GraphicsContext) -> Void) {
        applyAround(&context, frame: frame, anchor: anchor, CGAffineTransform(scaleX: scale.width, y: scale.height))
        draw(&context)
    }
}

extension View {
    /// Draws the view moved by `offset` (its frame, for layout, stays).
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

    /// Draws the view moved by (x, y).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Draws the view rotated by `angle` (clockwise on screen) around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Draws the view scaled by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Draws the view scaled uniformly by `s` around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by (x, y) around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}

// The built-in effects are GeometryEffects too (their values, for code that
// asks); they keep drawing through `EffectModifier`, which gives the same
// transform applied the way it always was.

/// `transform` about the point `anchor` of a view of `size`.
private func around(_ anchor: UnitPoint, _ size: CGSize, _ transform: CGAffineTransform) -> ProjectionTransform {
    let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
    return ProjectionTransform(CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(transform)
        .concatenating(CGAffineTransform(translationX: a.x, y: a.y)))
}

extension _OffsetEffect: GeometryEffect {
    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

extension _RotationEffect: GeometryEffect {
    public func effectValue(size: CGSize) -> ProjectionTransform {
        around(anchor, size, CGAffineTransform(rotationAngle: angle.radians))
    }
}

extension _ScaleEffect: GeometryEffect {
    public func effectValue(size: CGSize) -> ProjectionTransform {
        around(anchor, size, CGAffineTransform(scaleX: scale.width, y: scale.height))
    }
}
