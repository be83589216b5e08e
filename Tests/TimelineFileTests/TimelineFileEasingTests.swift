import Foundation
import Testing
@testable import TimelineFile

/// back, elastic, bounce and steps, against values worked out by hand from
/// the published formulas (easings.net, CSS steps()).
@Suite struct TimelineFileEasingTests {
    func opacity(_ curve: String, at t: Double) throws -> Double {
        let d = try TimelineTestSupport.document("""
            { layers: [ { type: "rect", size: 1, scale: { from: 0, to: 1, curve: "\(curve)", duration: 2 } } ] }
            """)
        return d.layers[0].scale.value(at: t).width
    }

    @Test func backOvershoots() throws {
        // easeOutBack(0.5) = 1 + 2.70158·(−0.125) + 1.70158·0.25 = 1.0876975
        #expect(abs(try opacity("easeOutBack", at: 1) - 1.0876975) < 1e-9)
        // easeInBack(0.5) = 2.70158·0.125 − 1.70158·0.25 = −0.0876975
        #expect(abs(try opacity("easeInBack", at: 1) + 0.0876975) < 1e-9)
        #expect(try opacity("easeOutBack", at: 2) == 1)
    }

    @Test func elasticRings() throws {
        // easeOutElastic(0.5) = 2^−5 · sin((5 − 0.75)·2π/3) + 1 = 1 + sin(8.5π/3)/32
        let expected = 1 + sin(4.25 * 2 * Double.pi / 3) / 32
        #expect(abs(try opacity("easeOutElastic", at: 1) - expected) < 1e-12)
    }

    @Test func bounceLands() throws {
        // easeOutBounce(0.5): 1/2.75 ≤ 0.5 < 2/2.75, 7.5625·(0.5 − 1.5/2.75)² + 0.75 = 0.765625
        #expect(abs(try opacity("easeOutBounce", at: 1) - 0.765625) < 1e-12)
        #expect(abs(try opacity("easeInBounce", at: 1) - (1 - 0.765625)) < 1e-12)
    }

    @Test func stepsJumpAtTheEndOfEachStep() throws {
        // 4 steps over 2 s: 0 until 0.5 s, 0.25 from 0.5 s, 0.75 at 1.9 s, 1 at 2 s.
        #expect(try opacity("steps(4)", at: 0.49) == 0)
        #expect(try opacity("steps(4)", at: 0.5) == 0.25)
        #expect(try opacity("steps(4)", at: 1.9) == 0.75)
        #expect(try opacity("steps(4)", at: 2) == 1)
    }

    @Test func easingsRepeatAndDelayLikeCurves() throws {
        let d = try TimelineTestSupport.document("""
            { layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, curve: "steps(2)", duration: 1, delay: 1,
                          repeat: { count: 2, autoreverses: false } } } ] }
            """)
        #expect(d.layers[0].opacity.value(at: 1.5) == 0.5)
        #expect(d.layers[0].opacity.value(at: 2.25) == 0)
    }

    @Test func easingsAreRefusedInKeyframesAndBadStepsExplained() throws {
        let keyframe = TimelineTestSupport.problems(
            #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, keyframes: [ { to: 1, duration: 1, curve: "easeOutBack" } ] } } ] }"#)
        #expect(keyframe.count == 1 && keyframe[0].message.contains("not in a keyframe"))
        let steps = TimelineTestSupport.problems(#"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, curve: "steps(0)" } } ] }"#)
        #expect(steps.count == 1 && steps[0].fix?.contains("steps(4)") == true)
    }
}
