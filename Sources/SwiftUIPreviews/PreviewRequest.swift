// What `animgen previews` asks of the program it builds from a user's
// previews: one JSON file naming the output folder and the render options.
import Foundation

/// The render options `animgen previews` passes to the previews program.
public struct PreviewRequest: Codable, Sendable, Hashable {
    /// Folder the pictures go in: `<folder>/<File>/<Name>.<format>`.
    public var outputFolder: String
    /// `png` (a still), `gif` or `mp4`.
    public var format: String = "png"
    /// Length of a GIF/MP4 in seconds.
    public var seconds: Double = 2
    /// Frame of a still on the ``framesPerSecond`` clock (the frame on
    /// screen at the time asked: `FrameRate.frame(at:)`).
    public var stillFrame: Int = 0
    /// Frames per second of a GIF/MP4 (and the clock a still's time is read on).
    public var framesPerSecond: Int = 30
    /// Pixels per point.
    public var scale: Double = 2
    /// Canvas of `.device` layouts in points (nil: 390 × 844).
    public var deviceWidth: Double?
    /// See ``deviceWidth``.
    public var deviceHeight: Double?
    /// `light`, `dark` or both; with both, names end in `-light` / `-dark`.
    public var colorSchemes: [String] = ["light"]
    /// Only previews whose file name (without `.swift`) or name is listed (empty: all).
    public var only: [String] = []

    /// A request writing into `outputFolder` with the default options.
    public init(outputFolder: String) { self.outputFolder = outputFolder }
}

/// One picture the previews program wrote (a line of JSON on its standard output).
public struct RenderedPreview: Codable, Sendable, Hashable {
    /// The source file, as registered.
    public var file: String
    /// The line of the preview.
    public var line: Int
    /// Its name (unique in its file).
    public var name: String
    /// `light` or `dark`.
    public var colorScheme: String
    /// Where the picture is, relative to the output folder.
    public var path: String
    /// Size in pixels.
    public var width: Int
    /// See ``width``.
    public var height: Int
    /// Why it could not be rendered (then `path` is empty).
    public var error: String?
}
