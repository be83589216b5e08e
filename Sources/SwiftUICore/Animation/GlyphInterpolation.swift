// `.interpolate` for a text that keeps its string: each glyph moves and
// scales from where and how big it was to where and how big it is, and its
// colour passes from the old to the new (Apple: "Matching glyph pairs can
// animate changes to their color, position, size, and any variable
// properties"). The old and the new glyph are both drawn on the moving,
// scaling place, the old at 1 − p and the new at p added to it in one
// layer, so an opaque glyph keeps its full coverage while its colour is
// the mix; a change of weight or design is the two shapes mixed the same way.
import Foundation
import Geometry

/// How each glyph of a string drawn in two styles is interpolated.
struct GlyphInterpolation {
    struct Pair {
        let old: TextLayout.Column, new: TextLayout.Column
        /// The glyphs' origins on their baselines, in the parent's coordinates.
        let oldOrigin: CGPoint, newOrigin: CGPoint
    }

    let pairs: [Pair]
    /// The old text's size over the new one's (by the first line's ascent).
    let scale: CGFloat

    /// The plan for `old` becoming `new`; nil unless both show the same
    /// string on one line with one glyph per character.
    init?(old: TextNode, new: TextNode) {
        guard old.text.string == new.text.string,
              let a = NumericTextRoll.columnsByScalar(old), let b = NumericTextRoll.columnsByScalar(new), a.count == b.count,
              let oldLayout = old.drawnLayout, let newLayout = new.drawnLayout else { return nil }
        let oldCorner = old.drawnOrigin, newCorner = new.drawnOrigin
        pairs = zip(a, b).map { o, n in
            Pair(old: o, new: n,
                 oldOrigin: CGPoint(x: oldCorner.x + o.x, y: oldCorner.y + oldLayout.firstBaseline),
                 newOrigin: CGPoint(x: newCorner.x + n.x, y: newCorner.y + newLayout.firstBaseline))
        }
        scale = oldLayout.ascent > 0 && newLayout.ascent > 0 ? oldLayout.ascent / newLayout.ascent : 1
    }

    /// Draws the change at progress `p`.
    func draw(old: TextNode, new: TextNode, progress p: CGFloat, in context: GraphicsContext) {
        let reach = max(old.frame.height, new.frame.height)
        // The shown size, relative to the new size and to the old one.
        let shown = scale + (1 - scale) * p
        context.drawLayer { layer in
            for pair in pairs {
                let at = CGPoint(x: pair.oldOrigin.x + (pair.newOrigin.x - pair.oldOrigin.x) * p,
                                 y: pair.oldOrigin.y + (pair.newOrigin.y - pair.oldOrigin.y) * p)
                var before = layer
                before.opacity *= Double(1 - p)
                old.drawColumn(pair.old, reach: reach, transform: scaling(from: pair.oldOrigin, to: at, by: shown / scale), in: before)
                var after = layer
                after.opacity *= Double(p)
                after.blendMode = .plusLighter
                new.drawColumn(pair.new, reach: reach, transform: scaling(from: pair.newOrigin, to: at, by: shown), in: after)
            }
        }
    }

    /// Scales by `factor` about `origin`, then moves `origin` to `target`.
    private func scaling(from origin: CGPoint, to target: CGPoint, by factor: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: factor, b: 0, c: 0, d: factor, tx: target.x - factor * origin.x, ty: target.y - factor * origin.y)
    }
}
