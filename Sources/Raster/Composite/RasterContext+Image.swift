import Foundation
import Geometry

extension RasterContext {
    /// Draws `image` with `transform` mapping its pixels to the canvas.
    package func draw(_ image: Pixmap, transform: CGAffineTransform = .identity, filter: ImageFilter = .bilinear,
                     blendMode: BlendMode = .normal, opacity: Float = 1, clip: ClipMask? = nil) {
        var rect = Path()
        let w = CGFloat(image.width), h = CGFloat(image.height)
        rect.move(to: .zero)
        rect.addLine(to: CGPoint(x: w, y: 0))
        rect.addLine(to: CGPoint(x: w, y: h))
        rect.addLine(to: CGPoint(x: 0, y: h))
        rect.closeSubpath()
        fill(rect, transform: transform,
             paint: Paint(.image(image, transform: transform, filter: filter), blendMode: blendMode, opacity: opacity),
             clip: clip)
    }
}
