// The built-in shapes' animatable data, as SwiftUI defines it: a trim
// animates its fractions, a rotation its angle, a rounded rectangle its
// corner size… Shapes not listed animate nothing.
import Foundation
import Geometry

extension _TrimmedShape: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set { (startFraction, endFraction) = (newValue.first, newValue.second) }
    }
}

extension RotatedShape: Animatable {
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y)) }
        set { angle = .radians(newValue.first); anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second) }
    }
}

extension OffsetShape: Animatable {
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
}

extension ScaledShape: Animatable {
    public var animatableData: AnimatablePair<CGSize.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(scale.animatableData, AnimatablePair(anchor.x, anchor.y)) }
        set { scale.animatableData = newValue.first; anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second) }
    }
}

extension _SizedShape: Animatable {
    public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set { (shape.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension RoundedRectangle: Animatable {
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle: Animatable {
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// A stroke animates its width and dash phase, as SwiftUI's `StrokeStyle`.
extension StrokeStyle: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(lineWidth, dashPhase) }
        set { (lineWidth, dashPhase) = (newValue.first, newValue.second) }
    }
}
