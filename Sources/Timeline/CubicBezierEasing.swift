/// An easing curve given as a cubic Bézier from (0, 0) to (1, 1), read as y
/// over x: CSS's `cubic-bezier(x1, y1, x2, y2)`, a Lottie keyframe's out and
/// in handles, and the shape behind SwiftUICore's Bézier `UnitCurve`s, which
/// wrap this one solver. value(0) = 0 and value(1) = 1 exactly; y may
/// overshoot in between.
package struct CubicBezierEasing: Hashable, Sendable {
    /// The first control point; x1 lies in [0, 1].
    package let x1: Double, y1: Double
    /// The second control point; x2 lies in [0, 1].
    package let x2: Double, y2: Double

    /// The curve with control points (x1, y1) and (x2, y2). The x
    /// coordinates are clamped to [0, 1] so that x grows along the curve and
    /// every x has one y; the y coordinates are free.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// The eased value at `progress`, which is clamped to [0, 1].
    package func value(at progress: Double) -> Double {
        if !(progress > 0) { return 0 }
        if progress >= 1 { return 1 }
        let s = CubicBezier1D.solve(x: progress, x1: x1, x2: x2)
        return CubicBezier1D.point(s, y1, y2)
    }

    /// d value / d progress at `progress` (clamped to [0, 1]); ±`.infinity`
    /// where the curve is vertical.
    package func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
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
    }

    /// The curve mirrored about y = x (control points with x and y swapped,
    /// x clamped again): the exact inverse while y1 and y2 lie in [0, 1].
    package var inverse: CubicBezierEasing {
        CubicBezierEasing(x1: y1, y1: x1, x2: y2, y2: x2)
    }
}
