import Foundation
import Geometry
import Raster

/// A layer's masks as one clip: each mask drawn (inverted, expanded,
/// feathered as asked) into its own plane and combined in order by its
/// mode; a first subtract or intersect starts from everything.
enum MaskBuilder {
    static func clip(_ masks: [MaskModel], frame f: Double, world: CGAffineTransform, scale: Double,
                     width: Int, height: Int, intersecting clip: ClipMask?) throws -> ClipMask? {
        let active = masks.filter { $0.mode != .none }
        guard !active.isEmpty else { return clip }
        let white = RGBAColor.white
        let accumulated = Pixmap(width: width, height: height)
        if active[0].mode == .subtract || active[0].mode == .intersect { accumulated.clear(to: white.premultiplied) }
        let ctx = RasterContext(target: accumulated)
        for mask in active {
            let plane = Pixmap(width: width, height: height)
            let pctx = RasterContext(target: plane)
            let path = mask.shape.value(at: f).path
            let opacity = Float(min(max((mask.opacity.value(at: f).first ?? 100) / 100, 0), 1))
            if mask.inverted { pctx.clear(to: white.premultiplied) }
            let draw: BlendMode = mask.inverted ? .destinationOut : .normal
            pctx.fill(path, transform: world, paint: .color(white, blendMode: draw))
            let x = mask.expansion?.value(at: f).first ?? 0
            if x != 0 {
                let style = StrokeStyle(lineWidth: 2 * abs(x), lineCap: .round, lineJoin: .round)
                // Growing adds the band the way the shape was drawn; shrinking takes it away.
                let shrink: BlendMode = mask.inverted ? .normal : .destinationOut
                pctx.stroke(path, style: style, transform: world, paint: .color(white, blendMode: x > 0 ? draw : shrink))
            }
            try pctx.flush()
            if let fv = mask.feather?.value(at: f), let feather = fv.max(), feather > 0 {
                plane.blur(GaussianBlur(sigma: feather * scale / 2))
            }
            let mode: BlendMode
            switch mask.mode {
            case .add, .lighten: mode = .normal
            case .subtract: mode = .destinationOut
            case .intersect, .darken: mode = .destinationIn
            case .difference: mode = .xor
            case .none: continue
            }
            ctx.draw(plane, blendMode: mode, opacity: opacity)
        }
        try ctx.flush()
        return try ClipMask(alphaOf: accumulated, opacity: 255, intersecting: clip)
    }
}
