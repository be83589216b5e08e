import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// Draws what `content` draws into a new transparent layer, then
    /// composites the layer as a whole with this context's opacity, blend
    /// mode, clip and filters (so overlapping shapes inside fade together,
    /// with no seam where they overlap).
    ///
    /// The context handed to `content` starts with this context's transform
    /// and foreground style, and with full opacity, normal blending and no
    /// filters (those apply to the finished layer); whatever `content`
    /// changes stays inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        if filters.isEmpty {
            surface.raster.beginLayer(opacity: Float(max(0, min(1, opacity.isNaN ? 0 : opacity))),
                                      blendMode: blendMode.rasterMode, mask: clipMask, linearLight: linearLight)
            defer {
                do { try surface.raster.endLayer() } catch { record(error) }
            }
            var inner = self
            inner.opacity = 1
            inner.blendMode = .normal
            inner.clipMask = nil
            try content(&inner)
        } else {
            // Filters need the finished layer's pixels: draw it offscreen,
            // over the part of the surface the filters can reach.
            var region = surface.deviceRect
            if !clipDeviceBounds.isNull {
                region = clipDeviceBounds
                for f in filters.reversed() { region = f.expand(region) }
            }
            guard let offscreen = makeOffscreen(covering: region) else { return }
            var inner = isolated(on: offscreen)
            try content(&inner)
            finishOffscreen(offscreen)
        }
    }
}
