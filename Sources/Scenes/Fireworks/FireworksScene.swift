// The headline scene: a deterministic fireworks show from the Particles
// simulation, each sprite drawn as a soft radial-gradient glow with a bright
// core, composited with the screen blend mode over a night-sky gradient —
// through the same Path → flatten → coverage → paint path as every drawing —
// then bloomed (Raster's `Bloom`): a halo around every bright spark and a
// wide glow lighting the sky around each burst, in the burst's colours.
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
    /// Whether light spills around the sparks and over the sky (on by
    /// default). A timeline file's fireworks layer draws without it: it
    /// equals this scene with `bloom` off.
    public var bloom = true

    /// A show with `show`'s parameters; its size and seed are replaced by the
    /// render's settings.
    public init(show: FireworksConfiguration = FireworksConfiguration()) { self.show = show }

    /// A show with `show`'s parameters, bloomed or not (``bloom``).
    public init(show: FireworksConfiguration = FireworksConfiguration(), bloom: Bool) {
        self.show = show
        self.bloom = bloom
    }

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
        return try FireworksRenderer(settings: settings, configuration: configuration, blooms: bloom)
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
    /// Contexts and bloom buffers kept between frames (one per concurrent
    /// caller), so their memory is reused rather than allocated and faulted
    /// in every frame.
    private let workspaces = Mutex<[(context: RasterContext, bloom: Bloom)]>([])

    /// The light spilled around bright sparks: the finest levels (a few to
    /// 30 pixels at 720p; the levels follow the frame's size) make each
    /// spark's halo, the coarse ones (60–500 pixels) the sky lit around a
    /// burst. The threshold keeps the sky's own gradient (at most 26, the
    /// horizon's blue) out of it; the knee keeps a dense young burst from
    /// whiting out the sky while a sparse old one still glows. Chosen by
    /// eye on frames 120, 168 and 210 of the default show, at 1280x720 and
    /// 480x270 (a stronger coarsest level greyed the whole sky when bursts
    /// overlapped).
    static let bloom = BloomStyle(threshold: 28, levelWeights: [1.1, 1, 1.1, 1.6, 2.0, 1.4], knee: 150)

    /// Whether frames are bloomed (``FireworksScene/bloom``).
    private let blooms: Bool

    init(settings: SceneSettings, configuration: FireworksConfiguration, blooms: Bool = true) throws {
        self.settings = settings
        self.blooms = blooms
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
        let space = workspaces.withLock { $0.popLast() }
            ?? (context: RasterContext(target: canvas), bloom: Bloom(width: settings.width, height: settings.height, style: Self.bloom))
        try space.context.retarget(canvas)
        var fills = RasterFireworksCanvas(space.context)
        painter.paintSprites(sprites, into: &fills)
        try space.context.flush()
        if blooms { space.bloom.apply(to: canvas) }
        workspaces.withLock { $0.append(space) }
    }
}
