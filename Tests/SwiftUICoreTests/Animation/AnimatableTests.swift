import Foundation
import Testing
import Geometry
@testable import SwiftUICore

/// The progress-ring pattern: a shape-like type exposing one property for animation.
private struct RingProgress: Animatable, Equatable {
    var progress: Double
    var lineWidth: Double   // not animatable: comes from the new state

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
}

/// Two properties at once, through AnimatablePair.
private struct WedgeAngles: Animatable, Equatable {
    var start: Angle
    var end: Angle
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start.radians, end.radians) }
        set { start = .radians(newValue.first); end = .radians(newValue.second) }
    }
}

private struct TextOnly: Animatable { var text: String }

@Suite struct AnimatableTests {
    @Test func customShapeIsInterpolatedThroughAnimatableData() {
        let from = RingProgress(progress: 0.2, lineWidth: 4), to = RingProgress(progress: 1.0, lineWidth: 8)
        let mid = Animation.linear(duration: 2).animatableValue(from: from, to: to, at: 0.5)
        #expect(abs(mid.progress - 0.4) < 1e-15 && mid.lineWidth == 8)
        #expect(abs(from.interpolated(to: to, amount: 0.5).progress - 0.6) < 1e-15)
        var v = AnimatedValue(from.animatableData)
        v.set(to.animatableData, animation: .easeInOut(duration: 1), at: 0)
        #expect(abs(v.value(at: 0.5) - 0.6) < 1e-14)
    }

    @Test func pairsInterpolateBothHalves() {
        let w = Animation.linear(duration: 1).animatableValue(
            from: WedgeAngles(start: .degrees(0), end: .degrees(90)), to: WedgeAngles(start: .degrees(90), end: .degrees(270)), at: 0.5)
        #expect(abs(w.start.degrees - 45) < 1e-12 && abs(w.end.degrees - 180) < 1e-12)
    }

    @Test func builtInConformances() {
        let a = Animation.linear(duration: 1)
        #expect(a.animatableValue(from: CGRect(x: 0, y: 0, width: 10, height: 20),
                                  to: CGRect(x: 10, y: 20, width: 30, height: 40), at: 0.5)
                == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(a.animatableValue(from: CGSize(width: 2, height: 4), to: CGSize(width: 4, height: 8), at: 0.25)
                == CGSize(width: 2.5, height: 5))
        #expect(a.animatableValue(from: Angle.degrees(0), to: .degrees(180), at: 0.5).radians == .pi / 2)
        #expect(a.animatableValue(from: Float(1), to: Float(3), at: 0.5) == 2)
        // A type with nothing to interpolate takes the new value at once.
        #expect(a.animatableValue(from: TextOnly(text: "a"), to: TextOnly(text: "b"), at: 0.1).text == "b")
    }

    @Test func vectorArithmetic() {
        var p = AnimatablePair(3.0, AnimatablePair(CGFloat(4), Float(12)))
        #expect(p.magnitudeSquared == 169)
        p.scale(by: 2)
        #expect(p == AnimatablePair(6.0, AnimatablePair(CGFloat(8), Float(24))))
        #expect(p - p == .zero && (p + p).first == 12)
        #expect(1.0.interpolated(towards: 3.0, amount: 0.25) == 1.5)
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
    }
}
