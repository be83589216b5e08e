// Grid layout:
//
// 1. Cells: views marked with the same row form a row, left to right,
//    each spanning `gridCellColumns` columns; an unmarked view is a row
//    spanning all columns.
// 2. Columns: each column is as wide as its widest one-column cell. With a
//    finite width offer, the space (less spacing) is shared as a stack
//    shares it: least flexible column first, each offered what is left
//    divided by the columns still waiting. A spanning cell wider than its
//    columns (a Divider offered the whole width) widens them equally.
// 3. Rows: each row is as tall as its cells lined up on the row's
//    vertical guide, sharing a finite height offer the same way.
// 4. Each view is offered its cell's size and aligned in it: the column's
//    `gridColumnAlignment` or the grid's horizontally, the row's or the
//    grid's vertically; `gridCellAnchor` places it by a unit point instead.
import Foundation
import Geometry

final class GridNode: Node, ContainerNode {
    struct Cell {
        let node: Node
        let column: Int
        let span: Int
    }

    let alignment: Alignment
    let spacing: CGSize
    let children: [Node]
    let rows: [[Cell]]
    let rowAlignments: [VerticalAlignment?]
    let columnCount: Int
    private var plans = PlanMemo<Plan>()

    struct Plan {
        var widths: [CGFloat]
        var heights: [CGFloat]
        /// Each cell's offset from the grid's corner, size and proposal, row by row.
        var cells: [[(offset: CGPoint, size: CGSize, proposal: ProposedViewSize)]]
        var size: CGSize
    }

    init(alignment: Alignment, spacing: CGSize, children: [Node]) {
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
        var rows: [[Node]] = [], markers: [GridRowMarker?] = []
        for n in children {
            let marker = n.layoutValues[ObjectIdentifier(GridRowMarker.self)] as? GridRowMarker
            if let marker, let last = markers.last, last === marker { rows[rows.count - 1].append(n); continue }
            rows.append([n])
            markers.append(marker)
        }
        var columnCount = 1
        for (r, nodes) in rows.enumerated() where markers[r] != nil {
            columnCount = max(columnCount, nodes.reduce(0) { $0 + Self.span($1) })
        }
        self.columnCount = columnCount
        self.rows = rows.enumerated().map { r, nodes in
            guard markers[r] != nil else { return [Cell(node: nodes[0], column: 0, span: columnCount)] }
            var column = 0
            return nodes.map { n in
                let c = Cell(node: n, column: column, span: Self.span(n))
                column += c.span
                return c
            }
        }
        rowAlignments = markers.map { $0?.alignment }
        super.init()
    }

    private static func span(_ n: Node) -> Int { n.layoutValues[ObjectIdentifier(GridCellColumns.self)] as? Int ?? 1 }
    private static func unsized(_ n: Node) -> Axis.Set {
        n.layoutValues[ObjectIdentifier(GridCellUnsizedAxes.self)] as? Axis.Set ?? []
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { plan(proposal).size }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let p = plan(proposal)
        for (r, row) in rows.enumerated() {
            for (i, cell) in row.enumerated() {
                let c = p.cells[r][i]
                cell.node.place(in: CGRect(origin: CGPoint(x: rect.minX + c.offset.x, y: rect.minY + c.offset.y), size: c.size),
                                proposal: c.proposal)
            }
        }
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
    override var preferenceSources: [Node] { children }

    private func plan(_ proposal: ProposedViewSize) -> Plan { plans.plan(proposal, makePlan) }

    /// A span's width: its columns and the spacing between them.
    private func width(_ widths: [CGFloat], _ cell: Cell) -> CGFloat {
        widths[cell.column..<min(widths.count, cell.column + cell.span)].reduce(0, +) + spacing.width * CGFloat(cell.span - 1)
    }

    private func makePlan(_ proposal: ProposedViewSize) -> Plan {
        let n = columnCount
        let single = rows.flatMap { $0 }.filter { $0.span == 1 && !Self.unsized($0.node).contains(.horizontal) }
        func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            single.filter { $0.column == c }.map { $0.node.size(for: ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        let available = proposal.width.map { $0 - spacing.width * CGFloat(n - 1) }
        var widths = shareSpace(available, count: n, measure: columnWidth)

        // Spanning cells wider than their columns widen them.
        let columnsTotal = widths.reduce(0, +) + spacing.width * CGFloat(n - 1)
        for cell in rows.flatMap({ $0 }) where cell.span > 1 && !Self.unsized(cell.node).contains(.horizontal) {
            let spanned = width(widths, cell)
            let offer = proposal.width.map { max(spanned, $0 - (columnsTotal - spanned)) }
            let needed = cell.node.size(for: ProposedViewSize(width: offer, height: nil)).width
            guard needed > spanned else { continue }
            let end = min(n, cell.column + cell.span)
            for c in cell.column..<end { widths[c] += (needed - spanned) / CGFloat(end - cell.column) }
        }

        // Rows: cells offered their widths, lined up on the row's guide.
        func rowLayout(_ r: Int, _ offer: CGFloat?) -> (height: CGFloat, cells: [(CGFloat, CGSize, ProposedViewSize)]) {
            let key = (rowAlignments[r] ?? alignment.vertical).key
            let measured = rows[r].map { cell -> (CGSize, ProposedViewSize, CGFloat) in
                let p = ProposedViewSize(width: width(widths, cell), height: offer)
                let s = cell.node.size(for: p)
                return (s, p, cell.node.guide(key, size: s, proposal: p))
            }
            let sized = rows[r].indices.filter { !Self.unsized(rows[r][$0].node).contains(.vertical) }
            let line = sized.map { measured[$0].2 }.max() ?? 0
            let height = sized.map { line - measured[$0].2 + measured[$0].0.height }.max() ?? 0
            return (height, measured.map { (line - $0.2, $0.0, $0.1) })
        }
        let availableHeight = proposal.height.map { $0 - spacing.height * CGFloat(rows.count - 1) }
        let heights = shareSpace(availableHeight, count: rows.count) { rowLayout($0, $1).height }

        var cells: [[(offset: CGPoint, size: CGSize, proposal: ProposedViewSize)]] = []
        var y: CGFloat = 0
        var columnX: [CGFloat] = [0]
        for c in 0..<n { columnX.append(columnX[c] + widths[c] + spacing.width) }
        let columnGuides = (0..<n).map { c in
            rows.flatMap { $0 }.first { $0.column == c && $0.node.layoutValues[ObjectIdentifier(GridColumnAlignment.self)] != nil }
                .flatMap { $0.node.layoutValues[ObjectIdentifier(GridColumnAlignment.self)] as? HorizontalAlignment }
        }
        for (r, row) in rows.enumerated() {
            let laid = rowLayout(r, heights[r])
            var placed: [(offset: CGPoint, size: CGSize, proposal: ProposedViewSize)] = []
            for (i, cell) in row.enumerated() {
                var (dy, size, p) = laid.cells[i]
                let cellSize = CGSize(width: width(widths, cell), height: heights[r])
                if Self.unsized(cell.node).contains(.vertical) {
                    p.height = heights[r]
                    size = cell.node.size(for: p)
                    dy = alignedOffset(size, in: cellSize, Alignment(horizontal: .leading, vertical: .center)).y
                }
                var dx: CGFloat
                if let anchor = cell.node.layoutValues[ObjectIdentifier(GridCellAnchor.self)] as? UnitPoint {
                    dx = anchor.x * (cellSize.width - size.width)
                    dy = anchor.y * (cellSize.height - size.height)
                } else {
                    let h = (cell.span == 1 ? columnGuides[cell.column] : nil) ?? alignment.horizontal
                    dx = alignedOffset(of: cell.node, in: cellSize, proposal: p, alignment: Alignment(horizontal: h, vertical: .top)).x
                }
                placed.append((CGPoint(x: columnX[cell.column] + dx, y: y + dy), size, p))
            }
            cells.append(placed)
            y += heights[r] + spacing.height
        }
        let size = CGSize(width: max(0, columnX[n] - spacing.width), height: max(0, y - spacing.height))
        return Plan(widths: widths, heights: heights, cells: cells, size: size)
    }
}

/// Lengths for `count` tracks (columns, rows) sharing `available` as a
/// stack shares it: least flexible first (length offered 0 against
/// infinity), each offered what is left over the tracks still waiting.
/// With no offer every track takes its ideal length (`measure(i, nil)`).
func shareSpace(_ available: CGFloat?, count: Int, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
    guard let available else { return (0..<count).map { measure($0, nil) } }
    let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
    var lengths = [CGFloat](repeating: 0, count: count)
    var left = available, waiting = count
    for i in (0..<count).sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
        lengths[i] = measure(i, max(0, left / CGFloat(waiting)))
        left -= lengths[i]
        waiting -= 1
    }
    return lengths
}
