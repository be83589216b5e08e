// The headline scene: a deterministic fireworks show from the Particles
// simulation, each sprite drawn as a soft radial-gradient glow with a bright
// core, composited with the screen blend mode over a night-sky gradient —
// through the same Path → flatten → coverage → paint path as every drawing.
import Foundation
import Geometry
import Particles
import Raster
import Synchronization
import Timeline

/// Fireworks over a night sky (`animgen fireworks`).
public struct FireworksScene: Scene {
    /// Show parameters other than size and seed (which come from the settings).
    public var show: FireworksConfiguration

    public init(show: FireworksConfiguration = FireworksConfiguration()) { self.show = show }

    public var name: String { "fireworks" }
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

/// Renders frames of one show. Simulations are pooled so that concurrent
/// workers, each asking for increasing frames, keep stepping forward instead
/// of seeking back; which simulation serves a frame never changes its sprites
/// (the simulation is a pure function of the frame).
final class FireworksRenderer: SceneRenderer {
    let settings: SceneSettings
    private let pool: Mutex<[Fireworks]>
    private let prototype: Fireworks
    private let painter: FireworksPainter
    /// The sky, painted once; every frame starts as a copy of it. Only read
    /// after init, so sharing it between threads is safe.
    private let sky: Pixmap
    /// Contexts kept between frames (one per concurrent caller), so their
    /// buffers are reused rather than allocated and faulted in every frame.
    private let contexts = Mutex<[RasterContext]>([])

    init(settings: SceneSettings, configuration: FireworksConfiguration) throws {
        self.settings = settings
        prototype = try Fireworks(configuration)
        pool = Mutex([])
        painter = FireworksPainter(width: settings.width, height: settings.height, sky: prototype.sky)
        sky = Pixmap(width: settings.width, height: settings.height)
        let context = RasterContext(target: sky)
        painter.paintSky(in: context)
        try context.flush()
    }

    func render(frame index: Int) throws -> Pixmap {
        let pixmap = Pixmap(width: settings.width, height: settings.height)
        try render(frame: index, into: pixmap)
        return pixmap
    }

    /// Starts from the pre-painted sky, which covers every pixel, so whatever
    /// the canvas held before does not matter.
    func render(frame index: Int, into canvas: Pixmap) throws {
        let sprites = try sprites(atFrame: index)
        canvas.data.update(from: sky.data, count: sky.byteCount)
        let context = contexts.withLock { $0.popLast() } ?? RasterContext(target: canvas)
        try context.retarget(canvas)
        painter.paintSprites(sprites, in: context)
        try context.flush()
        contexts.withLock { $0.append(context) }
    }

    /// Takes the pooled simulation closest behind the frame (or a fresh copy),
    /// steps it, and returns it to the pool.
    private func sprites(atFrame index: Int) throws -> [ParticleSprite] {
        let rate = settings.frameRate
        let target = try prototype.time(ofFrame: index, fpsNumerator: rate.numerator,
                                        fpsDenominator: rate.denominator).step
        var simulation = pool.withLock { pool -> Fireworks in
            let best = pool.indices.filter { pool[$0].current.step <= target }
                .max { pool[$0].current.step < pool[$1].current.step }
            if let best { return pool.remove(at: best) }
            return pool.isEmpty ? prototype : pool.removeLast()
        }
        let sprites = try simulation.sprites(atFrame: index, fpsNumerator: rate.numerator,
                                             fpsDenominator: rate.denominator)
        pool.withLock { $0.append(simulation) }
        return sprites
    }
}
