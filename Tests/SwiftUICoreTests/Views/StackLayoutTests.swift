// Hand-worked SwiftUI layouts. Shapes and colors take any offer; fixed
// frames take their size; stacks serve the least flexible child first.
import Foundation
import Testing
@testable import SwiftUICore

@Suite struct StackLayoutTests {
    @Test func hstackWithSpacerPushesViewsToTheEdges() {
        // 300 wide: 2 × 8 spacing, the fixed 50s first, the spacer gets 300 − 16 − 100 = 184.
        let root = layout(HStack {
            Color.red.frame(width: 50, height: 20)
            Spacer()
            Color.blue.frame(width: 50, height: 30)
        }, ProposedViewSize(width: 300, height: 100))
        #expect(root.frame.size == CGSize(width: 300, height: 30))
        let leaves = leafFrames(root)
        #expect(leaves[0] == rect(0, 5, 50, 20))
        #expect(leaves[1] == rect(58, 15, 184, 0))
        #expect(leaves[2] == rect(250, 0, 50, 30))
    }

    @Test func flexibleChildrenShareWhatTheFixedOneLeaves() {
        // 200 − 2 × 10 spacing = 180; fixed 30 served first; two colors get 75 each.
        let root = layout(HStack(spacing: 10) {
            Color.red
            Color.green.frame(width: 30)
            Color.blue
        }, ProposedViewSize(width: 200, height: 40))
        #expect(leafFrames(root) == [rect(0, 0, 75, 40), rect(85, 0, 30, 40), rect(125, 0, 75, 40)])
    }

    @Test func boundedFlexibilityIsServedFirst() {
        // A maxWidth-40 color is less flexible (0…40) than a plain one (0…∞):
        // offered 150/2 = 75 it takes 40; the other gets 150 − 40 = 110.
        let root = layout(HStack(spacing: 0) {
            Color.red
            Color.blue.frame(maxWidth: 40)
        }, ProposedViewSize(width: 150, height: 10))
        #expect(leafFrames(root) == [rect(0, 0, 110, 10), rect(110, 0, 40, 10)])
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        // The priority-1 color may take 100 − minimum of the other (0) = 100.
        let root = layout(HStack(spacing: 0) {
            Color.red
            Color.blue.layoutPriority(1)
        }, ProposedViewSize(width: 100, height: 10))
        #expect(leafFrames(root) == [rect(0, 0, 0, 10), rect(0, 0, 100, 10)])
    }

    @Test func vstackAlignmentLeadingAndTrailing() {
        let root = layout(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 60, height: 10)
        }, .unspecified)
        #expect(root.frame.size == CGSize(width: 60, height: 24))
        #expect(leafFrames(root) == [rect(0, 0, 20, 10), rect(0, 14, 60, 10)])
        let trailing = layout(VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 60, height: 10)
        }, .unspecified)
        #expect(leafFrames(trailing) == [rect(40, 0, 20, 10), rect(0, 10, 60, 10)])
    }

    @Test func zstackAlignsChildrenInTheUnion() {
        let root = layout(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 30, height: 20)
        }, .unspecified)
        #expect(leafFrames(root) == [rect(0, 0, 100, 60), rect(70, 40, 30, 20)])
    }

    @Test func idealSizeOfShapesIsTenByTen() {
        let root = layout(HStack(spacing: 0) { Circle(); Rectangle() }, .unspecified)
        #expect(root.frame.size == CGSize(width: 20, height: 10))
    }

    @Test func forEachAndConditionalsBuildChildren() {
        let flag = true
        let root = layout(HStack(spacing: 2) {
            ForEach(0..<3) { i in Color.red.frame(width: CGFloat(10 * (i + 1)), height: 5) }
            if flag { Color.blue.frame(width: 1, height: 1) } else { Color.green.frame(width: 99, height: 99) }
        }, .unspecified)
        #expect(root.frame.size == CGSize(width: 10 + 20 + 30 + 1 + 3 * 2, height: 5))
    }

    @Test func firstTextBaselinesLineUp() throws {
        // Two fonts: baselines coincide, so the smaller text is moved down
        // by the difference of their first baselines.
        let big = try Text("Big").font(.system(size: 40)).layout()
        let small = try Text("small").font(.system(size: 12)).layout()
        let root = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Big").font(.system(size: 40))
            Text("small").font(.system(size: 12))
        }, .unspecified)
        let leaves = leafFrames(root)
        #expect(abs(leaves[0].minY + big.firstBaseline - (leaves[1].minY + small.firstBaseline)) < 1e-9)
        #expect(abs(leaves[1].minY - (big.firstBaseline - small.firstBaseline)) < 1e-9)
    }

    @Test func textBesideASpacerKeepsOneLine() throws {
        // The spacer's 8-point minimum is reserved first, so the text is
        // offered 300 − 8 − 8 = 284 and keeps its natural single line.
        let natural = try Text("Hi! Are we still on?").font(.body).layout().size
        let root = layout(HStack { Text("Hi! Are we still on?"); Spacer() }, ProposedViewSize(width: 300, height: 100))
        let leaves = leafFrames(root)
        #expect(leaves[0].size == natural)
        #expect(leaves[1].width == 300 - 8 - natural.width)
    }
}
