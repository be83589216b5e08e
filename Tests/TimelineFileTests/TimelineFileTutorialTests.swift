import Foundation
import Raster
import Testing
@testable import TimelineFile

/// The three files of docs/timeline-format.md's tutorial render as the
/// tutorial says. Positions are worked out by hand from the files.
@Suite struct TimelineFileTutorialTests {
    func render(_ name: String, frame: Int, _ assignments: [(name: String, value: String)] = []) throws -> Pixmap {
        let path = TimelineTestSupport.timelines.appendingPathComponent("\(name).json5").path
        let scene = TimelineFileScene(document: try TimelineDocument.load(path: path, parameters: TimelineParameters(assignments: assignments)))
        #expect(scene.document.warnings.isEmpty, "\(scene.document.warnings)")
        return try scene.makeRenderer(for: scene.defaultSettings).render(frame: frame)
    }

    func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 120 }

    /// The arc covers the first quarter of the circle (from 3 o'clock to 6,
    /// SwiftUI's circle starting at its right): its middle at 45° sits at
    /// (100 + 60 cos 45°, 100 + 60 sin 45°) ≈ (142, 142). At 1.25 s a
    /// forward spin has turned 450° (90°): the middle is at (58, 142); a
    /// swinging one would be on its way back, at 270°: (142, 58).
    @Test func spinnerTurnsForwards() throws {
        let start = try render("spinner", frame: 0)
        #expect(isBlue(start.pixel(x: 142, y: 142)) && !isBlue(start.pixel(x: 58, y: 142)))
        let later = try render("spinner", frame: 75)
        #expect(isBlue(later.pixel(x: 58, y: 142)))
        #expect(!isBlue(later.pixel(x: 142, y: 58)) && !isBlue(later.pixel(x: 142, y: 142)))
    }

    /// The accent bar at (320, 210) takes the accent param; the title the title param.
    @Test func titleCardTakesItsParams() throws {
        let plain = try render("title-card", frame: 89)
        let bar = plain.pixel(x: 320, y: 210)
        #expect(bar.r == 255 && bar.g == 159 && bar.b == 10)
        let green = try render("title-card", frame: 89, [("accent", "#00FF00"), ("title", "Launch day")])
        let greenBar = green.pixel(x: 320, y: 210)
        #expect(greenBar.r == 0 && greenBar.g == 255 && greenBar.b == 0)
        let titleRows = (140..<180).contains { y in (200..<440).contains { x in plain.pixel(x: x, y: y) != green.pixel(x: x, y: y) } }
        #expect(titleRows)
        // The subtitle's sequence starts at 0.5 s: at 0.4 s (frame 12) its row is still background.
        let early = try render("title-card", frame: 12)
        #expect((240..<260).allSatisfy { y in (260..<380).allSatisfy { x in early.pixel(x: x, y: y) == early.pixel(x: 5, y: 5) } })
    }

    /// Bars stand on y = 300. At 0.3 s only Monday's (x = 160) has started
    /// (0.2 s + 0 × 0.15); Friday's (x = 480) waits until 0.8 s. At the end
    /// Monday's is 120 high (top at 180) with its label above it.
    @Test func chartStaggersAndLabelsRide() throws {
        let early = try render("staggered-chart", frame: 9)
        #expect(isBlue(early.pixel(x: 160, y: 298)))
        #expect(early.pixel(x: 480, y: 298) == early.pixel(x: 5, y: 5))
        let end = try render("staggered-chart", frame: 89)
        #expect(isBlue(end.pixel(x: 160, y: 185)) && end.pixel(x: 160, y: 175) == end.pixel(x: 5, y: 5))
        let label = (160..<178).contains { y in (145..<175).contains { x in end.pixel(x: x, y: y).r < 128 } }
        #expect(label, "no label above Monday's bar")
        let friday = end.pixel(x: 480, y: 75)
        #expect(friday.r == 255 && friday.g == 159)
    }
}
