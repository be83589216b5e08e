// Bitmap contexts: a CGContext drawing into pixels of its own, as
// CoreGraphics' `CGContext(data:width:height:…)`. Its user space is
// CoreGraphics' default: one unit a pixel, the origin at the bottom-left
// corner, y up. It draws through a GraphicsContext over a pixmap (so every
// CGContext call behaves the same in both kinds), and `makeImage()`
// renders what is pending and copies the pixels. A caller's `data` buffer
// receives the pixels, in the layout asked for, at `flush()` and `makeImage()`.
import Foundation
import Raster
import Geometry

#if !canImport(CoreGraphics)
/// A bitmap context's pixels and the caller's buffer, if any.
final class BitmapStore {
    let surface: RenderSurface
    let data: UnsafeMutableRawPointer?
    let bytesPerRow: Int
    let info: CGBitmapInfo

    init(surface: RenderSurface, data: UnsafeMutableRawPointer?, bytesPerRow: Int, info: CGBitmapInfo) {
        self.surface = surface
        self.data = data
        self.bytesPerRow = bytesPerRow
        self.info = info
    }

    /// Renders what is pending and copies the pixels into `data` (RGBA or
    /// BGRA as `info` says, premultiplied, top row first).
    func commit() {
        try? surface.raster.flush()
        guard let data else { return }
        let p = surface.pixmap
        let bgra = info.littleEndian32
        let first = info.alphaInfo == .premultipliedFirst || info.alphaInfo == .noneSkipFirst
        for y in 0..<p.height {
            let row = data + y * bytesPerRow
            for x in 0..<p.width {
                let c = p.pixel(x: x, y: y)
                // Big-endian word order A R G B or R G B A; little-endian reversed.
                var bytes = first ? [c.a, c.r, c.g, c.b] : [c.r, c.g, c.b, c.a]
                if bgra { bytes.reverse() }
                for k in 0..<4 { row.storeBytes(of: bytes[k], toByteOffset: x * 4 + k, as: UInt8.self) }
            }
        }
    }
}

extension CGContext {
    /// A context drawing into `width` × `height` pixels: 8 bits per
    /// component, RGB with premultiplied alpha or a skipped byte (first or
    /// last, `byteOrder32Little` for BGRA), in an RGB space. `data` (nil:
    /// the context's own memory) gets the pixels at `flush()` and
    /// `makeImage()`; `bytesPerRow` 0 means `width · 4`. Nil for another layout.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, space.model == .rgb, width > 0, height > 0, width <= 32768, height <= 32768,
              let alpha = info.alphaInfo,
              [.premultipliedLast, .premultipliedFirst, .noneSkipLast, .noneSkipFirst].contains(alpha),
              bytesPerRow == 0 || bytesPerRow >= width * 4 else { return nil }
        let surface = RenderSurface(width: width, height: height, originX: 0, originY: 0, threads: 1)
        let target = GraphicsContext(surface: surface, shared: RenderShared(scale: 1, threads: 1), foregroundStyle: nil)
        let store = BitmapStore(surface: surface, data: data, bytesPerRow: bytesPerRow == 0 ? width * 4 : bytesPerRow, info: info)
        self.init(target, baseCTM: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)), bitmap: store)
    }

    /// The bitmap context's width in pixels (0 for other contexts).
    public var width: Int { bitmap?.surface.pixmap.width ?? 0 }
    /// The bitmap context's height in pixels (0 for other contexts).
    public var height: Int { bitmap?.surface.pixmap.height ?? 0 }

    /// A copy of the bitmap context's pixels as an image (nil for other contexts).
    public func makeImage() -> CGImage? {
        guard let bitmap else { return nil }
        bitmap.commit()
        return CGImage(pixmap: bitmap.surface.pixmap.copy())
    }

    /// Copies a bitmap context's pixels into its data buffer (other contexts draw as they go).
    public func flush() {
        bitmap?.commit()
    }
}
#endif
