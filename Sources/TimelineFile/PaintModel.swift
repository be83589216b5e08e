// How a layer is painted: colors and the four gradient kinds, stroke
// styles, shadows. Every number, point, angle, color and stop is animatable.
import SwiftUICore
import Foundation
import Timeline
import Geometry

/// A color or gradient, as SwiftUI's shape styles. Gradient geometry is in
/// unit points of the layer's frame (SwiftUI's rule for a shape's fill).
enum PaintSpec: Sendable {
    case color(Animated<Color.Resolved>)
    case linear(GradientSpec, startPoint: Animated<CGPoint>, endPoint: Animated<CGPoint>)
    case radial(GradientSpec, center: Animated<CGPoint>, startRadius: Animated<Double>, endRadius: Animated<Double>)
    /// `endAngle` nil: one full turn from `startAngle` (SwiftUI's `angle:` form).
    case angular(GradientSpec, center: Animated<CGPoint>, startAngle: Animated<Angle>, endAngle: Animated<Angle>?)
    case elliptical(GradientSpec, center: Animated<CGPoint>, startRadiusFraction: Animated<Double>,
                    endRadiusFraction: Animated<Double>)
}

/// Gradient stops, each with an animatable color and location.
struct GradientSpec: Sendable {
    struct Stop: Sendable {
        var color: Animated<Color.Resolved>
        /// nil: spread evenly, as `Gradient(colors:)`.
        var location: Animated<Double>?
    }
    var stops: [Stop]
    /// Interpolate in Oklab instead of sRGB (SwiftUI's `.perceptual`).
    var perceptual: Bool
}

/// A stroke (or strokeBorder): its paint and the full stroke style.
struct StrokeSpec: Sendable {
    var paint: PaintSpec
    var lineWidth: Animated<Double>
    var lineCap: CGLineCap
    var lineJoin: CGLineJoin
    var miterLimit: Animated<Double>
    var dash: [Animated<Double>]
    var dashPhase: Animated<Double>
}

/// A drop shadow behind the layer's content (SwiftUI's `.shadow`).
struct ShadowSpec: Sendable {
    var color: Animated<Color.Resolved>
    var radius: Animated<Double>
    var x: Animated<Double>
    var y: Animated<Double>
}
