import Foundation
import Testing
@testable import Particles

/// The step integrates dv/dt = a − k v exactly, so after any number of steps
/// it must match the closed form up to rounding (~1e-12 relative here), far
/// inside the O(h) error an Euler step would make (~0.3 px over 2 s).
@Suite struct DynamicsTests {
    // Closed form, written out independently: with u = v0 − a/k,
    // v(t) = u e^{−kt} + a/k,  x(t) = x0 + u (1 − e^{−kt}) / k + (a/k) t.
    func closedForm(x0: Double, v0: Double, a: Double, k: Double, t: Double) -> (x: Double, v: Double) {
        let term = a / k, u = v0 - term, e = Foundation.exp(-k * t)
        return (x0 + u * (1 - e) / k + term * t, u * e + term)
    }

    @Test(arguments: [0.5, 1.45, 4.0])
    func dragAndGravityMatchClosedForm(k: Double) {
        let h = 1.0 / 240, g = 130.0
        let step = DragStep(drag: k, step: h)
        var x = 300.0, vx = 210.0, y = 200.0, vy = -340.0
        for _ in 0..<480 {
            step.advance(&x, &vx, acceleration: 0.0)
            step.advance(&y, &vy, acceleration: g)
        }
        let ex = closedForm(x0: 300, v0: 210, a: 0, k: k, t: 2)
        let ey = closedForm(x0: 200, v0: -340, a: g, k: k, t: 2)
        #expect(abs(x - ex.x) < 1e-8 && abs(vx - ex.v) < 1e-8)
        #expect(abs(y - ey.x) < 1e-8 && abs(vy - ey.v) < 1e-8)
    }

    @Test func noDragIsBallistic() {
        // k = 0: x = x0 + v0 t + a t²/2, v = v0 + a t (the rockets' motion).
        let step = DragStep(drag: 0, step: 1.0 / 240)
        var y = 720.0, vy = -700.0
        for _ in 0..<360 { step.advance(&y, &vy, acceleration: 420) }
        #expect(abs(y - (720 - 700 * 1.5 + 0.5 * 420 * 2.25)) < 1e-9)
        #expect(abs(vy - (-700 + 420 * 1.5)) < 1e-9)
    }

    @Test(arguments: [1e-6, 0.0239, 0.0241, 0.3])
    func coefficientsMatchTheirDefinition(k: Double) {
        // B = (1 − e^{−kh})/k and C = (h − B)/k, evaluated here with expm1
        // (accurate for any k); both sides of the series switch must agree.
        let h = 1.0 / 240
        let s = DragStep(drag: k, step: h)
        let b = -Foundation.expm1(-k * h) / k
        #expect(abs(s.a - Foundation.exp(-k * h)) < 1e-15)
        #expect(abs(s.b - b) / b < 1e-12)
        #expect(abs(s.c - h * h / 2) / (h * h) < k * h)  // C ≈ h²/2 (1 − kh/3)
    }
}
