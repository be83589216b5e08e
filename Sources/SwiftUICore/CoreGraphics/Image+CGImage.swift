// SwiftUI's images of CoreGraphics images: `Image(decorative:scale:orientation:)`
// and `Image(_:scale:orientation:label:)`. The orientation says how the
// stored pixels are turned for display, as SwiftUI's `Image.Orientation`
// (and EXIF) define it: `.down` is a half turn, `.left` a quarter turn
// counterclockwise, `.right` clockwise; the mirrored cases flip the
// stored pixels horizontally first.
import Foundation
import Raster

extension Image {
    /// How an image's pixels are turned for display, as SwiftUI's `Image.Orientation`.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        /// As stored.
        case up = 0
        /// Flipped horizontally.
        case upMirrored = 2
        /// Turned by a half turn.
        case down = 6
        /// Flipped vertically.
        case downMirrored = 4
        /// Turned a quarter turn counterclockwise.
        case left = 1
        /// Flipped horizontally, then turned a quarter turn counterclockwise.
        case leftMirrored = 3
        /// Turned a quarter turn clockwise.
        case right = 7
        /// Flipped horizontally, then turned a quarter turn clockwise.
        case rightMirrored = 5
    }

    #if !canImport(CoreGraphics)
    /// An image of `cgImage`'s pixels, `scale` pixels to the point, turned by `orientation`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(pixmap: Self.oriented(cgImage.pixmap, orientation), scale: scale)
    }

    /// An image of `cgImage`'s pixels with an accessibility label (not drawn).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }
    #endif

    /// `p` turned for display by `o`.
    package static func oriented(_ p: Pixmap, _ o: Orientation) -> Pixmap {
        guard o != .up else { return p }
        let w = p.width, h = p.height
        let quarter = o == .left || o == .leftMirrored || o == .right || o == .rightMirrored
        let out = Pixmap(width: quarter ? h : w, height: quarter ? w : h)
        let mirrored = o == .upMirrored || o == .downMirrored || o == .leftMirrored || o == .rightMirrored
        for y in 0..<h {
            for x in 0..<w {
                let sx = mirrored ? w - 1 - x : x
                let c = p.pixel(x: x, y: y)
                switch o {
                case .up, .upMirrored: out.setPixel(x: sx, y: y, c)
                case .down, .downMirrored: out.setPixel(x: w - 1 - sx, y: h - 1 - y, c)
                case .left, .leftMirrored: out.setPixel(x: y, y: w - 1 - sx, c)
                case .right, .rightMirrored: out.setPixel(x: h - 1 - y, y: sx, c)
                }
            }
        }
        return out
    }
}
