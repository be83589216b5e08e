import Foundation
import Geometry
import Raster

/// A layer's masks as one clip: each mask's coverage (inverted, expanded,
/// feathered as asked) joined in order by its mode in 8 bits; a first
/// subtract or intersect starts from everything. Lighten and darken are
/// joined as add and intersect, difference as exclusive or. Every mask is
/// computed only in `region` (the box the layer draws in; nil: the canvas)
/// and the size of `context`'s target, rasterised in its scratch.
enum MaskBuilder {
    static func clip(_ masks: [MaskModel], frame f: Double, world: CGAffineTransform, scale: Double,
                     region: MaskRegion?, context: RasterContext, intersecting clip: ClipMask?) throws -> ClipMask? {
        let width = context.target.width, height = context.target.height
        // Where the clip around the layer is 0, so is the layer's: the box shrinks to the clip's.
        var region = region ?? MaskRegion(rows: 0..<height, columns: 0..<width)
        if let clip {
            region.rows = region.rows.clamped(to: clip.region.rows)
            region.columns = region.columns.clamped(to: clip.region.columns)
        }
        let active = masks.filter { $0.mode != .none }
        guard let first = active.first else { return clip }
        // One added mask at full opacity is its own coverage (a + 0·(1 − a)):
        // built intersected with the clip, without joining passes.
        if active.count == 1, first.mode == .add || first.mode == .lighten,
           (first.opacity.value(at: f).first ?? 100) >= 100 {
            return try coverage(first, frame: f, world: world, scale: scale, region: region, context: context,
                                intersecting: clip)
        }
        var parts: [(mask: ClipMask, mode: MaskCombination, opacity: UInt8)] = []
        for mask in active {
            let mode: MaskCombination
            switch mask.mode {
            case .add, .lighten: mode = .add
            case .subtract: mode = .subtract
            case .intersect, .darken: mode = .intersect
            case .difference: mode = .difference
            case .none: continue
            }
            let opacity = min(max((mask.opacity.value(at: f).first ?? 100) / 100, 0), 1)
            parts.append((try coverage(mask, frame: f, world: world, scale: scale, region: region, context: context),
                          mode, UInt8((opacity * 255).rounded())))
        }
        return try ClipMask(combining: parts, width: width, height: height,
                            startFull: first.mode == .subtract || first.mode == .intersect, region: region,
                            intersecting: clip)
    }

    /// One mask's coverage: its path filled (everything but it with `inv`),
    /// grown or shrunk by its expansion, blurred by its feather.
    private static func coverage(_ mask: MaskModel, frame f: Double, world: CGAffineTransform, scale: Double,
                                 region: MaskRegion?, context: RasterContext,
                                 intersecting clip: ClipMask? = nil) throws -> ClipMask {
        let width = context.target.width, height = context.target.height
        let path = mask.shape.value(at: f).path
        let x = mask.expansion?.value(at: f).first ?? 0
        let feather = mask.feather?.value(at: f).max() ?? 0
        if x == 0 && feather <= 0 {
            return try context.clipMask(path, transform: world, inverted: mask.inverted, region: region,
                                        intersecting: clip)
        }
        let white = RGBAColor.white
        let plane = Pixmap(width: width, height: height)
        let pctx = RasterContext(target: plane, resources: context.resources)
        if mask.inverted { pctx.clear(to: white.premultiplied) }
        let draw: BlendOperation = mask.inverted ? .destinationOut : .normal
        pctx.fill(path, transform: world, paint: .color(white, blendMode: draw))
        if x != 0 {
            let style = StrokeParameters(lineWidth: 2 * abs(x), lineCap: .round, lineJoin: .round)
            // Growing adds the band the way the shape was drawn; shrinking takes it away.
            let shrink: BlendOperation = mask.inverted ? .normal : .destinationOut
            pctx.stroke(path, style: style, transform: world, paint: .color(white, blendMode: x > 0 ? draw : shrink))
        }
        try pctx.flush()
        if feather > 0 { plane.blur(GaussianBlur(sigma: feather * scale / 2), resources: context.resources) }
        return try ClipMask(alphaOf: plane, opacity: 255, region: region, intersecting: clip)
    }
}
