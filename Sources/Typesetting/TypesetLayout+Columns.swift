// Where each character of a one-line text sits along the line, for content
// transitions that move characters one by one (numeric text rolls only the
// digits that changed).
import Foundation

extension TypesetLayout {
    /// One glyph's column of a single-line layout: the scalar it draws
    /// (its index in the text's scalars) and the x range from its origin to
    /// the next glyph's, the first open to the left and the last to the right.
    package struct Column: Sendable, Equatable {
        /// Index of the first scalar the glyph draws.
        package let scalar: Int
        /// The glyph's origin on the line, in the layout box.
        package let x: CGFloat
        /// The column's left edge in the layout box (−∞ for the first).
        package let minX: CGFloat
        /// The column's right edge in the layout box (+∞ for the last).
        package let maxX: CGFloat
    }

    /// The glyph columns left to right; nil unless the text is one line.
    package var columns: [Column]? {
        guard lines.count == 1 else { return nil }
        let placed = glyphs.sorted { $0.x < $1.x }
        return placed.indices.map { i in
            Column(scalar: placed[i].cluster, x: CGFloat(placed[i].x),
                   minX: i == 0 ? -.infinity : CGFloat(placed[i].x),
                   maxX: i == placed.count - 1 ? .infinity : CGFloat(placed[i + 1].x))
        }
    }
}
