// The outline of each shape kind at a given time, through SwiftUICore's
// own shapes (so a `roundedRect` here is SwiftUI's
// RoundedRectangle), plus regular polygons and stars with rounded corners.
import SwiftUICore
import Foundation
import Geometry
import Timeline

extension ShapeSpec {
    /// The outline in `rect` at `time`.
    func path(in rect: CGRect, at time: Double) -> Path {
        switch self {
        case .rectangle: return Rectangle().path(in: rect)
        case let .roundedRectangle(r, style): return RoundedRectangle(cornerRadius: r.value(at: time), style: style).path(in: rect)
        case let .unevenRoundedRectangle(tl, tr, bl, br, style): return uneven(tl, tr, bl, br, style, time).path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .ellipse: return Ellipse().path(in: rect)
        case .capsule(let style): return Capsule(style: style).path(in: rect)
        case .path(let p): return p
        case .morph(let m): return m.path(at: time)
        case let .polygon(sides, r):
            return Self.roundedPolygon(Self.regularVertices(sides, in: rect, inner: nil), radius: r.value(at: time))
        case let .star(points, inner, r):
            return Self.roundedPolygon(Self.regularVertices(points, in: rect, inner: inner.value(at: time)), radius: r.value(at: time))
        case let .vertices(points, closed):
            var p = Path()
            p.addLines(points)
            if closed { p.closeSubpath() }
            return p
        }
    }

    /// The outline inset by `amount` on every side (strokeBorder), for the
    /// shapes that can be inset; nil for the others.
    func insetPath(in rect: CGRect, by amount: Double, at time: Double) -> Path? {
        switch self {
        case .rectangle: return Rectangle().inset(by: amount).path(in: rect)
        case let .roundedRectangle(r, style):
            return RoundedRectangle(cornerRadius: r.value(at: time), style: style).inset(by: amount).path(in: rect)
        case let .unevenRoundedRectangle(tl, tr, bl, br, style):
            return uneven(tl, tr, bl, br, style, time).inset(by: amount).path(in: rect)
        case .circle: return Circle().inset(by: amount).path(in: rect)
        case .ellipse: return Ellipse().inset(by: amount).path(in: rect)
        case .capsule(let style): return Capsule(style: style).inset(by: amount).path(in: rect)
        default: return nil
        }
    }

    /// The frame a shape has when the layer gives no size: the bounds of
    /// a path or of the vertices; nil for shapes that fill a frame.
    var naturalFrame: CGRect? {
        switch self {
        case .path(let p): return p.boundingRect.isNull ? .zero : p.boundingRect
        case .morph(let m): return m.bounds
        case .vertices(let points, _):
            var p = Path()
            p.addLines(points)
            return p.boundingRect.isNull ? .zero : p.boundingRect
        default: return nil
        }
    }

    private func uneven(_ tl: Animated<Double>, _ tr: Animated<Double>, _ bl: Animated<Double>, _ br: Animated<Double>,
                        _ style: RoundedCornerStyle, _ time: Double) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: tl.value(at: time), bottomLeadingRadius: bl.value(at: time),
                               bottomTrailingRadius: br.value(at: time), topTrailingRadius: tr.value(at: time),
                               style: style)
    }

    /// Vertices on the ellipse inscribed in `rect`, the first at the top,
    /// clockwise on screen; with `inner`, alternating with vertices at that
    /// fraction of the radius halfway between (a star of `count` tips).
    static func regularVertices(_ count: Int, in rect: CGRect, inner: Double?) -> [CGPoint] {
        let n = inner == nil ? count : 2 * count
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        return (0..<n).map { i in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / Double(n)
            let k = (inner != nil && i % 2 == 1) ? inner! : 1
            return CGPoint(x: cx + rx * k * cos(angle), y: cy + ry * k * sin(angle))
        }
    }

    /// A closed polygon whose corners are circular arcs of `radius`,
    /// shrunk at each corner so that the arcs never overlap.
    static func roundedPolygon(_ v: [CGPoint], radius: Double) -> Path {
        var p = Path()
        guard v.count >= 3 else { return p }
        guard radius > 0 else {
            p.addLines(v)
            p.closeSubpath()
            return p
        }
        let n = v.count
        func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }
        let last = v[n - 1]
        p.move(to: CGPoint(x: (last.x + v[0].x) / 2, y: (last.y + v[0].y) / 2))
        for i in 0..<n {
            let prev = v[(i + n - 1) % n], here = v[i], next = v[(i + 1) % n]
            // The arc touches each edge r / tan(θ/2) from the corner, θ the
            // corner's angle; keep that within half of the shorter edge.
            let a = atan2(prev.y - here.y, prev.x - here.x), b = atan2(next.y - here.y, next.x - here.x)
            var theta = abs(a - b)
            if theta > .pi { theta = 2 * .pi - theta }
            let limit = min(distance(prev, here), distance(here, next)) / 2 * tan(theta / 2)
            p.addArc(tangent1End: here, tangent2End: next, radius: min(radius, limit))
        }
        p.closeSubpath()
        return p
    }
}
