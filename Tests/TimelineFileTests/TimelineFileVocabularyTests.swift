import Spelling
import Testing
@testable import TimelineFile

/// Words of CSS, After Effects / Lottie and Remotion get our word back.
@Suite struct TimelineFileVocabularyTests {
    func fix(_ layer: String) throws -> String {
        let found = TimelineTestSupport.problems("{ layers: [ \(layer) ] }")
        try #require(found.count == 1, "\(found)")
        return found[0].fix ?? ""
    }

    /// The words issue 36 lists, each with the answer it should get.
    static let otherToolsWords: [(String, String)] = [
        (#"{ type: "rect", size: 10, color: "red" }"#, #"did you mean "fill"?"#),
        (#"{ type: "rect", size: 10, opacity: { from: 0, to: 1, easing: "easeOut" } }"#, #"did you mean "curve"?"#),
        (#"{ type: "rect", size: 10, easing: "easeOut" }"#, #""easing" is "curve" here, and belongs in an animation"#),
        (#"{ type: "rect", size: 10, glow: 8 }"#, #"did you mean "shadow"? (a glow is a shadow"#),
        (#"{ type: "rect", size: 10, shadow: { blur: 8 } }"#, #"did you mean "radius"?"#),
        (#"{ type: "rect", size: 10, blendMode: "add" }"#, #"did you mean "plusLighter"?"#),
        (#"{ type: "rect", size: 10, opacity: { from: 0, to: 1, curve: "easeOutCubic" } }"#, "write curve: [0.33, 1, 0.68, 1]"),
        (#"{ type: "text", text: "x", fontWeight: "bold" }"#, #"did you mean "weight"?"#),
        (#"{ type: "rect", size: 10, blendMode: "color-dodge" }"#, #"did you mean "colorDodge"?"#),
        (#"{ type: "text", text: "x", letterSpacing: 2 }"#, #"did you mean "tracking"?"#),
        (#"{ type: "rectangle", size: 10 }"#, #"did you mean "rect"?"#),
        (#"{ type: "rect", size: 10, fill: "transparent" }"#, #"did you mean "clear"?"#),
        (#"{ type: "rect", size: 10, opacity: { from: 0, to: 1, curve: "ease-in-out" } }"#, #"did you mean "easeInOut"?"#),
        (#"{ type: "rect", size: 10, stroke: { paint: "red", strokeWidth: 2 } }"#, #"did you mean "lineWidth"?"#),
        (#"{ type: "rect", size: 10, inPoint: 1 }"#, #"did you mean "start"?"#),
    ]

    @Test(arguments: otherToolsWords)
    func anotherToolsWordGetsOurs(_ layer: String, _ expected: String) throws {
        let answer = try fix(layer)
        #expect(answer.contains(expected), "\(answer)")
    }

    @Test func numericWeightsAndAbsoluteKeyframesAreNoLongerMistakes() {
        #expect(TimelineTestSupport.problems(#"{ layers: [{ type: "text", text: "x", weight: 700 }] }"#).isEmpty)
        #expect(TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, position: { keyframes: [{ time: 0, value: [-100, 300] }, { time: 1, value: [0, 300] }] } }] }"#).isEmpty)
        #expect(TimelineTestSupport.problems(#"{ layers: [{ type: "rect", name: "box", size: { follow: "title.size", padding: 8 } }, { type: "text", name: "title", text: "Hi" }] }"#).isEmpty)
    }

    @Test func theRuleLivesInSpelling() {
        // A synonym wins over edit distance, and only when its meaning is allowed there.
        #expect(NearestName.nearest(to: "colour", among: ["fill", "color"], synonyms: ["colour": ["fill"]]) == "fill")
        #expect(NearestName.nearest(to: "colour", among: ["stroke"], synonyms: ["colour": ["fill"]]) == nil)
        // Case, dashes, underscores and spaces do not count.
        #expect(NearestName.nearest(to: "SEMI_BOLD", among: ["bold", "semibold"]) == "semibold")
        #expect(NearestName.folded("ease-in Out") == "easeinout")
    }
}
