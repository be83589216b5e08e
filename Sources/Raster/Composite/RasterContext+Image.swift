import Foundation
import Geometry

extension RasterContext {
    /// Draws `image` with `transform` mapping its pixels to the canvas;
    /// with `within` (canvas pixels), only the part of the canvas inside
    /// that rectangle (the caller knows the image is transparent beyond it).
    package func draw(_ image: Pixmap, transform: CGAffineTransform = .identity, filter: ImageFilter = .bilinear,
                     blendMode: BlendOperation = .normal, opacity: Float = 1, clip: ClipMask? = nil, within: CGRect? = nil) {
        var rect = Path()
        let w = CGFloat(image.width), h = CGFloat(image.height)
        rect.move(to: .zero)
        rect.addLine(to: CGPoint(x: w, y: 0))
        rect.addLine(to: CGPoint(x: w, y: h))
        rect.addLine(to: CGPoint(x: 0, y: h))
        rect.closeSubpath()
        var shape = transform
        if let within {
            rect = Path(within)
            shape = .identity
        }
        fill(rect, transform: shape,
             paint: Paint(.image(image, transform: transform, filter: filter), blendMode: blendMode, opacity: opacity),
             clip: clip)
    }
}
