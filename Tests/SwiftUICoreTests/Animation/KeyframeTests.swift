import Foundation
import Testing
import Geometry
@testable import SwiftUICore

struct Pose {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGPoint.zero
}

/// Cubic Hermite from p0 to p1 over duration d with end slopes m0, m1 (per second).
func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, d: Double, at tau: Double) -> Double {
    let u = tau / d
    return (2 * u * u * u - 3 * u * u + 1) * p0 + (u * u * u - 2 * u * u + u) * d * m0
        + (-2 * u * u * u + 3 * u * u) * p1 + (u * u * u - u * u) * d * m1
}

@Suite struct KeyframeTests {
    @Test func linearSegmentsFollowEachOther() {
        let t = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(20.0, duration: 1, timingCurve: .easeIn)
            MoveKeyframe(-5.0)
            LinearKeyframe(5.0, duration: 2)
        }
        #expect(t.duration == 4)
        #expect(t.value(time: -1) == 0 && t.value(time: 0.5) == 5)
        #expect(abs(t.value(time: 1.5) - (10 + 10 * referenceBezier(0.5, 0.42, 0, 1, 1))) < 1e-12)
        #expect(t.value(time: 2) == -5)       // the move takes no time
        #expect(t.value(time: 3) == 0)
        #expect(t.value(time: 99) == 5 && t.value(progress: 1) == 5)
    }

    @Test func tracksOverKeyPathsRunInParallel() {
        let t = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(Angle.degrees(90), duration: 2)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(CGPoint(x: 10, y: -10), duration: 1)
            }
        }
        #expect(t.duration == 2)
        let v = t.value(time: 0.25)
        #expect(v.scale == 1.5 && abs(v.angle.degrees - 11.25) < 1e-12 && v.offset == CGPoint(x: 2.5, y: -2.5))
        let end = t.value(time: 1.5)
        #expect(end.scale == 1 && abs(end.angle.degrees - 67.5) < 1e-12 && end.offset == CGPoint(x: 10, y: -10))
    }

    @Test func adjacentCubicKeyframesFormACatmullRomSpline() {
        let t = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(2.0, duration: 1)
            CubicKeyframe(6.0, duration: 1)
            CubicKeyframe(6.0, duration: 2)
        }
        // Tangents by hand: 0 at rest at the start; (6 − 0)/(1 + 1) = 3 at the
        // value 2; (6 − 2)/(1 + 2) = 4/3 at the first 6; 0 at rest at the end.
        for tau in stride(from: 0.0, to: 1.0, by: 0.1) {
            #expect(abs(t.value(time: tau) - hermite(0, 2, 0, 3, d: 1, at: tau)) < 1e-12)
            #expect(abs(t.value(time: 1 + tau) - hermite(2, 6, 3, 4.0 / 3, d: 1, at: tau)) < 1e-12)
            #expect(abs(t.value(time: 2 + 2 * tau) - hermite(6, 6, 4.0 / 3, 0, d: 2, at: 2 * tau)) < 1e-12)
        }
    }

    @Test func cubicNextToLinearSharesItsVelocity() {
        let t = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4.0, duration: 2)        // 2 per second
            CubicKeyframe(5.0, duration: 1)         // starts at 2/s, ends into the next linear one
            LinearKeyframe(8.0, duration: 1)        // 3 per second
            CubicKeyframe(0.0, duration: 1, startVelocity: -1, endVelocity: 1)
        }
        for tau in stride(from: 0.0, to: 1.0, by: 0.125) {
            #expect(abs(t.value(time: 2 + tau) - hermite(4, 5, 2, 3, d: 1, at: tau)) < 1e-12)
            #expect(abs(t.value(time: 4 + tau) - hermite(8, 0, -1, 1, d: 1, at: tau)) < 1e-12)
        }
    }

    @Test func springKeyframesCarryVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let t = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5)                       // ends moving at 2/s
            SpringKeyframe(3.0, duration: 0.4, spring: spring)       // starts at 2/s
            SpringKeyframe(0.0, spring: spring, startVelocity: 0.0)  // lasts the settling duration
        }
        #expect(abs(t.duration - (0.9 + spring.settlingDuration)) < 1e-12)
        let k = pow(2 * Double.pi / 0.5, 2), c = 2 * k.squareRoot() * 0.7
        let taus = [0.1, 0.2, 0.4]
        let ref = rk4Spring(mass: 1, stiffness: k, damping: c, target: 3, x0: 1, v0: 2, at: taus)
        for (i, tau) in taus.enumerated() {
            #expect(abs(t.value(time: 0.5 + tau) - ref[i].x) < 1e-6)
        }
        // The last segment starts where the spring was, at rest (startVelocity 0).
        let ref2 = rk4Spring(mass: 1, stiffness: k, damping: c, target: 0, x0: ref[2].x, v0: 0, at: [0.15])
        #expect(abs(t.value(time: 0.9 + 0.15) - ref2[0].x) < 1e-6)
    }

    @Test func aBareKeyframeListAnimatesTheWholeValueAndBuildersBranch() {
        let bounce = true
        let t = KeyframeTimeline(initialValue: CGPoint.zero) {
            LinearKeyframe(CGPoint(x: 4, y: 8), duration: 1)
            if bounce {
                LinearKeyframe(CGPoint(x: 0, y: 0), duration: 1)
            } else {
                MoveKeyframe(CGPoint(x: 9, y: 9))
            }
            for i in 1...2 {
                LinearKeyframe(CGPoint(x: Double(i), y: 0), duration: 0.5)
            }
        }
        #expect(t.duration == 3)
        #expect(t.value(time: 0.5) == CGPoint(x: 2, y: 4) && t.value(time: 1.5) == CGPoint(x: 2, y: 4))
        #expect(t.value(time: 2.25) == CGPoint(x: 0.5, y: 0) && t.value(time: 3) == CGPoint(x: 2, y: 0))
    }
}
