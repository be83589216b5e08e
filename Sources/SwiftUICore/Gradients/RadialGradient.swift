import Foundation
import Geometry
import Raster

/// A radial gradient, as in SwiftUI: circles around `center` (a unit point in
/// the shape's bounds), the first color at `startRadius` and the last at
/// `endRadius`, both in points. Inside the start circle the first color,
/// beyond the end circle the last.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: AnyGradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// `gradient` from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `colors`, spaced evenly, from `startRadius` to `endRadius` points.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` from `startRadius` to `endRadius` points around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    init(gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Negative radii count as 0.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        let g = gradient.resolved(in: context)
        if let c = g.uniformColor { return .color(c) }
        return .radialGradient(g, center: center.point(in: context.bounds),
                               startRadius: max(startRadius, 0), endRadius: max(endRadius, 0),
                               transform: .identity)
    }
}
