// Independent references the tests compare against: written from the
// definitions, sharing no code with the animation code under test.
import Foundation

/// A cubic Bézier coordinate in Bernstein form: 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
func bernstein(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
}

/// y at x on the Bézier (0,0)(x1,y1)(x2,y2)(1,1), by 200 bisection steps on s.
func referenceBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bernstein((lo + hi) / 2, y1, y2)
}

/// m·x'' = −k·(x − target) − c·x', integrated with classical RK4 at step `dt`.
/// Returns the state at each requested time (times must increase).
func rk4Spring(mass m: Double, stiffness k: Double, damping c: Double, target: Double,
               x0: Double = 0, v0: Double = 0, at times: [Double], dt: Double = 1e-4) -> [(x: Double, v: Double)] {
    func acc(_ x: Double, _ v: Double) -> Double { (-k * (x - target) - c * v) / m }
    var x = x0, v = v0, t = 0.0
    var out: [(x: Double, v: Double)] = []
    for target in times {
        while t < target - 1e-12 {
            let h = min(dt, target - t)
            let k1x = v, k1v = acc(x, v)
            let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        out.append((x, v))
    }
    return out
}
