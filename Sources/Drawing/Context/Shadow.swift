// The shadow filter: the content's alpha (or its inverse), tinted, moved
// and blurred, then combined with the content.
import Foundation
import Geometry
import Raster

enum Shadow {
    static func apply(to content: Pixmap, color: PaintColor, sigma: CGFloat, dx: Int, dy: Int,
                      blendMode: Raster.BlendMode, options: GraphicsContext.ShadowOptions, threads: Int) -> Pixmap {
        let w = content.width, h = content.height
        let shadow = Pixmap(width: w, height: h)
        let invert = options.contains(.invertsAlpha)
        let (pr, pg, pb, pa) = color.premultiplied
        let src = content.data, dst = shadow.data
        for y in 0..<h {
            let sy = y - dy
            for x in 0..<w {
                let sx = x - dx
                // Outside the region there is no content: alpha 0 (1 when inverted).
                var a: UInt32 = (sx >= 0 && sy >= 0 && sx < w && sy < h) ? UInt32(src[(sy * w + sx) * 4 + 3]) : 0
                if invert { a = 255 - a }
                guard a > 0 else { continue }
                let f = Float(a) / 255
                let q = dst + (y * w + x) * 4
                q[0] = UInt8(pr * f * 255 + 0.5); q[1] = UInt8(pg * f * 255 + 0.5)
                q[2] = UInt8(pb * f * 255 + 0.5); q[3] = UInt8(pa * f * 255 + 0.5)
            }
        }
        BoxBlur.blur(shadow, sigma: sigma, clampEdges: false)
        if invert {
            // An inner shadow shows only where the content is.
            mask(shadow, by: content)
        }
        if options.contains(.shadowOnly) { return shadow }
        let full = Path(CGRect(x: 0, y: 0, width: w, height: h))
        if options.contains(.shadowAbove) {
            let raster = RasterContext(target: content, threads: threads)
            raster.fill(full, paint: Paint(.image(shadow, filter: .nearest), blendMode: blendMode))
            try? raster.flush()
            return content
        }
        let raster = RasterContext(target: shadow, threads: threads)
        raster.fill(full, paint: Paint(.image(content, filter: .nearest)))
        try? raster.flush()
        return shadow
    }

    /// Multiplies every pixel of `p` by the alpha of `m`.
    private static func mask(_ p: Pixmap, by m: Pixmap) {
        for i in 0..<(p.width * p.height) {
            let a = UInt32(m.data[i * 4 + 3])
            for c in 0..<4 { p.data[i * 4 + c] = UInt8(mulDiv255(UInt32(p.data[i * 4 + c]), a)) }
        }
    }
}
