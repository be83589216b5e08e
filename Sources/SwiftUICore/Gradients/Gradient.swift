import Foundation
import Raster
import ImageFiles

/// A color gradient: an array of color stops, each with a parametric
/// location, as in SwiftUI.
///
/// Stops may be given in any order and at any location; they are put in
/// order and clamped to 0…1 when the gradient is resolved for drawing (see
/// ``ResolvedGradient``). Two stops at the same location make a hard edge.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, nominally 0…1.
        public var location: CGFloat

        /// A stop showing `color` at `location` (0 is the start, 1 the end; values
        /// outside are clamped when drawn).
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops, as given.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colors spaced evenly from 0 to 1 (a single
    /// color sits at 0 and fills everything).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        }
    }

    /// How the colors between two stops are mixed.
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// Straight interpolation of the gamma-encoded sRGB components
        /// (what CoreGraphics does; SwiftUI's default).
        public static let device = ColorSpace(kind: .device)
        /// Interpolation in the Oklab perceptual space, which keeps
        /// lightness even (no dark or muddy middle between complementary
        /// colors).
        public static let perceptual = ColorSpace(kind: .perceptual)
    }

    /// A version of the gradient that interpolates in `space`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient {
        AnyGradient(self, colorSpace: space)
    }
}
