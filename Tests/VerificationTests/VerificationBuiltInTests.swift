import Foundation
import Frames
import Raster
import Scenes
@testable import Verification
import Testing
import Timeline

/// Issue 8's determinism promise for every built-in scene, at a small size so
/// the whole list stays quick: every 11th frame of 2 s at 30 fps, reached in
/// order, in reverse, alone, into a reused canvas and by two threads at once.
@Suite struct VerificationBuiltInTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func builtInSceneIsDeterministic(_ name: String) throws {
        let scene = try #require(BuiltInScenes.named(name))
        let settings = SceneSettings(width: 160, height: 90, frameRate: .fps30, duration: 2,
                                     seed: scene.defaultSettings.seed)
        let frames = Array(stride(from: 0, to: settings.frameCount, by: 11))
        let report = try DeterminismCheck.run(scene, settings: settings, frames: frames)
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.hashes.count == frames.count)
    }

    @Test func theCheckCatchesAStatefulRenderer() throws {
        let report = try DeterminismCheck.run(CountingScene(), settings: CountingScene().defaultSettings, frames: [0, 1, 2])
        #expect(!report.passed)
        #expect(report.differInReverse == [0, 2]) // drawn 3rd, 2nd, 1st instead of 1st, 2nd, 3rd
        #expect(report.differAlone == [1, 2])
    }

    @Test func theCheckCatchesACanvasThatIsNotRepainted() throws {
        let report = try DeterminismCheck.run(LeakyCanvasScene(), settings: LeakyCanvasScene().defaultSettings, frames: [0, 1])
        #expect(report.differInReusedCanvas == [0, 1])
        #expect(report.differInReverse.isEmpty && report.differAlone.isEmpty && report.differConcurrently.isEmpty)
    }

    @Test func theTestSceneIsDeterministic() throws {
        let settings = SceneSettings(width: 64, height: 40, frameRate: .fps30, duration: 1, seed: 1)
        #expect(try DeterminismCheck.run(MovingRectScene(), settings: settings, frames: Array(0..<30)).passed)
    }
}

/// Paints its red channel with how many frames it has drawn: order-dependent.
struct CountingScene: AnimationScene {
    var name = "counting"
    var summary = ""
    var defaultSettings = SceneSettings(width: 2, height: 2, frameRate: .fps30, duration: 1, seed: 0)
    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer { Renderer(settings: settings) }
    final class Renderer: SceneRenderer, @unchecked Sendable {
        let settings: SceneSettings
        var drawn = 0
        init(settings: SceneSettings) { self.settings = settings }
        func render(frame index: Int) throws -> Pixmap {
            drawn += 1
            let p = Pixmap(width: 2, height: 2)
            p.clear(to: RGBA8(r: UInt8(drawn), g: 0, b: 0, a: 255))
            return p
        }
    }
}

/// Draws one opaque pixel into the canvas and leaves the rest as it was.
struct LeakyCanvasScene: AnimationScene {
    var name = "leaky"
    var summary = ""
    var defaultSettings = SceneSettings(width: 2, height: 2, frameRate: .fps30, duration: 1, seed: 0)
    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer { Renderer(settings: settings) }
    final class Renderer: SceneRenderer {
        let settings: SceneSettings
        init(settings: SceneSettings) { self.settings = settings }
        func render(frame index: Int) throws -> Pixmap {
            let p = Pixmap(width: 2, height: 2)
            try render(frame: index, into: p)
            return p
        }
        func render(frame index: Int, into canvas: Pixmap) throws {
            canvas.setPixel(x: 0, y: 0, RGBA8(r: UInt8(index), g: 0, b: 0, a: 255))
        }
    }
}
