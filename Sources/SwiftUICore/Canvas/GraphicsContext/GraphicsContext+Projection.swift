// Drawing through a projective transform, the way Core Animation shows a
// layer with a perspective transform: the content is rendered flat into an
// offscreen layer at the context's own resolution, and the layer's pixels
// are mapped onto the surface through the projection. Every pixel inside
// the projected outline samples the layer where the inverse projection
// sends its centre, so fills, strokes, gradients, images and text are all
// projected exactly alike (perspective-correct), at the cost of one
// resampling (bilinear) of the content.
import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// Draws what `content` draws as a layer seen through `projection`
    /// (user space to user space, applied before this context's
    /// transform), then composites it with this context's opacity, blend
    /// mode, clip and filters. Not in SwiftUI (its GraphicsContext is
    /// affine); views reach it through `projectionEffect` and
    /// `rotation3DEffect`.
    ///
    /// Only what `content` draws inside `bounds` (user space, before the
    /// projection) is kept, and at most a margin of one canvas size around
    /// the canvas. Parts of the layer at or behind the eye plane (w ≤ 0)
    /// are not drawn.
    public func drawLayer(projection: ProjectionTransform, bounds: CGRect,
                          content: (inout GraphicsContext) throws -> Void) rethrows {
        guard !bounds.isNull, !bounds.isEmpty else { return }
        let canvas = surface.deviceRect
        let reach = canvas.insetBy(dx: -max(canvas.width, canvas.height), dy: -max(canvas.width, canvas.height))
        let source = bounds.applying(canvasTransform).intersection(reach)
        guard !source.isNull, source.width > 0, source.height > 0, source.minX.isFinite, source.maxY.isFinite
        else { return }
        let x0 = Int(source.minX.rounded(.down)), y0 = Int(source.minY.rounded(.down))
        let x1 = Int(source.maxX.rounded(.up)), y1 = Int(source.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let layer = RenderSurface(width: x1 - x0, height: y1 - y0, originX: x0, originY: y0, threads: shared.threads, resources: shared.resources)
        var inner = isolated(on: layer)
        inner.clipDeviceBounds = layer.deviceRect
        try content(&inner)
        do { try layer.raster.flush() } catch { record(error); return }
        let pixels = layer.pixmap

        // Layer pixels -> canvas pixels -> user space -> projected user space.
        let toUser = ProjectionTransform(CGAffineTransform(translationX: CGFloat(x0), y: CGFloat(y0))
            .concatenating(canvasTransform.inverted()))
        let projected = toUser.concatenating(projection)
        let rect = Path(CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height))
        let onCanvas = rect.applying(projected.concatenating(ProjectionTransform(canvasTransform)))
        let deviceBounds = onCanvas.boundingRect
        guard !deviceBounds.isNull else { return }
        perform(deviceBounds: deviceBounds) { ctx in
            let toSurface = projected.concatenating(ProjectionTransform(ctx.deviceTransform))
            let outline = rect.applying(toSurface)
            guard !outline.isEmpty else { return }
            let paint = Paint(.projectedImage(pixels, transform: toSurface, filter: .bilinear),
                              blendMode: ctx.blendMode.rasterMode, opacity: Float(max(0, min(1, ctx.opacity.isNaN ? 0 : ctx.opacity))))
            ctx.surface.raster.fill(outline, paint: paint, clip: ctx.clipMask)
        }
    }
}
