/// The rectangle of pixel rows and columns a clip mask is computed in; the
/// mask is 0 outside it. A caller names it when nothing it draws falls
/// outside (a layer's masks bounded to its content), so the mask's cost is
/// the region's area.
package struct MaskRegion: Sendable, Equatable {
    /// Rows top to bottom.
    package var rows: Range<Int>
    /// Columns left to right.
    package var columns: Range<Int>

    package init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    /// Whether it holds no pixel.
    package var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// Cut to a `width × height` canvas; an empty region has empty ranges on both axes.
    func clamped(width: Int, height: Int) -> MaskRegion {
        let r = rows.clamped(to: 0..<height), c = columns.clamped(to: 0..<width)
        return r.isEmpty || c.isEmpty ? MaskRegion(rows: 0..<0, columns: 0..<0) : MaskRegion(rows: r, columns: c)
    }
}
