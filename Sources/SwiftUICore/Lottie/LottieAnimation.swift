import Foundation
import Geometry
import Lottie

/// A Lottie animation loaded for a ``LottieView``, as lottie-ios's
/// `LottieAnimation`: a Bodymovin JSON, dotLottie or `.tgs` file read and
/// checked once, drawn by the Lottie engine (text in fonts the file has no
/// glyphs for set by the text engine).
public final class LottieAnimation: Sendable {
    let scene: LottieScene

    init(scene: LottieScene) { self.scene = scene }

    /// The first frame (`ip`).
    public var startFrame: Double { scene.inPoint }
    /// The frame after the last (`op`).
    public var endFrame: Double { scene.outPoint }
    /// Frames per second (`fr`).
    public var framerate: Double { scene.frameRate }
    /// Seconds from the start frame to the end frame.
    public var duration: Double { (endFrame - startFrame) / framerate }
    /// The composition's size in points (`w`, `h`).
    public var size: CGSize { CGSize(width: Double(scene.defaultSettings.width), height: Double(scene.defaultSettings.height)) }

    /// The animation `name` (`.json`, `.lottie` or `.tgs`) in `bundle`,
    /// optionally in `subdirectory`; nil when there is none or it cannot be read.
    public static func named(_ name: String, bundle: Bundle = .main, subdirectory: String? = nil) -> LottieAnimation? {
        for ext in ["json", "lottie", "tgs"] {
            if let path = bundle.path(forResource: name, ofType: ext, inDirectory: subdirectory) {
                return filepath(path)
            }
        }
        return nil
    }

    /// The animation in the file at `filepath`; nil when it is missing or cannot be read.
    public static func filepath(_ filepath: String) -> LottieAnimation? {
        (try? LottieScene(contentsOf: URL(fileURLWithPath: filepath), textShaper: LottieFontShaper())).map(LottieAnimation.init)
    }

    /// The animation in `data` (JSON, or the bytes of a `.lottie` or `.tgs` file).
    /// - Throws: `LottieError` naming the JSON path of what is wrong.
    public static func from(data: Data) throws -> LottieAnimation {
        LottieAnimation(scene: try LottieScene(data: data, textShaper: LottieFontShaper()))
    }
}

/// How a playing ``LottieView`` repeats, as lottie-ios's `LottieLoopMode`.
public enum LottieLoopMode: Hashable, Sendable {
    /// Once, then the last frame stays.
    case playOnce
    /// From the start again after the end.
    case loop
    /// Forwards, then backwards, and again.
    case autoReverse
}
