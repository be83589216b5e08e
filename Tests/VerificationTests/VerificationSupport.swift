// A small scene of our own for the verification tests: a rectangle sliding
// right across a gradient-free background, drawn through the rasterizer,
// with an optional one-pixel "regression" at chosen frames.
import Foundation
import SwiftUICore
import Frames
import Geometry
import Raster
@testable import Verification
import Timeline

struct MovingRectScene: AnimationScene {
    var name = "moving-rect"
    var summary = "A rectangle moving right (test scene)"
    var defaultSettings = SceneSettings(width: 48, height: 32, frameRate: .fps30, duration: 1, seed: 1)
    /// Frames at which pixel `glitchPixel` is painted pure green.
    var glitchFrames: Set<Int> = []
    var glitchPixel = (x: 3, y: 2)
    var threads = 1

    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        MovingRectRenderer(scene: self, settings: settings)
    }
}

final class MovingRectRenderer: SceneRenderer {
    let scene: MovingRectScene
    let settings: SceneSettings
    init(scene: MovingRectScene, settings: SceneSettings) { self.scene = scene; self.settings = settings }

    func render(frame index: Int) throws -> Pixmap {
        let t = settings.frameRate.time(ofFrame: index)
        let w = Double(settings.width), h = Double(settings.height)
        let pixmap = try GraphicsContext.render(width: settings.width, height: settings.height,
                                                threads: scene.threads) { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: w, height: h)), with: .color(red: 0.1, green: 0.1, blue: 0.3))
            // Fractional positions so the edges are anti-aliased.
            let x = 2.3 + t * (w - 14), y = h * 0.25 + 0.4
            context.fill(Path(CGRect(x: x, y: y, width: 10.5, height: h * 0.5)), with: .color(red: 1, green: 0.8, blue: 0.2))
            context.fill(Path(ellipseIn: CGRect(x: w - 10 - x * 0.3, y: 3.3, width: 7, height: 7)),
                         with: .color(red: 0.2, green: 0.9, blue: 1, opacity: 0.6))
        }
        if scene.glitchFrames.contains(index) {
            pixmap.setPixel(x: scene.glitchPixel.x, y: scene.glitchPixel.y, RGBA8(r: 0, g: 255, b: 0, a: 255))
        }
        return pixmap
    }
}

/// A fresh empty folder under the temporary directory.
func makeTemporaryFolder(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("animgen-verify-\(safe)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A pixmap of `width`×`height` filled by `pixel(x, y)`.
func makePixmap(width: Int, height: Int, _ pixel: (Int, Int) -> RGBA8) -> Pixmap {
    let p = Pixmap(width: width, height: height)
    for y in 0..<height { for x in 0..<width { p.setPixel(x: x, y: y, pixel(x, y)) } }
    return p
}
