import Foundation
import Geometry
import Raster

/// A radial gradient stretched into an ellipse, as in SwiftUI: its center and
/// radii are defined in a unit square that is then stretched to the shape's
/// bounds. A radius fraction f therefore reaches f × width horizontally and
/// f × height vertically from the center; with the defaults (center, end
/// fraction 0.5) the last color lands on the ellipse inscribed in the bounds.
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: AnyGradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// `gradient` from `startRadiusFraction` to `endRadiusFraction` of the
    /// bounds' size (0 and 0.5 by default: the last color on the inscribed ellipse).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// `colors`, spaced evenly, from `startRadiusFraction` to `endRadiusFraction`
    /// of the bounds' size.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// `stops` from `startRadiusFraction` to `endRadiusFraction` of the bounds'
    /// size.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    init(gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Resolves to a radial gradient in unit space (center at the origin,
    /// radii = the fractions) with a transform scaling by the bounds' width
    /// and height and translating to the center. Bounds with no width or no
    /// height paint the last color; negative fractions count as 0.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        let g = gradient.resolved(in: context)
        if let c = g.uniformColor { return .color(c) }
        let b = context.bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else {
            return .color(g.stops[g.stops.count - 1].color)
        }
        let c = center.point(in: b)
        return .radialGradient(g, center: .zero,
                               startRadius: max(startRadiusFraction, 0), endRadius: max(endRadiusFraction, 0),
                               transform: CGAffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: c.x, ty: c.y))
    }
}
