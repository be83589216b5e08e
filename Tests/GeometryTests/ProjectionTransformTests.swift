// ProjectiveTransform, CATransform3D and paths mapped through projections,
// against points worked out by hand.
import Foundation
import Testing
@testable import Geometry

@Suite struct ProjectionTransformTests {
    /// w = 1 + x/100: the square (0,0)-(100,100) becomes the trapezoid
    /// (0,0), (50,0), (50,50), (0,100) — x / w and y / w at each corner.
    let keystone = ProjectiveTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    func near(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps }

    @Test func affineInitUsesCoreGraphicsLayout() {
        let m = ProjectiveTransform(CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
        #expect([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33] == [2, 3, 0, 4, 5, 0, 6, 7, 1])
        #expect(m.isAffine && !m.isIdentity)
        #expect(ProjectiveTransform().isIdentity)
        // (1, 1) -> (2 + 4 + 6, 3 + 5 + 7).
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 12, y: 15))
        #expect(!keystone.isAffine)
    }

    @Test func keystoneCornersDivideByW() {
        #expect(near(CGPoint(x: 100, y: 0).applying(keystone), CGPoint(x: 50, y: 0)))
        #expect(near(CGPoint(x: 100, y: 100).applying(keystone), CGPoint(x: 50, y: 50)))
        #expect(near(CGPoint(x: 0, y: 100).applying(keystone), CGPoint(x: 0, y: 100)))
    }

    @Test func concatenationAppliesTheLeftOperandFirst() {
        let t = ProjectiveTransform(CGAffineTransform(translationX: 10, y: 0))
        let s = ProjectiveTransform(CGAffineTransform(scaleX: 2, y: 2))
        // Translate then scale: (1, 1) -> (11, 1) -> (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(t.concatenating(s)) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(s.concatenating(t)) == CGPoint(x: 12, y: 2))
        // Keystone then translate: (100, 100) -> (50, 50) -> (60, 50).
        #expect(near(CGPoint(x: 100, y: 100).applying(keystone.concatenating(t)), CGPoint(x: 60, y: 50)))
    }

    @Test func inverseUndoesTheProjection() {
        let inv = keystone.inverted()
        #expect(near(CGPoint(x: 50, y: 50).applying(inv), CGPoint(x: 100, y: 100)))
        #expect(near(CGPoint(x: 50, y: 0).applying(inv), CGPoint(x: 100, y: 0)))
        var m = keystone
        let inverted = m.invert()
        #expect(inverted)
        #expect(m == inv)
        var singular = ProjectiveTransform(CGAffineTransform(scaleX: 0, y: 1))
        let invertedSingular = singular.invert()
        #expect(!invertedSingular)
        #expect(singular == ProjectiveTransform(CGAffineTransform(scaleX: 0, y: 1)))
        #expect(singular.inverted() == singular)
    }

    @Test func squareMapsToTheTrapezoid() {
        let p = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).applying(keystone)
        var points: [CGPoint] = []
        p.forEach { e in
            switch e {
            case .move(let q), .line(let q): points.append(q)
            default: break
            }
        }
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 100)]
        for e in expected { #expect(points.contains { near($0, e) }, "corner \(e)") }
        #expect(points.allSatisfy { q in expected.contains { near($0, q) } })
    }

    @Test func projectedCurvesStayWithinTheTolerance() {
        // A circle of radius 40 around (50, 50), through the keystone. The
        // true projected curve: the circle's points, each divided by its w.
        let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
        let projected = circle.applying(keystone, tolerance: 0.25)
        var poly: [CGPoint] = []
        projected.forEach { e in
            switch e {
            case .move(let q), .line(let q): poly.append(q)
            case .closeSubpath: break
            default: Issue.record("only lines expected, got \(e)")
            }
        }
        #expect(poly.count > 8)
        func distanceToPolyline(_ p: CGPoint) -> CGFloat {
            var best = CGFloat.infinity
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let dx = b.x - a.x, dy = b.y - a.y
                let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / max(dx * dx + dy * dy, 1e-12)))
                best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
            }
            return best
        }
        var worst: CGFloat = 0
        for k in 0..<720 {
            let a = CGFloat(k) / 720 * 2 * .pi
            let x = 50 + 40 * cos(a), y = 50 + 40 * sin(a), w = 1 + x / 100
            worst = max(worst, distanceToPolyline(CGPoint(x: x / w, y: y / w)))
        }
        // Bézier circles deviate from true circles by ~0.03% of the radius.
        #expect(worst <= 0.25 + 40 * 0.0003)
    }

    @Test func partsBehindTheEyePlaneAreClippedNotInfinite() {
        // w = 1 − x/100: x ≥ 100 is at or behind the eye.
        let m = ProjectiveTransform(m11: 1, m12: 0, m13: -0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let p = Path(CGRect(x: 0, y: 0, width: 200, height: 10)).applying(m)
        var xs: [CGFloat] = []
        p.forEach { e in if case .line(let q) = e { xs.append(q.x) }; if case .move(let q) = e { xs.append(q.x) } }
        #expect(!xs.isEmpty)
        #expect(xs.allSatisfy { $0.isFinite && $0 >= 0 })
        // The cut lies where w = minimumW: x = 100·(1 − ε), divided by ε.
        let e = ProjectiveTransform.minimumW
        #expect(xs.contains { abs($0 - 100 * (1 - e) / e) < 1e-6 * 100 / e })
        // Wholly behind the eye: nothing.
        #expect(Path(CGRect(x: 150, y: 0, width: 10, height: 10)).applying(m).isEmpty)
        // An open line crossing the plane keeps only its front part.
        var line = Path(); line.move(to: CGPoint(x: 50, y: 0)); line.addLine(to: CGPoint(x: 150, y: 0))
        let cut = line.applying(m)
        #expect(!cut.isEmpty && !cut.boundingRect.isNull && cut.boundingRect.minX == 100)
    }

    @Test func caTransformHelpersFollowCoreAnimationOrder() {
        // About z, a rotation is CGAffineTransform's (+x turns towards +y).
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(r.m11) < 1e-12 && abs(r.m12 - 1) < 1e-12 && abs(r.m21 + 1) < 1e-12)
        // About +y, right-handed: +x goes to −z.
        let ry = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(abs(ry.m11) < 1e-12 && abs(ry.m13 + 1) < 1e-12 && abs(ry.m31 - 1) < 1e-12)
        // Concat(a, b) applies a first: translate by 1, then scale by 2 puts the origin at 2.
        let ts = CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(2, 2, 2))
        #expect(ts.m41 == 2)
        // CATransform3DTranslate(t, …) translates first, then t.
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0).m41 == 2)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func projectionFromCATransformKeepsRowsAndColumnsOneTwoFour() {
        var t = CATransform3DMakeTranslation(5, 6, 7)
        t.m34 = -0.01
        t.m14 = 0.5
        let m = ProjectiveTransform(t)
        #expect([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33] == [1, 0, 0.5, 0, 1, 0, 5, 6, 1])
        // The docs' example: a −30° rotation about z is the affine rotation.
        let z = ProjectiveTransform(CATransform3DMakeRotation(-30 * (.pi / 180), 0, 0, 1))
        #expect(z.isAffine)
        let a = CGAffineTransform(rotationAngle: -30 * (.pi / 180))
        #expect(abs(z.m11 - a.a) < 1e-12 && abs(z.m12 - a.b) < 1e-12 && abs(z.m21 - a.c) < 1e-12)
    }
}
