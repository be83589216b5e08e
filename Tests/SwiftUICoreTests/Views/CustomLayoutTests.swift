// The Layout protocol, alignment guides, Grid, ViewThatFits and Divider,
// against frames worked out by hand from SwiftUI's documented rules.
import Foundation
import Testing
@testable import SwiftUICore
import Raster

/// Each subview right of and below the one before, touching corners.
struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) {
            let s = $1.sizeThatFits(.unspecified)
            return CGSize(width: $0.width + s.width, height: $0.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = bounds.origin
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: p, proposal: .unspecified)
            p.x += size.width
            p.y += size.height
        }
    }
}

/// Counts `makeCache` calls and keeps the subviews' ideal widths in its cache.
final class CacheCounter: @unchecked Sendable { var made = 0 }

struct CachedRow: Layout {
    let counter: CacheCounter

    func makeCache(subviews: Subviews) -> [CGFloat] {
        counter.made += 1
        return subviews.map { $0.sizeThatFits(.unspecified).width }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
        CGSize(width: cache.reduce(0, +), height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
        var x = bounds.maxX
        for (i, s) in subviews.enumerated() {
            // Right to left, bottom-aligned: the anchor is the bottom-trailing corner.
            s.place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
            x -= cache[i]
        }
    }
}

/// A layout that places nothing.
struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 50, height: 50))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Sorts subviews by a value they carry, left to right.
struct Rank: LayoutValueKey { static let defaultValue = 0 }

struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10 * CGFloat(subviews.count), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }).enumerated() {
            s.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(i), y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

/// Returns its first subview's size, as a horizontal stack would see it.
struct FirstOnly: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

struct MidGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    static let mid = VerticalAlignment(MidGuide.self)
}

@Suite struct CustomLayoutTests {
    func box(_ w: CGFloat, _ h: CGFloat) -> some View { Color.red.frame(width: w, height: h) }

    @Test func customLayoutPlacesInItsBounds() {
        // Padding 5 puts the bounds at (5, 5); sizes 10, 20, 10 in a diagonal.
        let v = Diagonal { box(10, 10); box(20, 20); box(10, 10) }.padding(5)
        let root = layout(v, .unspecified)
        #expect(root.frame.size == CGSize(width: 50, height: 50))
        #expect(leafFrames(root) == [rect(5, 5, 10, 10), rect(15, 15, 20, 20), rect(35, 35, 10, 10)])
    }

    @Test func cacheIsMadeOnceAndAnchorsPlaceByTheirCorner() {
        let counter = CacheCounter()
        let root = layout(CachedRow(counter: counter) { box(10, 10); box(20, 5) }, .unspecified)
        #expect(root.frame.size == CGSize(width: 30, height: 10))
        // First box's bottom-trailing corner at (30, 10); second's at (20, 10).
        #expect(leafFrames(root) == [rect(20, 0, 10, 10), rect(0, 5, 20, 5)])
        #expect(counter.made == 1)
    }

    @Test func unplacedSubviewsSitAtTheCentre() {
        let root = layout(Lazy { box(10, 20) }, .unspecified)
        #expect(leafFrames(root) == [rect(20, 15, 10, 20)])
    }

    @Test func layoutValuesReachTheLayout() {
        let root = layout(RankedRow {
            Color.red.layoutValue(key: Rank.self, value: 2)
            Color.green.layoutValue(key: Rank.self, value: 0).padding(0)
            Color.blue.layoutValue(key: Rank.self, value: 1)
        }, .unspecified)
        #expect(leafFrames(root) == [rect(20, 0, 10, 10), rect(0, 0, 10, 10), rect(10, 0, 10, 10)])
    }

    @Test func stackOrientationOrientsSpacers() {
        // Horizontal orientation: a spacer is 0 tall; alone it would take both ways.
        #expect(layout(FirstOnly { Spacer() }, ProposedViewSize(width: 50, height: 50)).frame.size == CGSize(width: 50, height: 0))
        #expect(layout(Lazy { Spacer() }, ProposedViewSize(width: 50, height: 50)).frame.size == CGSize(width: 50, height: 50))
    }

    @Test func viewSpacingKeepsTheLargerFacingEdge() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical) == 0)
    }

    @Test func dimensionsReportGuides() {
        final class Seen: @unchecked Sendable { var d: ViewDimensions? }
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.d = subviews[0].dimensions(in: .unspecified)
                return CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Seen()
        _ = layout(Probe(seen: seen) { box(10, 20).alignmentGuide(.leading) { _ in 3 } }, .unspecified)
        let d = try! #require(seen.d)
        #expect(d.width == 10 && d.height == 20)
        #expect(d[HorizontalAlignment.leading] == 3 && d[explicit: HorizontalAlignment.leading] == 3)
        #expect(d[HorizontalAlignment.trailing] == 10 && d[explicit: HorizontalAlignment.trailing] == nil)
        #expect(d[VerticalAlignment.center] == 10 && d[VerticalAlignment.mid] == 10)
    }

    @Test func customLayoutDrawsShapesInTheirOwnRects() throws {
        // The quarter of a 20 × 20 shape placed at (15, 15): pixels 15..25.
        let p = try ImageRenderer(content: Diagonal { Color.clear.frame(width: 15, height: 15); TopLeftQuarter().frame(width: 20, height: 20) }).render()
        #expect(p.rgba(15, 15).a == 255 && p.rgba(24, 24).a == 255)
        #expect(p.rgba(14, 20).a == 0 && p.rgba(25, 20).a == 0 && p.rgba(5, 5).a == 0)
    }

    // MARK: alignmentGuide

    @Test func alignmentGuideMovesAViewInItsStack() {
        // The second box's leading guide is at x = 10 of it: the guides line
        // up at x = 10, so the first box starts at 10 and the second at 0.
        let root = layout(VStack(alignment: .leading, spacing: 0) {
            box(20, 10)
            box(20, 10).alignmentGuide(.leading) { d in d.width / 2 }
        }, .unspecified)
        #expect(root.frame.size == CGSize(width: 30, height: 20))
        #expect(leafFrames(root) == [rect(10, 0, 20, 10), rect(0, 10, 20, 10)])
    }

    @Test func framesAndOverlaysHonourGuides() {
        let framed = layout(box(10, 10).alignmentGuide(.leading) { _ in -5 }.frame(width: 40, height: 10, alignment: .leading), .unspecified)
        #expect(leafFrames(framed) == [rect(5, 0, 10, 10)])
        let overlaid = layout(box(40, 40).overlay(alignment: .top) { box(10, 10).alignmentGuide(.top) { d in d.height } }, .unspecified)
        #expect(leafFrames(overlaid) == [rect(0, 0, 40, 40), rect(15, -10, 10, 10)])
    }

    @Test func customGuidesCrossNestedStacksStandardOnesDoNot() {
        // The blue box's centre (10 of 20) sits 20 down its VStack: the
        // VStack's mid guide is 30, the red box's is its centre, 5: red at 25.
        let custom = layout(HStack(alignment: .mid, spacing: 0) {
            box(10, 10)
            VStack(spacing: 0) { box(10, 20); box(10, 20).alignmentGuide(.mid) { d in d[VerticalAlignment.center] } }
        }, .unspecified)
        #expect(leafFrames(custom) == [rect(0, 25, 10, 10), rect(10, 0, 10, 20), rect(10, 20, 10, 20)])
        #expect(custom.frame.size == CGSize(width: 20, height: 40))
        // With .center the VStack's own centre (20) is used whatever its
        // children say: red at 15.
        let standard = layout(HStack(alignment: .center, spacing: 0) {
            box(10, 10)
            VStack(spacing: 0) { box(10, 20); box(10, 20).alignmentGuide(VerticalAlignment.center) { _ in 0 } }
        }, .unspecified)
        #expect(leafFrames(standard)[0] == rect(0, 15, 10, 10))
    }

    @Test func customGuideDefaultsComeFromTheID() {
        // MidGuide defaults to the centre: a 10- and a 30-tall box centre-align.
        let root = layout(HStack(alignment: .mid, spacing: 0) { box(10, 10); box(10, 30) }, .unspecified)
        #expect(leafFrames(root) == [rect(0, 10, 10, 10), rect(10, 0, 10, 30)])
    }

    // MARK: Grid

    @Test func gridColumnsTakeTheWidestCellRowsTheTallest() {
        // Columns 20 and 30 wide (4 apart), rows 10 and 10 (2 apart); cells centred.
        let root = layout(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { box(10, 10); box(30, 5) }
            GridRow { box(20, 8); box(10, 10) }
        }, .unspecified)
        #expect(root.frame.size == CGSize(width: 54, height: 22))
        #expect(leafFrames(root) == [rect(5, 0, 10, 10), rect(24, 2.5, 30, 5), rect(0, 13, 20, 8), rect(34, 12, 10, 10)])
    }

    @Test func gridCellColumnsSpanAndWidenColumns() {
        // Two 10-wide columns; a 30-wide cell spanning both widens each by 5.
        let root = layout(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10); box(10, 10) }
            GridRow { box(30, 5).gridCellColumns(2) }
        }, .unspecified)
        #expect(root.frame.size == CGSize(width: 30, height: 15))
        #expect(leafFrames(root) == [rect(2.5, 0, 10, 10), rect(17.5, 0, 10, 10), rect(0, 10, 30, 5)])
    }

    @Test func gridAlignmentsRowColumnAndGrid() {
        // Columns 20, 10; rows 20, 10. Column 0 trailing, row 1 bottom.
        let root = layout(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(10, 10).gridColumnAlignment(.trailing); box(10, 20) }
            GridRow(alignment: .bottom) { box(20, 5); box(5, 10) }
        }, .unspecified)
        #expect(leafFrames(root) == [rect(10, 0, 10, 10), rect(20, 0, 10, 20), rect(0, 25, 20, 5), rect(20, 20, 5, 10)])
    }

    @Test func dividerOutsideARowSpansTheGrid() {
        // Offered 100 wide, the divider takes it all; the two columns share it.
        let root = layout(Grid {
            GridRow { box(10, 10); box(10, 10) }
            Divider()
        }, ProposedViewSize(width: 100, height: nil))
        #expect(root.frame.size == CGSize(width: 100, height: 19))
        #expect(leafFrames(root) == [rect(18, 0, 10, 10), rect(72, 0, 10, 10), rect(0, 18, 100, 1)])
    }

    @Test func gridRowOutsideAGridIsAGroup() {
        let root = layout(HStack(spacing: 0) { GridRow { box(10, 10); box(20, 10) } }, .unspecified)
        #expect(leafFrames(root) == [rect(0, 0, 10, 10), rect(10, 0, 20, 10)])
    }

    // MARK: ViewThatFits and Divider

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let v = ViewThatFits {
            Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 10)
        }
        #expect(layout(v, ProposedViewSize(width: 120, height: 20)).frame.size == CGSize(width: 100, height: 10))
        #expect(layout(v, ProposedViewSize(width: 60, height: 20)).frame.size == CGSize(width: 50, height: 10))
        // None fits 40: the last one is shown.
        #expect(layout(v, ProposedViewSize(width: 40, height: 20)).frame.size == CGSize(width: 50, height: 10))
        let r = ImageRenderer(content: v)
        r.proposedSize = ProposedViewSize(width: 60, height: 10)
        let p = try r.render()
        #expect(p.width == 50 && p.rgba(25, 5) == (0, 0, 255, 255))
    }

    @Test func viewThatFitsChecksOnlyItsAxes() {
        let v = ViewThatFits(in: .horizontal) { box(50, 100); box(10, 10) }
        #expect(layout(v, ProposedViewSize(width: 60, height: 20)).frame.size == CGSize(width: 50, height: 100))
    }

    @Test func dividerSpansAnUnconstrainedStack() {
        // Ideal size offered: the VStack is as wide as its widest view and
        // the divider spans it, 1 point thick, 8 points below.
        let v = layout(VStack { box(50, 10); Divider() }, .unspecified)
        #expect(leafFrames(v) == [rect(0, 0, 50, 10), rect(0, 18, 50, 1)])
        let h = layout(HStack(spacing: 0) { box(10, 30); Divider() }, .unspecified)
        #expect(leafFrames(h) == [rect(0, 0, 10, 30), rect(10, 0, 1, 30)])
    }
}
