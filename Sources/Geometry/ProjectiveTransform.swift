// A projective transform: a 3×3 matrix acting on row vectors
// [x y 1], as CGAffineTransform does, with a third column that makes it
// projective (the result is divided by its w).
import Foundation
#if canImport(QuartzCore)
import QuartzCore
#endif

/// A 3×3 projective transform (SwiftUI code names it `ProjectionTransform`).
///
/// A point maps as `[x' y' w] = [x y 1] · M` and lands at `(x'/w, y'/w)`;
/// `m13, m23, m33` are the column of w (0, 0, 1 for an affine transform).
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row 1: where the x axis goes (m13 is its w).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Row 2: where the y axis goes (m23 is its w).
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Row 3: the translation (m31, m32) and m33, the w of the origin.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// A transform with the given coefficients.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform `m` (its third column is 0, 0, 1).
    public init(_ m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
    }

    /// The 3D transform `m` seen on the z = 0 plane, its output z dropped:
    /// rows and columns 1, 2 and 4 of `m`.
    public init(_ m: CATransform3D) {
        self.init(m11: m.m11, m12: m.m12, m13: m.m14, m21: m.m21, m22: m.m22, m23: m.m24,
                  m31: m.m41, m32: m.m42, m33: m.m44)
    }

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool { self == ProjectiveTransform() }

    /// Whether the transform is affine (no perspective: w stays 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when `isAffine`).
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectiveTransform) -> ProjectiveTransform {
        let a = self, b = rhs
        return ProjectiveTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The determinant of the matrix.
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; returns false (leaving it as it
    /// was) when it is singular, as SwiftUI's `invert()`.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let r = 1 / det
        self = ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
        return true
    }

    /// The inverse (the transform itself when singular, as SwiftUI's `inverted()`).
    public func inverted() -> ProjectiveTransform {
        var m = self
        m.invert()
        return m
    }

    /// The homogeneous image `[x' y' w]` of `p`.
    @inlinable
    public func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }
}

extension CGPoint {
    /// The point mapped by `m` (divided by w; not finite where w = 0).
    public func applying(_ m: ProjectiveTransform) -> CGPoint {
        let h = m.homogeneous(self)
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }
}
