// SwiftUI-style view trees as scenes: a `ViewAnimation` (a view plus its
// scripted state changes) renders with every command and output, like any
// built-in scene.
import Frames
import Raster
import Timeline

/// A view tree, animated by a script of state changes, as a ``Scene``.
public struct ViewScene<Root: View>: Scene, @unchecked Sendable {
    public let name: String
    public let summary: String
    public let animation: ViewAnimation<Root>
    public let defaultSettings: SceneSettings

    public init(name: String, summary: String, animation: ViewAnimation<Root>,
                defaultSettings: SceneSettings = SceneSettings()) {
        self.name = name
        self.summary = summary
        self.animation = animation
        self.defaultSettings = defaultSettings
    }

    /// Points are pixels at scale 1: the settings' size becomes the view's canvas.
    public func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        var animation = self.animation
        (animation.width, animation.height) = (settings.width, settings.height)
        let frames = try animation.makeRenderer(frameRate: settings.frameRate, duration: settings.duration)
        return ViewSceneRenderer(settings: settings, frames: frames)
    }
}

final class ViewSceneRenderer: SceneRenderer {
    let settings: SceneSettings
    let frames: ViewRenderer

    init(settings: SceneSettings, frames: ViewRenderer) {
        self.settings = settings
        self.frames = frames
    }

    func render(frame index: Int) throws -> Pixmap { try frames.render(frame: index) }
    func render(frame index: Int, into canvas: Pixmap) throws { try frames.render(frame: index, into: canvas) }
}
