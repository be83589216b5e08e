import Foundation
import Geometry

/// A function from progress in [0, 1] to eased progress, as in SwiftUI:
/// value(0) = 0 and value(1) = 1 exactly; Bézier curves may overshoot between.
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline
    enum Kind: Hashable, Sendable {
        case linear
        /// Cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), x1 and x2 clamped to [0, 1].
        case bezier(Double, Double, Double, Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        /// The inverse of circularEaseInOut (steep, flat, steep); no SwiftUI name.
        case circularEaseOutIn
    }

    @usableFromInline let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// Constant speed.
    public static let linear = UnitCurve(kind: .linear)
    /// Bézier (0.42, 0) (1, 1): starts slowly.
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Bézier (0, 0) (0.58, 1): ends slowly.
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Bézier (0.42, 0) (0.58, 1): slow at both ends.
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle, 1 − √(1 − x²): starts slowly, ends fast.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle, √(1 − (1 − x)²): starts fast, ends slowly.
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// Two quarter circles: slow, fast in the middle, slow.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) with the given control points.
    /// Control x coordinates are clamped to [0, 1] so time stays monotone;
    /// y coordinates are free (values outside [0, 1] overshoot).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let x1 = min(max(Double(startControlPoint.x), 0), 1)
        let x2 = min(max(Double(endControlPoint.x), 0), 1)
        return UnitCurve(kind: .bezier(x1, Double(startControlPoint.y), x2, Double(endControlPoint.y)))
    }

    /// The eased value at `progress`, which is clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        if !(progress > 0) { return 0 }
        if progress >= 1 { return 1 }
        let x = progress
        switch kind {
        case .linear: return x
        case let .bezier(x1, y1, x2, y2):
            let s = CubicBezier1D.solve(x: x, x1: x1, x2: x2)
            return CubicBezier1D.point(s, y1, y2)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                           : 0.5 * (((3 - 2 * x) * (2 * x - 1)).squareRoot() + 1)
        case .circularEaseOutIn:
            let r = (x * (1 - x)).squareRoot()
            return x < 0.5 ? r : 1 - r
        }
    }

    /// d value / d progress at `progress` (clamped to [0, 1]); `.infinity`
    /// where the curve is vertical (the circular curves' steep ends).
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch kind {
        case .linear: return 1
        case let .bezier(x1, y1, x2, y2):
            let s = CubicBezier1D.solve(x: x, x1: x1, x2: x2)
            let dx = CubicBezier1D.derivative(s, x1, x2)
            let dy = CubicBezier1D.derivative(s, y1, y2)
            if abs(dx) > 1e-12 { return dy / dx }
            // Both tangents vanish at an end whose control point sits on it: use
            // the ratio of second derivatives (l'Hôpital).
            let ddx = CubicBezier1D.secondDerivative(s, x1, x2)
            let ddy = CubicBezier1D.secondDerivative(s, y1, y2)
            if abs(dy) > 1e-12 { return dy > 0 ? .infinity : -.infinity }
            return abs(ddx) > 1e-12 ? ddy / ddx : (ddy == 0 ? 0 : .infinity)
        case .circularEaseIn:
            return x >= 1 ? .infinity : x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return x <= 0 ? .infinity : (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x == 0.5 { return .infinity }
            if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
            return (2 - 2 * x) / ((3 - 2 * x) * (2 * x - 1)).squareRoot()
        case .circularEaseOutIn:
            if x <= 0 || x >= 1 { return .infinity }
            let d = (1 - 2 * x) / (2 * (x * (1 - x)).squareRoot())
            return x < 0.5 ? d : -d
        }
    }

    /// The curve mirrored about y = x: `inverse.value(at: value(at: x)) == x`.
    /// For a Bézier whose control y values leave [0, 1] the inverse's x values
    /// are clamped, so it is only approximately the inverse there.
    public var inverse: UnitCurve {
        switch kind {
        case .linear: return self
        case let .bezier(x1, y1, x2, y2):
            return .bezier(startControlPoint: UnitPoint(x: y1, y: x1), endControlPoint: UnitPoint(x: y2, y: x2))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(kind: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }
}

/// One coordinate of a cubic Bézier from 0 to 1 with control values c1, c2.
@usableFromInline
enum CubicBezier1D {
    /// B(s) = 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³, in Horner form.
    @inlinable static func point(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    @inlinable static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    @inlinable static func secondDerivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return 6 * a * s + 2 * b
    }

    /// The parameter s in [0, 1] with x(s) = x, for monotone x (x1, x2 in [0, 1]).
    /// Newton's method from s = x converges in a few steps almost everywhere;
    /// where it stalls (flat spots of x(s)) bisection finishes the job. Either
    /// way the result is the best double: the bracket is shrunk until it
    /// cannot shrink further.
    @usableFromInline static func solve(x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = point(s, x1, x2) - x
            if err == 0 { return s }
            let d = derivative(s, x1, x2)
            if abs(d) < 1e-7 { break }
            let next = s - err / d
            if !(next >= 0 && next <= 1) { break }
            if abs(next - s) <= 1e-15 { return polish(next, x: x, x1: x1, x2: x2) }
            s = next
        }
        var lo = 0.0, hi = 1.0
        while true {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if point(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return abs(point(lo, x1, x2) - x) <= abs(point(hi, x1, x2) - x) ? lo : hi
    }

    /// Picks, among s and its floating neighbours, the one whose x is closest.
    @usableFromInline static func polish(_ s: Double, x: Double, x1: Double, x2: Double) -> Double {
        var best = s, bestErr = abs(point(s, x1, x2) - x)
        for c in [s.nextDown, s.nextUp] where c >= 0 && c <= 1 {
            let e = abs(point(c, x1, x2) - x)
            if e < bestErr { best = c; bestErr = e }
        }
        return best
    }
}
