// The DocC articles show code that compiles and does what their prose says:
// each article's `swift` blocks are the body of a function in
// SwiftUICode/DocCArticles.swift (or, for the goldens article, a test file
// of AnimGenTestingTests), compared here as text and run.
import AnimGen
import TestSupport
import Testing

@Suite struct DocCArticleChecks {
    static let catalog = PackagePaths.root.appendingPathComponent("Sources/AnimGen/AnimGen.docc")

    /// The lines of every `swift` block of an article, in order.
    func articleCode(_ name: String) throws -> [String] {
        let text = try String(contentsOf: Self.catalog.appendingPathComponent(name + ".md"), encoding: .utf8)
        var code: [String] = [], inside = false
        for line in text.components(separatedBy: "\n") {
            if line == "```swift" { inside = true } else if line == "```" { inside = false } else if inside { code.append(line) }
        }
        return code
    }

    /// The body of `func name(…` in DocCArticles.swift, de-indented, without a final `return`.
    func compiledCode(_ function: String) throws -> [String] {
        let file = try String(contentsOf: swiftUICodeFolder.appendingPathComponent("DocCArticles.swift"), encoding: .utf8)
        let lines = file.components(separatedBy: "\n")
        let open = try #require(lines.firstIndex { $0.hasPrefix("func \(function)(") })
        let close = try #require(lines[open...].firstIndex(of: "}"))
        var body = lines[(open + 1)..<close].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        if body.last?.hasPrefix("return ") == true { body.removeLast() }
        return body
    }

    @Test(arguments: [("DrawAShape", "drawAShapeArticle"), ("AnimateAValue", "animateAValueArticle"),
                      ("RenderASceneToAFile", "renderASceneToAFileArticle"),
                      ("RenderAViewToAVideo", "renderAViewToAVideoArticle")])
    func articleShowsTheCompiledCode(article: String, function: String) throws {
        #expect(try articleCode(article) == compiledCode(function))
    }

    @Test func goldensArticleIsATestThatRuns() throws {
        let file = try String(contentsOf: PackagePaths.root.appendingPathComponent("Tests/AnimGenTestingTests/GoldensArticle.swift"),
                              encoding: .utf8)
        let code = file.components(separatedBy: "\n").drop { $0.hasPrefix("//") }
        #expect(Array(code.dropLast()) == (try articleCode("TestFramesAgainstGoldens")))
    }

    @Test func badgeAndBarAreDrawnWhereTheArticleSays() throws {
        defer { for name in ["badge.png", "bar.png"] { try? FileManager.default.removeItem(atPath: name) } }
        try drawAShapeArticle()
        let badge = try decodeImage(at: URL(fileURLWithPath: "badge.png"))
        #expect(badge.width == 200 && badge.height == 200)
        // Points × 2: the star's centre is yellow; above its top point (12 pt
        // of padding, then a radius of 38 pt) but inside the 50 pt circle is
        // the circle's colour; the corner is outside both.
        let centre = badge.pixel(x: 100, y: 100), aboveStar = badge.pixel(x: 100, y: 14)
        #expect(centre.a == 255 && centre.r > 200 && centre.g > 200 && centre.b < 60)
        #expect(aboveStar.a == 255 && aboveStar.b > aboveStar.g)
        #expect(badge.pixel(x: 4, y: 4).a == 0)
        let bar = try decodeImage(at: URL(fileURLWithPath: "bar.png"))
        #expect(bar.width == 200 && bar.height == 40)
        // The bar spans y 10…30 with a 2-point black outline centred on its edge.
        let inside = bar.pixel(x: 100, y: 20), edge = bar.pixel(x: 100, y: 10)
        #expect(inside.a == 255 && inside.g > 150 && inside.r < 100)
        #expect(edge.a == 255 && edge.r < 30 && edge.g < 30 && edge.b < 30)
        #expect(bar.pixel(x: 100, y: 35).a == 0)
    }

    @Test func gaugeIsHalfFullHalfWayThroughItsEaseInOut() throws {
        let halfway = try animateAValueArticle()
        // easeInOut (0.42, 0, 0.58, 1) is symmetric about its middle, so half
        // its time gives half the way: 100 of the gauge's 200 pixels.
        #expect(halfway.pixel(x: 98, y: 10).a == 255)
        #expect(halfway.pixel(x: 101, y: 10).a == 0)
    }

    @Test func fireworksFileHasTheArticlesFrames() throws {
        defer { try? FileManager.default.removeItem(atPath: "fireworks.mp4") }
        try renderASceneToAFileArticle()
        let (stream, format) = try MediaProbe.probe("fireworks.mp4")
        #expect(stream.text("codec_name") == "h264")
        #expect(stream.text("width") == "320" && stream.text("height") == "180")
        #expect(stream.text("nb_read_frames") == "30")
        #expect(stream.text("r_frame_rate") == "30/1")
        #expect(Double(format.text("duration") ?? "") == 1.0)
    }

    @Test func thePulseGIFIsTwoSecondsAndStartsGrowingHalfASecondIn() throws {
        defer { try? FileManager.default.removeItem(atPath: "pulse.gif") }
        try renderAViewToAVideoArticle()
        // 100 points at scale 2; 60 frames of 1/30 s (GIF delays in 1/100 s
        // round to 3 or 4 and still frames merge, so the total is what holds).
        let durations = try MediaProbe.frameDurations("pulse.gif")
        #expect(durations.reduce(0, +) == 200)
        let pixels = try MediaProbe.decodeAll(URL(fileURLWithPath: "pulse.gif"), pixFmt: "rgba")
        let frameBytes = 200 * 200 * 4
        let frames = pixels.count / frameBytes
        func alpha(frame: Int, x: Int, y: Int) -> UInt8 { pixels[frame * frameBytes + (y * 200 + x) * 4 + 3] }
        // First frame: the circle's radius is 20 pt (40 px): 50 px above the
        // centre is empty. Last frame (t = 59/30): the repeat grew it to 2
        // by 1.5 s and is shrinking it back, still over 1.5, so a 30 pt radius.
        #expect(alpha(frame: 0, x: 100, y: 100) == 255 && alpha(frame: 0, x: 100, y: 50) == 0)
        #expect(alpha(frame: frames - 1, x: 100, y: 50) == 255)
    }
}
