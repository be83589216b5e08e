// The layout shared by contact sheets and comparison sheets: pictures in a
// grid on a dark background, each over a checkerboard (so transparency
// shows) with caption lines beneath, and an optional title line on top.
import Foundation
import SwiftUICore
import Geometry
import Raster

/// Pictures with captions, laid out in rows.
struct LabelledGrid {
    struct Cell {
        var image: Pixmap
        var caption: [String]
        /// Draws the caption in the alert color (a failed frame).
        var isAlert = false
    }

    var cells: [Cell]
    var columns: Int
    var title: String?

    static let padding = 12, gap = 12, lineHeight = 16, minimumCellWidth = 160
    static let background = RGBA8(r: 24, g: 24, b: 24, a: 255)
    static let font = Font.system(size: 12).monospaced()

    /// Whole pixels a one-line text needs.
    static func width(of text: Text) throws -> Int {
        Int(try text.layout().size.width.rounded(.up))
    }

    func render() throws -> Pixmap {
        let p = Self.padding, gap = Self.gap
        let columns = max(1, min(self.columns, cells.count))
        let rows = (cells.count + columns - 1) / columns
        let imageWidth = cells.map(\.image.width).max() ?? 1
        let imageHeight = cells.map(\.image.height).max() ?? 1
        let captionLines = cells.map(\.caption.count).max() ?? 0
        // Wide enough for every caption and the title (text is never clipped).
        let captionWidth = try cells.flatMap(\.caption).map { try Self.width(of: Text($0).font(Self.font)) }.max() ?? 0
        let titleWidth = try title.map { try Self.width(of: Text($0).font(Self.font.bold())) } ?? 0
        let cellWidth = max(imageWidth, Self.minimumCellWidth, captionWidth)
        let cellHeight = imageHeight + 4 + captionLines * Self.lineHeight
        let titleHeight = title == nil ? 0 : Self.lineHeight + 8
        let width = max(2 * p + columns * cellWidth + (columns - 1) * gap, 2 * p + titleWidth)
        let height = 2 * p + titleHeight + rows * cellHeight + (rows - 1) * gap
        let sheet = Pixmap(width: width, height: height)
        sheet.clear(to: Self.background)

        var origins: [(x: Int, y: Int)] = []
        for (i, cell) in cells.enumerated() {
            let x = p + (i % columns) * (cellWidth + gap)
            let y = p + titleHeight + (i / columns) * (cellHeight + gap)
            origins.append((x, y))
            Self.checkerboard(sheet, x: x, y: y, width: cell.image.width, height: cell.image.height)
            sheet.composite(cell.image, x: x, y: y)
        }
        try GraphicsContext.draw(into: sheet) { context in
            let font = Self.font
            if let title {
                context.draw(Text(title).font(font.bold()).foregroundColor(Color(white: 0.95)),
                             at: CGPoint(x: p, y: p), anchor: .topLeading)
            }
            for (cell, origin) in zip(cells, origins) {
                let color = cell.isAlert ? Color(red: 1, green: 0.45, blue: 0.5) : Color(white: 0.85)
                for (line, text) in cell.caption.enumerated() {
                    let y = origin.y + cell.image.height + 4 + line * Self.lineHeight
                    context.draw(Text(text).font(font).foregroundColor(color),
                                 at: CGPoint(x: origin.x, y: y), anchor: .topLeading)
                }
            }
        }
        return sheet
    }

    /// Two greys in 8-pixel squares behind a picture.
    static func checkerboard(_ sheet: Pixmap, x: Int, y: Int, width: Int, height: Int) {
        for row in 0..<height {
            for column in 0..<width {
                let dark = ((row >> 3) + (column >> 3)) & 1 == 0
                let v: UInt8 = dark ? 40 : 56
                sheet.setPixel(x: x + column, y: y + row, RGBA8(r: v, g: v, b: v, a: 255))
            }
        }
    }
}
