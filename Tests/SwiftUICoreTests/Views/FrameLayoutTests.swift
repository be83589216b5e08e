// Frames, padding, aspect ratio, position, fixedSize and GeometryReader,
// each checked against the SwiftUI rule worked by hand.
import Foundation
import Testing
@testable import SwiftUICore

@Suite struct FrameLayoutTests {
    @Test func fixedFrameAlignsItsChild() {
        let root = layout(Color.red.frame(width: 50, height: 50).frame(width: 200, height: 100, alignment: .bottomTrailing),
                          .unspecified)
        #expect(root.frame.size == CGSize(width: 200, height: 100))
        #expect(leafFrames(root) == [rect(150, 50, 50, 50)])
    }

    @Test func maxWidthInfinityTakesTheOfferAndLeadingAligns() {
        // maxWidth ∞: width = min(∞, max(50, 300)) = 300; no height bound: the child's 20.
        let root = layout(Color.red.frame(width: 50, height: 20).frame(maxWidth: .infinity, alignment: .leading),
                          ProposedViewSize(width: 300, height: 100))
        #expect(root.frame.size == CGSize(width: 300, height: 20))
        #expect(leafFrames(root) == [rect(0, 0, 50, 20)])
    }

    @Test func minWidthGrowsAFixedChildsFrame() {
        // minWidth 100: width = max(100, min(20, offer)); the child is centred.
        let wide = layout(Color.red.frame(width: 20, height: 10).frame(minWidth: 100), ProposedViewSize(width: 300, height: 10))
        #expect(wide.frame.size.width == 100)
        #expect(leafFrames(wide) == [rect(40, 0, 20, 10)])
        let narrow = layout(Color.red.frame(width: 20, height: 10).frame(minWidth: 100), ProposedViewSize(width: 50, height: 10))
        #expect(narrow.frame.size.width == 100)
    }

    @Test func flexibleFrameClampsAFlexibleChild() {
        // A color offered 300 inside minWidth 40 / maxWidth 120 gets 120; offered 10, 40.
        let f = Color.red.frame(minWidth: 40, maxWidth: 120, minHeight: 5, maxHeight: 5)
        #expect(layout(f, ProposedViewSize(width: 300, height: 50)).frame.size == CGSize(width: 120, height: 5))
        #expect(layout(f, ProposedViewSize(width: 10, height: 50)).frame.size == CGSize(width: 40, height: 5))
        // Ideal sizes answer a nil offer.
        #expect(layout(Color.red.frame(idealWidth: 70, idealHeight: 30), .unspecified).frame.size == CGSize(width: 70, height: 30))
    }

    @Test func paddingShrinksTheOfferAndAddsBack() {
        let root = layout(Color.red.padding(10), ProposedViewSize(width: 100, height: 60))
        #expect(root.frame.size == CGSize(width: 100, height: 60))
        #expect(leafFrames(root) == [rect(10, 10, 80, 40)])
        let sides = layout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 5).padding(.top), .unspecified)
        #expect(sides.frame.size == CGSize(width: 20, height: 26))
        #expect(leafFrames(sides) == [rect(5, 16, 10, 10)])
    }

    @Test func negativePaddingOverhangs() {
        let root = layout(Color.red.frame(width: 50, height: 50).padding(-10), .unspecified)
        #expect(root.frame.size == CGSize(width: 30, height: 30))
        #expect(leafFrames(root) == [rect(-10, -10, 50, 50)])
    }

    @Test func aspectRatioFitAndFill() {
        #expect(layout(Color.red.aspectRatio(2, contentMode: .fit), ProposedViewSize(width: 100, height: 100)).frame.size
                == CGSize(width: 100, height: 50))
        #expect(layout(Color.red.aspectRatio(2, contentMode: .fill), ProposedViewSize(width: 100, height: 100)).frame.size
                == CGSize(width: 200, height: 100))
        // No ratio: the ideal size's (10 × 10 for a shape), so a square.
        #expect(layout(Rectangle().scaledToFit(), ProposedViewSize(width: 300, height: 100)).frame.size
                == CGSize(width: 100, height: 100))
        #expect(layout(Rectangle().aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit),
                       ProposedViewSize(width: 300, height: 300)).frame.size == CGSize(width: 300, height: 225))
    }

    @Test func positionTakesTheOfferAndCentresTheChild() {
        let root = layout(Color.red.frame(width: 10, height: 10).position(x: 30, y: 40), ProposedViewSize(width: 100, height: 80))
        #expect(root.frame.size == CGSize(width: 100, height: 80))
        #expect(leafFrames(root) == [rect(25, 35, 10, 10)])
    }

    @Test func offsetMovesDrawingNotLayout() {
        let root = layout(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 100)
            Color.blue.frame(width: 10, height: 10)
        }, .unspecified)
        #expect(leafFrames(root) == [rect(0, 0, 10, 10), rect(10, 0, 10, 10)])
    }

    @Test func fixedSizeTextKeepsItsNaturalWidth() throws {
        let natural = try Text("Hello world").font(.body).layout().size
        let root = layout(Text("Hello world").fixedSize().frame(width: 20), .unspecified)
        #expect(root.frame.size.width == 20)
        let text = leafFrames(root)[0]
        #expect(text.size == natural)
        #expect(abs(text.minX - (20 - natural.width) / 2) < 1e-9)
        // Without fixedSize the text wraps to the 60-point offer.
        let wrapped = leafFrames(layout(Text("Hello world").frame(width: 60), .unspecified))[0]
        #expect(wrapped.width <= 60)
        #expect(wrapped.height > natural.height)
    }

    @Test func nestedGeometryReaders() {
        final class Box: @unchecked Sendable { var inner: GeometryProxy? }
        let box = Box()
        let root = layout(GeometryReader { outer in
            VStack(spacing: 0) {
                Color.red.frame(height: outer.size.height / 4)
                GeometryReader { inner in
                    Color.blue.frame(width: inner.size.width / 2, height: inner.size.height / 2)
                        .background(Color.clear.frame(width: 0, height: 0).onGeometry { box.inner = inner })
                }
            }
        }, ProposedViewSize(width: 200, height: 100))
        // Outer reader: 200 × 100. Red: 25 high; the inner reader gets the other 75.
        #expect(root.frame.size == CGSize(width: 200, height: 100))
        let leaves = leafFrames(root)
        #expect(leaves[0] == rect(0, 0, 200, 25))
        #expect(leaves.last == rect(0, 25, 100, 37.5))
        #expect(box.inner?.size == CGSize(width: 200, height: 75))
        #expect(box.inner?.frame(in: .global) == rect(0, 25, 200, 75))
        #expect(box.inner?.frame(in: .local) == rect(0, 0, 200, 75))
    }
}

extension View {
    /// Runs `body` when the view is resolved (to capture values in tests).
    func onGeometry(_ body: @escaping () -> Void) -> some View {
        body()
        return self
    }
}
