import Testing
@testable import Timeline

/// The solver against points of the curve written out by hand: at s = ¼, ½
/// and ¾ the Bernstein weights 3(1−s)²s, 3(1−s)s², s³ are 27/64, 9/64, 1/64;
/// 3/8, 3/8, 1/8; and 9/64, 27/64, 27/64, so (x(s), y(s)) is known without
/// solving anything, and value(at: x(s)) must be y(s).
@Suite struct CubicBezierEasingTests {
    /// CSS's ease, ease-in, ease-out, and a curve that overshoots both ways.
    static let controls: [(Double, Double, Double, Double)] = [
        (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.68, -0.55, 0.265, 1.55),
    ]
    static let weights: [(Double, Double, Double)] = [(27.0 / 64, 9.0 / 64, 1.0 / 64), (3.0 / 8, 3.0 / 8, 1.0 / 8),
                                                      (9.0 / 64, 27.0 / 64, 27.0 / 64)]

    @Test func valuesAtHandComputedPointsOfTheCurve() {
        for (x1, y1, x2, y2) in Self.controls {
            let curve = CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2)
            for (w1, w2, w3) in Self.weights {
                let x = w1 * x1 + w2 * x2 + w3, y = w1 * y1 + w2 * y2 + w3
                #expect(abs(curve.value(at: x) - y) <= 1e-14, "(\(x1), \(y1), \(x2), \(y2)) at x = \(x)")
            }
        }
    }

    /// At s = ½ both derivatives are ¾(1 + c2 − c1), so the slope is
    /// (1 + y2 − y1) / (1 + x2 − x1).
    @Test func velocityAtTheMiddleOfTheCurve() {
        for (x1, y1, x2, y2) in Self.controls {
            let curve = CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2)
            let slope = (1 + y2 - y1) / (1 + x2 - x1)
            #expect(abs(curve.velocity(at: 3.0 / 8 * (x1 + x2) + 1.0 / 8) - slope) <= 1e-12)
        }
    }

    @Test func endsAreExactAndProgressIsClamped() {
        for (x1, y1, x2, y2) in Self.controls {
            let curve = CubicBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2)
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
            #expect(curve.value(at: -2) == 0 && curve.value(at: 5) == 1 && curve.value(at: .nan) == 0)
        }
    }

    /// Control points on the diagonal at thirds make x(s) = y(s) = s.
    @Test func thirdsOnTheDiagonalAreLinear() {
        let curve = CubicBezierEasing(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
        for i in 0...64 {
            let x = Double(i) / 64
            #expect(abs(curve.value(at: x) - x) <= 1e-15)
            #expect(abs(curve.velocity(at: x) - 1) <= 1e-12)
        }
    }

    @Test func controlXIsClampedAndInverseSwapsTheAxes() {
        let curve = CubicBezierEasing(x1: -0.5, y1: 0.2, x2: 1.5, y2: 0.7)
        #expect(curve.x1 == 0 && curve.x2 == 1 && curve.y1 == 0.2 && curve.y2 == 0.7)
        let inverse = CubicBezierEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1).inverse
        #expect(inverse == CubicBezierEasing(x1: 0, y1: 0.42, x2: 1, y2: 0.58))
        // Mirrored about y = x: the point (x(½), y(½)) becomes (y(½), x(½)).
        let x = 3.0 / 8 * (0.42 + 0.58) + 1.0 / 8, y = 3.0 / 8 * (0 + 1) + 1.0 / 8
        #expect(abs(inverse.value(at: y) - x) <= 1e-14)
    }
}
