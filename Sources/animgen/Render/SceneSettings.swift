import Timeline

/// The options that define the animation itself — length, frame rate, size,
/// seed — apart from where it is written. `render FILE`, `verify` and
/// `sheet` share them; a timeline file supplies its own defaults, which the
/// flags override.
struct SceneSettings: Sendable, Equatable {
    var size: PixelSize
    var frameRate: FrameRate
    var seconds: Double
    var seed: UInt64

    /// The built-in defaults: 1280x720, 60 fps, 5 s, seed 2021.
    static let standard = SceneSettings(size: RenderDefaults.size, frameRate: RenderDefaults.frameRate,
                                        seconds: RenderDefaults.seconds, seed: RenderDefaults.seed)

    /// Frames in the animation: every frame that starts before the end,
    /// ⌈seconds × fps⌉ (Timeline's ``FrameRate/frameCount(forDuration:)``);
    /// at least 1 is checked by ``RenderOptions/sceneSettings(from:defaults:)``.
    var frameCount: Int { frameRate.frameCount(forDuration: seconds) }
}
