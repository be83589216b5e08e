import Foundation
import Geometry
import Raster
import Testing
@testable import TimelineFile

/// Boxes that follow measured text, overflow warnings, animatable text
/// layout, numeric weights and `clip.anchor`.
@Suite struct TimelineFileTextFitTests {
    /// DejaVu Sans Mono advances every character 1233/2048 em (its hmtx
    /// table), so n characters at 20 pt are n × 20 × 1233 / 2048 wide.
    static let monoAdvance = 20.0 * 1233 / 2048

    func plate(_ name: String) throws -> CGSize {
        let doc = try TimelineTestSupport.document("""
            { size: [400, 100], duration: 1, params: { name: "x" }, layers: [
              { type: "rect", name: "box", size: { follow: "title.size", padding: [10, 4] } },
              { type: "text", name: "title", text: "$name", font: "DejaVu Sans Mono", fontSize: 20 } ] }
            """.replacingOccurrences(of: "name: \"x\"", with: "name: \"\(name)\""))
        return try #require(doc.layers[0].size).value(at: 0)
    }

    @Test func aBoxFollowsItsTextsMeasuredSizeWithPadding() throws {
        let short = try plate("Ada"), long = try plate("Ada Lovelace, Countess")
        #expect(abs(short.width - (3 * Self.monoAdvance + 20)) < 0.5, "\(short)")
        #expect(abs(long.width - (22 * Self.monoAdvance + 20)) < 0.5, "\(long)")
        // The height is the line's, the same for both, plus 2 × 4.
        #expect(short.height == long.height && short.height > 20 + 8)
    }

    func warnings(_ file: String, _ parameters: TimelineParameters = TimelineParameters()) throws -> [TimelineFileDiagnostic] {
        let doc = try TimelineDocument.parse(Array(file.utf8), file: "t.json5", name: "t", parameters: parameters)
        return try TimelineFileScene(document: doc).layoutWarnings()
    }

    static let plateFile = """
        { size: [300, 100], duration: 2, params: { name: "Ada" }, layers: [
          { type: "group", position: [150, 50], size: [200, 40], clip: { type: "roundedRect", cornerRadius: 8 }, layers: [
            { type: "text", text: "$name", font: "DejaVu Sans Mono", fontSize: 20, position: [100, 20] } ] } ] }
        """

    @Test func checkWarnsWhenALongParameterOverflowsTheClip() throws {
        #expect(try warnings(Self.plateFile).isEmpty)
        // 20 characters are 240 wide: 20 past each side of the 200-wide clip.
        let found = try warnings(Self.plateFile, TimelineParameters(assignments: [("name", "Grace Brewster Hoppe")]))
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("overflows the clip of layers[0]") == true)
        #expect(found.first?.message.contains("21 pt on the left and 21 pt on the right") == true, "\(found)")
        #expect(found.first?.path == "layers[0].layers[0].text")
    }

    @Test func checkWarnsAboutTheBoxAndTheCanvas() throws {
        let box = try warnings(#"{ size: [400, 100], layers: [{ type: "text", text: "Hello there", size: [40, 30] }] }"#)
        #expect(box.count == 1 && box.first?.message.contains("larger than its layer's size") == true, "\(box)")
        let canvas = try warnings(#"{ size: [100, 100], layers: [{ type: "text", text: "A long line of text", anchor: "leading", position: [10, 50] }] }"#)
        #expect(canvas.count == 1 && canvas.first?.message.contains("runs off the canvas") == true, "\(canvas)")
    }

    @Test func textThatOnlySlidesInIsNotAnOverflow() throws {
        // Off the canvas for the first 0.2 s of 4: a slide-in, not a layout problem.
        let found = try warnings(#"""
            { size: [200, 100], duration: 4, layers: [{ type: "text", text: "Hi", position: { from: [-50, 50], to: [100, 50], duration: 0.2 } }] }
            """#)
        #expect(found.isEmpty, "\(found)")
    }

    func measured(_ keys: String, at times: [Double]) throws -> [CGSize] {
        let doc = try TimelineTestSupport.document(#"{ duration: 2, layers: [{ type: "text", name: "t", text: "abcd efgh", font: "DejaVu Sans Mono", fontSize: 20, \#(keys) }] }"#)
        guard case .text(let spec) = doc.layers[0].content else { throw TimelineFileError([]) }
        return times.map { spec.measuredSize(at: $0) }
    }

    @Test func trackingLineSpacingAndWrapWidthAnimate() throws {
        // Tracking 0 → 10 over 1 s: 9 characters gain 10 each (the last one's trailing space at most).
        let tracked = try measured("tracking: { from: 0, to: 10, duration: 1 }", at: [0, 1])
        #expect(abs(tracked[0].width - 9 * Self.monoAdvance) < 0.5, "\(tracked)")
        let gain = tracked[1].width - tracked[0].width
        #expect(gain >= 80 - 0.5 && gain <= 90 + 0.5, "\(tracked)")
        // A wrap width that shrinks below the text's width breaks it onto a second line.
        let wrapped = try measured("wrapWidth: { from: 400, to: 80, duration: 1 }", at: [0, 1])
        #expect(wrapped[1].height > wrapped[0].height * 1.8, "\(wrapped)")
        // Line spacing adds between the two lines.
        let spaced = try measured("wrapWidth: 80, lineSpacing: { from: 0, to: 12, duration: 1 }", at: [0, 1])
        #expect(abs(spaced[1].height - spaced[0].height - 12) < 0.5, "\(spaced)")
    }

    @Test func cssNumericWeights() throws {
        func render(_ weight: String) throws -> Pixmap {
            try TimelineTestSupport.render(#"{ size: [120, 40], duration: 1, layers: [{ type: "text", text: "Bold", fontSize: 24, fill: "white", weight: \#(weight) }] }"#)
        }
        // 700 is bold; 650 is nearest to 700.
        #expect(try render("700") == render(#""bold""#))
        #expect(try render("650") == render(#""bold""#))
        #expect(try render("400") == render(#""regular""#))
        #expect(try render("700") != render("400"))
        let quoted = TimelineTestSupport.problems(#"{ layers: [{ type: "text", text: "x", weight: "700" }] }"#)
        #expect(quoted.count == 1 && quoted.first?.fix == "write the number without quotes: weight: 700", "\(quoted)")
        let out = TimelineTestSupport.problems(#"{ layers: [{ type: "text", text: "x", weight: 1200 }] }"#)
        #expect(out.count == 1 && out.first?.fix == "use a value from 1 to 1000", "\(out)")
    }

    @Test func clipAnchorPlacesTheClipByThatPoint() throws {
        // A 100×40 red rect at (10, 10)…(110, 50); a clip 50 wide anchored at its leading edge keeps x 10 ..< 60.
        let p = try TimelineTestSupport.render("""
            { size: [120, 60], duration: 1, layers: [{ type: "rect", anchor: "topLeading", position: [10, 10], size: [100, 40],
              fill: "#FF0000", clip: { type: "rect", anchor: "leading", size: [50, 40] } }] }
            """)
        #expect(p.pixel(x: 10, y: 30).a == 255 && p.pixel(x: 59, y: 30).r == 255)
        #expect(p.pixel(x: 60, y: 30).a == 0 && p.pixel(x: 100, y: 30).a == 0)
        // trailing with a position: the clip's right edge at x 80 in the layer (90 on the canvas), 20 wide.
        let q = try TimelineTestSupport.render("""
            { size: [120, 60], duration: 1, layers: [{ type: "rect", anchor: "topLeading", position: [10, 10], size: [100, 40],
              fill: "#FF0000", clip: { type: "rect", anchor: "trailing", position: [80, 20], size: [20, 40] } }] }
            """)
        #expect(q.pixel(x: 69, y: 30).a == 0 && q.pixel(x: 70, y: 30).a == 255 && q.pixel(x: 89, y: 30).a == 255 && q.pixel(x: 90, y: 30).a == 0)
    }
}
