import Foundation
import Testing
import Raster
@testable import Lottie

/// Text animators (`t.a`) on the hand-made font of `TextLayerTests`: at size
/// 20 an "A" is a 10×14 box on the baseline with an advance of 12, a space
/// advances 6. "AAAA" at (10, 30) puts box i at x 10 + 12i … 20 + 12i, y 16…30;
/// every expected share below is worked out from the selector's definition
/// (`TextAnimation`). The same selectors were drawn by ThorVG 1.0.4
/// (thorvg-python 1.1.3) on a 200×200 copy of this font at size 40: its
/// alphas at the box centres match these to within 1 (its rounding) for
/// square, index and offset ranges, all five curved shapes, amount, words,
/// characters without spaces, position and fill colour (PSNR 63–76 dB over
/// the frame). Scale and rotation differ: ThorVG turns a character about the
/// left end of its baseline, After Effects (and lottie-web) about its centre
/// on the baseline, which is what is drawn here; ThorVG draws no animator
/// tracking at all.
@Suite struct TextAnimatorTests {
    static func value(_ v: Any) -> [String: Any] { Fixture.value(v) }

    static func selector(_ s: Double = 0, _ e: Double = 100, offset: Double = 0, indices: Bool = false,
                         basedOn: Int = 1, shape: Int = 1, amount: Double = 100) -> [String: Any] {
        ["t": 0, "s": value(s), "e": value(e), "o": value(offset), "r": indices ? 2 : 1, "b": basedOn, "sh": shape,
         "a": value(amount), "xe": value(0), "ne": value(0), "rn": 0]
    }

    static func document(_ selector: [String: Any], _ properties: [String: Any]) -> [String: Any] {
        document("AAAA", selector, properties)
    }

    static func document(_ text: String, _ selector: [String: Any], _ properties: [String: Any]) -> [String: Any] {
        var doc = TextLayerTests.document(text)
        var layers = doc["layers"] as! [[String: Any]]
        var t = layers[0]["t"] as! [String: Any]
        t["a"] = [["nm": "Animator", "s": selector, "a": properties]]
        layers[0]["t"] = t
        doc["layers"] = layers
        return doc
    }

    /// Alpha at the centre of box `i` of "AAAA".
    static func alphas(_ p: Pixmap, count: Int = 4) -> [Int] {
        (0..<count).map { Int(p.rgba(15 + 12 * $0, 23)[3]) }
    }

    static func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    @Test func squareRangeInPercentHidesTheCharactersItCovers() throws {
        // 0…50 % of 4 characters is cells 0 and 1; 0…37.5 % is 1.5 cells: half of box 1.
        let p = try Fixture.render(Self.document(Self.selector(0, 50), ["o": Self.value(0)]))
        #expect(Self.alphas(p) == [0, 0, 255, 255])
        let half = try Fixture.render(Self.document(Self.selector(0, 37.5), ["o": Self.value(0)]))
        #expect(Self.near(Self.alphas(half), [0, 128, 255, 255]))
    }

    @Test func indexUnitsAndOffsetMoveTheRange() throws {
        let index = try Fixture.render(Self.document(Self.selector(1, 3, indices: true), ["o": Self.value(0)]))
        #expect(Self.alphas(index) == [255, 0, 0, 255])
        // 0…25 % shifted by 50 %: cells 2…3.
        let offset = try Fixture.render(Self.document(Self.selector(0, 25, offset: 50), ["o": Self.value(0)]))
        #expect(Self.alphas(offset) == [255, 255, 0, 255])
    }

    @Test func curvedShapesAreReadAtEachCharactersCentre() throws {
        // Over 0…4 the centres sit at t = 0.125, 0.375, 0.625, 0.875; opacity
        // 0 leaves 255·(1 − share).
        func shape(_ sh: Int) throws -> [Int] {
            Self.alphas(try Fixture.render(Self.document(Self.selector(shape: sh), ["o": Self.value(0)])))
        }
        #expect(Self.near(try shape(2), [223, 159, 96, 32]))  // ramp up: share t
        #expect(Self.near(try shape(3), [32, 96, 159, 223]))  // ramp down: 1 − t
        #expect(Self.near(try shape(4), [191, 64, 64, 191]))  // triangle: 0.25, 0.75, 0.75, 0.25
        // Round: √(1 − x²/4) at x = ±1.5, ±0.5 → 0.661, 0.968.
        #expect(Self.near(try shape(5), [86, 8, 8, 86]))
        // Smooth: (1 − cos 2πt)/2 → 0.146, 0.854.
        #expect(Self.near(try shape(6), [218, 37, 37, 218]))
    }

    @Test func amountScalesTheShare() throws {
        let p = try Fixture.render(Self.document(Self.selector(amount: 50), ["o": Self.value(0)]))
        #expect(Self.near(Self.alphas(p), [128, 128, 128, 128]))
    }

    @Test func wordsAndCharactersWithoutSpacesCountTheirOwnUnits() throws {
        // "A AA A": boxes at x 10, 28, 40, 58 (a space advances 6).
        let centres = [15, 33, 45, 63]
        let words = try Fixture.render(Self.document("A AA A", Self.selector(1, 2, indices: true, basedOn: 3),
                                                     ["o": Self.value(0)]))
        #expect(centres.map { Int(words.rgba($0, 23)[3]) } == [255, 0, 0, 255])
        let letters = try Fixture.render(Self.document("A AA A", Self.selector(1, 3, indices: true, basedOn: 2),
                                                       ["o": Self.value(0)]))
        #expect(centres.map { Int(letters.rgba($0, 23)[3]) } == [255, 0, 0, 255])
    }

    @Test func positionAndFillColourMoveSelectedCharacters() throws {
        // Boxes 0 and 1 up by 10: y 6…20.
        let moved = try Fixture.render(Self.document(Self.selector(0, 50), ["p": Self.value([0, -10])]))
        #expect(moved.rgba(15, 10)[3] == 255 && moved.rgba(15, 25)[3] == 0)
        #expect(moved.rgba(39, 10)[3] == 0 && moved.rgba(39, 25)[3] == 255)
        let blue = try Fixture.render(Self.document(Self.selector(50, 100), ["fc": Self.value([0, 0, 1, 1])]))
        #expect(blue.rgba(15, 23) == [255, 0, 0, 255] && blue.rgba(39, 23) == [0, 0, 255, 255])
    }

    @Test func scaleAndRotationTurnAboutTheCharactersBaselineCentre() throws {
        // Box 0 doubled about (15, 30): x 5…25, y 2…30.
        let scaled = try Fixture.render(Self.document(Self.selector(0, 25), ["s": Self.value([200, 200])]))
        #expect(scaled.rgba(7, 25)[3] == 255 && scaled.rgba(15, 4)[3] == 255 && scaled.rgba(3, 25)[3] == 0)
        // Box 0 turned 90° clockwise about (15, 30): x 15…29, y 25…35.
        let turned = try Fixture.render(Self.document(Self.selector(0, 25), ["r": Self.value(90)]))
        #expect(turned.rgba(20, 33)[3] == 255 && turned.rgba(12, 20)[3] == 0)
    }

    @Test func trackingPushesTheCharactersAfterTheSelectedOnes() throws {
        // 500/1000 of size 20 = 10 after boxes 0 and 1: boxes at 10, 32, 54, 66.
        let p = try Fixture.render(Self.document(Self.selector(0, 50), ["t": Self.value(500)]))
        #expect([15, 25, 37, 50, 59, 71].map { Int(p.rgba($0, 23)[3]) } == [255, 0, 255, 0, 255, 255])
    }

    /// "AAAA" justified `j` at x = `x`, tracking 500 (10 at size 20) added
    /// after boxes 0 and 1: alpha at the given columns on row 23.
    static func trackedLine(justify j: Int, at x: Double, columns: [Int]) throws -> [Int] {
        var doc = Self.document(Self.selector(0, 50), ["t": Self.value(500)])
        var layers = doc["layers"] as! [[String: Any]]
        var t = layers[0]["t"] as! [String: Any]
        var d = t["d"] as! [String: Any]
        var keyframes = d["k"] as! [[String: Any]]
        var style = keyframes[0]["s"] as! [String: Any]
        style["j"] = j
        keyframes[0]["s"] = style
        d["k"] = keyframes
        t["d"] = d
        layers[0]["t"] = t
        layers[0]["ks"] = ["p": Self.value([x, 30])]
        doc["layers"] = layers
        let p = try Fixture.render(doc)
        return columns.map { Int(p.rgba($0, 23)[3]) }
    }

    @Test func trackingRealignsCentredAndRightJustifiedLines() throws {
        // The line is 4 × 12 = 48 wide; the animator widens it by 20 (10
        // after box 0, 10 after box 1), pushing boxes 1, 2, 3 by 10, 20, 20.
        // Centred at 50 it starts at 50 − 24 = 26, then moves back by half
        // the 20: boxes at 16, 16 + 22 = 38, 60, 72 (each 10 wide).
        #expect(try Self.trackedLine(justify: 2, at: 50, columns: [21, 43, 65, 77, 14, 30, 55, 84])
                == [255, 255, 255, 255, 0, 0, 0, 0])
        // Right-justified at 90 it starts at 90 − 48 = 42, then moves back by
        // all 20: boxes at 22, 44, 66, 78.
        #expect(try Self.trackedLine(justify: 1, at: 90, columns: [27, 49, 71, 83, 20, 38, 60, 90])
                == [255, 255, 255, 255, 0, 0, 0, 0])
        // Left-justified lines keep their start: boxes at 10, 32, 54, 66.
        #expect(try Self.trackedLine(justify: 0, at: 10, columns: [15, 37, 59, 71, 25, 47])
                == [255, 255, 255, 255, 0, 0])
    }

    @Test func anAnimatedStartIsExactAtAnyFrameAlone() throws {
        // Start runs 0 → 100 over frames 0…10 (linear): at frame 5 it is 50 %,
        // so boxes 2 and 3 (the range 2…4) are hidden.
        var selector = Self.selector()
        selector["s"] = ["a": 1, "k": [["t": 0, "s": [0], "o": ["x": [0], "y": [0]], "i": ["x": [1], "y": [1]]],
                                       ["t": 10, "s": [100]]]]
        let doc = Self.document(selector, ["o": Self.value(0)])
        let alone = try Fixture.render(doc, frame: 5)
        #expect(Self.alphas(alone) == [255, 255, 0, 0])
        let scene = try Fixture.scene(doc)
        let renderer = try scene.makeRenderer(for: scene.defaultSettings)
        var sequence: Pixmap?
        for frame in 0...5 { sequence = try renderer.render(frame: frame) }
        #expect(sequence.map { Self.alphas($0) } == Self.alphas(alone))
        #expect(sequence?.withUnsafeBytes { Array($0) } == alone.withUnsafeBytes { Array($0) })
    }

    @Test func whatIsNotAppliedIsReportedAtItsPath() throws {
        var selector = Self.selector()
        selector["rn"] = 1
        let scene = try Fixture.scene(Self.document(selector, ["fh": Self.value(90)]))
        #expect(scene.diagnostics.contains { $0.path == "layers[0].t.a[0].s.rn" && $0.message.contains("random") })
        #expect(scene.diagnostics.contains { $0.path == "layers[0].t.a[0].a.fh" })
    }
}
