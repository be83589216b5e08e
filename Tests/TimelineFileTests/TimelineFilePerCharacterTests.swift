import Foundation
import Raster
import Testing
@testable import TimelineFile

/// `perCharacter`: each character on its own clock, `stagger` apart.
@Suite struct TimelineFilePerCharacterTests {
    /// "IIII" in 40-point DejaVu Sans, left-aligned from x = 0; each I fades
    /// in over 0.1 s, one second after the one before.
    let text = """
        { size: [200, 60], fps: 10, duration: 5, layers: [
          { type: "text", text: "IIII", fontSize: 40, fill: "black", anchor: "leading", position: [0, 30],
            perCharacter: { stagger: 1, opacity: { from: 0, to: 1, duration: 0.1 } } } ] }
        """

    /// Columns (x) where the frame has any ink.
    func inkedColumns(_ p: Pixmap) -> [Int] {
        (0..<p.width).filter { x in (0..<p.height).contains { p.pixel(x: x, y: $0).a > 0 } }
    }

    /// Runs of inked columns: one per visible I.
    func strokes(_ p: Pixmap) -> Int {
        let columns = inkedColumns(p)
        return columns.enumerated().filter { $0.offset == 0 || columns[$0.offset - 1] != $0.element - 1 }.count
    }

    @Test func charactersAppearOneAfterAnother() throws {
        #expect(strokes(try TimelineTestSupport.render(text, frame: 0)) == 0)
        #expect(strokes(try TimelineTestSupport.render(text, frame: 5)) == 1)
        #expect(strokes(try TimelineTestSupport.render(text, frame: 15)) == 2)
        let all = try TimelineTestSupport.render(text, frame: 35)
        #expect(strokes(all) == 4)
        // Once every character is in, the text is the plain text's pixels.
        let plain = try TimelineTestSupport.render("""
            { size: [200, 60], fps: 10, duration: 5, layers: [
              { type: "text", text: "IIII", fontSize: 40, fill: "black", anchor: "leading", position: [0, 30] } ] }
            """, frame: 35)
        #expect(inkedColumns(all) == inkedColumns(plain))
    }
}
