import Testing
import Timeline
@testable import TimelineFile

/// Keyframes at absolute times (`{ time, value, curve }`) and animations
/// anchored to a layer's start or end, at hand-computed instants.
@Suite struct TimelineFileKeyframeTimeTests {
    func document(_ layers: String, duration: Double = 3, fps: Int = 24) throws -> TimelineDocument {
        try TimelineTestSupport.document("{ duration: \(duration), fps: \(fps), layers: [ \(layers) ] }")
    }

    func opacity(_ property: String, at times: [Double], duration: Double = 3) throws -> [Double] {
        let doc = try document(#"{ type: "rect", size: 10, opacity: \#(property) }"#, duration: duration)
        return times.map { doc.layers[0].opacity.value(at: $0) }
    }

    func near(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func linearBetweenTimesHoldingTheEnds() throws {
        // Holds 0.2 until 0.5 s, reaches 1 at 1.5 s (halfway at 1 s), holds 1 after.
        let v = try opacity("{ keyframes: [{ time: 0.5, value: 0.2 }, { time: 1.5, value: 1 }] }", at: [0, 0.5, 1, 1.5, 2.9])
        #expect(near(v, [0.2, 0.2, 0.6, 1, 1]), "\(v)")
    }

    @Test func theIssuesPositionTrackLoads() throws {
        let doc = try document(#"{ type: "rect", size: 10, position: { keyframes: [{ time: 0, value: [-100, 300] }, { time: 1, value: [100, 300] }] } }"#)
        let p = doc.layers[0].position!.value(at: 0.5)
        #expect(abs(p.x) < 1e-9 && p.y == 300)
    }

    @Test func framesAtTheFilesRate() throws {
        // 12 frames at 24 fps is 0.5 s; "1:00.5"-style and "s" times read as seconds.
        let v = try opacity(#"{ keyframes: [{ time: "0f", value: 0 }, { time: "12f", value: 1 }] }"#, at: [0.25, 0.5])
        #expect(near(v, [0.5, 1]), "\(v)")
        let w = try opacity(#"{ keyframes: [{ time: "0.5s", value: 0 }, { time: "0:01.5", value: 1 }] }"#, at: [1])
        #expect(near(w, [0.5]), "\(w)")
    }

    @Test func timesFromTheEndOfTheTimelineALayerAndASequence() throws {
        // Timeline of 3 s: "end-1" is 2 s.
        let v = try opacity(#"{ keyframes: [{ time: "end-1", value: 1 }, { time: "end", value: 0 }] }"#, at: [1, 2, 2.5, 3])
        #expect(near(v, [1, 1, 0.5, 0]), "\(v)")
        // A layer ending at 2 s: "end-12f" is 1.5 s at 24 fps.
        let doc = try document(#"{ type: "rect", size: 10, end: 2, opacity: { keyframes: [{ time: "end-12f", value: 1 }, { time: "end", value: 0 }] } }"#)
        #expect(near([1.5, 1.75, 2].map { doc.layers[0].opacity.value(at: $0) }, [1, 0.5, 0]))
        // A sequence starting at 1 s lasting 1.5 s: its layers' "end" is 1.5 s on its clock.
        let seq = try document(#"{ type: "sequence", start: 1, duration: 1.5, layers: [{ type: "rect", size: 10, opacity: { keyframes: [{ time: "end-0.5", value: 1 }, { time: "end", value: 0 }] } }] }"#)
        guard case .group(let children) = seq.layers[0].content else { Issue.record("not a group"); return }
        #expect(near([1, 1.25, 1.5].map { children[0].opacity.value(at: $0) }, [1, 0.5, 0]))
        // The second child of a 0.25 s stagger runs 0.25 s behind: its end is 0.25 s earlier on its own clock.
        let staggered = try document(#"{ type: "sequence", stagger: 0.25, layers: [{ type: "rect", size: 1 }, { type: "rect", size: 1, opacity: { keyframes: [{ time: "end-1", value: 1 }, { time: "end", value: 0 }] } }] }"#)
        guard case .group(let pair) = staggered.layers[0].content else { Issue.record("not a group"); return }
        #expect(near([1.75, 2.25, 2.75].map { pair[1].opacity.value(at: $0) }, [1, 0.5, 0]))
    }

    @Test func theCurveLeavesItsKeyframe() throws {
        // easeIn on the first keyframe shapes the way from it: slow at first, under halfway at the middle.
        let first = try opacity(#"{ keyframes: [{ time: 0, value: 0, curve: "easeIn" }, { time: 1, value: 1 }] }"#, at: [0.5])
        #expect(first[0] < 0.45, "\(first)")
        // On the last keyframe it shapes nothing after it: the way to it stays linear.
        let last = try opacity(#"{ keyframes: [{ time: 0, value: 0 }, { time: 1, value: 1, curve: "easeIn" }] }"#, at: [0.5])
        #expect(near(last, [0.5]))
        // hold keeps the value until the next keyframe's time.
        let hold = try opacity(#"{ keyframes: [{ time: 0, value: 0, curve: "hold" }, { time: 1, value: 1 }] }"#, at: [0.99, 1])
        #expect(near(hold, [0, 1]), "\(hold)")
    }

    @Test func repeatLoopsFromTheFirstKeyframe() throws {
        let v = try opacity("{ repeat: true, keyframes: [{ time: 0, value: 0 }, { time: 1, value: 1 }] }", at: [0.25, 1.25, 2.5])
        #expect(near(v, [0.25, 0.25, 0.5]), "\(v)")
    }

    @Test func mixingTheTwoModelsIsOneMessageThatExplainsBoth() {
        let found = TimelineTestSupport.problems(#"""
            { layers: [{ type: "rect", size: 1, opacity: { from: 0, keyframes: [{ time: 0, value: 0 }, { to: 1, duration: 1 }] } }] }
            """#)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("{ time, value, curve }") == true)
        #expect(found.first?.message.contains("{ to, duration }") == true)
        #expect(found.first?.path == "layers[0].opacity.keyframes")
    }

    @Test func lottiesAndCSSsKeyframeWordsAreOneMessage() {
        let lottie = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, opacity: { keyframes: [{ t: 0, s: 0 }, { t: 30, s: 1 }] } }] }"#)
        #expect(lottie.count == 1 && lottie.first?.message.contains("s, t are another tool's words") == true, "\(lottie)")
        let css = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, opacity: { keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] } }] }"#)
        #expect(css.count == 1 && css.first?.fix?.contains("{ time: 0, value: 0 }") == true, "\(css)")
    }

    @Test func absoluteKeyframesTakeNoFromAndGoForward() {
        let from = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, opacity: { from: 0, keyframes: [{ time: 0, value: 0 }] } }] }"#)
        #expect(from.count == 1 && from.first?.path == "layers[0].opacity.from", "\(from)")
        let back = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, opacity: { keyframes: [{ time: 1, value: 0 }, { time: 0.5, value: 1 }] } }] }"#)
        #expect(back.count == 1 && back.first?.message.contains("before the one before it") == true, "\(back)")
        let bad = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, opacity: { keyframes: [{ time: "later", value: 0 }] } }] }"#)
        #expect(bad.count == 1 && bad.first?.fix?.contains("\"end-0.5\"") == true, "\(bad)")
    }

    @Test func anExitAnchoredToTheEnd() throws {
        // 0.5 s ending at the timeline's end (3 s): it starts at 2.5 s.
        let v = try opacity(#"{ from: 1, to: 0, duration: 0.5, anchor: "end" }"#, at: [2, 2.5, 2.75, 3])
        #expect(near(v, [1, 1, 0.5, 0]), "\(v)")
        // With a delay it ends that long before the end.
        let w = try opacity(#"{ from: 1, to: 0, duration: 0.5, delay: 1, anchor: "end" }"#, at: [1.5, 1.75, 2])
        #expect(near(w, [1, 0.5, 0]), "\(w)")
        // A keyframe track of segments, too: 1 s of segments ending at 3 s.
        let k = try opacity(#"{ from: 1, anchor: "end", keyframes: [{ to: 0.5, duration: 0.5 }, { to: 0, duration: 0.5 }] }"#, at: [2, 2.5, 3])
        #expect(near(k, [1, 0.5, 0]), "\(k)")
    }

    @Test func anEntranceAnchoredToTheLayersStart() throws {
        let doc = try document(#"{ type: "rect", size: 10, start: 1, opacity: { from: 0, to: 1, duration: 0.5, delay: 0.2, anchor: "start" } }"#)
        #expect(near([1.2, 1.45, 1.7].map { doc.layers[0].opacity.value(at: $0) }, [0, 0.5, 1]))
    }

    @Test func anchoringThatCannotWorkIsAnError() {
        let forever = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: 1, opacity: { from: 0, to: 1, repeat: true, anchor: "end" } }] }"#)
        #expect(forever.count == 1 && forever.first?.message.contains("repeats for ever") == true, "\(forever)")
        let long = TimelineTestSupport.problems(#"{ duration: 1, layers: [{ type: "rect", size: 1, opacity: { from: 0, to: 1, duration: 2, anchor: "end" } }] }"#)
        #expect(long.count == 1 && long.first?.message.contains("does not fit") == true, "\(long)")
    }
}
