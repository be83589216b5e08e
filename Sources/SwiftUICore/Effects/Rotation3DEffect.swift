// rotation3DEffect as SwiftUI draws it: about `anchor` (and `anchorZ`),
// the view's plane turns around `axis`, then is seen in perspective from a
// distance of max(width, height) / perspective (perspective 1, the
// default, puts the eye one view-size in front of it); points coming
// towards the eye grow. The projective result draws through a layer.
import Foundation
import Geometry

public struct _Rotation3DEffect: GeometryEffect {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle; self.axis = axis; self.anchor = anchor
        self.anchorZ = anchorZ; self.perspective = perspective
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
                                                                    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>> {
        get {
            AnimatablePair(angle.radians,
                           AnimatablePair(AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                                          AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle = .radians(newValue.first)
            let a = newValue.second.first, b = newValue.second.second
            axis = (a.first, a.second.first, a.second.second)
            anchor = UnitPoint(x: b.first.first, y: b.first.second)
            (anchorZ, perspective) = (b.second.first, b.second.second)
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        var t = CATransform3DMakeTranslation(-a.x, -a.y, -anchorZ)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z))
        var eye = CATransform3DIdentity
        let distance = max(size.width, size.height) / perspective
        if distance.isFinite, distance > 0 { eye.m34 = -1 / distance }
        t = CATransform3DConcat(t, eye)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(a.x, a.y, anchorZ))
        return ProjectionTransform(t)
    }
}

extension View {
    /// Draws the view rotated by `angle` in three dimensions around `axis`
    /// through `anchor` (and `anchorZ`), projected back onto its plane with
    /// `perspective` (the relative vanishing point, 1 by default; 0 is an
    /// orthographic projection). Layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
