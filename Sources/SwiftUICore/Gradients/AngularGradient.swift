import Foundation
import Geometry
import Raster

/// An angular ("conic") gradient, as in SwiftUI: the color changes with the
/// angle around `center` (a unit point in the shape's bounds), from
/// `startAngle` (first color) to `endAngle` (last color). Angle 0 points to
/// the trailing edge and angles grow clockwise on screen.
///
/// SwiftUI's documented rules for the sweep, which we follow:
/// - a sweep of more than a full turn draws only its last complete turn;
/// - a sweep of less than a full turn leaves a gap, filled with the last
///   color for the first half of the gap and the first color for the second
///   half (a hard edge halfway);
/// - equal angles (the initializer's defaults) draw one full turn.
/// A negative sweep (`endAngle < startAngle`) runs counter-clockwise: we
/// draw it as the reversed gradient from `endAngle` to `startAngle`.
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: AnyGradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// A sweep of `gradient` from `startAngle` to `endAngle` around `center`;
    /// equal angles (the defaults) make one full turn.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A sweep of `colors`, spaced evenly, from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A sweep of `stops` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`. (Disfavoured so that
    /// `AngularGradient(gradient:center:)` picks the start/end form, as it
    /// compiles in SwiftUI; both draw one full turn.)
    @_disfavoredOverload
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    init(gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A conic gradient paint around `center` in `context.bounds`; a gradient
    /// of one color paints that color.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        var g = gradient.resolved(in: context)
        if let c = g.uniformColor { return .color(c) }
        let c = center.point(in: context.bounds)
        let turn = 2 * Double.pi
        var start = startAngle.radians, span = endAngle.radians - startAngle.radians
        guard start.isFinite, span.isFinite else { return .color(g.stops[g.stops.count - 1].color) }
        if span < 0 {
            g = g.reversed()
            start = endAngle.radians
            span = -span
        }
        // Angles built in degrees (e.g. `angle + .degrees(360)`) miss 2π by an ulp or two.
        let slack = 1e-9 * max(1, abs(start))
        if span == 0 || abs(span - turn) <= slack {
            return .conicGradient(g, center: c, startAngle: start)
        }
        if span > turn {
            // Only the last complete turn is drawn: parameters 1 − 2π/span … 1.
            return .conicGradient(g.slice(from: 1 - turn / span, to: 1), center: c, startAngle: start + span - turn)
        }
        // Squeeze the gradient into span/2π of the turn, then fill the gap.
        let k = span / turn, middle = k + (1 - k) / 2
        var stops = g.stops.map { ResolvedGradient.Stop(location: $0.location * k, color: $0.color) }
        let first = g.stops[0].color, last = g.stops[g.stops.count - 1].color
        stops += [.init(location: middle, color: last), .init(location: middle, color: first),
                  .init(location: 1, color: first)]
        return .conicGradient(ResolvedGradient(normalizing: stops, spread: .pad), center: c, startAngle: start)
    }
}
