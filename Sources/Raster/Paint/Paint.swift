import Foundation
import Geometry

/// A straight-alpha (not premultiplied) sRGB color with components in 0...1.
public struct RGBAColor: Hashable, Sendable {
    /// Straight sRGB components and opacity, each 0...1 (not clamped here).
    public var red: Float, green: Float, blue: Float, alpha: Float
    /// A color from straight components; `alpha` defaults to opaque.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent (all components 0).
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The color as a premultiplied 8-bit pixel (rounded to nearest).
    public var premultiplied: RGBA8 {
        let w = premultipliedWord(r: red, g: green, b: blue, a: alpha)
        return RGBA8(r: UInt8(w & 255), g: UInt8(w >> 8 & 255), b: UInt8(w >> 16 & 255), a: UInt8(w >> 24))
    }
}

/// How a gradient continues beyond its first and last stop.
public enum SpreadMode: Sendable, Hashable {
    /// The end colors extend forever (SwiftUI's behaviour).
    case pad
    /// The gradient starts over.
    case `repeat`
    /// The gradient runs back and forth.
    case mirror

    /// `t` mapped into 0…1 (the reference rule the gradient tables follow;
    /// an infinite `t` maps to the end it points at).
    @inlinable
    public func map(_ t: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        switch self {
        case .pad: return min(max(t, 0), 1)
        case .repeat: return t - t.rounded(.down)
        case .mirror:
            let m = t - 2 * (t / 2).rounded(.down)   // 0 ≤ m < 2
            return m <= 1 ? m : 2 - m
        }
    }
}

/// Color stops of a gradient: locations in 0...1, in increasing order.
/// Two stops at the same location make a hard stop.
package struct GradientStops: Hashable, Sendable {
    package struct Stop: Hashable, Sendable {
        package var location: Float
        package var color: RGBAColor
        package init(location: Float, color: RGBAColor) { self.location = location; self.color = color }
    }
    package var stops: [Stop]
    package var spread: SpreadMode
    /// The parameters that are painted at all: outside them (and with the
    /// `.pad` spread) the gradient is transparent. Unlimited by default;
    /// CoreGraphics' gradients without `drawsBeforeStartLocation` /
    /// `drawsAfterEndLocation` stop at 0 / 1. A two-point conical gradient
    /// also picks its circle among those inside the limits.
    package var limits: ClosedRange<Float> = -Float.infinity...Float.infinity

    /// Stops are sorted by location (stably, so hard stops keep their order)
    /// and clamped to 0...1. An empty list draws nothing.
    package init(_ stops: [Stop], spread: SpreadMode = .pad) {
        var ordered = true
        var previous: Float = 0
        for s in stops {
            if !(s.location >= previous && s.location <= 1) { ordered = false; break }
            previous = s.location
        }
        if ordered {
            self.stops = stops  // the common case: nothing to copy
        } else {
            let clamped = stops.map { Stop(location: min(max($0.location.isFinite ? $0.location : 0, 0), 1), color: $0.color) }
            self.stops = clamped.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
                .map(\.element)
        }
        self.spread = spread
    }

    /// Whether every parameter is painted (no `limits`).
    package var isUnlimited: Bool { limits.lowerBound == -.infinity && limits.upperBound == .infinity }

    /// Evenly spaced colors, as SwiftUI's `Gradient(colors:)`.
    package init(colors: [RGBAColor], spread: SpreadMode = .pad) {
        let n = colors.count
        self.init(colors.enumerated().map { Stop(location: n > 1 ? Float($0.offset) / Float(n - 1) : 0, color: $0.element) },
                  spread: spread)
    }

    /// The straight color at parameter `t` (already spread into 0...1),
    /// interpolated in straight (unpremultiplied) components.
    package func color(at t: Float) -> RGBAColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location <= t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return RGBAColor(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
}

/// How an image pattern is sampled between pixel centres.
@usableFromInline
package enum ImageFilter: Sendable, Hashable {
    case nearest, bilinear
}

/// What a fill paints at each pixel. Gradient geometry is given in gradient
/// space and mapped to the canvas by `transform` (a non-uniform scale turns a
/// radial gradient into an elliptical one).
package enum PaintSource: Sendable {
    case solid(RGBAColor)
    /// t = 0 at `start`, 1 at `end`, constant along lines perpendicular to them.
    case linearGradient(GradientStops, start: CGPoint, end: CGPoint, transform: CGAffineTransform = .identity)
    /// Two-point conical gradient: circles interpolated from (startCenter,
    /// startRadius) at t = 0 to (endCenter, endRadius) at t = 1. SwiftUI's
    /// `RadialGradient` is the case of one centre.
    case radialGradient(GradientStops, startCenter: CGPoint, startRadius: CGFloat,
                        endCenter: CGPoint, endRadius: CGFloat, transform: CGAffineTransform = .identity)
    /// Angular (conic) gradient around `center`: t runs from 0 at `startAngle`
    /// to 1 at `endAngle` (radians), angles increasing clockwise on screen
    /// (y down), as SwiftUI's `AngularGradient`.
    case conicGradient(GradientStops, center: CGPoint, startAngle: CGFloat, endAngle: CGFloat,
                       transform: CGAffineTransform = .identity)
    /// An image pattern: `transform` maps image pixels to the canvas; outside
    /// the image is transparent.
    case image(Pixmap, transform: CGAffineTransform = .identity, filter: ImageFilter = .bilinear)
    /// An image pattern under a projective `transform` (image pixels to the
    /// canvas): each pixel samples the image where the inverse projection
    /// sends its centre; behind the eye plane it is transparent.
    case projectedImage(Pixmap, transform: ProjectiveTransform, filter: ImageFilter = .bilinear)
}

/// A shader with the blend mode and opacity it is composited with.
package struct Paint: Sendable {
    package var shader: PaintSource
    package var blendMode: BlendOperation
    /// Global opacity in 0...1, multiplied into the source.
    package var opacity: Float
    /// Blend in linear light: source and destination are decoded from sRGB,
    /// combined, and encoded again (a canvas or layer whose color mode is
    /// linear). Storage stays 8-bit sRGB.
    package var linearLight = false

    package init(_ shader: PaintSource, blendMode: BlendOperation = .normal, opacity: Float = 1) {
        self.shader = shader
        self.blendMode = blendMode
        self.opacity = opacity
    }

    package static func color(_ c: RGBAColor, blendMode: BlendOperation = .normal) -> Paint {
        Paint(.solid(c), blendMode: blendMode)
    }
}
