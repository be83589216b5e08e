import Foundation
import Testing
import Raster
@testable import Lottie

/// Gradients, repeaters, time remapping, luma mattes, blend modes, effects,
/// images and dashes, each against a value worked out by hand.
@Suite struct FeatureTests {
    private func close(_ a: [UInt8], _ b: [UInt8], within t: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= t }
    }

    @Test func linearGradientMidpoint() throws {
        // Black at x = 0 to white at x = 20: pixel 10's centre (10.5) is t = 0.525, 0.525 · 255 ≈ 134.
        let gf: [String: Any] = ["ty": "gf", "t": 1, "s": Fixture.value([0, 10]), "e": Fixture.value([20, 10]), "o": Fixture.value(100),
                                 "g": ["p": 2, "k": Fixture.value([0, 0, 0, 0, 1, 1, 1, 1])]]
        let p = try Fixture.render(Fixture.document(layers: [Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), gf])]))
        #expect(close(p.rgba(10, 10), [134, 134, 134, 255]))
        #expect(close(p.rgba(0, 3), [7, 7, 7, 255]))
    }

    @Test func gradientAlphaStopsFadeTheColours() throws {
        // Red everywhere, alpha 1 at 0 and 0 at 1: pixel 10 has alpha 1 − 0.525 ≈ 0.475 (121).
        let gf: [String: Any] = ["ty": "gf", "t": 1, "s": Fixture.value([0, 10]), "e": Fixture.value([20, 10]), "o": Fixture.value(100),
                                 "g": ["p": 2, "k": Fixture.value([0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0])]]
        let p = try Fixture.render(Fixture.document(layers: [Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), gf])]))
        #expect(close(p.rgba(10, 10), [121, 0, 0, 121]))
    }

    @Test func repeaterCopiesWithItsOffset() throws {
        // A 2×2 square at 0...2 repeated three times 5 px apart: 0...2, 5...7, 10...12.
        let rp: [String: Any] = ["ty": "rp", "c": Fixture.value(3), "o": Fixture.value(0), "m": 1,
                                 "tr": ["p": Fixture.value([5, 0]), "a": Fixture.value([0, 0]), "s": Fixture.value([100, 100]),
                                        "r": Fixture.value(0), "so": Fixture.value(100), "eo": Fixture.value(100)]]
        let p = try Fixture.render(Fixture.document(layers: [Fixture.shapeLayer([Fixture.rect(x: 1, y: 1, w: 2, h: 2), Fixture.fill(1, 1, 1), rp])]))
        for x in [0, 1, 5, 6, 10, 11] { #expect(p.rgba(x, 1) == [255, 255, 255, 255], "x \(x)") }
        for x in [2, 4, 7, 9, 12, 15] { #expect(p.rgba(x, 1)[3] == 0, "x \(x)") }
    }

    @Test func roundedCornersCutTheCorner() throws {
        // A 20×20 square with 8 px rounded corners leaves the corner pixel empty, the middle full.
        let p = try Fixture.render(Fixture.document(layers: [Fixture.shapeLayer([
            Fixture.rect(x: 10, y: 10, w: 20, h: 20), ["ty": "rd", "r": Fixture.value(8)], Fixture.fill(1, 1, 1)])]))
        #expect(p.rgba(0, 0)[3] == 0)
        #expect(p.rgba(10, 0) == [255, 255, 255, 255])
        #expect(p.rgba(0, 10) == [255, 255, 255, 255])
    }

    @Test func timeRemapChoosesThePrecompFrame() throws {
        // Inside: red until frame 10, blue from frame 10 (hold). tm = 0.5 s → frame 15: blue at frame 0.
        let kf: [[String: Any]] = [["t": 0, "s": [1, 0, 0, 1], "h": 1], ["t": 10, "s": [0, 0, 1, 1]]]
        let inner = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), ["ty": "fl", "c": ["a": 1, "k": kf], "o": Fixture.value(100)]])
        let pre: [String: Any] = ["ty": 0, "refId": "c", "ip": 0, "op": 30, "st": 0, "w": 20, "h": 20, "ks": [:], "tm": Fixture.value(0.5)]
        let doc = Fixture.document(layers: [pre], assets: [["id": "c", "layers": [inner]]])
        #expect(try Fixture.render(doc, frame: 0).rgba(10, 10) == [0, 0, 255, 255])
        // Without remapping, frame 0 shows red.
        var plain = pre
        plain.removeValue(forKey: "tm")
        #expect(try Fixture.render(Fixture.document(layers: [plain], assets: [["id": "c", "layers": [inner]]])).rgba(10, 10) == [255, 0, 0, 255])
    }

    @Test func lumaMatteUsesBrightness() throws {
        // A grey (0.5) matte: luminance 128 of 255 → the white layer shows at about half alpha.
        let matte = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), Fixture.fill(0.5, 0.5, 0.5)], extra: ["td": 1])
        let content = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), Fixture.fill(1, 1, 1)], extra: ["tt": 3])
        let p = try Fixture.render(Fixture.document(layers: [matte, content]))
        #expect(close(p.rgba(10, 10), [128, 128, 128, 128]))
    }

    @Test func multiplyBlendMode() throws {
        // Grey 0.5 multiplied over orange (1, 0.5, 0): (0.5, 0.25, 0).
        let top = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), Fixture.fill(0.5, 0.5, 0.5)], extra: ["bm": 1])
        let bottom = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 20, h: 20), Fixture.fill(1, 0.5, 0)])
        let p = try Fixture.render(Fixture.document(layers: [top, bottom]))
        #expect(close(p.rgba(10, 10), [128, 64, 0, 255]))
    }

    @Test func fillEffectRecoloursTheLayer() throws {
        let effect: [String: Any] = ["ty": 21, "ef": [
            ["ty": 10, "v": Fixture.value(0)], ["ty": 7, "v": Fixture.value(0)], ["ty": 2, "v": Fixture.value([0, 1, 0, 1])],
            ["ty": 7, "v": Fixture.value(0)], ["ty": 0, "v": Fixture.value(0)], ["ty": 0, "v": Fixture.value(0)], ["ty": 0, "v": Fixture.value(1)],
        ]]
        let layer = Fixture.shapeLayer([Fixture.rect(x: 10, y: 10, w: 10, h: 10), Fixture.fill(1, 0, 0)], extra: ["ef": [effect]])
        let p = try Fixture.render(Fixture.document(layers: [layer]))
        #expect(p.rgba(10, 10) == [0, 255, 0, 255])
        #expect(p.rgba(2, 2)[3] == 0)
    }

    @Test func embeddedImageDrawnAtItsAssetSize() throws {
        // A 2×2 red PNG in a data: URI, scaled ×5 by the layer: covers 0...10.
        let png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII="
        let image: [String: Any] = ["ty": 2, "refId": "img", "ip": 0, "op": 30, "st": 0, "ks": ["s": Fixture.value([500, 500])]]
        let doc = Fixture.document(layers: [image], assets: [["id": "img", "w": 2, "h": 2, "e": 1, "u": "", "p": png]])
        let p = try Fixture.render(doc)
        #expect(p.rgba(5, 5) == [255, 0, 0, 255])
        #expect(p.rgba(12, 12)[3] == 0)
    }

    @Test func dashedStroke() throws {
        // Dashes 4 on, 4 off along y = 10 from x = 0: pixels 0...3 ink, 4...7 none, 8...11 ink.
        let line: [String: Any] = ["ty": "sh", "ks": Fixture.value(["v": [[0, 10], [20, 10]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "c": false])]
        let stroke: [String: Any] = ["ty": "st", "c": Fixture.value([1, 1, 1, 1]), "o": Fixture.value(100), "w": Fixture.value(2), "lc": 1, "lj": 1,
                                     "d": [["n": "d", "v": Fixture.value(4)], ["n": "g", "v": Fixture.value(4)], ["n": "o", "v": Fixture.value(0)]]]
        let p = try Fixture.render(Fixture.document(layers: [Fixture.shapeLayer([line, stroke])]))
        #expect(p.rgba(1, 10) == [255, 255, 255, 255])
        #expect(p.rgba(5, 10)[3] == 0)
        #expect(p.rgba(9, 10) == [255, 255, 255, 255])
    }

    @Test func polystarPointsWhereComputed() throws {
        // A 4-sided polygon of radius 8 at (10, 10), unrotated: first point straight up at (10, 2).
        let star = PrimitiveShapes.star(StarModel(isStar: false, position: .constant([10, 10]), points: .constant([4]),
                                                  rotation: .constant([0]), outerRadius: .constant([8]), outerRoundness: .constant([0]),
                                                  innerRadius: nil, innerRoundness: nil, reversed: false), at: 0)
        #expect(star.vertices.count == 4)
        #expect(abs(star.vertices[0].x - 10) < 1e-9 && abs(star.vertices[0].y - 2) < 1e-9)
        #expect(abs(star.vertices[1].x - 18) < 1e-9 && abs(star.vertices[1].y - 10) < 1e-9)
    }

    @Test func spatialTangentsBendThePath() throws {
        // From (0, 0) to (10, 0) with to = (0, 10), ti = (0, 10): a symmetric arch whose midpoint
        // (by length and by parameter alike, by symmetry) is the cubic at ½: y = 3/4 · 10 = 7.5.
        let k = Keyframe<Vector>(time: 0, start: [0, 0], end: nil, hold: false, spatialOut: [0, 10], spatialIn: [0, 10])
        let mid = SpatialPath.value(from: k, to: [10, 0], 0.5)!
        #expect(abs(mid[0] - 5) < 1e-6)
        #expect(abs(mid[1] - 7.5) < 0.01)
    }
}
