// Content transitions of Text: the old and the new text drawn together while
// the change's animation runs; checked against the two texts drawn alone.
import Foundation
import TestSupport
import Testing
@testable import SwiftUICore
import Raster
import Timeline

struct TextCounter: View {
    var value = 1
    var transition = ContentTransition.opacity
    // Tabular digits: "1" and "7" as wide, so the two texts share a frame
    // (the default face's figures are proportional).
    var body: some View { Text("\(value)").monospacedDigit().contentTransition(transition) }
}

@Suite struct ContentTransitionTests {
    func movie(_ transition: ContentTransition) throws -> ViewRenderer {
        try ViewAnimation(TextCounter(transition: transition), width: 40, height: 30)
            .at(1, animation: .linear(duration: 1)) { $0.value = 7 }
            .makeRenderer(frameRate: try FrameRate(4), duration: 3)
    }

    @Test func opacityCrossFadesTheTexts() throws {
        let frames = try movie(.opacity)
        let old = try frames.render(frame: 0), new = try frames.render(frame: 10), mid = try frames.render(frame: 6)
        var inked = 0
        for y in 0..<30 {
            for x in 0..<40 {
                // Half of each, composited source-over: a = a₁ + a₂ − a₁·a₂.
                let a1 = 0.5 * Double(old.pixel(x: x, y: y).a), a2 = 0.5 * Double(new.pixel(x: x, y: y).a)
                let expected = a1 + a2 - a1 * a2 / 255
                #expect(abs(Double(mid.pixel(x: x, y: y).a) - expected) <= 2, "pixel (\(x), \(y))")
                if a1 + a2 > 0 { inked += 1 }
            }
        }
        #expect(inked > 20)
    }

    @Test func identityAndUnanimatedChangesSwapAtOnce() throws {
        let frames = try movie(.identity)
        #expect(firstByteDifference(try frames.render(frame: 6).bytes, try frames.render(frame: 10).bytes) == nil)
    }
}

struct Score: View {
    var value = 125
    var body: some View { Text("\(value)").contentTransition(.numericText()) }
}

@Suite struct NumericTextTests {
    /// 125 → 129 over 1 s from t = 1; frame 6 (t = 1.5) is halfway.
    func movie() throws -> ViewRenderer {
        try ViewAnimation(Score(), width: 60, height: 40)
            .at(1, animation: .linear(duration: 1)) { $0.value = 129 }
            .makeRenderer(frameRate: try FrameRate(4), duration: 3)
    }

    @Test func onlyTheChangedDigitRolls() throws {
        let frames = try movie()
        let before = try frames.render(frame: 0), after = try frames.render(frame: 10), mid = try frames.render(frame: 6)
        let w = before.width, h = before.height
        func column(_ p: Pixmap, _ x: Int) -> [RGBA8] { (0..<h).map { p.pixel(x: x, y: $0) } }
        // The columns the two numbers draw differently hold the last digit;
        // the others hold "12" (or nothing), drawn alike in both.
        let changed = (0..<w).filter { column(before, $0) != column(after, $0) }
        let kept = (0..<w).filter { !changed.contains($0) }
        #expect(changed.count >= 4 && kept.contains { x in column(after, x).contains { $0.a > 0 } })
        // "12" stays where it is, unmoved and unfaded, while the 5 rolls.
        for x in kept { #expect(column(mid, x) == column(after, x), "column \(x) of the kept digits moved") }
        #expect(changed.contains { column(mid, $0) != column(after, $0) && column(mid, $0) != column(before, $0) })
        // Counting up, the old digit leaves upwards: ink above the digits' top.
        func top(_ p: Pixmap) -> Int? { (0..<h).first { y in changed.contains { p.pixel(x: $0, y: y).a > 0 } } }
        let restingTop = try #require(top(after)), rollingTop = try #require(top(mid))
        #expect(rollingTop < restingTop - 3)
    }
}
