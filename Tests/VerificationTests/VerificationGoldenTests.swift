import Foundation
import Frames
import ImageFiles
import Media
import Raster
@testable import Verification
import Testing
import Timeline

@Suite struct VerificationGoldenTests {
    let settings = SceneSettings(width: 48, height: 32, frameRate: .fps30, duration: 1, seed: 1)

    func check(_ scene: MovingRectScene, _ folder: URL, tolerance: Tolerance = .exact,
               settings: SceneSettings? = nil) throws -> GoldenCheck {
        var check = try GoldenCheck(scene: scene, settings: settings ?? self.settings, store: GoldenStore(directory: folder),
                                    tolerance: tolerance)
        check.artifactsDirectory = folder.appendingPathComponent("../\(folder.lastPathComponent)-artifacts").standardizedFileURL
        return check
    }

    func artifacts(_ folder: URL) -> URL { folder.appendingPathComponent("../\(folder.lastPathComponent)-artifacts").standardizedFileURL }

    func files(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func recordThenVerifyPasses() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try check(MovingRectScene(), folder).record(frames: [0, 10, 29])
        #expect(try files(folder) == ["frame-00000.png", "frame-00010.png", "frame-00029.png", "manifest.json"])
        // 10/30 s = 1/3 s; 29/30 s stays as is.
        #expect(manifest.frames.map(\.time) == ["0", "1/3", "29/30"])
        #expect(manifest.scene == "moving-rect")
        #expect(manifest.parameters.fps == "30" && manifest.parameters.frameCount == 30)

        let report = try check(MovingRectScene(), folder).verify(frames: [0, 10, 29])
        #expect(report.passed)
        #expect(report.results.allSatisfy { $0.difference.isIdentical && $0.difference.psnr == .infinity })
        #expect(try files(folder).count == 4, "a pass writes no pictures")

        // The manifest on disk is the JSON we read back, and decoding it gives the same value.
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        #expect(try GoldenManifest.decode(data, path: "m") == manifest)
        // Each golden's digest is the SHA-256 of the frame's bytes.
        let frame10 = try MovingRectScene().makeRenderer(for: settings).render(frame: 10)
        #expect(manifest.frame(10)?.sha256 == SHA256.hex(of: frame10.bytes))
    }

    @Test func onePixelChangeFailsExactlyWhereItShows() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: artifacts(folder)) }
        try check(MovingRectScene(), folder).record(frames: [0, 5, 10, 20])
        let broken = MovingRectScene(glitchFrames: [5, 20])
        let report = try check(broken, folder).verify(frames: [0, 5, 10, 20])
        #expect(!report.passed)
        #expect(report.failures.map(\.frame) == [5, 20])

        // The golden pixel under the glitch, read from the golden file itself.
        let golden = try decodeImage(at: folder.appendingPathComponent("frame-00005.png"))
        let g = golden.pixel(x: 3, y: 2)
        let diffs = [Int(g.r), 255 - Int(g.g), Int(g.b), 255 - Int(g.a)]
        let expectedMax = diffs.max()!
        let squared = Double(diffs.map { $0 * $0 }.reduce(0, +))
        let expectedPSNR = 10 * log10(255.0 * 255.0 / (squared / Double(48 * 32 * 4)))

        let failure = report.failures[0]
        #expect(failure.difference.differingPixels == 1)
        #expect(failure.difference.pixelCount == 48 * 32)
        #expect(failure.difference.maxChannelDifference == expectedMax)
        #expect(abs(failure.difference.psnr - expectedPSNR) < 1e-9)
        #expect(report.results.filter(\.passed).map(\.frame) == [0, 10])

        // Pictures in the artifacts folder for the failed frames only; the golden folder keeps its goldens.
        let pictures = artifacts(folder)
        #expect(try files(pictures) == ["frame-00005.actual.png", "frame-00005.diff.png", "frame-00005.sheet.png",
                                        "frame-00020.actual.png", "frame-00020.diff.png", "frame-00020.sheet.png"])
        #expect(try files(folder) == ["frame-00000.png", "frame-00005.png", "frame-00010.png", "frame-00020.png", "manifest.json"])
        #expect(report.failures[0].artifacts[.sheet] == pictures.appendingPathComponent("frame-00005.sheet.png"))
        let actual = try decodeImage(at: pictures.appendingPathComponent("frame-00005.actual.png"))
        #expect(actual == (try broken.makeRenderer(for: settings).render(frame: 5)))

        // The diff picture: the changed pixel red→magenta by its size, every other one grey.
        let diff = try decodeImage(at: pictures.appendingPathComponent("frame-00005.diff.png"))
        #expect(diff.pixel(x: 3, y: 2) == RGBA8(r: 255, g: 0, b: UInt8(expectedMax), a: 255))
        var greys = 0
        for y in 0..<32 { for x in 0..<48 where !(x == 3 && y == 2) {
            let p = diff.pixel(x: x, y: y)
            if p.r == p.g && p.g == p.b && p.a == 255 { greys += 1 }
        } }
        #expect(greys == 48 * 32 - 1)

        // The sheet shows the changed area: the pixel (3, 2) and 8 pixels around
        // it inside the frame, x 0…11 and y 0…10, enlarged ×8 (the largest
        // whole factor up to 8 that keeps 12 px within half of 640).
        let sheet = try decodeImage(at: pictures.appendingPathComponent("frame-00005.sheet.png"))
        // The golden cell's top-left is at the padding (12) below the title line (16 + 8).
        for (x, y) in [(0, 0), (3, 2), (11, 10)] {
            #expect(sheet.pixel(x: 12 + x * 8 + 4, y: 36 + y * 8 + 4) == golden.pixel(x: x, y: y), "golden (\(x), \(y))")
        }

        // The table names the frame, its time and figures.
        let table = report.table()
        #expect(table.contains("FAIL"))
        let row = table.split(separator: "\n").first { $0.hasPrefix("    5") || $0.hasPrefix("5 ") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("5 ") }
        #expect(row?.contains("0.167") == true)
        #expect(row?.contains("1 (0.065 %)") == true) // 1 / 1536 = 0.0651 %

        // Fixed again: the pictures go away on the next pass.
        let fixed = try check(MovingRectScene(), folder).verify(frames: [5, 20])
        #expect(fixed.passed)
        #expect(try files(pictures) == [])
    }

    @Test func toleranceLetsAGlitchPassThroughTheCheck() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try check(MovingRectScene(), folder).record(frames: [5])
        let broken = MovingRectScene(glitchFrames: [5])
        // One pixel of 1536 is 0.065 %: 0.1 % lets it pass, 0.05 % does not.
        #expect(try check(broken, folder, tolerance: .maxDifferingFraction(0.001)).verify(frames: [5]).passed)
        #expect(!(try check(broken, folder, tolerance: .maxDifferingFraction(0.0005)).verify(frames: [5]).passed))
    }

    @Test func rerecordingReplacesTheSet() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try check(MovingRectScene(), folder).record(frames: [0, 5])
        _ = try check(MovingRectScene(glitchFrames: [5]), folder).verify(frames: [5])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("README.txt"))
        try check(MovingRectScene(glitchFrames: [5]), folder).record(frames: [5, 7])
        #expect(try files(folder) == ["README.txt", "frame-00005.png", "frame-00007.png", "manifest.json"])
        #expect(try check(MovingRectScene(glitchFrames: [5]), folder).verify(frames: [5, 7]).passed)
    }

    @Test func failedRecordingLeavesThePreviousSet() throws {
        struct Boom: Error {}
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try check(MovingRectScene(), folder).record(frames: [0, 5])
        let before = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let renderer = try MovingRectScene(glitchFrames: [0]).makeRenderer(for: settings)
        let failing = GoldenCheck(scene: "moving-rect", settings: settings, store: GoldenStore(directory: folder)) { i in
            if i == 5 { throw Boom() }
            return try renderer.render(frame: i)
        }
        #expect(throws: Boom.self) { try failing.record(frames: [0, 5]) }
        #expect(try Data(contentsOf: folder.appendingPathComponent("manifest.json")) == before)
        #expect(try files(folder) == ["frame-00000.png", "frame-00005.png", "manifest.json"])
        #expect(try check(MovingRectScene(), folder).verify(frames: [0, 5]).passed)
    }
}
