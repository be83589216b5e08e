// `.numericText`, character by character: the characters the old and the new
// text share stay (sliding to where they now sit), and only the ones that
// changed roll out and in. Characters pair up as digits of numbers do: a
// common prefix in order, then the rest from the right (the ones digit
// with the ones digit); an unpaired character rolls in or out alone.
import Foundation
import Geometry

/// How each character of a numeric text change is drawn.
struct NumericTextRoll {
    /// A character kept: drawn once, from its old column to its new one.
    struct Kept { let old: TextLayout.Column, new: TextLayout.Column }
    /// Characters replaced: the old one rolls out, the new one in (either may be absent).
    struct Changed { let old: TextLayout.Column?, new: TextLayout.Column? }

    let kept: [Kept]
    let changed: [Changed]

    /// The plan for `old` becoming `new`; nil unless both are one line
    /// with one glyph per character (then the whole text rolls).
    init?(old: TextNode, new: TextNode) {
        guard let oldColumns = NumericTextRoll.columnsByScalar(old), let newColumns = NumericTextRoll.columnsByScalar(new)
        else { return nil }
        let a = Array(old.text.string.unicodeScalars), b = Array(new.text.string.unicodeScalars)
        guard a.count == oldColumns.count, b.count == newColumns.count else { return nil }
        var kept: [Kept] = [], changed: [Changed] = []
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] {
            kept.append(Kept(old: oldColumns[prefix], new: newColumns[prefix]))
            prefix += 1
        }
        let paired = min(a.count, b.count) - prefix
        for k in stride(from: 1, through: paired, by: 1) {
            let i = a.count - k, j = b.count - k
            if a[i] == b[j] {
                kept.append(Kept(old: oldColumns[i], new: newColumns[j]))
            } else {
                changed.append(Changed(old: oldColumns[i], new: newColumns[j]))
            }
        }
        for i in prefix..<(a.count - paired) { changed.append(Changed(old: oldColumns[i], new: nil)) }
        for j in prefix..<(b.count - paired) { changed.append(Changed(old: nil, new: newColumns[j])) }
        self.kept = kept
        self.changed = changed
    }

    /// The node's columns indexed by the scalar they draw; nil unless each
    /// scalar has exactly one.
    static func columnsByScalar(_ node: TextNode) -> [TextLayout.Column]? {
        guard let columns = node.drawnLayout?.columns else { return nil }
        var byScalar = [TextLayout.Column?](repeating: nil, count: columns.count)
        for c in columns {
            guard c.scalar >= 0, c.scalar < columns.count, byScalar[c.scalar] == nil else { return nil }
            byScalar[c.scalar] = c
        }
        return byScalar.compactMap { $0 }
    }

    /// Draws the change at progress `p`: `roll` is 1 when the old
    /// characters leave upwards, −1 downwards; `height` the distance a
    /// character rolls.
    func draw(old: TextNode, new: TextNode, progress p: CGFloat, roll: CGFloat, height: CGFloat,
              in context: GraphicsContext) {
        for k in kept {
            let dx = (1 - p) * ((old.frame.minX + k.old.x) - (new.frame.minX + k.new.x))
            strip(of: new, k.new, dx: dx, dy: 0, opacity: 1, height: height, in: context)
        }
        for c in changed {
            if let o = c.old { strip(of: old, o, dx: 0, dy: -roll * height * p, opacity: 1 - p, height: height, in: context) }
            if let n = c.new { strip(of: new, n, dx: 0, dy: roll * height * (1 - p), opacity: p, height: height, in: context) }
        }
    }

    /// `node` drawn through its column `column` only, moved by (dx, dy).
    private func strip(of node: TextNode, _ column: TextLayout.Column, dx: CGFloat, dy: CGFloat, opacity: CGFloat,
                       height: CGFloat, in context: GraphicsContext) {
        var c = context
        c.opacity *= Double(opacity)
        node.drawColumn(column, reach: height, transform: CGAffineTransform(translationX: dx, y: dy), in: c)
    }
}

extension TextNode {
    /// The node drawn through its column `column` only, with `transform`
    /// applied (in the parent's coordinates); the strip's open ends and its
    /// height reach `reach` points (twice that vertically) past the text.
    func drawColumn(_ column: TextLayout.Column, reach: CGFloat, transform: CGAffineTransform, in context: GraphicsContext) {
        guard context.opacity > 0 else { return }
        var c = context
        c.concatenate(transform)
        let sideways = frame.width + 2 * reach
        let left = frame.minX + max(column.minX, -sideways), right = frame.minX + min(column.maxX, frame.width + sideways)
        c.clip(to: Path(CGRect(x: left, y: frame.minY - 2 * reach, width: right - left, height: frame.height + 4 * reach)))
        draw(&c)
    }
}
