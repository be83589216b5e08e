import Foundation
import Geometry

/// Rounded corners, pucker/bloat and zig-zag: vertex-wise rewrites of bezier shapes.
enum PathModifiers {
    /// Replaces every sharp corner (no tangents) with a quarter-circle-like
    /// cubic of `radius`, limited to half of each adjacent edge.
    static func roundCorners(_ s: BezierShape, radius: Double) -> BezierShape {
        guard radius > 0, s.vertices.count > 1 else { return s }
        var out = BezierShape(vertices: [], inTangents: [], outTangents: [], closed: s.closed)
        let n = s.vertices.count
        let handle = 1 - PrimitiveShapes.kappa
        for k in 0..<n {
            let v = s.vertices[k]
            let sharp = s.inTangents[k] == .zero && s.outTangents[k] == .zero
            let isEnd = !s.closed && (k == 0 || k == n - 1)
            if !sharp || isEnd {
                out.vertices.append(v); out.inTangents.append(s.inTangents[k]); out.outTangents.append(s.outTangents[k])
                continue
            }
            let prev = s.vertices[(k - 1 + n) % n], next = s.vertices[(k + 1) % n]
            func toward(_ p: CGPoint) -> CGPoint {
                let dx = p.x - v.x, dy = p.y - v.y
                let d = (dx * dx + dy * dy).squareRoot()
                let f = d > 0 ? min(d / 2, radius) / d : 0
                return CGPoint(x: v.x + dx * f, y: v.y + dy * f)
            }
            let a = toward(prev), b = toward(next)
            out.vertices.append(a); out.inTangents.append(.zero)
            out.outTangents.append(CGPoint(x: (v.x - a.x) * handle, y: (v.y - a.y) * handle))
            out.vertices.append(b); out.outTangents.append(.zero)
            out.inTangents.append(CGPoint(x: (v.x - b.x) * handle, y: (v.y - b.y) * handle))
        }
        return out
    }

    /// Moves vertices towards the centre of the shape's vertices (pucker,
    /// negative) or away (bloat, positive), tangents the other way.
    static func puckerBloat(_ s: BezierShape, amount: Double) -> BezierShape {
        guard amount != 0, !s.vertices.isEmpty else { return s }
        let f = amount / 100
        var cx = 0.0, cy = 0.0
        for v in s.vertices { cx += v.x; cy += v.y }
        cx /= Double(s.vertices.count); cy /= Double(s.vertices.count)
        var out = s
        for k in s.vertices.indices {
            let v = s.vertices[k]
            let nv = CGPoint(x: v.x + (cx - v.x) * f, y: v.y + (cy - v.y) * f)
            let o = CGPoint(x: v.x + s.outTangents[k].x, y: v.y + s.outTangents[k].y)
            let i = CGPoint(x: v.x + s.inTangents[k].x, y: v.y + s.inTangents[k].y)
            let no = CGPoint(x: o.x + (cx - o.x) * -f, y: o.y + (cy - o.y) * -f)
            let ni = CGPoint(x: i.x + (cx - i.x) * -f, y: i.y + (cy - i.y) * -f)
            out.vertices[k] = nv
            out.outTangents[k] = CGPoint(x: no.x - nv.x, y: no.y - nv.y)
            out.inTangents[k] = CGPoint(x: ni.x - nv.x, y: ni.y - nv.y)
        }
        return out
    }

    /// Zig-zag: each segment split into `ridges` parts whose points are
    /// pushed alternately `size` to either side of the outline's normal.
    static func zigZag(_ s: BezierShape, size: Double, ridges: Int, smooth: Bool) -> BezierShape {
        guard size != 0, ridges > 0, s.vertices.count > 1 else { return s }
        let n = s.vertices.count
        let segments = s.closed ? n : n - 1
        var out = BezierShape(vertices: [], inTangents: [], outTangents: [], closed: s.closed)
        var sign = 1.0
        for k in 0..<segments {
            let a = s.vertices[k], b = s.vertices[(k + 1) % n]
            let c1 = CGPoint(x: a.x + s.outTangents[k].x, y: a.y + s.outTangents[k].y)
            let c2 = CGPoint(x: b.x + s.inTangents[(k + 1) % n].x, y: b.y + s.inTangents[(k + 1) % n].y)
            let count = ridges * 2
            for j in 0..<count where !(k > 0 && j == 0 && false) {
                let t = Double(j) / Double(count)
                let (p, d) = Cubic.pointAndTangent(a, c1, c2, b, t)
                let len = max((d.x * d.x + d.y * d.y).squareRoot(), 1e-9)
                let normal = CGPoint(x: -d.y / len, y: d.x / len)
                let off = j == 0 ? 0 : size * sign
                let q = CGPoint(x: p.x + normal.x * off, y: p.y + normal.y * off)
                let h = smooth ? CGPoint(x: d.x / len * size, y: d.y / len * size) : .zero
                out.vertices.append(q)
                out.inTangents.append(CGPoint(x: -h.x, y: -h.y))
                out.outTangents.append(h)
                if j > 0 { sign = -sign }
            }
        }
        if !s.closed {
            out.vertices.append(s.vertices[n - 1]); out.inTangents.append(.zero); out.outTangents.append(.zero)
        }
        return out
    }
}

/// Points and tangents of one cubic segment.
enum Cubic {
    static func pointAndTangent(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> (CGPoint, CGPoint) {
        let u = 1 - t
        let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
        let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
        var dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
        var dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
        if dx == 0 && dy == 0 { dx = p3.x - p0.x; dy = p3.y - p0.y }
        return (CGPoint(x: x, y: y), CGPoint(x: dx, y: dy))
    }
}
