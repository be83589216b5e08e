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
        let tint = [pr, pg, pb, pa].map { UInt32(($0 * 255 + 0.5).rounded(.down)) }
        let src = content.data
        let dst = UnsafeMutableRawPointer(shadow.data).assumingMemoryBound(to: UInt32.self)
        // The tinted word for every alpha byte, so the loop is a lookup.
        var table = [UInt32](repeating: 0, count: 256)
        for a in 0..<256 {
            let k = UInt32(invert ? 255 - a : a)
            table[a] = mulDiv255(tint[0], k) | mulDiv255(tint[1], k) << 8 | mulDiv255(tint[2], k) << 16
                | mulDiv255(tint[3], k) << 24
        }
        let outside = table[0]   // outside the region there is no content: alpha 0
        table.withUnsafeBufferPointer { t in
            for y in 0..<h {
                let sy = y - dy
                let row = dst + y * w
                guard sy >= 0 && sy < h else { row.update(repeating: outside, count: w); continue }
                let srcRow = src + sy * w * 4 + 3
                for x in 0..<w {
                    let sx = x - dx
                    row[x] = (sx >= 0 && sx < w) ? t[Int(srcRow[sx * 4])] : outside
                }
            }
        }
        BoxBlur.blur(shadow, sigma: sigma, clampEdges: false)
        if invert {
            // An inner shadow shows only where the content is.
            mask(shadow, by: content)
        }
        if options.contains(.shadowOnly) { return shadow }
        if options.contains(.shadowAbove) {
            if blendMode == .normal { sourceOver(shadow, onto: content); return content }
            let raster = RasterContext(target: content, threads: threads)
            raster.fill(Path(CGRect(x: 0, y: 0, width: w, height: h)),
                        paint: Paint(.image(shadow, filter: .nearest), blendMode: blendMode))
            try? raster.flush()
            return content
        }
        sourceOver(content, onto: shadow)
        return shadow
    }

    /// dst = src + dst·(1 − αsrc), premultiplied bytes, same-size pixmaps.
    private static func sourceOver(_ src: Pixmap, onto dst: Pixmap) {
        let s = src.data, d = dst.data
        for i in 0..<(src.width * src.height) {
            let o = i * 4
            let sa = UInt32(s[o + 3])
            if sa == 0 { continue }
            if sa == 255 { (d + o).update(from: s + o, count: 4); continue }
            for c in 0..<4 { d[o + c] = UInt8(UInt32(s[o + c]) + mulDiv255(UInt32(d[o + c]), 255 - sa)) }
        }
    }

    /// Multiplies every pixel of `p` by the alpha of `m`.
    private static func mask(_ p: Pixmap, by m: Pixmap) {
        for i in 0..<(p.width * p.height) {
            let a = UInt32(m.data[i * 4 + 3])
            for c in 0..<4 { p.data[i * 4 + c] = UInt8(mulDiv255(UInt32(p.data[i * 4 + c]), a)) }
        }
    }
}
