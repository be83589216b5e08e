// Lazy grids as SwiftUI code declares them: column and row arrays of
// GridItems, ForEach content.
import AnimGen

/// One fixed and two flexible columns, five tiles.
struct TileGrid: View {
    let columns = [GridItem(.fixed(20)), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 4) {
            ForEach(0..<5, id: \.self) { _ in
                Rectangle()
                    .frame(height: 10)
            }
        }
        .frame(width: 76)
    }
}

/// As many columns of at least 15 points as fit in 50.
struct AdaptiveGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 15), spacing: 5)], spacing: 5) {
            ForEach(0..<3, id: \.self) { _ in
                Rectangle()
                    .frame(height: 10)
            }
        }
        .frame(width: 50)
    }
}

/// Two fixed rows; the second row's items sit at the leading edge of their cells.
struct RowGrid: View {
    let rows = [GridItem(.fixed(10)), GridItem(.fixed(10), alignment: .leading)]

    var body: some View {
        LazyHGrid(rows: rows, spacing: 2) {
            ForEach(0..<3, id: \.self) { i in
                Rectangle()
                    .frame(width: i == 1 ? 6 : 10)
            }
        }
    }
}
