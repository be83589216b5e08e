import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// Fills `path` with `shading`, using `style`'s fill rule and
    /// anti-aliasing. Style-based shadings resolve against the path's
    /// bounding rect.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let bounds = path.boundingRect
        guard !bounds.isNull else { return }
        if let c = applyingStyleEffects(of: shading, bounds: bounds) { c.fill(path, with: shading, style: style); return }
        if let sigma = backdropBlur(of: shading, bounds: bounds) { drawBlurredBackdrop(under: path, style: style, sigma: sigma) }
        perform(deviceBounds: bounds.applying(canvasTransform)) { ctx in
            ctx.rasterFill(path, pathTransform: ctx.deviceTransform, style: style, shading: shading, bounds: bounds)
        }
    }

    /// Strokes `path` with `shading` and `style` (width and dashes in user
    /// space: a scaled context draws scaled lines). The stroke straddles the
    /// path, half of the width on each side. A width of 0 draws the
    /// thinnest line, one device pixel wide (CoreGraphics' hairline).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        if let c = applyingStyleEffects(of: shading, bounds: path.boundingRect) {
            c.stroke(path, with: shading, style: style)
            return
        }
        var style = style
        if style.lineWidth == 0 {
            let s = canvasTransform.maximumScale
            guard s > 0, s.isFinite else { return }
            style.lineWidth = 1 / s
        }
        let bounds = path.boundingRect
        guard !bounds.isNull else { return }
        // Outline in canvas device pixels, so curves flatten for the pixel size.
        let outline = path.strokedPolygons(style, transform: canvasTransform, tolerance: 0.2)
        guard !outline.isEmpty else { return }
        let device = outline.path
        perform(deviceBounds: outline.boundingRect) { ctx in
            ctx.rasterFill(device, pathTransform: ctx.surface.fromDevice, style: FillStyle(),
                           shading: shading, bounds: bounds)
        }
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `shape` in `rect` entirely inside its outline (SwiftUI's
    /// `strokeBorder`, which is a view modifier there; ours besides): the
    /// shape is inset by half the line width and stroked, so the outer edge
    /// of the stroke lies on the shape's edge.
    public func strokeBorder<S: InsettableShape>(_ shape: S, in rect: CGRect, with shading: Shading,
                                                 style: StrokeStyle) {
        stroke(shape.inset(by: style.lineWidth / 2).path(in: rect), with: shading, style: style)
    }

    /// Strokes `shape` in `rect` entirely inside its outline, `lineWidth` wide.
    public func strokeBorder<S: InsettableShape>(_ shape: S, in rect: CGRect, with shading: Shading,
                                                 lineWidth: CGFloat = 1) {
        strokeBorder(shape, in: rect, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Plumbing

    /// Runs one drawing operation: straight into the surface, or, when
    /// filters are set, into an offscreen region around `deviceBounds`
    /// (canvas pixels) that is filtered and then composited with this
    /// context's opacity, blend mode and clip — SwiftUI's model, where each
    /// operation is filtered on its own.
    func perform(deviceBounds: CGRect, _ body: (GraphicsContext) -> Void) {
        guard !filters.isEmpty else { body(self); return }
        var region = deviceBounds
        for f in filters.reversed() { region = f.expand(region) }
        guard let offscreen = makeOffscreen(covering: region) else { return }
        body(isolated(on: offscreen))
        finishOffscreen(offscreen)
    }

    /// An offscreen surface for the part of `deviceRegion` inside this
    /// surface, in whole pixels; nil when that part is empty. A shader that
    /// samples its layer away from each pixel sees that layer beyond the
    /// surface's edge too, as far as it may sample.
    func makeOffscreen(covering deviceRegion: CGRect) -> RenderSurface? {
        let limit = filters.reduce(surface.deviceRect) { $1.samplesAround ? $1.expand($0) : $0 }
        let r = deviceRegion.intersection(limit)
        guard !r.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.maxY.isFinite else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return nil }
        return RenderSurface(width: x1 - x0, height: y1 - y0, originX: x0, originY: y0, threads: shared.threads, resources: shared.resources)
    }

    /// A copy drawing into `offscreen` with the settings that are applied
    /// when the offscreen pixels are composited reset: full opacity, normal
    /// blending, no clip mask and no filters.
    func isolated(on offscreen: RenderSurface) -> GraphicsContext {
        var inner = self
        inner.surface = offscreen
        inner.opacity = 1
        inner.blendMode = .normal
        inner.clipMask = nil
        inner.clipDeviceBounds = clipDeviceBounds.intersection(offscreen.deviceRect)
        inner.filters = []
        return inner
    }

    /// Renders `offscreen`, runs this context's filters over it and
    /// composites the result into this context's surface.
    func finishOffscreen(_ offscreen: RenderSurface) {
        do { try offscreen.raster.flush() } catch { record(error); return }
        var pixels = offscreen.pixmap
        do {
            for f in filters.reversed() {
                pixels = try f.apply(to: pixels, origin: (offscreen.originX, offscreen.originY), threads: shared.threads, resources: shared.resources)
            }
        } catch { record(error); return }
        composite(pixels, originX: offscreen.originX, originY: offscreen.originY)
    }

    /// Draws `pixels`, placed at canvas pixel (originX, originY), with this
    /// context's opacity, blend mode and clip.
    func composite(_ pixels: Pixmap, originX: Int, originY: Int) {
        let x = CGFloat(originX - surface.originX), y = CGFloat(originY - surface.originY)
        var rect = CGRect(x: x, y: y, width: CGFloat(pixels.width), height: CGFloat(pixels.height))
        if blendMode.rasterMode == .normal && !linearLight {
            // Source-over of all-zero pixels leaves the destination as it is:
            // composite only the part that holds something (a layer as big
            // as the canvas around one card).
            guard let ink = pixels.nonZeroBounds() else { return }
            rect = CGRect(x: x + CGFloat(ink.x0), y: y + CGFloat(ink.y0),
                          width: CGFloat(ink.x1 - ink.x0), height: CGFloat(ink.y1 - ink.y0))
        }
        var paint = Paint(.image(pixels, transform: CGAffineTransform(translationX: x, y: y), filter: .nearest),
                          blendMode: blendMode.rasterMode, opacity: Float(opacity))
        paint.linearLight = linearLight
        surface.raster.fill(Path(rect), paint: paint, clip: clipMask)
    }

    /// Fills `path` (mapped by `pathTransform` into surface pixels) with
    /// `shading` resolved against `bounds` (user space).
    func rasterFill(_ path: Path, pathTransform: CGAffineTransform, style: FillStyle, shading: Shading,
                    bounds: CGRect) {
        guard opacity > 0 || blendMode.rasterMode.affectsUncoveredDestination,
              let shader = shader(for: shading, bounds: bounds,
                                  covering: path.boundingRect.applying(pathTransform)) else { return }
        var paint = Paint(shader, blendMode: blendMode.rasterMode, opacity: Float(opacity))
        paint.linearLight = linearLight
        surface.raster.fill(path, transform: pathTransform, style: style, paint: paint, clip: clipMask)
    }

    /// `rasterFill` of the path `path()` builds, its coverage reused from an
    /// earlier fill named `key` (see `RasterContext.fill(cachedAs:…)`).
    func rasterFill(cachedAs key: CoverageKey, _ path: () -> Path, pathTransform: CGAffineTransform, style: FillStyle,
                    shading: Shading, bounds: CGRect) {
        guard opacity > 0 || blendMode.rasterMode.affectsUncoveredDestination,
              let shader = shader(for: shading, bounds: bounds, covering: bounds.applying(pathTransform)) else { return }
        var paint = Paint(shader, blendMode: blendMode.rasterMode, opacity: Float(opacity))
        paint.linearLight = linearLight
        surface.raster.fill(cachedAs: key, path, transform: pathTransform, style: style, paint: paint, clip: clipMask)
    }
}

extension BlendOperation {
    /// Modes that change the destination even where the source is
    /// transparent (so a fully transparent draw still has an effect).
    var affectsUncoveredDestination: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }
}
