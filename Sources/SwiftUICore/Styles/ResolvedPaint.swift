// The bridge from SwiftUI's shape styles to the rasterizer.
//
// A ShapeStyle resolved against a shape's bounding rect becomes one of these
// values. All geometry is absolute, in the drawing's user space (y down,
// the same space the path's points are in): UnitPoints are already mapped
// into the rect, angles are radians, radii are lengths. Gradient stops are
// normalised (see ResolvedGradient). A renderer only has to transform
// pixel centres into user space, compute the parameter t with the formula
// documented on each case, and look the color up — `color(at:)` below is
// the reference implementation it must agree with.
import Foundation
import Geometry
import Raster

/// A paint with absolute geometry, ready for a renderer.
public enum ResolvedPaint: Hashable, Sendable {
    /// One color everywhere.
    case color(RGBAColor)

    /// Colors along the axis from `start` (t = 0) to `end` (t = 1):
    /// `t = ((p − start) · (end − start)) / |end − start|²`; lines of equal
    /// color are perpendicular to the axis in user space. `start != end`.
    case linearGradient(ResolvedGradient, start: CGPoint, end: CGPoint)

    /// Concentric circles in gradient space: with `q = transform⁻¹(p)`,
    /// `t = (|q − center| − startRadius) / (endRadius − startRadius)`.
    /// `transform` maps gradient space to user space; it is the identity for
    /// `RadialGradient` and a scale by the bounds' size plus a translation for
    /// `EllipticalGradient` (always invertible). When the radii are equal,
    /// t is 0 inside the circle (distance ≤ radius) and 1 outside. Radii ≥ 0.
    case radialGradient(ResolvedGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                        transform: CGAffineTransform)

    /// One full turn around `center`, starting at `startAngle` (radians):
    /// `t = ((atan2(p.y − c.y, p.x − c.x) − startAngle) mod 2π) / 2π`, in
    /// 0 ..< 1. Angle 0 points along +x (the trailing edge) and angles grow
    /// clockwise on screen (y points down). SwiftUI's partial turns and gaps
    /// are already baked into the stops.
    case conicGradient(ResolvedGradient, center: CGPoint, startAngle: Double)
}

extension ResolvedPaint {
    /// The paint's color at user-space point `p` (the reference evaluation;
    /// at the centre of a radial or conic gradient, t = 0).
    public func color(at p: CGPoint) -> RGBAColor {
        switch self {
        case .color(let c):
            return c
        case let .linearGradient(g, start, end):
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            let t = (Double(p.x - start.x) * dx + Double(p.y - start.y) * dy) / (dx * dx + dy * dy)
            return g.color(at: t)
        case let .radialGradient(g, center, r0, r1, transform):
            let q = p.applying(transform.inverted())
            let d = Double(hypot(q.x - center.x, q.y - center.y))
            let t: Double = r0 == r1 ? (d <= Double(r0) ? 0 : 1) : (d - Double(r0)) / Double(r1 - r0)
            return g.color(at: t)
        case let .conicGradient(g, center, startAngle):
            let dx = Double(p.x - center.x), dy = Double(p.y - center.y)
            guard dx != 0 || dy != 0 else { return g.color(at: 0) }
            var a = (atan2(dy, dx) - startAngle).truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            return g.color(at: a / (2 * .pi))
        }
    }

    /// The paint with every color's alpha multiplied by `opacity`.
    public func multiplyingOpacity(_ opacity: Double) -> ResolvedPaint {
        switch self {
        case .color(let c):
            return .color(c.multiplyingOpacity(Float(min(max(opacity.isNaN ? 0 : opacity, 0), 1))))
        case let .linearGradient(g, s, e):
            return .linearGradient(g.multiplyingOpacity(opacity), start: s, end: e)
        case let .radialGradient(g, c, r0, r1, t):
            return .radialGradient(g.multiplyingOpacity(opacity), center: c, startRadius: r0, endRadius: r1, transform: t)
        case let .conicGradient(g, c, a):
            return .conicGradient(g.multiplyingOpacity(opacity), center: c, startAngle: a)
        }
    }
}
