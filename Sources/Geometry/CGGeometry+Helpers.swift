import Foundation

// Small vector helpers used across the geometry code. Internal and inlinable
// so hot loops in the stroker and flattener specialise without calls.

extension CGPoint {
    @inlinable static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    @inlinable static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    @inlinable static func * (l: CGPoint, r: CGFloat) -> CGPoint { CGPoint(x: l.x * r, y: l.y * r) }
    @inlinable static prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) }
    @inlinable func lerp(_ to: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (to.x - x) * t, y: y + (to.y - y) * t)
    }
    @inlinable func dot(_ o: CGPoint) -> CGFloat { x * o.x + y * o.y }
    @inlinable func cross(_ o: CGPoint) -> CGFloat { x * o.y - y * o.x }
    @inlinable var length: CGFloat { (x * x + y * y).squareRoot() }
    @inlinable func distance(to o: CGPoint) -> CGFloat { (self - o).length }
    @inlinable var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGAffineTransform {
    /// The largest factor by which the transform stretches any vector (the
    /// largest singular value of its linear part). Used to turn a device-space
    /// tolerance into a user-space one.
    @inlinable
    public var maximumScale: CGFloat {
        let s = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        let disc = max(s * s - 4 * det * det, 0).squareRoot()
        return ((s + disc) / 2).squareRoot()
    }
}

extension CGRect {
    /// The rectangle's centre point.
    @inlinable var center: CGPoint { CGPoint(x: midX, y: midY) }
}
