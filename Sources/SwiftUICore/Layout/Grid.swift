// Grid and GridRow, as in SwiftUI: rows of cells whose columns line up.
// A GridRow is only a marker on its views (outside a grid it acts as a
// Group); a view in the grid that is not in a row is a row of its own
// spanning every column. The cell modifiers are values the grid reads.
import Foundation
import Geometry

/// Views in rows and columns, as SwiftUI's `Grid`.
public struct Grid<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// - Parameters:
    ///   - alignment: where each view sits in its cell (the default for
    ///     rows, columns and cells that set none).
    ///   - horizontalSpacing, verticalSpacing: points between columns and
    ///     rows; nil for the default (8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
            .makeNode(children: content.resolve(context))]
    }
}

/// One row of a `Grid`, as SwiftUI's `GridRow`: its views are successive cells.
public struct GridRow<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// - Parameter alignment: where the row's cells sit vertically (nil:
    ///   the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let row = GridRowMarker(alignment: alignment)
        let nodes = content.resolve(context)
        for n in nodes { n.layoutValues[ObjectIdentifier(GridRowMarker.self)] = row }
        return nodes
    }
}

/// Which row a cell belongs to (one object per row).
final class GridRowMarker {
    let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

/// Keys of the values grid cells carry.
enum GridCellColumns: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignment: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellAnchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
enum GridCellUnsizedAxes: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Makes this cell span `count` columns of its grid row.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumns.self, value: max(1, count)) }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignment.self, value: guide)
    }

    /// Puts this cell's `anchor` at the same unit point of its cell,
    /// instead of aligning it.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchor.self, value: anchor) }

    /// Keeps this cell from sizing its column (horizontal) or row
    /// (vertical): it takes the size the other cells give them.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxes.self, value: axes) }
}
