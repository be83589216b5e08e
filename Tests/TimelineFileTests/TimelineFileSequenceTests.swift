import Foundation
import Raster
import Testing
import Timeline
@testable import TimelineFile

/// Sequences run their layers on a clock of their own; staggered children
/// start one step after another, and the steps stay exact fractions.
@Suite struct TimelineFileSequenceTests {
    func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y).a) }

    /// A 10x10 black square moving from x = 10 to x = 90 (centre) over 1 s,
    /// inside a sequence starting at 0.5 s that lasts 1 s.
    let moving = """
        { size: [100, 20], fps: 10, duration: 3, layers: [
          { type: "sequence", start: 0.5, duration: 1, layers: [
            { type: "rect", size: [10, 10], fill: "black",
              position: { from: [10, 10], to: [90, 10], duration: 1, curve: "linear" } } ] } ] }
        """

    @Test func childrenRunOnTheSequencesClock() throws {
        // Before its start the sequence shows nothing.
        #expect(alpha(try TimelineTestSupport.render(moving, frame: 4), 10, 10) == 0)
        // Frame 5 (0.5 s) is the sequence's 0 s: the square is at x = 10 (pixels 5…14).
        let first = try TimelineTestSupport.render(moving, frame: 5)
        #expect(alpha(first, 5, 10) == 255 && alpha(first, 14, 10) == 255 && alpha(first, 15, 10) == 0)
        // Frame 10 (1 s) is 0.5 s into the sequence: halfway, x = 50 (pixels 45…54).
        let middle = try TimelineTestSupport.render(moving, frame: 10)
        #expect(alpha(middle, 45, 10) == 255 && alpha(middle, 54, 10) == 255)
        #expect(alpha(middle, 44, 10) == 0 && alpha(middle, 55, 10) == 0)
        // Its duration over (1.5 s), it is gone.
        #expect(alpha(try TimelineTestSupport.render(moving, frame: 15), 90, 10) == 0)
    }

    @Test func nestedSequencesAddTheirStarts() throws {
        let text = """
            { size: [100, 20], fps: 20, duration: 3, layers: [
              { type: "sequence", start: 0.5, layers: [
                { type: "sequence", start: 0.25, layers: [
                  { type: "rect", size: [10, 10], fill: "black",
                    position: { from: [10, 10], to: [90, 10], duration: 1, curve: "linear" } } ] } ] } ] }
            """
        // 0.75 s = frame 15 is the inner sequence's 0: x = 10. Frame 14 shows nothing.
        #expect(alpha(try TimelineTestSupport.render(text, frame: 14), 10, 10) == 0)
        let start = try TimelineTestSupport.render(text, frame: 15)
        #expect(alpha(start, 5, 10) == 255 && alpha(start, 15, 10) == 0)
        // 1.25 s = frame 25: 0.5 s in, x = 50.
        let middle = try TimelineTestSupport.render(text, frame: 25)
        #expect(alpha(middle, 45, 10) == 255 && alpha(middle, 44, 10) == 0)
    }

    /// Nine 10-pixel squares side by side, each shown from 0.2 s on its own
    /// clock, staggered by 0.1 s: at 0.9 s child k is 0.9 − 0.1·k into its
    /// clock, so children 0…7 show (child 7 exactly at 0.2 s) and child 8 not.
    /// In floating point 0.9 − 7 × 0.1 is 0.19999999999999996 and child 7
    /// would miss its frame.
    @Test func staggerStepsAreExact() throws {
        let squares = (0..<9).map { #"{ type: "rect", size: [10, 10], fill: "black", position: [\#($0 * 10 + 5), 5], start: 0.2 }"# }
        let text = """
            { size: [90, 10], fps: 30, duration: 2, layers: [
              { type: "sequence", stagger: 0.1, layers: [ \(squares.joined(separator: ", ")) ] } ] }
            """
        let frame = try TimelineTestSupport.render(text, frame: 27)
        for k in 0..<8 { #expect(alpha(frame, k * 10 + 5, 5) == 255, "child \(k)") }
        #expect(alpha(frame, 85, 5) == 0)
        let doc = try TimelineTestSupport.document(text)
        guard case .group(let children) = doc.layers[0].content else { Issue.record("not a group"); return }
        #expect(children.map(\.clockShift) == (0..<9).map { RationalTime($0, 10) })
    }

    @Test func staggerFollowsFileOrderNotZIndex() throws {
        let doc = try TimelineTestSupport.document("""
            { layers: [ { type: "sequence", stagger: "1/3", layers: [
              { type: "rect", name: "a", size: [1, 1], zIndex: 2 }, { type: "rect", name: "b", size: [1, 1] } ] } ] }
            """)
        guard case .group(let children) = doc.layers[0].content else { Issue.record("not a group"); return }
        #expect(children.map(\.name) == ["b", "a"])
        #expect(children.map(\.clockShift) == [RationalTime(1, 3), .zero])
    }

    @Test func sequenceMistakesAreExplained() throws {
        let end = TimelineTestSupport.problems(#"{ layers: [ { type: "sequence", start: 1, end: 2, layers: [] } ] }"#)
        #expect(end.contains { $0.message.contains("ends after its duration") && ($0.fix ?? "").contains("duration") })
        let decimals = TimelineTestSupport.problems(#"{ layers: [ { type: "sequence", stagger: 0.1234567, layers: [] } ] }"#)
        #expect(decimals.contains { $0.message.contains("more than 6 decimals") })
        let unit = TimelineTestSupport.problems(#"{ layers: [ { type: "sequence", start: "2s", layers: [] } ] }"#)
        #expect(unit.contains { ($0.fix ?? "").contains("drop the unit") && ($0.fix ?? "").contains(": 2") })
    }
}

/// `repeat` says how often and which way; `check` warns about what is
/// valid but rarely meant.
@Suite struct TimelineFileRepeatTests {
    func layer(_ properties: String) throws -> TimelineDocument {
        try TimelineTestSupport.document(#"{ fps: 10, duration: 4, layers: [{ type: "rect", size: [10, 10], \#(properties) }] }"#)
    }

    @Test func repeatObjectCountsPassesAndDirection() throws {
        // Two forward passes of 1 s, no reversal: at 1.5 s halfway again, after 2 s at the end.
        let forward = try layer(#"opacity: { from: 0, to: 1, duration: 1, repeat: { count: 2, autoreverses: false } }"#).layers[0]
        #expect(forward.opacity.value(at: 0.5) == 0.5)
        #expect(forward.opacity.value(at: 1.5) == 0.5)
        #expect(forward.opacity.value(at: 3) == 1)
        // Autoreversing (the default): the second pass runs back, at 1.25 s it is at 0.75.
        let back = try layer(#"opacity: { from: 0, to: 1, duration: 1, repeat: { count: 2 } }"#).layers[0]
        #expect(back.opacity.value(at: 1.25) == 0.75)
        #expect(back.opacity.value(at: 1.75) == 0.25)
    }

    @Test func foreverForwardsSpins() throws {
        let doc = try layer(#"rotation: { from: 0, to: 360, duration: 1, repeat: { count: "forever", autoreverses: false } }"#)
        // 2.25 s: a quarter into the third turn, forwards: 90°.
        #expect(abs(doc.layers[0].rotation.value(at: 2.25).degrees - 90) < 1e-9)
        #expect(doc.warnings.isEmpty)
    }

    @Test func swingingSpinnerIsWarnedAbout() throws {
        let doc = try layer(#"rotation: { from: 0, to: 360, duration: 1, repeat: true }"#)
        #expect(doc.warnings.count == 1)
        #expect(doc.warnings.first?.fix?.contains(#"autoreverses: false"#) == true)
        #expect(doc.warnings.first?.path == "layers[0].rotation")
        // A half turn that swings is a pendulum: meant.
        #expect(try layer(#"rotation: { from: -45, to: 45, duration: 1, repeat: true }"#).warnings.isEmpty)
    }

    @Test func lateAnimationIsWarnedAboutThroughSequences() throws {
        let late = try TimelineTestSupport.document("""
            { duration: 2, layers: [ { type: "sequence", start: 1.5, layers: [
              { type: "rect", size: [1, 1], opacity: { from: 0, to: 1, delay: 0.5 } } ] } ] }
            """)
        #expect(late.warnings.count == 1)
        #expect(late.warnings.first?.message.contains("starts at 2 s") == true)
        let onTime = try TimelineTestSupport.document(#"{ duration: 2, layers: [ { type: "rect", size: [1, 1], opacity: { from: 0, to: 1, delay: 1.9 } } ] }"#)
        #expect(onTime.warnings.isEmpty)
    }

    @Test func repeatMistakesSayWhatToWrite() throws {
        let forever = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: [1, 1], opacity: { from: 0, to: 1, repeat: "forever" } }] }"#)
        #expect(forever.count == 1)
        #expect(forever.first?.fix?.contains("repeat: true") == true)
        let count = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: [1, 1], opacity: { from: 0, to: 1, repeat: { count: "always" } } }] }"#)
        #expect(count.count == 1 && count.first?.fix?.contains(#"count: "forever""#) == true)
        let twice = TimelineTestSupport.problems(#"{ layers: [{ type: "rect", size: [1, 1], opacity: { from: 0, to: 1, autoreverses: false, repeat: { count: 2, autoreverses: true } } }] }"#)
        #expect(twice.contains { $0.message.contains("twice") })
    }
}
