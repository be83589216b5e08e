// Exact integration of linear drag plus constant acceleration over one step.
//
// For dv/dt = a - k v the solution over a step h is, with e = exp(-k h):
//     v(h) = v0 e + a (1 - e) / k
//     x(h) = x0 + v0 (1 - e) / k + a (h - (1 - e) / k) / k
// so one step is  x += v0 B + a C,  v = v0 A + a B  with A = e,
// B = (1 - e) / k and C = (h - B) / k (-> h²/2 as k -> 0). Stepping this is
// exact up to rounding, whatever the step, so the fixed step only decides
// *when* things happen (spawns, deaths), never how far particles drift.
import Foundation

/// Per-step update coefficients for one drag coefficient and step length.
package struct DragStep: Sendable, Hashable {
    package var a: Double
    package var b: Double
    package var c: Double

    /// Coefficients for drag `k` (1/s, ≥ 0) and step `h` (s).
    package init(drag k: Double, step h: Double) {
        let kh = k * h
        if kh < 1e-4 {
            // Series of B = h(1 - kh/2 + (kh)²/6) and C = h²(1/2 - kh/6 + (kh)²/24),
            // avoiding the cancellation in 1 - e for tiny k.
            a = exp(-kh)
            b = h * (1 - kh / 2 + kh * kh / 6)
            c = h * h * (0.5 - kh / 6 + kh * kh / 24)
        } else {
            a = exp(-kh)
            b = -expm1(-kh) / k
            c = (h - b) / k
        }
    }

    /// Advances one coordinate: position `x`, velocity `v`, acceleration `acc`.
    @inlinable @inline(__always)
    package func advance(_ x: inout Double, _ v: inout Double, acceleration acc: Double) {
        x += v * b + acc * c
        v = v * a + acc * b
    }
}

/// How each kind of particle moves: its drag step and accelerations.
struct KindDynamics: Sendable {
    var step: DragStep
    var ax: Double
    var ay: Double
}
