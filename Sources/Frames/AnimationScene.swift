// A scene is anything animgen can render frame by frame: a built-in
// animation, a timeline file, a user's drawing closure. Every command that
// renders (`fireworks`, `render`, `verify`, `sheet`, `animgen NAME`) goes
// through this one protocol, so seeking, determinism and output formats work
// the same for all of them.
import Raster
import Timeline

/// The parameters a render fixes before its first frame.
public struct SceneSettings: Sendable, Hashable {
    /// Canvas size in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// Exact frame rate; frame i is at i / frameRate seconds.
    public var frameRate: FrameRate
    /// Length in seconds; the frame count is ⌈duration × fps⌉.
    public var duration: Double
    /// Seed of every random choice the scene makes.
    public var seed: UInt64

    /// Settings of a render; the defaults are 1280x720 at 60 fps for 5 seconds, seed 2021.
    public init(width: Int = 1280, height: Int = 720, frameRate: FrameRate = .fps60,
                duration: Double = 5, seed: UInt64 = 2021) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.duration = duration
        self.seed = seed
    }

    /// Number of frames: every frame that starts before the end.
    public var frameCount: Int { frameRate.frameCount(forDuration: duration) }

    /// The time context of frame `index`.
    public func context(forFrame index: Int) -> FrameContext { frameRate.context(forFrame: index) }
}

/// Something animgen renders: it names itself and makes renderers.
public protocol AnimationScene: Sendable {
    /// The name on the command line (`animgen NAME`), lowercase with hyphens.
    var name: String { get }
    /// One line for `animgen list`.
    var summary: String { get }
    /// Size, rate, length and seed used when the command line does not say.
    var defaultSettings: SceneSettings { get }
    /// Prepares everything a render with `settings` needs (validating them).
    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer
}

/// Draws the frames of one render of a scene.
///
/// Rendering is a pure function of the scene, the settings and the index:
/// frame N alone gives the same bytes as frame N after frames 0…N−1, and
/// calls may come from several threads at once.
public protocol SceneRenderer: AnyObject, Sendable {
    /// The settings this renderer was made for (size, rate, length, seed).
    var settings: SceneSettings { get }
    /// The finished frame `index` (0 ..< settings.frameCount).
    func render(frame index: Int) throws -> Pixmap
    /// Draws frame `index` over every pixel of `canvas` (settings' size),
    /// whatever it held before. Video pipelines reuse one canvas per worker.
    func render(frame index: Int, into canvas: Pixmap) throws
    /// True when every frame is opaque (alpha 255 at every pixel: the scene
    /// paints an opaque background first). Video formats with alpha then
    /// store none (a WebM gets no alpha stream; it would hold only 255s),
    /// unless the caller asks for it (``EncodeOptions/framesAreOpaque``
    /// false); each frame is checked. Default false.
    var framesAreOpaque: Bool { get }
}

extension SceneRenderer {
    /// Frames may be translucent unless the scene says otherwise.
    public var framesAreOpaque: Bool { false }

    /// Renders into a fresh pixmap and copies it: override when the scene can
    /// draw straight into a reused canvas.
    public func render(frame index: Int, into canvas: Pixmap) throws {
        canvas.update(from: try render(frame: index))
    }
}
