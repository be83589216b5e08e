import SwiftUICore
import Foundation
import Geometry
import Testing
import Timeline
@testable import TimelineFile

/// Animated properties read from a file equal SwiftUICore's own evaluation of
/// the same animation, written in Swift here, at exact frame times.
@Suite struct TimelineFileAnimationTests {
    /// The first layer of a one-layer document with `properties` added.
    func layer(_ properties: String, fps: Int = 30) throws -> LayerSpec {
        let doc = try TimelineTestSupport.document("""
            { size: [100, 100], fps: \(fps), duration: 4, layers: [{ type: "rect", size: [10, 10], \(properties) }] }
            """)
        return doc.layers[0]
    }

    func times(_ fps: Int, frames: [Int]) throws -> [Double] {
        let rate = try FrameRate(fps)
        return frames.map { rate.time(ofFrame: $0) }
    }

    @Test func curveWithDelayMatchesTimeline() throws {
        let l = try layer(#"opacity: { from: 0.2, to: 1, curve: "easeIn", duration: 2, delay: 0.5 }"#)
        let reference = Animation.easeIn(duration: 2).delay(0.5)
        for t in try times(30, frames: [0, 10, 15, 16, 31, 45, 60, 75, 90]) {
            #expect(l.opacity.value(at: t) == reference.value(from: 0.2, to: 1.0, at: t))
        }
        // Independent anchors: nothing moves during the delay; done after it.
        #expect(l.opacity.value(at: 0.5) == 0.2)
        #expect(l.opacity.value(at: 2.5) == 1)
    }

    @Test func bezierCurveArrayMatchesTimingCurve() throws {
        let l = try layer(#"opacity: { from: 0, to: 1, curve: [0.2, 0.8, 0.3, 1], duration: 1.5 }"#)
        let reference = Animation.timingCurve(0.2, 0.8, 0.3, 1, duration: 1.5)
        for t in try times(60, frames: [0, 7, 30, 45, 89, 90]) {
            #expect(l.opacity.value(at: t) == reference.value(from: 0.0, to: 1.0, at: t))
        }
    }

    @Test func springPointMatchesTimeline() throws {
        let l = try layer(#"position: { from: [0, 0], to: [100, 50], spring: { duration: 0.8, bounce: 0.3 } }"#, fps: 60)
        let reference = Animation.spring(Spring(duration: 0.8, bounce: 0.3))
        for t in try times(60, frames: [0, 5, 20, 33, 48, 90, 200]) {
            let expected = reference.animatableValue(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50), at: t)
            #expect(l.position?.value(at: t) == expected)
        }
    }

    @Test func springPresetWithDurationMatchesTimeline() throws {
        let l = try layer(#"rotation: { from: -90, to: 0, spring: "bouncy", duration: 0.6 }"#)
        let reference = Animation.bouncy(duration: 0.6)
        for t in try times(30, frames: [0, 3, 9, 14, 30]) {
            #expect(l.rotation.value(at: t) == reference.animatableValue(from: Angle.degrees(-90), to: .zero, at: t))
        }
    }

    @Test func repeatSpeedAndDelayMatchTimelineAndHandValues() throws {
        let l = try layer(#"offset: { from: [0, 0], to: [10, 0], duration: 1, repeat: 3, autoreverses: true, speed: 2, delay: 0.25 }"#,
                          fps: 20)
        let reference = Animation.linear(duration: 1).repeatCount(3, autoreverses: true).speed(2).delay(0.25)
        for t in try times(20, frames: Array(0...40)) {
            #expect(l.offset.value(at: t) == reference.animatableValue(from: CGPoint.zero, to: CGPoint(x: 10, y: 0), at: t))
        }
        // By hand: at t = 0.5 the base has run (0.5 − 0.25) × 2 = 0.5 s → x = 5;
        // at t = 1.0 it is 1.5 s in, halfway back on the reversed pass → 5;
        // at t = 0.85, 1.2 s in, 0.2 s into the way back → 8.
        #expect(abs(l.offset.value(at: 0.5).x - 5) < 1e-12)
        #expect(abs(l.offset.value(at: 1.0).x - 5) < 1e-12)
        #expect(abs(l.offset.value(at: 0.85).x - 8) < 1e-9)
        #expect(l.offset.value(at: 3).x == 10)
    }

    @Test func colorAnimationInterpolatesLikeSwiftUI() throws {
        let l = try layer(##"fill: { from: "red", to: "#0000FF", curve: "easeInOut", duration: 1 }"##)
        guard case .color(let color)? = l.fill else { Issue.record("fill is not a color"); return }
        let reference = Animation.easeInOut(duration: 1)
        let from = Color.red.resolved, to = try Color(hex: "#0000FF").resolved
        for t in try times(30, frames: [0, 7, 15, 22, 30]) {
            #expect(color.value(at: t) == reference.animatableValue(from: from, to: to, at: t))
        }
    }

    @Test func keyframesMatchKeyframeTimeline() throws {
        let l = try layer("""
            opacity: { from: 0, delay: 0.5, keyframes: [
                { to: 0.8, duration: 1, curve: "easeOut" },
                { type: "move", to: 0.2 },
                { type: "cubic", to: 1, duration: 0.5 },
                { type: "spring", to: 0.6, spring: "snappy" },
            ] }
            """)
        let reference = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(0.8, duration: 1, timingCurve: .easeOut)
                MoveKeyframe(0.2)
                CubicKeyframe(1.0, duration: 0.5)
                SpringKeyframe(0.6, spring: .snappy)
            }
        }
        for t in try times(30, frames: [0, 10, 15, 20, 44, 45, 46, 55, 60, 70, 100, 119]) {
            #expect(l.opacity.value(at: t) == reference.value(time: t - 0.5))
        }
        // Independent anchors: before the delay the initial value; right
        // after the move the value jumped to 0.2.
        #expect(l.opacity.value(at: 0.25) == 0)
        #expect(l.opacity.value(at: 1.5 + 1e-9) > 0.19 && l.opacity.value(at: 1.5 + 1e-9) < 0.21)
    }

    @Test func repeatingKeyframesStartOver() throws {
        let l = try layer("scale: { from: 1, repeat: true, keyframes: [{ to: 2, duration: 1 }, { to: 1, duration: 1 }] }")
        // Linear keyframes: 1 → 2 over the first second, back over the second, again and again.
        #expect(abs(l.scale.value(at: 0.5).width - 1.5) < 1e-12)
        #expect(abs(l.scale.value(at: 2.5).width - 1.5) < 1e-12)
        #expect(abs(l.scale.value(at: 3.25).width - 1.75) < 1e-12)
        #expect(l.scale.value(at: 2).width == 1)
    }

    @Test func gradientStopsAndCountingTextAnimate() throws {
        let doc = try TimelineTestSupport.document("""
            { size: [100, 100], fps: 10, duration: 2, layers: [
                { type: "text", text: "{value}%", value: { from: 0, to: 82, duration: 2 }, decimals: 0 },
                { type: "rect", size: 10, fill: { type: "linear", stops: [
                    { color: "white", location: { from: 0, to: 0.5, duration: 1 } },
                    { color: "black", location: 1 } ] } } ] }
            """)
        guard case .text(let text) = doc.layers[0].content else { Issue.record("not text"); return }
        #expect(text.string(at: 0) == "0%")
        #expect(text.string(at: 1) == "41%")
        #expect(text.string(at: 2) == "82%")
        guard case .linear(let gradient, _, _)? = doc.layers[1].fill else { Issue.record("not linear"); return }
        #expect(gradient.stops[0].location?.value(at: 0.5) == 0.25)
    }
}
