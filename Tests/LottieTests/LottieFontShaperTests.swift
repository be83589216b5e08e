// A Lottie text layer in a font the file has no glyphs for, set by the text
// engine through LottieFontShaper. The positions come from DejaVu Sans's
// published metrics (2048 units a em): "I" is a stem from x 201 to 403, 1493
// high, advancing 604; at size 40 that is x 3.9…7.9, 29.2 high, advance 11.8.
import Foundation
import Testing
import Frames
@testable import Lottie

@Suite struct LottieFontShaperTests {
    private func document(justify: Int, x: Double) -> Data {
        let style: [String: Any] = ["t": "I", "f": "Sans", "s": 40, "j": justify, "tr": 0, "lh": 48, "fc": [1, 0, 0]]
        let layer: [String: Any] = ["ty": 5, "ip": 0, "op": 10, "st": 0, "ks": ["p": ["a": 0, "k": [x, 50]]],
                                    "t": ["d": ["k": [["t": 0, "s": style]]]]]
        let doc: [String: Any] = ["v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 60, "layers": [layer],
                                  "fonts": ["list": [["fName": "Sans", "fFamily": "DejaVu Sans", "fStyle": "Book", "ascent": 76]]]]
        return try! JSONSerialization.data(withJSONObject: doc)
    }

    private func render(_ data: Data) throws -> (alpha: (Int, Int) -> UInt8, diagnostics: [String]) {
        let scene = try LottieScene(data: data, textShaper: LottieFontShaper())
        let p = try scene.makeRenderer(for: scene.defaultSettings).render(frame: 0)
        return ({ p.pixel(x: $0, y: $1).a }, scene.diagnostics.map(\.message))
    }

    @Test func installedFontSetsTextWithoutGlyphs() throws {
        // Left-aligned at x = 10, baseline 50: the stem covers x 13.9…17.9, y 20.8…50.
        let left = try render(document(justify: 0, x: 10))
        #expect(left.alpha(15, 40) == 255)
        #expect(left.alpha(15, 30) == 255)
        #expect(left.alpha(15, 18) == 0 && left.alpha(15, 52) == 0)
        #expect(left.alpha(11, 40) == 0 && left.alpha(20, 40) == 0)
        #expect(left.diagnostics.isEmpty)
        // Centred at x = 50 the line (11.8 wide) starts at 44.1: stem 48.0…52.0.
        let centred = try render(document(justify: 2, x: 50))
        #expect(centred.alpha(50, 40) == 255)
        #expect(centred.alpha(46, 40) == 0 && centred.alpha(54, 40) == 0)
    }

    @Test func withoutAShaperTheTextIsReported() throws {
        let scene = try LottieScene(data: document(justify: 0, x: 10))
        #expect(scene.diagnostics.contains { $0.message.contains("no glyphs (chars) for DejaVu Sans") })
        #expect(try scene.makeRenderer(for: scene.defaultSettings).render(frame: 0).pixel(x: 15, y: 40).a == 0)
    }
}
