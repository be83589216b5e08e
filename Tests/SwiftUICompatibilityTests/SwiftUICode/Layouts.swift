// A custom Layout, a Grid and a keyframe animator.
import AnimGen

/// Each subview one step right and down from the one before.
struct DiagonalStack: Layout {
    var step: CGFloat = 30

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, CGFloat(index) * step + ideal.width)
            size.height = max(size.height, CGFloat(index) * step + ideal.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let offset = CGFloat(index) * step
            subview.place(at: CGPoint(x: bounds.minX + offset, y: bounds.minY + offset), proposal: .unspecified)
        }
    }
}

struct DiagonalSwatches: View {
    var body: some View {
        DiagonalStack {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .padding(10)
    }
}

struct SwatchGrid: View {
    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 6) {
            SwatchRows()
        }
    }
}

/// Two rows of two swatches: cells of whatever grid holds them.
struct SwatchRows: View {
    var body: some View {
        GridRow {
            Color.red.frame(width: 30, height: 20)
            Color.green.frame(width: 50, height: 10)
        }
        GridRow {
            Color.blue.frame(width: 40, height: 30)
            Color.orange.frame(width: 20, height: 20)
        }
    }
}

struct Bouncer: View {
    var body: some View {
        KeyframeAnimator(initialValue: CGFloat(0)) { offset in
            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .offset(x: offset)
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(100, duration: 1)
                LinearKeyframe(0, duration: 1)
            }
        }
        .frame(width: 140, height: 20, alignment: .leading)
    }
}

/// A row that turns into a column (or a diagonal) through AnyLayout.
struct AdaptiveSwatches: View {
    enum Arrangement { case row, column, diagonal, pile, spaced }
    var arrangement: Arrangement

    var layout: AnyLayout {
        switch arrangement {
        case .row: AnyLayout(HStackLayout(spacing: 5))
        case .column: AnyLayout(VStackLayout(alignment: .leading, spacing: 5))
        case .diagonal: AnyLayout(DiagonalStack(step: 25))
        case .pile: AnyLayout(ZStackLayout(alignment: .topLeading))
        case .spaced: AnyLayout(SpacedRow())
        }
    }

    var body: some View {
        layout {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 10, height: 10)
        }
        .padding(10)
    }
}

/// A custom layout that hands its work to HStackLayout's Layout methods.
struct SpacedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        HStackLayout(alignment: .top, spacing: 15).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        HStackLayout(alignment: .top, spacing: 15).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A reader that draws a bar as long as its distance from the card's corner,
/// measured in the card's named coordinate space.
struct NamedSpaceCard: View {
    var oldSpelling = false

    var body: some View {
        let card = VStack(spacing: 0) {
            Color.clear.frame(width: 60, height: 20)
            GeometryReader { proxy in
                let offset = oldSpelling
                    ? CGPoint(x: -(proxy.bounds(of: .named("card"))?.minX ?? 0), y: -(proxy.bounds(of: .named("card"))?.minY ?? 0))
                    : proxy.frame(in: .named("card")).origin
                Color.red.frame(width: offset.x, height: offset.y)
            }
            .frame(width: 60, height: 40)
        }
        .padding(10)
        return Group {
            if oldSpelling {
                card.coordinateSpace(name: "card")
            } else {
                card.coordinateSpace(.named("card"))
            }
        }
        .padding(15)
    }
}

/// Pads its content by the safe area, as full-screen layouts do; headless
/// there is none.
struct SafeAreaAwareBar: View {
    var body: some View {
        GeometryReader { proxy in
            Color.green
                .frame(height: 10)
                .padding(.top, proxy.safeAreaInsets.top)
        }
        .frame(width: 20, height: 20)
    }
}

/// Bars of growing width in a lazy column, leading-aligned across 50 points.
struct LazyBars: View {
    var body: some View {
        LazyVStack(alignment: .leading, spacing: 5) {
            ForEach(1...3, id: \.self) { i in
                Rectangle()
                    .frame(width: CGFloat(10 * i), height: 10)
            }
        }
        .frame(width: 50)
    }
}

/// Two tiles in a lazy row, top-aligned in 30 points of height.
struct LazyTiles: View {
    var body: some View {
        LazyHStack(alignment: .top, spacing: 10) {
            Color(red: 1, green: 0, blue: 0)
                .frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1)
                .frame(width: 10, height: 20)
        }
        .frame(height: 30)
    }
}

/// A panel with a small bar inset below it, a side rail and top padding.
struct InsetPanel: View {
    var body: some View {
        Color(red: 0, green: 0, blue: 1)
            .frame(width: 40, height: 20)
            .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
                Color(red: 1, green: 0, blue: 0)
                    .frame(width: 10, height: 10)
            }
            .safeAreaInset(edge: .leading, spacing: 5) {
                Color(red: 0, green: 1, blue: 0)
                    .frame(width: 10, height: 30)
            }
            .safeAreaPadding(.top, 4)
    }
}

/// The swatch rows as a grid, or the same four views in a column.
struct GridOrColumn: View {
    var asGrid: Bool

    var body: some View {
        let layout = asGrid ? AnyLayout(GridLayout(horizontalSpacing: 4, verticalSpacing: 6))
                            : AnyLayout(VStackLayout(spacing: 4))
        layout {
            SwatchRows()
        }
    }
}

/// A small swatch in a corner of a frame, by a last-text-baseline alignment
/// (a view without text has its baselines at its bottom).
struct BaselineCornerSwatch: View {
    var alignment: Alignment

    var body: some View {
        Color.red.frame(width: 10, height: 10).frame(width: 50, height: 50, alignment: alignment)
    }
}

/// A column that stacks its subviews flush left and leaves its alignment
/// guides to the protocol's default.
struct FlushColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// A marker aligned on the leading guides the column's rows set.
struct MarkerOverGuides: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            FlushColumn {
                Color.green.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 10 }
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 30 }
            }
        }
    }
}

/// Two swatches in a row that becomes a column, inside a fixed corner.
struct ToggledArrangement: View {
    var column = false

    var body: some View {
        let layout = column ? AnyLayout(VStackLayout(alignment: .leading, spacing: 5)) : AnyLayout(HStackLayout(spacing: 5))
        layout {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 10, height: 10)
        }
        .padding(10)
        .frame(width: 60, height: 60, alignment: .topLeading)
    }
}
