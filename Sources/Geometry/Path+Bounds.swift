import Foundation

extension Path {
    /// The smallest rectangle containing every point of the path's curves —
    /// tight, not the box of the control points (CoreGraphics'
    /// `boundingBoxOfPath`). `.null` for an empty path. Non-finite points
    /// are skipped, so a path with a NaN point bounds its finite geometry.
    public var boundingRect: CGRect {
        var b = BoundsAccumulator()
        var i = 0
        var last = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move, .line:
                last = points[i]; b.add(last); i += 1
            case .quad:
                let c = points[i], e = points[i + 1]
                b.add(e)
                for axis in 0..<2 {
                    let (p0, p1, p2) = axis == 0 ? (last.x, c.x, e.x) : (last.y, c.y, e.y)
                    let den = p0 - 2 * p1 + p2
                    if den != 0 {
                        let t = (p0 - p1) / den
                        if t > 0 && t < 1 { b.add(Path.quadPoint(last, c, e, t)) }
                    }
                }
                last = e; i += 2
            case .cubic:
                let c1 = points[i], c2 = points[i + 1], e = points[i + 2]
                b.add(e)
                for axis in 0..<2 {
                    let (p0, p1, p2, p3) = axis == 0 ? (last.x, c1.x, c2.x, e.x) : (last.y, c1.y, c2.y, e.y)
                    // Derivative / 3 = a t² + b t + c.
                    let a = -p0 + 3 * p1 - 3 * p2 + p3
                    let bb = 2 * (p0 - 2 * p1 + p2)
                    let c = p1 - p0
                    for t in Path.quadraticRoots(a, bb, c) where t > 0 && t < 1 {
                        b.add(Path.cubicPoint(last, c1, c2, e, t))
                    }
                }
                last = e; i += 3
            case .close:
                break
            }
        }
        return b.rect
    }

    @inlinable
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, c = t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    @inlinable
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Real roots of a t² + b t + c (linear when a is negligible).
    static func quadraticRoots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        if abs(a) <= 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        let sq = disc.squareRoot()
        // Numerically stable form: avoid subtracting nearly equal numbers.
        let q = -0.5 * (b + (b >= 0 ? sq : -sq))
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }
}

/// Grows a rectangle point by point, ignoring non-finite points.
struct BoundsAccumulator {
    var minX = CGFloat.infinity, minY = CGFloat.infinity
    var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
