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
        #expect(e?.description.contains("--record") == true)
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

    @Test func changedParametersAskForARecording() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        var other = settings
        other.seed = 2
        other.frameRate = .fps60
        let e = error { try verify(folder, settings: other) }
        #expect(e?.kind == .parametersChanged)
        #expect(e?.description.contains("seed 1 → 2") == true)
        #expect(e?.description.contains("fps 30 → 60") == true)
        #expect(e?.description.contains("Re-record") == true)
    }

    @Test func goldensOfAnotherSceneAreNotCompared() throws {
        let folder = try recorded()
        defer { try? FileManager.default.removeItem(at: folder) }
        let e = error {
            _ = try GoldenCheck(scene: MovingRectScene(name: "other"), settings: settings,
                                store: GoldenStore(directory: folder)).verify(frames: [0])
        }
        #expect(e?.kind == .parametersChanged)
        #expect(e?.description.contains("scene moving-rect → other") == true)
    }

    @Test func missingGoldensAreNamed() throws {
        let empty = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let e1 = error { try verify(empty.appendingPathComponent("none")) }
        #expect(e1?.kind == .missingGolden)
        #expect(e1?.description.contains("--record") == true)

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
