import Foundation
import Testing
@testable import animgen

/// Issue 36, item 6 on the command line: `--record [missing|failed|all]`,
/// `--artifacts DIR` (default outside the golden folder) and a changed
/// param default shown as a diff rather than refused.
@Suite struct VerifyRecordModesCLITests {
    /// A square that slides during 0.25…0.75 s and rests: one a second would
    /// see frames 0 and 10 only, both at rest.
    let file = """
        { size: [40, 20], fps: 10, duration: 2, params: { color: { type: "color", default: "red" } },
          layers: [ { type: "rect", size: [10, 10], fill: "$color",
                      position: { from: [5, 10], to: [30, 10], delay: 0.25, duration: 0.5 } } ] }
        """

    @Test func recordTakesAnOptionalMode() throws {
        let spec = VerifyCommand.spec
        let alone = try ArgumentParser.parse(["x.json5", "--record", "--golden", "g"], for: spec)
        #expect(alone.has(.record) && alone.value(.record) == nil)
        let failed = try ArgumentParser.parse(["x.json5", "--record", "failed", "--golden", "g"], for: spec)
        #expect(failed.value(.record) == "failed" && failed.positionals == ["x.json5"])
        let inline = try ArgumentParser.parse(["--record=missing", "x.json5", "--golden", "g"], for: spec)
        #expect(inline.value(.record) == "missing")
        // A target after --record stays the target.
        let target = try ArgumentParser.parse(["--record", "fireworks", "--golden", "g"], for: spec)
        #expect(target.positionals == ["fireworks"] && target.value(.record) == nil)
        let wrong = cliError { _ = try ArgumentParser.parse(["x", "--record=sometimes", "--golden", "g"], for: spec) }
        #expect(wrong?.what.contains("--record=sometimes is not one of never, missing, failed, all") == true)
    }

    @Test func aChangedDefaultIsShownAsADiffAndTakenWithRecordFailed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.url.appendingPathComponent("card.json5")
        try Data(file.utf8).write(to: timeline)
        // --record alone, no frames named: the slide's start, middle and landing are among them.
        let record = try Tool.run(["verify", "card.json5", "--golden", "goldens/card", "--record"], in: folder.url)
        #expect(record.status == 0, "\(record.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("goldens/card/manifest.json"))) as? [String: Any]
        let frames = (manifest?["frames"] as? [[String: Any]])?.compactMap { $0["index"] as? Int }
        // Changing on frames 3…8 (t = 0.3 … 0.7 s inside the slide, 0.8 s its
        // end value), at rest from 9: start 3, middle 3 + 5 / 2 = 5, rest 9;
        // plus 0, 10 (1 s) and the last, 19.
        #expect(frames == [0, 3, 5, 9, 10, 19], "\(record.stderr)")

        // The file's default colour changes: verify compares, names the change, shows it.
        try Data(file.replacingOccurrences(of: "default: \"red\"", with: "default: \"blue\"").utf8).write(to: timeline)
        let changed = try Tool.run(["verify", "card.json5", "--golden", "goldens/card"], in: folder.url)
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("param color red → blue"), "\(changed.stderr)")
        #expect(changed.stdout.contains("FAIL"))
        // Pictures outside the committed folder, under out/verify/<golden path>.
        let pictures = folder.url.appendingPathComponent("out/verify/goldens/card")
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("frame-00000.sheet.png").path))
        let goldenFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/goldens/card")
        #expect(!goldenFiles.contains { $0.contains(".sheet.") || $0.contains(".diff.") })

        // --artifacts elsewhere, and --record failed takes the change.
        let taken = try Tool.run(["verify", "card.json5", "--golden", "goldens/card", "--record", "failed",
                                  "--artifacts", "pics"], in: folder.url)
        #expect(taken.status == 0, "\(taken.stderr)")
        #expect(taken.stdout.contains("changed, recorded"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/pics/frame-00000.sheet.png"))
        let again = try Tool.run(["verify", "card.json5", "--golden", "goldens/card", "-q"], in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
    }
}

/// Issue 36: `animgen render FILE --help` shows the file's own defaults.
@Suite struct SceneDefaultsInHelpTests {
    @Test func helpNamesTheFilesOwnDefaults() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Data("{ size: [320, 180], fps: 25, duration: 4, seed: 9, layers: [] }".utf8)
            .write(to: folder.url.appendingPathComponent("card.json5"))
        let help = try Tool.run(["render", "card.json5", "--help"], in: folder.url)
        #expect(help.status == 0)
        #expect(help.stdout.contains("(default 4, card.json5's)"), "\(help.stdout)")
        #expect(help.stdout.contains("(default 25, card.json5's)"))
        #expect(help.stdout.contains("(default 320x180, card.json5's)"))
        #expect(help.stdout.contains("(default 9, card.json5's; same seed, same frames)"))
        let verify = try Tool.run(["verify", "--help"])
        #expect(verify.stdout.contains("(default the scene's)"))
        #expect(!verify.stdout.contains("(default 5)"))
    }

    @Test func renderWithoutOutputWritesOutName() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try Data("{ size: [32, 18], fps: 10, duration: 0.5, layers: [] }".utf8)
            .write(to: folder.url.appendingPathComponent("card.json5"))
        let run = try Tool.run(["render", "card.json5", "--frame", "2"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("no -o given: writing out/card.png"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/card.png"))
    }
}
