// How a layer is painted: colors and the four gradient kinds, stroke
// styles, shadows. Every number, point, angle, color and stop is animatable.
import Drawing
import Foundation
import Timeline
import Geometry

/// A color or gradient, as SwiftUI's shape styles. Gradient geometry is in
/// unit points of the layer's frame (SwiftUI's rule for a shape's fill).
public enum PaintSpec: Sendable {
    case color(Animated<Color.Resolved>)
    case linear(GradientSpec, startPoint: Animated<CGPoint>, endPoint: Animated<CGPoint>)
    case radial(GradientSpec, center: Animated<CGPoint>, startRadius: Animated<Double>, endRadius: Animated<Double>)
    /// `endAngle` nil: one full turn from `startAngle` (SwiftUI's `angle:` form).
    case angular(GradientSpec, center: Animated<CGPoint>, startAngle: Animated<Angle>, endAngle: Animated<Angle>?)
    case elliptical(GradientSpec, center: Animated<CGPoint>, startRadiusFraction: Animated<Double>,
                    endRadiusFraction: Animated<Double>)
}

/// Gradient stops, each with an animatable color and location.
public struct GradientSpec: Sendable {
    public struct Stop: Sendable {
        public var color: Animated<Color.Resolved>
        /// nil: spread evenly, as `Gradient(colors:)`.
        public var location: Animated<Double>?
    }
    public var stops: [Stop]
    /// Interpolate in Oklab instead of sRGB (SwiftUI's `.perceptual`).
    public var perceptual: Bool
}

/// A stroke (or strokeBorder): its paint and the full stroke style.
public struct StrokeSpec: Sendable {
    public var paint: PaintSpec
    public var lineWidth: Animated<Double>
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: Animated<Double>
    public var dash: [Animated<Double>]
    public var dashPhase: Animated<Double>
}

/// A drop shadow behind the layer's content (SwiftUI's `.shadow`).
public struct ShadowSpec: Sendable {
    public var color: Animated<Color.Resolved>
    public var radius: Animated<Double>
    public var x: Animated<Double>
    public var y: Animated<Double>
}
