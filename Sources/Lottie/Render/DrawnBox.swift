import Foundation
import Geometry
import Raster

/// The pixels a layer's content can touch, as a rectangle of rows and
/// columns: a layer's masks are computed only there (`MaskRegion`), since a
/// clip is read only where something is drawn. Boxes err on the large side
/// (strokes grown by their widest join or cap, two pixels of margin for
/// anti-aliasing and curve flattening), never on the small one.
enum DrawnBox {
    /// Pixels of margin around the mapped geometry.
    static let margin = 2.0

    /// The box of the rectangle 0…w × 0…h mapped by `m` (a solid, an image,
    /// a precomp, which clips its layers to its size).
    static func rect(width w: Double, height h: Double, _ m: CGAffineTransform) -> MaskRegion? {
        box(CGRect(x: 0, y: 0, width: w, height: h), m)
    }

    /// The box of everything `ops` fill and stroke, each mapped by its own
    /// matrix and then `world`; nil when it cannot be bounded.
    static func ops(_ ops: [DrawOp], world: CGAffineTransform) -> MaskRegion? {
        var rows = Int.max..<Int.max, columns = Int.max..<Int.max, any = false
        for op in ops {
            guard let b = Self.op(op, world: world) else { return nil }
            if b.isEmpty { continue }
            if !any {
                rows = b.rows; columns = b.columns; any = true
            } else {
                rows = min(rows.lowerBound, b.rows.lowerBound)..<max(rows.upperBound, b.rows.upperBound)
                columns = min(columns.lowerBound, b.columns.lowerBound)..<max(columns.upperBound, b.columns.upperBound)
            }
        }
        return any ? MaskRegion(rows: rows, columns: columns) : nothing
    }

    /// The box of what one op fills or strokes, mapped by its own matrix and
    /// then `world`; empty when it draws nothing, nil when it cannot be bounded.
    static func op(_ op: DrawOp, world: CGAffineTransform) -> MaskRegion? {
        var bounds = op.path.boundingRect
        if bounds.isNull { return nothing }
        if case let .stroke(style) = op.kind {
            // A miter reaches miterLimit half-widths from the path, a
            // square cap √2 of them.
            let reach = style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 1, 1.5)
            bounds = bounds.insetBy(dx: -reach, dy: -reach)
        }
        return box(bounds, op.transform.concatenating(world))
    }

    private static let nothing = MaskRegion(rows: 0..<0, columns: 0..<0)

    /// `r` mapped by `m`, grown by the margin, in whole pixels; nil when not finite.
    private static func box(_ r: CGRect, _ m: CGAffineTransform) -> MaskRegion? {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(m) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
              x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return nil }
        // Beyond ±2^30 the box holds the whole of any canvas anyway.
        let limit = Double(1 << 30)
        func pixel(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        return MaskRegion(rows: pixel((y0 - margin).rounded(.down))..<pixel((y1 + margin).rounded(.up)),
                          columns: pixel((x0 - margin).rounded(.down))..<pixel((x1 + margin).rounded(.up)))
    }
}
