// LazyVGrid and LazyHGrid, eager (nothing scrolls headless), laid out by
// Apple's GridItem rules: a fixed track has its size; a flexible one gets
// the length left after fixed tracks and spacing, shared equally by the
// flexible and adaptive tracks and clamped to its bounds; an adaptive one
// splits that share into as many tracks of at least its minimum as fit
// (each at most its maximum). Items fill the tracks in order, line after
// line; a line is as long as its longest item across the tracks.
import Foundation
import Geometry

/// One row or column of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How a grid track is sized.
    public enum Size: Sendable {
        /// A single track of this length.
        case fixed(CGFloat)
        /// A single track sharing the free length with the other flexible ones.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in one flexible track's share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the track's length is chosen.
    public var size: Size
    /// Points after this track (nil: the default, 8).
    public var spacing: CGFloat?
    /// Where items sit in their cells (nil: centred).
    public var alignment: Alignment?

    /// A track of `size` (default: flexible, at least 10 points), `spacing` points before the next (nil: 8),
    /// items placed by `alignment` (nil: centred).
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (lengths, gaps after, cell alignments) `items` make in `length`.
func gridTracks(_ items: [GridItem], length: CGFloat?) -> [(length: CGFloat, gap: CGFloat, alignment: Alignment)] {
    guard !items.isEmpty else { return [] }
    let gaps = items.map { $0.spacing ?? defaultStackSpacing }
    let fixed = items.reduce(CGFloat(0)) { if case .fixed(let l) = $1.size { return $0 + max(l, 0) }; return $0 }
    let shared = items.filter { if case .fixed = $0.size { return false }; return true }.count
    let between = gaps.dropLast().reduce(0, +)
    var tracks: [(CGFloat, CGFloat, Alignment)] = []
    for (i, item) in items.enumerated() {
        let gap = gaps[i], alignment = item.alignment ?? .center
        // Without an offered length, each shared track takes its minimum.
        func share(_ minimum: CGFloat) -> CGFloat {
            guard let length, length.isFinite else { return minimum }
            return max(0, length - fixed - between) / CGFloat(max(shared, 1))
        }
        switch item.size {
        case .fixed(let l):
            tracks.append((max(l, 0), gap, alignment))
        case let .flexible(lo, hi):
            tracks.append((min(max(share(lo), lo), hi), gap, alignment))
        case let .adaptive(lo, hi):
            let space = share(lo), minimum = max(lo, 1)
            let count = max(1, Int(((space + gap) / (minimum + gap)).rounded(.down)))
            let each = min(max((space - CGFloat(count - 1) * gap) / CGFloat(count), lo), hi)
            for _ in 0..<count { tracks.append((each, gap, alignment)) }
        }
    }
    if !tracks.isEmpty { tracks[tracks.count - 1].1 = 0 }
    return tracks
}

/// A lazy grid's layout: tracks across `axis`'s cross direction, lines along it.
struct LazyGridLayout: Layout {
    let axis: Axis   // the direction the grid grows
    let items: [GridItem]
    let lineSpacing: CGFloat?

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews)
        -> (tracks: [(length: CGFloat, gap: CGFloat, alignment: Alignment)], lines: [CGFloat], cells: [CGSize]) {
        let tracks = gridTracks(items, length: proposal[axis.other])
        guard !tracks.isEmpty else { return ([], [], []) }
        var lines: [CGFloat] = [], cells: [CGSize] = []
        for (i, view) in subviews.enumerated() {
            let track = tracks[i % tracks.count]
            let size = view.sizeThatFits(ProposedViewSize(axis: axis.other, along: track.length, across: nil))
            cells.append(size)
            if i % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size[axis])
        }
        return (tracks, lines, cells)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines, _) = arrange(proposal, subviews)
        let across = tracks.reduce(0) { $0 + $1.length + $1.gap }
        let along = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * (lineSpacing ?? defaultStackSpacing)
        return CGSize(axis: axis, along: along, across: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines, cells) = arrange(proposal, subviews)
        guard !tracks.isEmpty else { return }
        var starts: [CGFloat] = [], at: CGFloat = 0
        for t in tracks { starts.append(at); at += t.length + t.gap }
        var lineStart: CGFloat = 0
        for (i, view) in subviews.enumerated() {
            let t = i % tracks.count, line = i / tracks.count
            if t == 0 && line > 0 { lineStart += lines[line - 1] + (lineSpacing ?? defaultStackSpacing) }
            let track = tracks[t]
            let cell = CGSize(axis: axis, along: lines[line], across: track.length)
            let size = cells[i]
            let f = track.alignment.unitPoint
            let origin = CGSize(axis: axis, along: lineStart, across: starts[t])
            view.place(at: CGPoint(x: bounds.minX + origin.width + (cell.width - size.width) * f.x,
                                   y: bounds.minY + origin.height + (cell.height - size.height) * f.y),
                       proposal: ProposedViewSize(size))
        }
    }
}

extension Alignment {
    /// The standard alignments as unit points (custom guides: the centre).
    var unitPoint: UnitPoint {
        let x: CGFloat = horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5
        return UnitPoint(x: x, y: y)
    }
}

/// A grid that grows down, its columns set by grid items, as SwiftUI's
/// `LazyVGrid` (eager headless).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Rows of cells in `columns`, the grid placed by `alignment` in its width and rows `spacing` points
    /// apart (nil: 8). Headless, every item is made at once; `pinnedViews` has no effect.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridLayout(axis: .vertical, items: columns, lineSpacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A grid that grows sideways, its rows set by grid items, as SwiftUI's
/// `LazyHGrid` (eager headless).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Columns of cells in `rows`, the grid placed by `alignment` in its height and columns `spacing` points
    /// apart (nil: 8). Headless, every item is made at once; `pinnedViews` has no effect.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridLayout(axis: .horizontal, items: rows, lineSpacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
