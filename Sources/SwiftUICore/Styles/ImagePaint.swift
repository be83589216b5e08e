// SwiftUI's image style: a region of an image repeated over what is filled.
// A ResolvedPaint is a closed set of colours and gradients, so the image
// travels through the style's effects (`ShapeStyleEffects.imageFill`) and
// the context's shader builder tiles it like `Shading.tiledImage`.
import Foundation

/// A shape style that fills a shape by repeating a region of an image, as
/// SwiftUI's `ImagePaint`.
///
/// Tiles start at the top-left corner of the filled bounds (Apple does not
/// say where; this keeps a shape's pattern fixed to the shape when it moves).
/// A symbol image cannot be tiled and draws nothing.
public struct ImagePaint: ShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat
    var opacity: Double = 1

    /// Tiles the part `sourceRect` (unit coordinates of the image, all of it by
    /// default) of `image`, drawn at `scale` times its size.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// Clear: the image is painted from ``ShapeStyleEffects/imageFill``.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint { .color(.clear) }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = ShapeStyleEffects()
        effects.imageFill = self
        return effects
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills a shape by repeating a region of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension ShapeStyleEffects {
    /// The effects with an image fill's opacity multiplied by `opacity`.
    func multiplyingImageOpacity(_ opacity: Double) -> ShapeStyleEffects {
        var effects = self
        effects.imageFill?.opacity *= min(max(opacity.isNaN ? 0 : opacity, 0), 1)
        return effects
    }
}
