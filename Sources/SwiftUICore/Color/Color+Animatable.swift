// Colors animate the way SwiftUI animates them: `Color.Resolved` is
// Animatable in SwiftUI, its components live in linear extended sRGB, and
// its animatableData is those linear components and the opacity, each
// scaled by 128 (the scale reimplementations of SwiftUI such as DanceUI
// read out of it; it only matters for velocity thresholds). Interpolating
// colors therefore mixes linear light, with straight (not premultiplied)
// opacity. `Color` itself is animatable here through the same data, once
// for each appearance (light, then dark; a constant colour has the same data
// twice), so a dynamic colour (`.blue`, `.primary`) moving between values is
// still drawn in the appearance of where it is shown.
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
    /// mixes linear light as SwiftUI does: the light appearance's, then the dark one's.
    public typealias AnimatableData = AnimatablePair<Color.Resolved.AnimatableData, Color.Resolved.AnimatableData>

    /// Each appearance's resolved animatable data (linear sRGB and opacity, × 128).
    public var animatableData: AnimatableData {
        get { AnimatablePair(appearing(in: .light).resolved.animatableData, appearing(in: .dark).resolved.animatableData) }
        set {
            var light = appearing(in: .light).resolved, dark = light
            light.animatableData = newValue.first
            dark.animatableData = newValue.second
            var c = newValue.first == newValue.second ? Color(light) : Color(light).dynamic(dark: Color(dark))
            c.headroom = headroom
            self = c
        }
    }
}
