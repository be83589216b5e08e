import AnimGen
import ImageFiles
import Media
import Scenes
import Testing
@testable import animgen

/// `animgen list` and `animgen NAME` for the built-in scenes.
@Suite struct ListAndSceneCommandTests {
    @Test func listPrintsOneLinePerScene() throws {
        let run = try Tool.run(["list"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == BuiltInScenes.all.count)
        #expect(lines.first?.hasPrefix("fireworks ") == true)
        for (line, scene) in zip(lines, BuiltInScenes.all) {
            #expect(line.hasPrefix(scene.name + " ") && line.hasSuffix(scene.summary), "\(line)")
        }
        let names = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names == ["fireworks", "progress-ring", "badge", "ticket", "chat", "charts", "gradients", "strokes"])
    }

    @Test func everyBuiltInIsACommand() {
        for scene in BuiltInScenes.all { #expect(CommandRegistry.command(named: scene.name) != nil, "\(scene.name)") }
        #expect(CommandRegistry.command(named: "list") != nil)
        #expect(Set(CommandRegistry.names).count == CommandRegistry.names.count, "a command name is taken twice")
    }

    @Test func builtInFrameToPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let out = folder.url.appendingPathComponent("x.png")
        let run = try Tool.run(["progress-ring", "--frame", "10", "--size", "150x150", "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodeImage(at: out)
        #expect(image.width == 150 && image.height == 150)
    }

    @Test func builtInDefaultSizeIsTheFilesSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let out = folder.url.appendingPathComponent("x.png")
        let run = try Tool.run(["badge", "--time", "3.9", "-o", out.path, "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodeImage(at: out)
        #expect(image.width == 640 && image.height == 640)   // size: [640, 640] in timelines/badge.json5
    }

    @Test func misspelledSceneSuggestsTheName() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let out = folder.url.appendingPathComponent("x.png")
        let run = try Tool.run(["progres-ring", "-o", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\"animgen progress-ring\""), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func sceneHelpShowsItsSummary() throws {
        let run = try Tool.run(["chat", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains(try #require(BuiltInScenes.named("chat")).summary))
        #expect(run.stdout.contains("--frame"))
    }

    @Test func resolveSceneNamesAndSuggests() throws {
        #expect(try resolveScene("strokes").name == "strokes")
        do {
            _ = try resolveScene("gradiants")
            Issue.record("a typo resolved")
        } catch let error as CLIError {
            #expect(error.description.contains("did you mean \"gradients\""), "\(error.description)")
        }
    }
}
