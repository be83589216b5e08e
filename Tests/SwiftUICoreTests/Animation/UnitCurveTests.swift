import Testing
import Geometry
@testable import SwiftUICore

@Suite struct UnitCurveTests {
    static let beziers: [(UnitCurve, Double, Double, Double, Double)] = [
        (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
        (.bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.265, y: 1.55)), 0.68, -0.55, 0.265, 1.55),
        (.bezier(startControlPoint: UnitPoint(x: 0.9, y: 0.1), endControlPoint: UnitPoint(x: 0.1, y: 0.9)), 0.9, 0.1, 0.1, 0.9),
    ]

    /// x'(s) = 0 at s = ½ here, so x pins s only to ∛ε ≈ 1e-5 near x = ½: no
    /// double-precision method (ours or the reference) can do better there.
    @Test func degenerateBezierIsAsGoodAsTheProblemAllows() {
        let c = UnitCurve.bezier(startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
        for i in 0...2000 {
            let x = Double(i) / 2000
            #expect(abs(c.value(at: x) - referenceBezier(x, 1, 0, 0, 1)) <= 2e-5)
        }
    }

    /// Agreement to a few ulps: what is left is the rounding of evaluating y itself.
    @Test func beziersMatchHighPrecisionBisection() {
        for (curve, x1, y1, x2, y2) in Self.beziers {
            for i in 0...2000 {
                let x = Double(i) / 2000
                let expected = referenceBezier(x, x1, y1, x2, y2)
                #expect(abs(curve.value(at: x) - expected) <= 2e-15, "\(curve) at \(x)")
            }
        }
    }

    @Test func endpointsAreExactAndInputIsClamped() {
        let all: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
            + Self.beziers.map(\.0)
        for c in all {
            #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
            #expect(c.value(at: -3) == 0 && c.value(at: 7) == 1)
            #expect(c.inverse.value(at: 0) == 0 && c.inverse.value(at: 1) == 1)
        }
    }

    @Test func easeInOutIsSymmetric() {
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) <= 1e-15)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.5) - 0.5) <= 1e-15)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(UnitCurve.easeInOut.value(at: x) + UnitCurve.easeInOut.value(at: 1 - x) - 1) <= 1e-14)
        }
    }

    @Test func standardCurvesAreMonotone() {
        for c in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            var last = 0.0
            for i in 1...10_000 {
                let v = c.value(at: Double(i) / 10_000)
                #expect(v >= last)
                last = v
            }
        }
    }

    @Test func circularCurvesFollowTheirCircles() {
        for i in 0...100 {
            let x = Double(i) / 100
            // Quarter circles centred at (0, 1) and (1, 0) of radius 1.
            let inY = UnitCurve.circularEaseIn.value(at: x)
            #expect(abs(x * x + (1 - inY) * (1 - inY) - 1) <= 1e-12)
            let outY = UnitCurve.circularEaseOut.value(at: x)
            #expect(abs((1 - x) * (1 - x) + outY * outY - 1) <= 1e-12)
            // InOut is easeIn squeezed into [0, ½]² and easeOut into [½, 1]².
            let io = UnitCurve.circularEaseInOut.value(at: x)
            let half = x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot()) : 0.5 + 0.5 * (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()
            #expect(abs(io - half) <= 1e-12)
        }
    }

    @Test func velocityMatchesFiniteDifferencesOfTheReference() {
        let h = 1e-6
        for (curve, x1, y1, x2, y2) in Self.beziers.prefix(4) {
            for i in 1..<100 {
                let x = Double(i) / 100
                let fd = (referenceBezier(x + h, x1, y1, x2, y2) - referenceBezier(x - h, x1, y1, x2, y2)) / (2 * h)
                #expect(abs(curve.velocity(at: x) - fd) <= 1e-6 * max(1, abs(fd)))
            }
        }
        // easeIn leaves 0 with slope y1/x1 = 0; easeOut leaves with slope → ∞? No: (0,0) control gives
        // the second-derivative ratio (y2 − 2y1)/(x2 − 2x1) = 1/0.58.
        #expect(abs(UnitCurve.easeOut.velocity(at: 0) - 1 / 0.58) <= 1e-9)
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
    }

    @Test func inverseUndoesTheCurve() {
        for c in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
            for i in 0...200 {
                let x = Double(i) / 200
                #expect(abs(c.inverse.value(at: c.value(at: x)) - x) <= 1e-9, "\(c) at \(x)")
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.easeInOut.inverse.inverse == .easeInOut)
    }
}
