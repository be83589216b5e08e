// SwiftUI-style view trees as scenes: a `ViewAnimation` (a view plus its
// scripted state changes) renders with every command and output, like any
// built-in scene.
import Foundation
import Frames
import Raster
import Timeline

/// A view tree, animated by a script of state changes, as an ``AnimationScene``.
public struct ViewScene<Root: View>: AnimationScene, @unchecked Sendable {
    public let name: String
    public let summary: String
    /// The view, its canvas and its script of state changes.
    public let animation: ViewAnimation<Root>
    public let defaultSettings: SceneSettings

    /// A scene called `name` (what commands select it by), described by `summary`, rendering `animation` at
    /// `defaultSettings` unless told otherwise (nil: the animation's own size in pixels, 30 fps, 5 s).
    public init(name: String = "view", summary: String = "", animation: ViewAnimation<Root>,
                defaultSettings: SceneSettings? = nil) {
        self.name = name
        self.summary = summary
        self.animation = animation
        self.defaultSettings = defaultSettings ?? SceneSettings(width: animation.pixelWidth, height: animation.pixelHeight,
                                                                frameRate: .fps30, duration: 5)
    }

    /// A scene rendering `animation` at its own size in pixels (points × scale) for `duration` seconds at `frameRate`.
    public init(_ animation: ViewAnimation<Root>, frameRate: FrameRate = .fps30, duration: Double, name: String = "view",
                summary: String = "") {
        self.init(name: name, summary: summary, animation: animation,
                  defaultSettings: SceneSettings(width: animation.pixelWidth, height: animation.pixelHeight,
                                                 frameRate: frameRate, duration: duration))
    }

    /// The settings' size is in pixels: the view's canvas is that size
    /// divided by the animation's scale (points are pixels at scale 1).
    public func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        var animation = self.animation
        let scale = animation.scale
        (animation.width, animation.height) = (Int((CGFloat(settings.width) / scale).rounded()),
                                               Int((CGFloat(settings.height) / scale).rounded()))
        let frames = try animation.makeRenderer(frameRate: settings.frameRate, duration: settings.duration)
        guard frames.pixelWidth == settings.width, frames.pixelHeight == settings.height else {
            throw ViewRenderError(description: "\(settings.width)×\(settings.height) pixels is not a whole number of points "
                + "at this view animation's scale \(scale); choose a size that is a multiple of the scale.")
        }
        return frames
    }
}
