// The headline scene: a deterministic fireworks show from the Particles
// simulation, each sprite drawn as a soft radial-gradient glow with a bright
// core, composited with the screen blend mode over a night-sky gradient —
// through the same Path → flatten → coverage → paint path as every drawing —
// then bloomed (Raster's `Bloom`): a halo around every bright spark and a
// wide glow lighting the sky around each burst, in the burst's colours.
// Particles' `FireworksFrames` makes the pixels, as for a timeline file's
// fireworks layer.
import Foundation
import Frames
import Geometry
import Particles
import Raster
import Timeline

/// Fireworks over a night sky (`animgen fireworks`).
public struct FireworksScene: AnimationScene {
    /// Show parameters other than size and seed (which come from the settings).
    public var show: FireworksConfiguration
    /// Whether light spills around the sparks and over the sky (on by
    /// default, as a timeline file's fireworks layer's `bloom`).
    public var bloom = true
    /// The caches its renders draw with (the process's shared set by
    /// default); give one its own to keep them apart from other renders.
    /// The pixels are the same either way.
    public var resources: RenderResources = .shared

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
        return try FireworksRenderer(settings: settings, configuration: configuration, blooms: bloom, resources: resources)
    }
}

/// Renders frames of one show from a ``FireworksPool`` (concurrent workers
/// each keep stepping forward) through ``FireworksFrames``.
final class FireworksRenderer: SceneRenderer {
    let settings: SceneSettings
    private let simulations: FireworksPool
    private let frames: FireworksFrames

    init(settings: SceneSettings, configuration: FireworksConfiguration, blooms: Bool = true,
         resources: RenderResources = .shared) throws {
        self.settings = settings
        simulations = FireworksPool(try Fireworks(configuration))
        frames = try FireworksFrames(showWidth: settings.width, showHeight: settings.height,
                                     sky: simulations.sky, blooms: blooms, resources: resources)
    }

    /// The sky is opaque and covers every pixel; the sprites are screened
    /// over it, which keeps alpha at 255.
    var framesAreOpaque: Bool { true }

    func render(frame index: Int) throws -> Pixmap {
        let pixmap = Pixmap(width: settings.width, height: settings.height)
        try render(frame: index, into: pixmap)
        return pixmap
    }

    func render(frame index: Int, into canvas: Pixmap) throws {
        try frames.render(try simulations.sprites(atFrame: index, rate: settings.frameRate), into: canvas)
    }
}
