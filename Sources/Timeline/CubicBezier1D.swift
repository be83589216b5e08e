// The one solver of cubic-Bézier easing (CubicBezierEasing; SwiftUICore's
// UnitCurve and Lottie's keyframe easing go through it).

/// One coordinate of a cubic Bézier from 0 to 1 with control values c1, c2.
enum CubicBezier1D {
    /// B(s) = 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³, in Horner form.
    static func point(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    static func secondDerivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let c = 3 * c1, b = 3 * (c2 - c1) - c, a = 1 - c - b
        return 6 * a * s + 2 * b
    }

    /// The parameter s in [0, 1] with x(s) = x, for monotone x (x1, x2 in [0, 1]).
    /// Newton's method from s = x converges in a few steps almost everywhere;
    /// where it stalls (flat spots of x(s)) bisection finishes the job. Either
    /// way the result is the best double: the bracket is shrunk until it
    /// cannot shrink further.
    static func solve(x: Double, x1: Double, x2: Double) -> Double {
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
    static func polish(_ s: Double, x: Double, x1: Double, x2: Double) -> Double {
        var best = s, bestErr = abs(point(s, x1, x2) - x)
        for c in [s.nextDown, s.nextUp] where c >= 0 && c <= 1 {
            let e = abs(point(c, x1, x2) - x)
            if e < bestErr { best = c; bestErr = e }
        }
        return best
    }
}
