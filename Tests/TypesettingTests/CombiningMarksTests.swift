import Testing
@testable import Typesetting

/// Issue 35, fault 10: a letter carrying thousands of combining marks is
/// shaped in linear time (199,990 marks on one letter took 89 s, HarfBuzz
/// walking back over every earlier mark for each one), every mark kept.
@Suite struct CombiningMarksTests {
    /// A hang guard, not a speed measure.
    @Test(.timeLimit(.minutes(1))) func twentyThousandMarksOnOneLetterAreShapedAtOnce() throws {
        let text = "a" + String(repeating: "\u{301}", count: 20_000) + "b"
        let layout = try Typesetter.layout([TypeRun(text, TypeStyle(size: 20))])
        // One glyph per scalar in DejaVu Sans, but the first mark, composed
        // with its letter (á); in the text's order.
        #expect(layout.glyphs.count == 20_001)
        let inOrder = zip(layout.glyphs, layout.glyphs.dropFirst()).allSatisfy { $0.cluster <= $1.cluster }
        #expect(inOrder)
        #expect(layout.glyphs.last?.cluster == 20_001)
    }

    /// Marks past the piece size are drawn over the letter too (they do not
    /// advance the pen), so the next letter sits where it sits after a few.
    @Test func marksBeyondThePieceSizeKeepTheLine() throws {
        let few = try Typesetter.layout([TypeRun("a\u{301}\u{301}b", TypeStyle(size: 20))])
        let marks = String(repeating: "\u{301}", count: LayoutEngine.marksShapedTogether + 3)
        let many = try Typesetter.layout([TypeRun("a" + marks + "b", TypeStyle(size: 20))])
        // HarfBuzz composes the letter and its first mark (á): one glyph fewer than scalars.
        #expect(few.glyphs.count == 3)
        #expect(many.glyphs.count == LayoutEngine.marksShapedTogether + 4)
        #expect(abs(many.glyphs.last!.x - few.glyphs.last!.x) < 1e-6, "\(many.glyphs.last!.x) vs \(few.glyphs.last!.x)")
        #expect(few.glyphs.last!.x > 5)
    }
}
