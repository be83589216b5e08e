import Foundation
import Raster
import Testing
@testable import TimelineFile

/// The three files issue 36 asked for — a lower third with parameters, a
/// bar chart from data, a logo reveal with a trimmed path and a glow —
/// render as their comments say. Places are worked out by hand from the files.
@Suite struct TimelineFileIssue36ExamplesTests {
    func scene(_ name: String, _ assignments: [(name: String, value: String)] = []) throws -> TimelineFileScene {
        let path = TimelineTestSupport.timelines.appendingPathComponent("\(name).json5").path
        return TimelineFileScene(document: try TimelineDocument.load(path: path, parameters: TimelineParameters(assignments: assignments)))
    }

    func render(_ name: String, frame: Int, _ assignments: [(name: String, value: String)] = []) throws -> Pixmap {
        let scene = try scene(name, assignments)
        #expect(scene.document.warnings.isEmpty, "\(scene.document.warnings)")
        return try scene.makeRenderer(for: scene.defaultSettings).render(frame: frame)
    }

    func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 120 }
    func isWhite(_ p: RGBA8) -> Bool { p.r > 220 && p.g > 220 && p.b > 220 && p.a > 220 }

    /// The name's plate (dark, from x = 96) ends 28 points of padding after
    /// the name's last white pixel, whatever the name; the clip is shut at
    /// the start and again from 0.3 s before the end.
    @Test func lowerThirdPlateFitsTheName() throws {
        func gap(_ name: String) throws -> (plateEnd: Int, inkEnd: Int) {
            let p = try render("lower-third", frame: 60, [("name", name)])
            var plateEnd = 0, inkEnd = 0
            for y in 570..<610 {
                for x in 96..<1280 {
                    let c = p.pixel(x: x, y: y)
                    if c.a > 200 { plateEnd = max(plateEnd, x) }
                    if isWhite(c) { inkEnd = max(inkEnd, x) }
                }
            }
            return (plateEnd, inkEnd)
        }
        let short = try gap("Ada Lovelace"), long = try gap("Grace Brewster Murray Hopper")
        #expect(long.plateEnd > short.plateEnd + 300, "\(short) \(long)")
        for g in [short, long] {
            // 28 of padding, plus the last letter's own side bearing (a few points).
            #expect(g.plateEnd - g.inkEnd >= 27 && g.plateEnd - g.inkEnd <= 34, "\(g)")
        }
        let closed = [try render("lower-third", frame: 0), try render("lower-third", frame: 147)]
        for p in closed { #expect((540..<680).allSatisfy { y in stride(from: 0, to: 1280, by: 4).allSatisfy { p.pixel(x: $0, y: y).a == 0 } }) }
    }

    @Test func lowerThirdCheckWarnsOnlyForANameTooLongForTheScreen() throws {
        #expect(try scene("lower-third").layoutWarnings().isEmpty)
        #expect(try scene("lower-third", [("name", "Grace Brewster Murray Hopper")]).layoutWarnings().isEmpty)
        let long = try scene("lower-third", [("name", "Grace Brewster Murray Hopper, Rear Admiral, United States Navy")]).layoutWarnings()
        #expect(long.contains { $0.message.contains("runs off the canvas") }, "\(long)")
    }

    /// Six bars in 560 / 6 wide slots from x = 40, standing on y = 299, as
    /// tall as value / 22 × 200: Friday's (22) centred at 460 reaches y = 99.
    /// It starts at 0.3 + 4 × 0.12 s: at 0.5 s it has not grown yet.
    @Test func barChartFromItsDefaultData() throws {
        let end = try render("bar-chart", frame: 89)
        #expect(isBlue(end.pixel(x: 460, y: 102)) && !isBlue(end.pixel(x: 460, y: 95)))
        // Monday's (12) is 109 high: top at y ≈ 190.
        #expect(isBlue(end.pixel(x: 62, y: 194)) && !isBlue(end.pixel(x: 62, y: 186)))
        let early = try render("bar-chart", frame: 15)
        #expect(isBlue(early.pixel(x: 86, y: 297)) && !isBlue(early.pixel(x: 460, y: 297)))
    }

    /// Two items make two slots of 280: the second bar, 168 wide, is centred
    /// at 460 and 200 high, so x = 380 is inside it (it is a gap with six bars).
    @Test func barChartFromAListGivenWithParam() throws {
        let two = try render("bar-chart", frame: 89, [("data", #"[{label: "A", value: 1}, {label: "B", value: 2}]"#)])
        #expect(isBlue(two.pixel(x: 380, y: 110)))
        #expect(!isBlue(try render("bar-chart", frame: 89).pixel(x: 380, y: 110)))
    }

    /// A path's anchor is the centre of its points' bounds, (2.5, 0), put at
    /// (400, 170): the bolt's point (x, y) is at (397.5 + x, 170 + y). It
    /// contains (0, 0); its fill shows once the trimmed outline is drawn
    /// (1.15 s on), and the whole fades out over the last 0.5 s. Its outline
    /// starts at (20, −90), (417.5, 80) on the canvas, and runs towards
    /// (−40, 10) (0.6 left per point down): drawn first, while the far end
    /// (−20, 90) at (377.5, 260) waits.
    @Test func logoRevealDrawsFillsAndFadesFromTheEnd() throws {
        let early = try render("logo-reveal", frame: 30)
        #expect(early.pixel(x: 415, y: 84).r > 150, "the outline's start is drawn first")
        #expect(early.pixel(x: 377, y: 259).r < 100, "the far end is not drawn yet")
        let filled = try render("logo-reveal", frame: 150)
        #expect(isWhite(filled.pixel(x: 400, y: 170)) || filled.pixel(x: 400, y: 170).b > 230)
        #expect(!isWhite(try render("logo-reveal", frame: 30).pixel(x: 400, y: 170)))
        let fading = try render("logo-reveal", frame: 234)
        #expect(Int(fading.pixel(x: 400, y: 170).r) < Int(filled.pixel(x: 400, y: 170).r) - 100)
        // The wordmark hangs from y = 305 after 1.3 s.
        let word = (310..<360).contains { y in (300..<500).contains { x in isWhite(filled.pixel(x: x, y: y)) } }
        #expect(word)
        // Letter by letter from 1.3 s: at 1.35 s the first letter (x < 300) is on its way, the last (x > 480) not yet.
        let first = try render("logo-reveal", frame: 81)
        #expect(!(310..<360).contains { y in (480..<600).contains { x in isWhite(first.pixel(x: x, y: y)) } })
        let before = try render("logo-reveal", frame: 72)
        #expect(!(310..<360).contains { y in (300..<500).contains { x in isWhite(before.pixel(x: x, y: y)) } })
    }
}
