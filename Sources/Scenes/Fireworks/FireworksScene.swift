// The headline scene: a deterministic fireworks show from the Particles
// simulation, each sprite drawn as a soft radial-gradient glow with a bright
// core, composited with the screen blend mode over a night-sky gradient —
// through the same Path → flatten → coverage → paint path as every drawing.
import Foundation
import Frames
import Geometry
import Particles
import Raster
import Synchronization
import Timeline

/// Fireworks over a night sky (`animgen fireworks`).
public struct FireworksScene: AnimationScene {
    /// Show parameters other than size and seed (which come from the settings).
    public var show: FireworksConfiguration

    /// A show with `show`'s parameters; its size and seed are replaced by the
    /// render's settings.
    public init(show: FireworksConfiguration = FireworksConfiguration()) { self.show = show }

    public var name: String { Self.name }
    /// The scene's name, known without making one.
    public static let name = "fireworks"
    public var summary: String { "Rockets and bursts of glowing particles over a night sky (seeded)" }
    public var defaultSettings: SceneSettings { SceneSettings(seed: show.seed) }

    public func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        var configuration = show
        configuration.width = settings.width
        configuration.height = settings.height
        configuration.seed = settings.seed
        return try FireworksRenderer(settings: settings, configuration: configuration)
    }
}

/// Renders frames of one show from a ``FireworksPool`` (concurrent workers
/// each keep stepping forward).
final class FireworksRenderer: SceneRenderer {
    let settings: SceneSettings
    private let simulations: FireworksPool
    private let painter: FireworksPainter
    /// The sky, painted once; every frame starts as a copy of it. Only read
    /// after init, so sharing it between threads is safe.
    private let sky: Pixmap
    /// Contexts kept between frames (one per concurrent caller), so their
    /// buffers are reused rather than allocated and faulted in every frame.
    private let contexts = Mutex<[RasterContext]>([])

    init(settings: SceneSettings, configuration: FireworksConfiguration) throws {
        self.settings = settings
        simulations = FireworksPool(try Fireworks(configuration))
        painter = FireworksPainter(width: settings.width, height: settings.height)
        sky = Pixmap(width: settings.width, height: settings.height)
        let context = RasterContext(target: sky)
        var canvas = RasterFireworksCanvas(context)
        painter.paintSky(simulations.sky, into: &canvas)
        try context.flush()
    }

    /// The sky is opaque and covers every pixel; the sprites are screened
    /// over it, which keeps alpha at 255.
    var framesAreOpaque: Bool { true }

    func render(frame index: Int) throws -> Pixmap {
        let pixmap = Pixmap(width: settings.width, height: settings.height)
        try render(frame: index, into: pixmap)
        return pixmap
    }

    /// Starts from the pre-painted sky, which covers every pixel, so whatever
    /// the canvas held before does not matter.
    func render(frame index: Int, into canvas: Pixmap) throws {
        let sprites = try simulations.sprites(atFrame: index, rate: settings.frameRate)
        canvas.update(from: sky)
        let context = contexts.withLock { $0.popLast() } ?? RasterContext(target: canvas)
        try context.retarget(canvas)
        var fills = RasterFireworksCanvas(context)
        painter.paintSprites(sprites, into: &fills)
        try context.flush()
        contexts.withLock { $0.append(context) }
    }
}
