import Foundation
import Frames
import Raster
import Timeline

/// Renders the frames of a `ViewAnimation`: `render(frame:)` is a pure
/// function of the index, safe to call from several threads. It is the
/// ``SceneRenderer`` of a ``ViewScene``, so a view animation renders with
/// every command and output like any other scene.
public final class ViewRenderer: SceneRenderer, @unchecked Sendable {
    /// Canvas size in points.
    public let width: Int, height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// Frames per second; frame i is the view at t = i / fps.
    public let frameRate: FrameRate
    /// Length in seconds.
    public let duration: Double
    /// Draws the picture at a time into a transparent pixmap.
    private let draw: (Double, Pixmap) throws -> Void

    init(width: Int, height: Int, scale: CGFloat, frameRate: FrameRate, duration: Double,
         draw: @escaping (Double, Pixmap) throws -> Void) {
        self.width = width
        self.height = height
        self.scale = scale
        self.frameRate = frameRate
        self.duration = duration
        self.draw = draw
    }

    /// Frames that start before the end.
    public var frameCount: Int { frameRate.frameCount(forDuration: duration) }

    /// The frames' pixel size, rate and length (a view animation draws no
    /// random choices, so the seed is 0).
    public var settings: SceneSettings {
        SceneSettings(width: pixelWidth, height: pixelHeight, frameRate: frameRate, duration: duration, seed: 0)
    }

    /// The size of every frame in pixels (points × scale, rounded).
    public var pixelWidth: Int { Int((CGFloat(width) * scale).rounded()) }
    /// The height of every frame in pixels (points × scale, rounded).
    public var pixelHeight: Int { Int((CGFloat(height) * scale).rounded()) }

    /// Frame `index`, at t = index / fps.
    public func render(frame index: Int) throws -> Pixmap {
        let pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
        try render(frame: index, into: pixmap)
        return pixmap
    }

    /// Draws frame `index` over all of `canvas` (cleared first), which must
    /// be `pixelWidth` × `pixelHeight`: video pipelines reuse one canvas.
    public func render(frame index: Int, into canvas: Pixmap) throws {
        guard index >= 0 else { throw ViewRenderError(description: "Frame \(index) does not exist; frames count from 0.") }
        try render(time: frameRate.time(ofFrame: index), into: canvas)
    }

    /// The picture at `time` seconds.
    public func render(time: Double) throws -> Pixmap {
        let pixmap = Pixmap(width: pixelWidth, height: pixelHeight)
        try render(time: time, into: pixmap)
        return pixmap
    }

    private func render(time: Double, into canvas: Pixmap) throws {
        guard canvas.width == pixelWidth, canvas.height == pixelHeight else {
            throw ViewRenderError(description: "A \(canvas.width)×\(canvas.height) canvas cannot hold this view animation's "
                + "\(pixelWidth)×\(pixelHeight)-pixel frames; pass a canvas of the frame size.")
        }
        canvas.clear()
        try draw(time, canvas)
    }
}
