// Building blocks of the symbol catalog: polygons, strokes, arcs between
// circle intersections, and the ".circle" / ".fill" families derived from a
// glyph. All in the symbol's unit box (y down).
import Foundation
import Geometry

extension SymbolImage {
    static let hairline: CGFloat = 0.09
    /// How far a stroke outline may stray from the exact one, in units of
    /// the symbol's height: under a pixel up to 500 points.
    static let flatness: CGFloat = 0.002

    static func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// A closed polygon through `points`.
    static func polygon(_ points: [(CGFloat, CGFloat)]) -> Path {
        Path { p in
            p.addLines(points.map { pt($0.0, $0.1) })
            p.closeSubpath()
        }
    }

    /// An open polyline through `points`.
    static func polyline(_ points: [(CGFloat, CGFloat)]) -> Path {
        Path { p in p.addLines(points.map { pt($0.0, $0.1) }) }
    }

    /// The area `path` covers when stroked `width` wide with round ends.
    static func stroked(_ path: Path, _ width: CGFloat = hairline) -> Path {
        path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round), transform: .identity,
                         tolerance: flatness)
    }

    /// The outline of a filled shape: its stroke, after shrinking the shape
    /// towards the box centre so the stroke stays inside the box.
    static func outlined(_ path: Path, aspect: CGFloat = 1, width: CGFloat = hairline) -> Path {
        let b = path.boundingRect
        let sx = max(b.width - width, 0) / max(b.width, 1e-9), sy = max(b.height - width, 0) / max(b.height, 1e-9)
        let t = CGAffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: b.midX, y: b.midY))
        return stroked(path.applying(t), width)
    }

    static func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    /// `path` turned by `quarterTurns` × 90° (clockwise on screen) about the
    /// centre of the unit box.
    static func turned(_ path: Path, _ quarterTurns: Int) -> Path {
        let (c, s): (CGFloat, CGFloat) = [(1, 0), (0, 1), (-1, 0), (0, -1)][((quarterTurns % 4) + 4) % 4]
        return path.applying(CGAffineTransform(a: c, b: s, c: -s, d: c, tx: 0.5 - 0.5 * c + 0.5 * s, ty: 0.5 - 0.5 * s - 0.5 * c))
    }

    /// `path` mirrored left to right in a box `aspect` wide.
    static func mirrored(_ path: Path, aspect: CGFloat = 1) -> Path {
        path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: aspect, ty: 0))
    }

    /// `path` scaled by `k` about (cx, cy).
    static func scaled(_ path: Path, _ k: CGFloat, about cx: CGFloat = 0.5, _ cy: CGFloat = 0.5) -> Path {
        path.applying(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: cx - k * cx, ty: cy - k * cy))
    }

    /// The two points where circles (c1, r1) and (c2, r2) cross; the first
    /// lies to the left of the line from c1 to c2 (y down: counterclockwise).
    static func crossings(_ c1: CGPoint, _ r1: CGFloat, _ c2: CGPoint, _ r2: CGFloat) -> (CGPoint, CGPoint) {
        let dx = c2.x - c1.x, dy = c2.y - c1.y
        let d = (dx * dx + dy * dy).squareRoot()
        let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
        let h = max(r1 * r1 - a * a, 0).squareRoot()
        let mx = c1.x + a * dx / d, my = c1.y + a * dy / d
        return (pt(mx + h * dy / d, my - h * dx / d), pt(mx - h * dy / d, my + h * dx / d))
    }

    /// Adds the arc of the circle (c, r) from its point `p` to its point `q`
    /// that passes the way `keep` accepts (tested at the arc's middle).
    static func arc(_ path: inout Path, _ c: CGPoint, _ r: CGFloat, from p: CGPoint, to q: CGPoint,
                    keep: (CGPoint) -> Bool) {
        let a0 = atan2(p.y - c.y, p.x - c.x), a1 = atan2(q.y - c.y, q.x - c.x)
        var delta = (a1 - a0).truncatingRemainder(dividingBy: 2 * .pi)
        if delta < 0 { delta += 2 * .pi }
        let mid = a0 + delta / 2
        if !keep(pt(c.x + r * cos(mid), c.y + r * sin(mid))) { delta -= 2 * .pi }
        path.addRelativeArc(center: c, radius: r, startAngle: .radians(a0), delta: .radians(delta))
    }

    static func angle(of p: CGPoint, around c: CGPoint) -> Angle { .radians(atan2(p.y - c.y, p.x - c.x)) }

    /// A filled arrowhead at `tip`, pointing along `direction` (a unit vector).
    static func arrowhead(at tip: CGPoint, direction d: CGPoint, length: CGFloat = 0.26, halfWidth: CGFloat = 0.17) -> Path {
        let base = pt(tip.x - d.x * length, tip.y - d.y * length)
        return Path { p in
            p.move(to: tip)
            p.addLine(to: pt(base.x - d.y * halfWidth, base.y + d.x * halfWidth))
            p.addLine(to: pt(base.x + d.y * halfWidth, base.y - d.x * halfWidth))
            p.closeSubpath()
        }
    }

    /// `name` (outline) and `name.fill` from one filled shape.
    static func pair(_ t: inout [String: SymbolImage], _ name: String, aspect: CGFloat = 1, _ shape: Path,
                     cutouts: [Path] = [], outlineExtras: [Path] = []) {
        t[name + ".fill"] = SymbolImage(aspect: aspect, parts: [shape], cutouts: cutouts)
        t[name] = SymbolImage(aspect: aspect, parts: [outlined(shape, aspect: aspect)] + outlineExtras)
    }

    /// `base.circle` (a ring around the glyph) and `base.circle.fill` (a
    /// disc with the glyph knocked out) from a glyph drawn in the unit box.
    static func circled(_ t: inout [String: SymbolImage], _ base: String, glyph: [Path], scale k: CGFloat = 0.56) {
        let inner = glyph.map { scaled($0, k) }
        t[base + ".circle"] = SymbolImage(glyph: inner, ground: stroked(circle(0.5, 0.5, 0.455)), filled: false)
        t[base + ".circle.fill"] = SymbolImage(glyph: inner, ground: circle(0.5, 0.5, 0.48), filled: true)
    }
}
