// CoreGraphics' affine transform, for platforms that do not have CoreGraphics.
// Where CoreGraphics exists its own type is used and this file compiles away.
#if !canImport(CoreGraphics)
import Foundation

/// A 2D affine transform with CoreGraphics' layout and API.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row vectors,
/// so `t1.concatenating(t2)` applies `t1` first, then `t2`).
public struct CGAffineTransform: Hashable, Sendable {
    /// The linear part `a b / c d` (rows: images of the x and y unit vectors) and
    /// the translation `tx, ty`.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform with the given coefficients.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A transform with the given coefficients, in the order a, b, c, d, tx, ty.
    @inlinable
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity.
    @inlinable public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// A translation by (tx, ty).
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by sx horizontally and sy vertically, about the origin.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians; positive angles turn +x towards +y
    /// (clockwise on screen in a y-down space).
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = CGAffineTransform.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform, or `self` unchanged when it is not invertible
    /// (as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Translation applied before `self` (in the transformed space).
    @inlinable
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (x, y) applied before `self`.
    @inlinable
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Exact values at multiples of a quarter turn, so rotating by .pi/2 four
    /// times gives the identity back instead of 1e-16 residue.
    @usableFromInline
    static func sinCos(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarter = angle / (.pi / 2)
        if quarter == quarter.rounded() && abs(quarter) < 4_503_599_627_370_496 {
            switch Int(quarter) & 3 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

extension CGAffineTransform: CustomStringConvertible {
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped by `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size's vector under the linear part of `t` (no translation).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the transformed rectangle's four corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

/// A two-dimensional vector, as in CoreGraphics.
public struct CGVector: Hashable, Sendable {
    /// Horizontal component.
    public var dx: CGFloat
    /// Vertical component.
    public var dy: CGFloat
    /// A vector of (dx, dy).
    @inlinable public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    @inlinable public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector()
}
#endif
