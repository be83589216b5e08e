import Foundation
import ImageFiles
import Raster

extension Pixmap {
    /// Writes the pixels as a PNG file (RGBA, straight alpha),
    /// atomically: the file appears complete or not at all.
    /// - Throws: `MediaError` when the file cannot be written.
    public func writePNG(to url: URL) throws {
        try Media.writePNG(self, to: url)
    }

    /// Writes the pixels as a PNG file at `path`.
    public func writePNG(to path: String) throws {
        try writePNG(to: URL(fileURLWithPath: path))
    }
}
