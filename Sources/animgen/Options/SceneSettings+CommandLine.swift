import AnimGen
import Frames
import Timeline

/// The command line's view of a scene's settings: sizes as `PixelSize`,
/// length as `seconds`, and the built-in defaults.
extension SceneSettings {
    init(size: PixelSize, frameRate: FrameRate, seconds: Double, seed: UInt64) {
        self.init(width: size.width, height: size.height, frameRate: frameRate, duration: seconds, seed: seed)
    }

    /// The built-in defaults: 1280x720, 60 fps, 5 s, seed 2021.
    static let standard = SceneSettings(size: RenderDefaults.size, frameRate: RenderDefaults.frameRate,
                                        seconds: RenderDefaults.seconds, seed: RenderDefaults.seed)

    var size: PixelSize { PixelSize(width: width, height: height) }
    var seconds: Double { duration }
}
