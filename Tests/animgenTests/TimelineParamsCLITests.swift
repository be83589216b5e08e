import Foundation
import Testing

/// `--param` and `--params` reach the timeline file from `check`, `render`,
/// `verify` and `sheet`; verify's manifest records the values used.
@Suite struct TimelineParamsCLITests {
    let file = """
        { size: [40, 20], fps: 10, duration: 1, params: { label: "A", color: { type: "color", default: "red" } },
          layers: [ { type: "rect", size: [40, 20], fill: "$color" } ] }
        """

    @Test func verifyRecordsTheParamsAndNoticesAChange() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.url.appendingPathComponent("card.json5")
        try Data(file.utf8).write(to: timeline)
        let golden = folder.url.appendingPathComponent("golden").path
        let record = try Tool.run(["verify", timeline.path, "--golden", golden, "--record", "--frames", "0",
                                   "--param", "color=blue", "-q"])
        #expect(record.status == 0, "\(record.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: golden + "/manifest.json"))) as? [String: Any]
        let params = (manifest?["parameters"] as? [String: Any])?["params"] as? [String: String]
        #expect(params == ["label": "A", "color": "blue"])
        // Verified with another value: the parameters differ, re-record.
        let changed = try Tool.run(["verify", timeline.path, "--golden", golden, "--param", "color=green"], in: folder.url)
        #expect(changed.status != 0)
        #expect(changed.stderr.contains("param color blue → green"), "\(changed.stderr)")
        let same = try Tool.run(["verify", timeline.path, "--golden", golden, "--param", "color=blue", "-q"])
        #expect(same.status == 0, "\(same.stderr)")
    }

    @Test func checkAndRenderReportWrongParams() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.url.appendingPathComponent("card.json5")
        try Data(file.utf8).write(to: timeline)
        let wrong = try Tool.run(["check", timeline.path, "--param", "colour=blue"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("no parameter \"colour\"") && wrong.stderr.contains("did you mean \"color\"?"))
        let noEquals = try Tool.run(["render", timeline.path, "--param", "color", "-o", folder.path + "/x.png"])
        #expect(noEquals.status == 2 && noEquals.stderr.contains("--param color has no NAME="))
        let params = folder.url.appendingPathComponent("p.json")
        try Data(#"{"color": "blue"}"#.utf8).write(to: params)
        let render = try Tool.run(["render", timeline.path, "--params", params.path, "--frame", "0", "-o", folder.path + "/x.png", "-q"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/x.png"))
        let sheet = try Tool.run(["sheet", timeline.path, "--param", "label=B", "-o", folder.path + "/s.png", "-q"])
        #expect(sheet.status == 0, "\(sheet.stderr)")
    }

    @Test func checkPrintsWarningsAndStillSucceeds() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.url.appendingPathComponent("spin.json5")
        try Data(#"{ duration: 1, layers: [ { type: "rect", size: 10, rotation: { from: 0, to: 360, duration: 1, repeat: true } } ] }"#.utf8)
            .write(to: timeline)
        let run = try Tool.run(["check", timeline.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OK "))
        #expect(run.stderr.contains("warning: \(timeline.path):1:62: layers[0].rotation:"), "\(run.stderr)")
    }
}
