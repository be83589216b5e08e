import Foundation
import Geometry
import Raster

/// A linear gradient, as in SwiftUI: colors change along the axis from
/// `startPoint` to `endPoint`, unit points mapped into the bounds of the shape
/// being filled. Before the start the first color, after the end the last.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: AnyGradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// `gradient` along the axis from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    /// `colors`, spaced evenly, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` along the axis from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    init(gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A zero-length axis paints the last color (the rule CSS and Skia use;
    /// SwiftUI draws nothing sensible there either).
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        let g = gradient.resolved(in: context)
        if let c = g.uniformColor { return .color(c) }
        let start = startPoint.point(in: context.bounds), end = endPoint.point(in: context.bounds)
        guard start != end, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            return .color(g.stops[g.stops.count - 1].color)
        }
        return .linearGradient(g, start: start, end: end)
    }
}
