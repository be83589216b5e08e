// A material's backdrop: what was drawn beneath the area it fills, blurred.
// Drawing only records (RasterContext), so the surface is rendered up to
// this point first; flushing in the middle gives the same pixels as one
// flush at the end, since every fill lands in order. A surface that cannot
// flush yet (a layer is open: a group fading or blending as a whole) shows
// the tint without the blur, and a material inside an offscreen pass (a
// filter, a shadow) blurs only what that pass drew.
import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// The backdrop blur `shading`'s style asks for, in points (nil: none).
    func backdropBlur(of shading: Shading, bounds: CGRect) -> CGFloat? {
        let context = paintContext(bounds: bounds, foregroundStyle: foregroundStyle)
        switch shading.kind {
        case .style(let style): return style._effects(in: context).backdropBlur
        case .foreground: return foregroundStyle?._effects(in: context).backdropBlur
        default: return nil
        }
    }

    /// Fills `path` with the surface's pixels beneath it blurred by a Gaussian of `sigma` points.
    func drawBlurredBackdrop(under path: Path, style: FillStyle, sigma: CGFloat) {
        guard surface.raster.layerDepth == 0, filters.isEmpty, opacity > 0 else { return }
        let pixelSigma = sigma * shared.scale
        let reach = (pixelSigma * 3).rounded(.up)
        let r = path.boundingRect.applying(deviceTransform).insetBy(dx: -reach, dy: -reach)
            .intersection(CGRect(x: 0, y: 0, width: surface.pixmap.width, height: surface.pixmap.height))
        guard !r.isNull, r.width > 0, r.height > 0, r.minX.isFinite, r.maxY.isFinite else { return }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        do { try surface.raster.flush() } catch { record(error); return }
        let backdrop = Pixmap(width: x1 - x0, height: y1 - y0)
        backdrop.update(from: surface.pixmap, x: x0, y: y0)
        // Beyond the surface's edge the backdrop continues its edge pixels.
        backdrop.blur(GaussianBlur(sigma: Double(pixelSigma)), edges: .extend, threads: shared.threads, resources: shared.resources)
        let shader = PaintSource.image(backdrop, transform: CGAffineTransform(translationX: CGFloat(x0), y: CGFloat(y0)),
                                  filter: .nearest)
        var paint = Paint(shader, blendMode: blendMode.rasterMode, opacity: Float(opacity))
        paint.linearLight = linearLight
        surface.raster.fill(path, transform: deviceTransform, style: style, paint: paint, clip: clipMask)
    }
}
