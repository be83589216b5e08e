import Foundation
import Testing
import Raster
@testable import Lottie

/// Text layers set with the document's glyphs (`chars`): a hand-made font
/// whose "A" is a 50×70 box on the baseline (in its 100-unit design) with an
/// advance of 60, and a space of advance 30. At size 20 the box is 10×14 and
/// the advances are 12 and 6; every position below is worked out from that.
@Suite struct TextLayerTests {
    static var square: [String: Any] { [
        "v": [[0, -70], [50, -70], [50, 0], [0, 0]], "i": Array(repeating: [0, 0], count: 4),
        "o": Array(repeating: [0, 0], count: 4), "c": true] }
    static var glyphs: [[String: Any]] { [
        ["ch": "A", "size": 100, "style": "Regular", "w": 60, "fFamily": "Test",
         "data": ["shapes": [["ty": "gr", "it": [["ty": "sh", "ks": Fixture.value(square)]]]]]],
        ["ch": " ", "size": 100, "style": "Regular", "w": 30, "fFamily": "Test", "data": [:] as [String: Any]],
    ] }

    static func document(_ text: String, at position: [Double] = [10, 30], extra: [String: Any] = [:],
                         keyframes: [[String: Any]]? = nil, w: Int = 100, h: Int = 60) -> [String: Any] {
        var style: [String: Any] = ["t": text, "f": "Test-Regular", "s": 20, "j": 0, "tr": 0, "lh": 24, "ls": 0, "fc": [1, 0, 0]]
        for (k, v) in extra { style[k] = v }
        let layer: [String: Any] = ["ty": 5, "ip": 0, "op": 1000, "st": 0, "ks": ["p": Fixture.value(position)],
                                    "t": ["d": ["k": keyframes ?? [["t": 0, "s": style]]], "a": [] as [Any]]]
        var doc = Fixture.document(w: w, h: h, layers: [layer])
        doc["fonts"] = ["list": [["fName": "Test-Regular", "fFamily": "Test", "fStyle": "Regular", "ascent": 75]]]
        doc["chars"] = glyphs
        return doc
    }

    private let red: [UInt8] = [255, 0, 0, 255]

    @Test func glyphsAdvanceByTheirWidthOnTheBaseline() throws {
        // "A A" at (10, 30): boxes x 10…20 and 28…38 (12 + 6 later), y 16…30.
        let p = try Fixture.render(Self.document("A A"))
        #expect(p.rgba(15, 25) == red)
        #expect(p.rgba(33, 25) == red)
        #expect(p.rgba(24, 25)[3] == 0)
        #expect(p.rgba(15, 14)[3] == 0)
        #expect(p.rgba(15, 31)[3] == 0)
        #expect(p.rgba(40, 25)[3] == 0)
    }

    @Test func centredAndRightJustifiedLinesEndAroundTheOrigin() throws {
        // The line is 30 wide. Centred at x = 50: boxes 35…45 and 53…63.
        let c = try Fixture.render(Self.document("A A", at: [50, 30], extra: ["j": 2]))
        #expect(c.rgba(40, 25) == red && c.rgba(58, 25) == red)
        #expect(c.rgba(33, 25)[3] == 0 && c.rgba(49, 25)[3] == 0 && c.rgba(65, 25)[3] == 0)
        // Right-justified at x = 50: boxes 20…30 and 38…48.
        let r = try Fixture.render(Self.document("A A", at: [50, 30], extra: ["j": 1]))
        #expect(r.rgba(25, 25) == red && r.rgba(43, 25) == red)
        #expect(r.rgba(18, 25)[3] == 0 && r.rgba(50, 25)[3] == 0)
    }

    @Test func linesBreakAtCarriageReturnsLineHeightApart() throws {
        // Baselines at 20 and 20 + 24: boxes y 6…20 and 30…44.
        let p = try Fixture.render(Self.document("A\rA", at: [10, 20]))
        #expect(p.rgba(15, 10) == red)
        #expect(p.rgba(15, 25)[3] == 0)
        #expect(p.rgba(15, 40) == red)
    }

    @Test func trackingAddsThousandthsOfTheSize() throws {
        // tr 500 at size 20 adds 10: the second box starts at 10 + 12 + 10 = 32.
        let p = try Fixture.render(Self.document("AA", extra: ["tr": 500]))
        #expect(p.rgba(25, 25)[3] == 0)
        #expect(p.rgba(35, 25) == red)
    }

    @Test func paragraphBoxWrapsAtSpacesBelowTheAscent() throws {
        // Box 40 wide at (0, 0): "A A" (30) fits, " A" would make 48, so the
        // third A starts line 2. First baseline at 75 % of 20 = 15, the next at 39.
        let p = try Fixture.render(Self.document("A A A", at: [0, 0], extra: ["sz": [40, 100], "ps": [0, 0]]))
        #expect(p.rgba(5, 10) == red && p.rgba(23, 10) == red)
        #expect(p.rgba(40, 10)[3] == 0)
        #expect(p.rgba(5, 30) == red)
        #expect(p.rgba(5, 20)[3] == 0)
    }

    @Test func documentKeyframesHoldUntilTheNext() throws {
        let keyframes: [[String: Any]] = [
            ["t": 0, "s": ["t": "A", "f": "Test-Regular", "s": 20, "fc": [1, 0, 0], "lh": 24]],
            ["t": 10, "s": ["t": "AA", "f": "Test-Regular", "s": 20, "fc": [1, 0, 0], "lh": 24]],
        ]
        let doc = Self.document("", keyframes: keyframes)
        #expect(try Fixture.render(doc, frame: 9).rgba(25, 25)[3] == 0)
        #expect(try Fixture.render(doc, frame: 10).rgba(25, 25) == red)
    }

    @Test func strokeOverFillDecidesTheEdgeColour() throws {
        // A 2-wide blue stroke on the box's left edge x = 10 covers 9…11.
        let over = try Fixture.render(Self.document("A", extra: ["sc": [0, 0, 1], "sw": 2, "of": true]))
        #expect(over.rgba(9, 25) == [0, 0, 255, 255])
        #expect(over.rgba(10, 25) == [0, 0, 255, 255])
        #expect(over.rgba(15, 25) == red)
        let under = try Fixture.render(Self.document("A", extra: ["sc": [0, 0, 1], "sw": 2, "of": false]))
        #expect(under.rgba(9, 25) == [0, 0, 255, 255])
        #expect(under.rgba(10, 25) == red)
    }

    @Test func missingGlyphsAreReportedAndAnEmptyAnimatorChangesNothing() throws {
        var doc = Self.document("AB")
        var layer = (doc["layers"] as! [[String: Any]])[0]
        var t = layer["t"] as! [String: Any]
        t["a"] = [["s": [:] as [String: Any], "a": [:] as [String: Any]]]
        layer["t"] = t
        doc["layers"] = [layer]
        let scene = try Fixture.scene(doc)
        let messages = scene.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("no glyph for \"B\"") && $0.contains("layers[0].t.d.k[0]") })
        // An animator with no properties (TextAnimatorTests has the rest) leaves the A as it is.
        #expect(try scene.makeRenderer(for: scene.defaultSettings).render(frame: 0).rgba(15, 25) == red)
    }
}
