import Foundation
import Geometry
import Raster

/// The clip around a layer: a mask already built (a layer's masks), or a
/// precomp's rectangle, whose mask is built only when something drawn
/// reaches the rectangle's edge.
///
/// A precomp clips its layers to its size, but its layers mostly draw well
/// inside it: where a pixel lies wholly inside the rectangle its mask is
/// 255, and `mul255(c, 255) = c`, so drawing there through the clip around
/// the precomp instead gives the same bytes. A canvas-sized mask (and its
/// intersection with the clip around it, and the per-pixel product with
/// every coverage row) is then spent only on drawing that needs it.
final class LayerClip {
    private let outer: LayerClip?
    private let rect: (width: Double, height: Double, world: CGAffineTransform)?
    private var mask: ClipMask?
    private var built = false
    /// Pixels wholly inside the rectangle (an axis-aligned one; empty otherwise).
    private let inside: MaskRegion
    /// Where the mask can be non-zero (nil: anywhere).
    let region: MaskRegion?

    /// A built mask.
    init(_ mask: ClipMask) {
        outer = nil
        rect = nil
        self.mask = mask
        built = true
        inside = MaskRegion(rows: 0..<0, columns: 0..<0)
        region = mask.region
    }

    /// The rectangle 0…w × 0…h mapped by `world`, inside `outer` (nil: the canvas).
    init(width w: Double, height h: Double, world: CGAffineTransform, outer: LayerClip?) {
        self.outer = outer
        rect = (w, h, world)
        var inside = MaskRegion(rows: 0..<0, columns: 0..<0)
        if world.b == 0 && world.c == 0 {
            let x0 = world.tx, x1 = world.a * w + world.tx, y0 = world.ty, y1 = world.d * h + world.ty
            // A hundredth of a pixel in from each edge: a pixel there is
            // covered whole however the edge is rounded to subpixels.
            let slack = 0.01, limit = Double(1 << 30)
            func pixel(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
            let rows = pixel((min(y0, y1) + slack).rounded(.up))..<pixel((max(y0, y1) - slack).rounded(.down))
            let columns = pixel((min(x0, x1) + slack).rounded(.up))..<pixel((max(x0, x1) - slack).rounded(.down))
            if !rows.isEmpty && !columns.isEmpty && [x0, x1, y0, y1].allSatisfy(\.isFinite) {
                inside = MaskRegion(rows: rows, columns: columns)
            }
        }
        self.inside = inside
        var region = DrawnBox.rect(width: w, height: h, world)
        if let around = outer?.region {
            region = region.map {
                MaskRegion(rows: $0.rows.clamped(to: around.rows), columns: $0.columns.clamped(to: around.columns))
            } ?? around
        }
        self.region = region
    }

    /// The mask to draw through for drawing that stays in `box` (nil: it
    /// may reach anywhere): the clip around this one where `box` lies
    /// wholly inside the rectangle, otherwise this clip's own mask, built
    /// on first use. Nil when nothing clips.
    func mask(for box: MaskRegion?, context: RasterContext) throws -> ClipMask? {
        if let box, box.isEmpty || contains(box) {
            return try outer?.mask(for: box, context: context)
        }
        return try builtMask(context: context)
    }

    private func contains(_ box: MaskRegion) -> Bool {
        inside.rows.lowerBound <= box.rows.lowerBound && box.rows.upperBound <= inside.rows.upperBound
            && inside.columns.lowerBound <= box.columns.lowerBound && box.columns.upperBound <= inside.columns.upperBound
    }

    private func builtMask(context: RasterContext) throws -> ClipMask? {
        if built { return mask }
        guard let rect else { return nil }
        // Only the rectangle's pixels are kept: the clip around need be right only there.
        let around = try outer?.mask(for: DrawnBox.rect(width: rect.width, height: rect.height, rect.world),
                                     context: context)
        mask = try context.clipMask(Path(CGRect(x: 0, y: 0, width: rect.width, height: rect.height)),
                                    transform: rect.world, intersecting: around)
        built = true
        return mask
    }
}
