import Foundation
import Testing
import Raster
@testable import Lottie

/// Pixels of small hand-written documents, checked against positions and
/// colours worked out by hand.
@Suite struct ShapeRenderingTests {
    @Test func rectangleAtItsPositionInItsColour() throws {
        // A 10×10 red square centred at (10, 10) covers pixels 5...14 in x and y.
        let doc = Fixture.document(layers: [Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 10, h: 10), Fixture.fill(1, 0, 0)])])
        let p = try Fixture.render(doc)
        #expect(p.rgba(5, 5) == [255, 0, 0, 255])
        #expect(p.rgba(14, 14) == [255, 0, 0, 255])
        #expect(p.rgba(4, 10) == [0, 0, 0, 0])
        #expect(p.rgba(15, 10) == [0, 0, 0, 0])
        #expect(p.rgba(10, 4) == [0, 0, 0, 0])
    }

    @Test func layerTransformMovesScalesAndFadesTheLayer() throws {
        // Anchor (10, 10) to position (30, 10), scale 50 %: the square spans 27.5...32.5; opacity 50 %.
        let ks: [String: Any] = ["a": Fixture.value([10, 10]), "p": Fixture.value([30, 10]),
                                 "s": Fixture.value([50, 50]), "o": Fixture.value(50)]
        let doc = Fixture.document(w: 40, layers: [Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 10, h: 10), Fixture.fill(0, 0, 1)], ks: ks)])
        let p = try Fixture.render(doc)
        #expect(p.rgba(30, 10) == [0, 0, 128, 128])
        #expect(p.rgba(27, 10) == [0, 0, 64, 64])   // half covered, half opacity
        #expect(p.rgba(26, 10) == [0, 0, 0, 0])
        #expect(p.rgba(10, 10) == [0, 0, 0, 0])
    }

    @Test func keyframedPositionFollowsTheBezierEasing() throws {
        // x from 10 to 74 over frames 0...16, handles o (1/3, 0), i (2/3, 1):
        // the curve's x(s) = s, so progress p gives y(p) = 3p² − 2p³;
        // at frame 4, p = 1/4: 3/16 − 2/64 = 0.15625, x = 10 + 64 · 0.15625 = 20.
        let kf: [[String: Any]] = [
            ["t": 0, "s": [10, 10], "o": ["x": [1.0 / 3], "y": [0]], "i": ["x": [2.0 / 3], "y": [1]]],
            ["t": 16, "s": [74, 10]],
        ]
        let ks: [String: Any] = ["p": ["a": 1, "k": kf]]
        let doc = Fixture.document(w: 80, layers: [Fixture.shapeLayer([Fixture.rect(x: 0, y: 0, w: 4, h: 4), Fixture.fill(0, 1, 0)], ks: ks)])
        let p = try Fixture.render(doc, frame: 4)
        // The 4×4 square centred at (20, 10) covers x 18...21.
        #expect(p.rgba(18, 10) == [0, 255, 0, 255])
        #expect(p.rgba(21, 10) == [0, 255, 0, 255])
        #expect(p.rgba(17, 10)[3] == 0)
        #expect(p.rgba(22, 10)[3] == 0)
    }

    @Test func holdKeyframesJumpWithoutInterpolating() throws {
        let kf: [[String: Any]] = [["t": 0, "s": [1, 0, 0, 1], "h": 1], ["t": 10, "s": [0, 0, 1, 1]]]
        let shapes: [[String: Any]] = [Fixture.rect(x: 10, y: 10, w: 20, h: 20), ["ty": "fl", "c": ["a": 1, "k": kf], "o": Fixture.value(100)]]
        let doc = Fixture.document(layers: [Fixture.shapeLayer(shapes)])
        #expect(try Fixture.render(doc, frame: 9).rgba(10, 10) == [255, 0, 0, 255])
        #expect(try Fixture.render(doc, frame: 10).rgba(10, 10) == [0, 0, 255, 255])
    }

    /// A 4 px wide butt-capped stroke along y = 10 from x = 0 to x = 40, trimmed.
    private func trimmedLine(start: Double, end: Double, offset: Double = 0) throws -> Pixmap {
        let line: [String: Any] = ["ty": "sh", "ks": Fixture.value(["v": [[0, 10], [40, 10]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "c": false])]
        let stroke: [String: Any] = ["ty": "st", "c": Fixture.value([1, 1, 1, 1]), "o": Fixture.value(100), "w": Fixture.value(4), "lc": 1, "lj": 1]
        let trim: [String: Any] = ["ty": "tm", "s": Fixture.value(start), "e": Fixture.value(end), "o": Fixture.value(offset), "m": 1]
        return try Fixture.render(Fixture.document(w: 40, layers: [Fixture.shapeLayer([line, stroke, trim])]))
    }

    @Test func trimAtFiftyPercentKeepsTheFirstHalf() throws {
        let p = try trimmedLine(start: 0, end: 50)
        #expect(p.rgba(0, 10) == [255, 255, 255, 255])
        #expect(p.rgba(19, 10) == [255, 255, 255, 255])
        #expect(p.rgba(20, 10)[3] == 0)
    }

    @Test func trimOffsetShiftsTheKeptPart() throws {
        // 90° is a quarter of the length: 0...50 % becomes 25...75 %, x 10...30.
        let p = try trimmedLine(start: 0, end: 50, offset: 90)
        #expect(p.rgba(9, 10)[3] == 0)
        #expect(p.rgba(10, 10) == [255, 255, 255, 255])
        #expect(p.rgba(29, 10) == [255, 255, 255, 255])
        #expect(p.rgba(30, 10)[3] == 0)
    }

    @Test func groupTransformAndStyleOrder() throws {
        // Items listed first draw on top: the green fill (first) covers the red one.
        let group: [String: Any] = ["ty": "gr", "it": [
            Fixture.rect(x: 0, y: 0, w: 10, h: 10), Fixture.fill(0, 1, 0), Fixture.fill(1, 0, 0),
            ["ty": "tr", "p": Fixture.value([10, 10]), "a": Fixture.value([0, 0]), "s": Fixture.value([100, 100]),
             "r": Fixture.value(0), "o": Fixture.value(100)],
        ]]
        let p = try Fixture.render(Fixture.document(layers: [Fixture.shapeLayer([group])]))
        #expect(p.rgba(10, 10) == [0, 255, 0, 255])
        #expect(p.rgba(4, 10)[3] == 0)
    }

    @Test func subtractMaskCutsAHole() throws {
        // A 20×20 solid with a subtracted 10×10 square mask at 5...15.
        let mask: [String: Any] = ["mode": "s", "o": Fixture.value(100), "inv": false, "pt": Fixture.value(
            ["v": [[5, 5], [15, 5], [15, 15], [5, 15]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true])]
        let solid: [String: Any] = ["ty": 1, "ip": 0, "op": 30, "st": 0, "ks": [:], "sc": "#ff0000", "sw": 20, "sh": 20,
                                    "hasMask": true, "masksProperties": [mask]]
        let p = try Fixture.render(Fixture.document(layers: [solid]))
        #expect(p.rgba(2, 2) == [255, 0, 0, 255])
        #expect(p.rgba(10, 10) == [0, 0, 0, 0])
    }

    @Test func alphaMatteShowsTheLayerOnlyWhereTheMatteIs() throws {
        // Matte (td): the left half; matted layer (tt 1): the whole canvas in blue.
        let matte = Fixture.shapeLayer([Fixture.rect(x: 5, y: 10, w: 10, h: 20), Fixture.fill(1, 1, 1)], extra: ["td": 1])
        let content = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), Fixture.fill(0, 0, 1)], extra: ["tt": 1])
        let p = try Fixture.render(Fixture.document(layers: [matte, content]))
        #expect(p.rgba(2, 10) == [0, 0, 255, 255])
        #expect(p.rgba(15, 10) == [0, 0, 0, 0])
        // Inverted: the other half.
        let inverted = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), Fixture.fill(0, 0, 1)], extra: ["tt": 2])
        let q = try Fixture.render(Fixture.document(layers: [matte, inverted]))
        #expect(q.rgba(2, 10) == [0, 0, 0, 0])
        #expect(q.rgba(15, 10) == [0, 0, 255, 255])
    }

    @Test func precompIsClippedToItsSizeAndRunsOnItsOwnTime() throws {
        // The asset's square appears at frame 5 of the precomp; the layer starts it at st = 10.
        let inner = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 40, h: 40), Fixture.fill(1, 0, 0)])
        var late = inner
        late["ip"] = 5
        let asset: [String: Any] = ["id": "c", "layers": [late]]
        let pre: [String: Any] = ["ty": 0, "refId": "c", "ip": 0, "op": 100, "st": 10, "w": 10, "h": 10, "ks": [:]]
        let doc = Fixture.document(layers: [pre], assets: [asset])
        #expect(try Fixture.render(doc, frame: 14).rgba(5, 5)[3] == 0)
        let p = try Fixture.render(doc, frame: 15)
        #expect(p.rgba(5, 5) == [255, 0, 0, 255])
        #expect(p.rgba(12, 12)[3] == 0)   // outside the 10×10 precomp
    }

    @Test func parentingChainsTransforms() throws {
        // A null at position (10, 0) parents a layer at (5, 5): the square lands at (15, 5).
        let null: [String: Any] = ["ty": 3, "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": ["p": Fixture.value([10, 0])]]
        let child = Fixture.shapeLayer([Fixture.rect(x: 0, y: 0, w: 2, h: 2), Fixture.fill(1, 1, 1)],
                                       ks: ["p": Fixture.value([5, 5])], extra: ["parent": 1])
        let p = try Fixture.render(Fixture.document(layers: [null, child]))
        #expect(p.rgba(14, 4) == [255, 255, 255, 255])
        #expect(p.rgba(4, 4)[3] == 0)
    }
}
