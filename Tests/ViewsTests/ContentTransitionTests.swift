// Content transitions of Text: the old and the new text drawn together while
// the change's animation runs; checked against the two texts drawn alone.
import Foundation
import TestSupport
import Testing
@testable import Views
import Raster

struct TextCounter: View {
    var value = 1
    var transition = ContentTransition.opacity
    var body: some View { Text("\(value)").contentTransition(transition) }
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
