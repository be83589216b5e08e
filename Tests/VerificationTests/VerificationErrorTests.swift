import Foundation
import Frames
import ImageFiles
import Media
import Raster
@testable import Verification
import Testing
import Timeline

@Suite struct VerificationErrorTests {
    let settings = SceneSettings(width: 48, height: 32, frameRate: .fps30, duration: 1, seed: 1)

    func recorded() throws -> URL {
        let folder = try makeTemporaryFolder()
        try GoldenCheck(scene: MovingRectScene(), settings: settings, store: GoldenStore(directory: folder)).record(frames: [0, 10])
        return folder
    }

    func verify(_ folder: URL, settings: SceneSettings? = nil, frames: [Int] = [0, 10]) throws {
        _ = try GoldenCheck(scene: MovingRectScene(), settings: settings ?? self.settings,
                            store: GoldenStore(directory: folder)).verify(frames: frames)
    }

    func error(_ body: () throws -> Void) -> VerificationError? {
        do { try body(); return nil } catch { return error as? VerificationError }
    }

    @Test func manifestKeepsEveryParameterExactly() throws {
        let parameters = GoldenParameters(width: 7, height: 5, frameRate: .ntsc29_97, seconds: 0.1,
                                          frameCount: 3, seed: UInt64.max)
        let manifest = GoldenManifest(scene: "s", parameters: parameters,
                                      frames: [.init(index: 2, frameRate: .ntsc29_97, sha256: String(repeating: "a", count: 64))])
        let decoded = try GoldenManifest.decode(try manifest.encoded(), path: "m")
        #expect(decoded == manifest)
        #expect(decoded.parameters.seed == UInt64.max)
        #expect(decoded.parameters.fps == "30000/1001")
        // Frame 2 at 30000/1001 fps is at 2002/30000 = 1001/15000 s.
        #expect(decoded.frames[0].time == "1001/15000")
        #expect(decoded.frames[0].file == "frame-00002.png")
    }

    @Test func corruptGoldenPNGNamesTheFile() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("frame-00010.png")
        var bytes = try Data(contentsOf: file)
        bytes.removeLast(bytes.count / 2) // truncated
        try bytes.write(to: file)
        let e = error { try verify(folder) }
        #expect(e?.kind == .corruptGolden)
        #expect(e?.description.contains(file.path) == true)
        #expect(e?.description.contains("`record: .all`") == true)
    }

    @Test func goldenReplacedByAnotherPictureIsCaught() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = try MovingRectScene().makeRenderer(for: settings).render(frame: 20)
        let file = folder.appendingPathComponent("frame-00010.png")
        try Data(pngData(other)).write(to: file)
        let e = error { try verify(folder) }
        #expect(e?.kind == .corruptGolden)
        #expect(e?.description.contains("SHA-256") == true)
        #expect(e?.description.contains(file.path) == true)
    }

    @Test func corruptManifestNamesTheFileAndKey() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("manifest.json")
        try Data("{ \"format\": 1, \"scene\": ".utf8).write(to: manifest)
        let e1 = error { try verify(folder) }
        #expect(e1?.kind == .corruptManifest)
        #expect(e1?.description.contains(manifest.path) == true)
        #expect(e1?.description.contains("not valid JSON") == true)

        try Data(#"{"format": 1, "scene": "x", "frames": []}"#.utf8).write(to: manifest)
        let e2 = error { try verify(folder) }
        #expect(e2?.kind == .corruptManifest)
        #expect(e2?.description.contains("missing key \"parameters\"") == true)
    }

    /// Issue 36: the change is the finding. Goldens recorded at 30 fps with
    /// seed 1, checked at 60 fps with seed 2: the changes are named and the
    /// frames compared — frame 0 (t = 0 either way) matches, frame 10 (1/3 s
    /// recorded, 1/6 s now: the rectangle has moved less) differs.
    @Test func changedParametersAreNamedAndCompared() throws {
        let folder = try recorded()
        let pictures = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: pictures) }
        var other = settings
        other.seed = 2
        other.frameRate = .fps60
        var check = try GoldenCheck(scene: MovingRectScene(), settings: other, store: GoldenStore(directory: folder))
        check.artifactsDirectory = pictures
        let report = try check.verify(frames: [0, 10])
        #expect(report.parameterChanges.contains("seed 1 → 2"))
        #expect(report.parameterChanges.contains("fps 30 → 60"))
        #expect(report.results.map(\.passed) == [true, false])
        #expect(report.summary.contains("recorded with other parameters: fps 30 → 60"))
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("frame-00010.sheet.png").path))
    }

    @Test func goldensOfAnotherSceneAreComparedWithTheNameChangeNoted() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try GoldenCheck(scene: MovingRectScene(name: "other"), settings: settings,
                                     store: GoldenStore(directory: folder)).verify(frames: [0])
        #expect(report.parameterChanges == ["scene moving-rect → other"])
        #expect(report.passed, "the same drawing under another name")
    }

    @Test func missingGoldensAreNamed() throws {
        let empty = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let e1 = error { try verify(empty.appendingPathComponent("none")) }
        #expect(e1?.kind == .missingGolden)
        #expect(e1?.description.contains("`record: .missing`") == true)

        let file = empty.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(error { try verify(file) }?.description.contains("is a file, not a folder") == true)

        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let e2 = error { try verify(folder, frames: [0, 3]) }
        #expect(e2?.kind == .missingGolden)
        #expect(e2?.description.contains("Frame 3 has no golden") == true)
        #expect(e2?.description.contains("recorded: 0,10") == true)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("frame-00010.png"))
        let e3 = error { try verify(folder) }
        #expect(e3?.kind == .missingGolden)
        #expect(e3?.description.contains("frame-00010.png") == true)
    }

    @Test func framesOutsideTheAnimationAreRejected() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let e = error { try verify(folder, frames: [30]) }
        #expect(e?.kind == .invalidArgument)
        #expect(e?.description.contains("0…29") == true)
    }
}
