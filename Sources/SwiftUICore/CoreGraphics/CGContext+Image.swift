// Images drawn by a CGContext. Apple's pages: `draw(_:in:)` scales the
// image (disproportionately if need be) to the rectangle in user space, in
// CoreGraphics' own y-up convention: the image's top row lies along the
// rectangle's maximum y. Under `withCGContext` user space points down, as
// in a UIKit view, so an image drawn as it is comes out upside down — flip
// the matrix (translate by the height, scale y by −1) to draw it upright,
// as CoreGraphics code for UIKit does. A bitmap context's space points up,
// so images draw upright there. Alpha-only images paint the fill colour.
import Foundation
import Raster
import Geometry

#if !canImport(CoreGraphics)
extension CGContext {
    /// How images are resampled when drawn scaled (`.none`: the nearest pixel; any other: bilinear).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Draws `image` scaled to `rect` (user space), its top row along the
    /// rectangle's maximum y; with `byTiling`, copies of it fill the whole
    /// clip, one per `rect`-sized tile from `rect`'s origin.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let pixels = image.isMask ? tinted(image) : image.pixmap
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let nearest = interpolationQuality == .none || !image.shouldInterpolate
        guard byTiling else {
            let toUser = CGAffineTransform(a: r.width / w, b: 0, c: 0, d: -r.height / h, tx: r.minX, ty: r.maxY)
            painter.drawPixels(pixels, padded: image.isMask ? nil : image.padded, toUser: toUser.concatenating(state.ctm),
                               area: Path(r).applying(state.ctm), nearest: nearest, antialiased: state.antialiased)
            return
        }
        // The tiles that meet the clip, as one pattern: tile (i, j) covers
        // r offset by (i·width, j·height); its top row is at its maximum y.
        let target = state.target
        let toCanvas = state.ctm.concatenating(target.canvasTransform)
        guard toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c != 0 else { return }
        let clip = target.clipDeviceBounds.applying(toCanvas.inverted())
        guard !clip.isNull, clip.width.isFinite, clip.height.isFinite else { return }
        let i0 = Int(((clip.minX - r.minX) / r.width).rounded(.down)), i1 = Int(((clip.maxX - r.minX) / r.width).rounded(.up))
        let j0 = Int(((clip.minY - r.minY) / r.height).rounded(.down)), j1 = Int(((clip.maxY - r.minY) / r.height).rounded(.up))
        let columns = max(1, i1 - i0), rows = max(1, j1 - j0)
        guard columns * rows * image.width * image.height <= 1 << 24 else { return }
        let pattern = pixels.tiled(x: 0, y: 0, width: image.width, height: image.height, columns: columns, rows: rows)
        let toUser = CGAffineTransform(a: r.width / w, b: 0, c: 0, d: -r.height / h,
                                       tx: r.minX + CGFloat(i0) * r.width, ty: r.minY + CGFloat(j0 + rows) * r.height)
        let area = CGRect(x: r.minX + CGFloat(i0) * r.width, y: r.minY + CGFloat(j0) * r.height,
                          width: CGFloat(columns) * r.width, height: CGFloat(rows) * r.height)
        painter.drawPixels(pattern, toUser: toUser.concatenating(state.ctm), area: Path(area).applying(state.ctm),
                           nearest: nearest, antialiased: state.antialiased)
    }

    /// Intersects the clip with `mask` drawn in `rect` (as `draw(_:in:)`
    /// places it): a gray image's level is the coverage (white keeps, black
    /// removes), any other image's alpha is.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { state.target.clip(to: Path()); return }
        let source = mask.pixmap
        let gray = mask.colorSpace?.model == .monochrome && mask.alphaInfo == .none
        let coverage = Pixmap(width: source.width, height: source.height)
        for y in 0..<source.height {
            for x in 0..<source.width {
                let p = source.pixel(x: x, y: y)
                coverage.setPixel(x: x, y: y, RGBA8(r: 0, g: 0, b: 0, a: gray ? p.r : p.a))
            }
        }
        let toUser = CGAffineTransform(a: r.width / CGFloat(mask.width), b: 0, c: 0, d: -r.height / CGFloat(mask.height),
                                       tx: r.minX, ty: r.maxY).concatenating(state.ctm)
        let area = Path(r).applying(state.ctm)
        let nearest = interpolationQuality == .none || !mask.shouldInterpolate
        state.target.clipToLayer { layer in
            layer.drawPixels(coverage, toUser: toUser, area: area, nearest: nearest, antialiased: true)
        }
    }

    /// An alpha-only image as the fill colour through its alpha.
    private func tinted(_ image: CGImage) -> Pixmap {
        let c = Color(cgColor: state.fill)
        let out = Pixmap(width: image.width, height: image.height)
        let source = image.pixmap
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = Float(source.pixel(x: x, y: y).a) / 255
                out.setPixel(x: x, y: y, RGBAColor(c).multiplyingOpacity(a).premultiplied)
            }
        }
        return out
    }
}
#endif

extension GraphicsContext {
    /// Draws `pixels` (premultiplied, top row first) where `toUser` maps
    /// their pixel space into user space, inside `area` (user space), with
    /// this context's opacity, blend mode, clip and filters.
    /// `padded` is `pixels.paddedByRepeatingEdges()` when the caller keeps one.
    func drawPixels(_ pixels: Pixmap, padded: Pixmap? = nil, toUser: CGAffineTransform, area: Path, nearest: Bool,
                    antialiased: Bool) {
        guard !area.isEmpty else { return }
        // Bilinear sampling reads a border repeating the edges: padded pixel (u, v) is pixel (u − 1, v − 1).
        let source = nearest ? pixels : padded ?? pixels.paddedByRepeatingEdges()
        let map = nearest ? toUser : CGAffineTransform(translationX: -1, y: -1).concatenating(toUser)
        perform(deviceBounds: area.boundingRect.applying(canvasTransform)) { ctx in
            guard ctx.opacity > 0 || ctx.blendMode.rasterMode.affectsUncoveredDestination else { return }
            var paint = Paint(.image(source, transform: map.concatenating(ctx.deviceTransform), filter: nearest ? .nearest : .bilinear),
                              blendMode: ctx.blendMode.rasterMode, opacity: Float(ctx.opacity))
            paint.linearLight = ctx.linearLight
            ctx.surface.raster.fill(area, transform: ctx.deviceTransform, style: FillStyle(antialiased: antialiased),
                                    paint: paint, clip: ctx.clipMask)
        }
    }
}
