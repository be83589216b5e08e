import Foundation
import Geometry
import Raster
import Symbols

extension GraphicsContext {
    /// An image prepared for drawing (file read, symbol looked up), to draw
    /// many times, as SwiftUI's `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage: Sendable {
        enum Content: Sendable {
            case bitmap(ImageBitmap)
            case symbol(SymbolGeometry)
            case failed(ImageError)
            case empty
        }
        let content: Content
        let image: Image
        /// The image's natural size in points.
        public let size: CGSize
        /// The baseline's distance from the top, in points (the bottom edge
        /// for bitmaps).
        public let baseline: CGFloat
        /// The shading symbol images (and bitmaps rendered as templates) are
        /// filled with; nil uses the context's foreground style. Bitmaps
        /// drawn in their own colors ignore it.
        public var shading: Shading?
    }

    /// Reads or looks up `image` once, to draw many times.
    public func resolve(_ image: Image) -> ResolvedImage {
        let content: ResolvedImage.Content
        switch image.source {
        case .bitmap(let b):
            content = .bitmap(b)
        case .file(let f):
            do {
                content = .bitmap(try f.load())
            } catch where error.kind == .fileNotFound && f.isLookedUpByName {
                // SwiftUI draws nothing for a name no catalog holds, and logs it.
                WarningLog.shared.warnOnce(error.description)
                content = .empty
            } catch {
                content = .failed(error)
            }
        case .symbol(let name):
            // An unknown name is an empty image, as in SwiftUI (with a warning).
            content = SystemSymbol.named(name).map { .symbol($0) } ?? .empty
        }
        switch content {
        case .bitmap(let b):
            return ResolvedImage(content: content, image: image, size: b.size, baseline: b.size.height)
        case .symbol(let s):
            let h = SystemSymbol.pointSize
            return ResolvedImage(content: content, image: image, size: CGSize(width: h * s.aspect, height: h),
                                 baseline: h * SystemSymbol.baselineFraction)
        case .failed, .empty:
            return ResolvedImage(content: content, image: image, size: .zero, baseline: 0)
        }
    }

    /// Draws `image` at its natural size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(image, filling: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height,
                                    width: s.width, height: s.height), style: FillStyle())
    }

    /// Draws `image` at its natural size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` in `rect` as a layout frame: a resizable image fills
    /// the rect (stretched, or tiled with `.tile`); any other keeps its
    /// natural size, centred in the rect.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let r = rect.standardized
        guard image.image.isResizable else {
            draw(image, filling: CGRect(x: r.midX - image.size.width / 2, y: r.midY - image.size.height / 2,
                                        width: image.size.width, height: image.size.height), style: style)
            return
        }
        if image.image.resizingMode == .tile, case .bitmap = image.content {
            fill(Path(r), with: .tiledImage(image.image, origin: r.origin), style: style)
            return
        }
        draw(image, filling: r, style: style)
    }

    /// Draws `image` in `rect` as a layout frame (see the `ResolvedImage` variant).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws the whole image scaled to exactly `rect`.
    private func draw(_ image: ResolvedImage, filling rect: CGRect, style: FillStyle) {
        var style = style
        style.isAntialiased = style.isAntialiased && image.image.isAntialiased
        switch image.content {
        case .failed(let error):
            record(error)
        case .empty:
            return
        case .symbol(let s):
            guard rect.width > 0, rect.height > 0 else { return }
            let t = CGAffineTransform(a: rect.width / s.aspect, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
            let shading = image.image.templateMode == .original ? Shading.color(.black) : image.shading ?? .foreground
            let mode = image.image.symbolMode ?? environment.symbolRenderingMode
            if let layers = s.layers, mode?.isLayered == true, image.image.templateMode != .original {
                // The ground first, the primary glyph over it.
                for (level, layer) in layers.enumerated().reversed() {
                    pour(shading.level(level), through: layer.parts, minus: layer.cutouts, transform: t, rect: rect, style: style)
                }
                return
            }
            pour(shading.level(0), through: s.parts, minus: s.cutouts, transform: t, rect: rect, style: style)
        case .bitmap(let b):
            guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
            if image.image.templateMode == .template {
                // The image's alpha as a clip, the shading poured through it.
                let plain = ResolvedImage(content: image.content, image: image.image.renderingMode(.original),
                                      size: image.size, baseline: image.baseline)
                var masked = self
                masked.clipToLayer { $0.draw(plain, filling: rect, style: style) }
                masked.fill(Path(rect), with: image.shading ?? .foreground, style: style)
                return
            }
            let path = Path(rect)
            let filter: ImageFilter = image.image.interpolationQuality == .none ? .nearest : .bilinear
            // Padded pixel (u, v) is image pixel (u − 1, v − 1).
            let toUser = CGAffineTransform(translationX: -1, y: -1)
                .concatenating(CGAffineTransform(a: rect.width / CGFloat(b.pixmap.width), b: 0, c: 0,
                                                 d: rect.height / CGFloat(b.pixmap.height), tx: rect.minX, ty: rect.minY))
            perform(deviceBounds: rect.applying(canvasTransform)) { ctx in
                guard ctx.opacity > 0 || ctx.blendMode.rasterMode.affectsUncoveredDestination else { return }
                var paint = Paint(.image(b.padded, transform: toUser.concatenating(ctx.deviceTransform), filter: filter),
                                  blendMode: ctx.blendMode.rasterMode, opacity: Float(ctx.opacity))
                paint.linearLight = ctx.linearLight
                ctx.surface.raster.fill(path, transform: ctx.deviceTransform, style: style, paint: paint, clip: ctx.clipMask)
            }
        }
    }

    /// Fills the union of `parts` less `cutouts` (symbol units, placed by
    /// `transform`) with `shading`: through a mask poured once, so that
    /// overlapping parts are not painted twice.
    private func pour(_ shading: Shading, through parts: [Path], minus cutouts: [Path], transform t: CGAffineTransform,
                      rect: CGRect, style: FillStyle) {
        if parts.count == 1 && cutouts.isEmpty {
            fill(parts[0].applying(t), with: shading, style: style)
            return
        }
        var masked = self
        masked.clipToLayer { layer in
            for part in parts { layer.fill(part.applying(t), with: .color(.black), style: style) }
            layer.blendMode = .destinationOut
            for cut in cutouts { layer.fill(cut.applying(t), with: .color(.black), style: style) }
        }
        masked.fill(Path(rect), with: shading, style: style)
    }

    /// The shader of a `.tiledImage` shading over a drawing with user-space
    /// `bounds`: the tile repeated into one pattern pixmap big enough to
    /// cover the bounds (plus a tile on every side, so bilinear sampling
    /// wraps across tile edges).
    func tiledShader(_ image: Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat, bounds: CGRect,
                     opacity: Double = 1) -> PaintSource? {
        let resolved = resolve(image)
        guard case .bitmap(let b) = resolved.content else {
            if case .failed(let e) = resolved.content { record(e) } else if case .symbol = resolved.content {
                record(ImageError(kind: .unsupported, description:
                    "tiledImage needs a bitmap image; symbol images cannot be tiled. Draw the symbol repeatedly instead."))
            }
            return nil
        }
        let pw = CGFloat(b.pixmap.width), ph = CGFloat(b.pixmap.height)
        let sr = sourceRect.standardized
        let sx = max(0, Int((sr.minX * pw).rounded())), sy = max(0, Int((sr.minY * ph).rounded()))
        let sw = min(b.pixmap.width - sx, Int((sr.width * pw).rounded()))
        let sh = min(b.pixmap.height - sy, Int((sr.height * ph).rounded()))
        let s = scale.isFinite && scale > 0 ? scale : 1
        guard sw > 0, sh > 0, !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let tileW = CGFloat(sw) / b.scale * s, tileH = CGFloat(sh) / b.scale * s
        let i0 = Int(((bounds.minX - origin.x) / tileW).rounded(.down)) - 1
        let j0 = Int(((bounds.minY - origin.y) / tileH).rounded(.down)) - 1
        var nx = Int(((bounds.maxX - origin.x) / tileW).rounded(.up)) + 1 - i0
        var ny = Int(((bounds.maxY - origin.y) / tileH).rounded(.up)) + 1 - j0
        // Keep the pattern under 16 M pixels; beyond that the fill shows
        // transparent past the pattern's edge.
        let limit = 1 << 24
        while nx * ny * sw * sh > limit && (nx > 1 || ny > 1) {
            if nx >= ny { nx = (nx + 1) / 2 } else { ny = (ny + 1) / 2 }
        }
        let pattern = b.pixmap.tiled(x: sx, y: sy, width: sw, height: sh, columns: nx, rows: ny)
        if opacity < 1 {
            let a = Float(opacity)
            pattern.apply(ColorMatrixCoefficients([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, a, 0]))
        }
        let toUser = CGAffineTransform(a: tileW / CGFloat(sw), b: 0, c: 0, d: tileH / CGFloat(sh),
                                       tx: origin.x + CGFloat(i0) * tileW, ty: origin.y + CGFloat(j0) * tileH)
        let filter: ImageFilter = image.interpolationQuality == .none ? .nearest : .bilinear
        return .image(pattern, transform: toUser.concatenating(deviceTransform), filter: filter)
    }
}
