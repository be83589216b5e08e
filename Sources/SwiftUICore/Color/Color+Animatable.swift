// Colors animate the way SwiftUI animates them: `Color.Resolved` is
// Animatable in SwiftUI, its components live in linear extended sRGB, and
// its animatableData is those linear components and the opacity, each
// scaled by 128 (the scale reimplementations of SwiftUI such as DanceUI
// read out of it; it only matters for velocity thresholds). Interpolating
// colors therefore mixes linear light, with straight (not premultiplied)
// opacity. `Color` itself is animatable here through the same data.
import Foundation

extension Color.Resolved: Animatable {
    /// Linear red, green, blue and opacity, each times 128 (the scale SwiftUI's
    /// resolved colors animate with), so colors interpolate in linear light.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    public var animatableData: AnimatableData {
        get {
            AnimatablePair(linearRed * 128, AnimatablePair(linearGreen * 128,
                                                           AnimatablePair(linearBlue * 128, opacity * 128)))
        }
        set {
            linearRed = newValue.first / 128
            linearGreen = newValue.second.first / 128
            linearBlue = newValue.second.second.first / 128
            opacity = newValue.second.second.second / 128
        }
    }
}

extension Color: Animatable {
    /// The same linear components as ``Color/Resolved``'s, so animating a color
    /// mixes linear light as SwiftUI does.
    public typealias AnimatableData = Color.Resolved.AnimatableData

    /// The resolved color's animatable data (linear sRGB and opacity, × 128).
    public var animatableData: AnimatableData {
        get { resolved.animatableData }
        set {
            var r = resolved
            r.animatableData = newValue
            self = Color(r)
        }
    }
}
