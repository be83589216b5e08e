// A custom Layout, Grid and a keyframe animator against hand-computed
// positions (Grid cells centre their content by default; the custom layout
// places what it says).
import AnimGen
import Testing

@Suite struct LayoutChecks {
    @Test func lastTextBaselineCornersSitAtTheBottom() throws {
        // Apple: a view's text baselines default to its bottom edge when it holds no text.
        let leading = try render(BaselineCornerSwatch(alignment: .leadingLastTextBaseline), scale: 1)
        #expect(leading.isOpaque(0, 40) && leading.isOpaque(9, 49) && leading.isClear(10, 45) && leading.isClear(5, 39))
        let trailing = try render(BaselineCornerSwatch(alignment: .trailingLastTextBaseline), scale: 1)
        #expect(trailing.isOpaque(40, 40) && trailing.isOpaque(49, 49) && trailing.isClear(39, 45) && trailing.isClear(45, 39))
    }

    @Test func customLayoutPlacesItsSubviews() throws {
        let picture = try render(DiagonalSwatches())
        #expect(picture.pixmap.width == 200 && picture.pixmap.height == 200)   // (2 · 30 + 20 + 20) × 2
        let red = picture.at(20, 20), green = picture.at(50, 50), blue = picture.at(80, 80)
        #expect(red.r > 200 && red.g < 60 && red.a == 255)
        #expect(green.g > 150 && green.r < 100 && green.a == 255)
        #expect(blue.b > 200 && blue.r < 60 && blue.a == 255)
        #expect(picture.isClear(45, 20) && picture.isClear(20, 45))
    }

    @Test func aLayoutWithoutExplicitAlignmentMergesItsSubviewsGuides() throws {
        // Apple: "If you don't implement the method, the protocol's default
        // implementation merges the subviews' guides" (combineExplicit: the
        // mean). The rows set leading guides 10 and 30 and sit at x = 0, so
        // the column's leading guide is 20: the marker's leading edge lines
        // up 20 points in. Stack width 40, so the picture is 80 × 60 at scale 2.
        let picture = try render(MarkerOverGuides())
        #expect(picture.pixmap.width == 80 && picture.pixmap.height == 60)
        #expect(picture.isOpaque(25, 5) && picture.isClear(19.5, 5) && picture.isClear(30, 5))
        let green = picture.at(2, 15), blue = picture.at(38, 25)
        #expect(green.g > 100 && green.r < 60 && blue.b > 200 && blue.r < 60)
    }

    @Test func gridSizesColumnsAndRowsAndCentresCells() throws {
        let picture = try render(SwatchGrid())
        // Columns 40 and 50 wide, 4 apart; rows 20 and 30 tall, 6 apart.
        #expect(picture.pixmap.width == 188 && picture.pixmap.height == 112)
        #expect(picture.isOpaque(5, 10) && picture.isClear(4.5, 10) && picture.isOpaque(34.5, 10) && picture.isClear(35, 10))
        #expect(picture.isOpaque(50, 5) && picture.isClear(50, 4.5) && picture.isOpaque(50, 14.5) && picture.isClear(50, 15))
        #expect(picture.isOpaque(0, 26) && picture.isOpaque(39.5, 55.5) && picture.isClear(20, 23))
        let orange = picture.at(69, 41)
        #expect(orange.a == 255 && orange.r > 200 && orange.b < 60)
        #expect(picture.isOpaque(59, 31) && picture.isClear(58.5, 41) && picture.isClear(79, 41) && picture.isClear(69, 30.5))
    }

    @Test func keyframeAnimatorFollowsItsLinearKeyframes() throws {
        // Offset 0 → 100 over the first second, back to 0 over the next.
        for (index, offset) in [0: 0, 5: 50, 10: 100, 15: 50] {
            let picture = try frame(index, of: Bouncer(), width: 140, height: 20, fps: 10, seconds: 2)
            #expect(picture.inkedColumns(row: 10) == offset...(offset + 19), "frame \(index)")
        }
    }

    @Test func gridLayoutLaysOutLikeAGrid() throws {
        // Columns as wide as their widest cell (40, 50) 4 apart, rows as tall as their tallest (20, 30)
        // 6 apart: 94 × 56, each view centred in its cell.
        let grid = try render(GridOrColumn(asGrid: true), scale: 1)
        #expect(grid.pixmap.width == 94 && grid.pixmap.height == 56)
        #expect(matches(grid.at(20, 10), 255, 59, 48) && grid.isClear(2, 10))   // red: x 5…35, y 0…20
        #expect(grid.at(70, 10).g > 150 && grid.isClear(70, 2))                 // green: 44…94 × 5…15
        #expect(grid.at(20, 40).b > 200 && grid.isClear(20, 23))                // blue: 0…40 × 26…56
        #expect(grid.at(69, 41).r > 200 && grid.isClear(56, 41))                // orange: 59…79 × 31…51
        // The same views in a column (a GridRow outside a grid only groups): as wide as the widest, 50,
        // and 20 + 10 + 30 + 20 tall with three gaps of 4.
        let column = try render(GridOrColumn(asGrid: false), scale: 1)
        #expect(column.pixmap.width == 50 && column.pixmap.height == 92)
    }

    @Test func anyLayoutArrangesLikeTheLayoutItWraps() throws {
        // 20-point red and 10-point blue squares inside 10 points of padding.
        let row = try render(AdaptiveSwatches(arrangement: .row), scale: 1)
        #expect(row.pixmap.width == 55 && row.pixmap.height == 40)     // 10 + 20 + 5 + 10 + 10 wide
        #expect(row.at(38, 20).b > 200 && row.isClear(38, 13) && row.isClear(32, 20))   // blue centred at y 20
        let column = try render(AdaptiveSwatches(arrangement: .column), scale: 1)
        #expect(column.pixmap.width == 40 && column.pixmap.height == 55)
        #expect(column.at(12, 38).b > 200 && column.isClear(22, 38))    // leading-aligned
        let diagonal = try render(AdaptiveSwatches(arrangement: .diagonal), scale: 1)
        #expect(diagonal.pixmap.width == 55 && diagonal.pixmap.height == 55)
        #expect(diagonal.at(40, 40).b > 200 && diagonal.isClear(33, 33))
        let pile = try render(AdaptiveSwatches(arrangement: .pile), scale: 1)
        #expect(pile.pixmap.width == 40 && pile.pixmap.height == 40)
        #expect(pile.at(12, 12).b > 200 && pile.at(25, 25).r > 200)
    }

    @Test func anAnimatedChangeOfLayoutMovesTheViews() throws {
        // Row → column under a 1 s linear animation at t = 1: the blue
        // square goes from (35, 15) to (10, 35); a quarter of the way, at
        // 1.25, it is at (28.75, 20): columns 29…38 and rows 20…29 at least
        // half covered. The red one stays at (10, 10).
        let frames = try ViewAnimation(ToggledArrangement(), width: 60, height: 60)
            .at(1, animation: .linear(duration: 1)) { $0.column = true }
            .makeRenderer(frameRate: try FrameRate(4), duration: 3)
        func blue(_ frame: Int) throws -> (ClosedRange<Int>?, ClosedRange<Int>?) {
            let p = try frames.render(frame: frame)
            let xs = (0..<60).filter { p.pixel(x: $0, y: 25).b >= 128 && p.pixel(x: $0, y: 25).r < 128 }
            let ys = (0..<60).filter { p.pixel(x: 33, y: $0).b >= 128 && p.pixel(x: 33, y: $0).r < 128 }
            return (xs.first.map { $0...xs.last! }, ys.first.map { $0...ys.last! })
        }
        #expect(try blue(5) == (29...38, 20...29))
        let settled = Picture(pixmap: try frames.render(frame: 8), scale: 1)
        #expect(settled.at(15, 40).b > 200 && settled.at(15, 15).r > 200)
        // Without an animation it jumps.
        let jump = try ViewAnimation(ToggledArrangement(), width: 60, height: 60).at(1) { $0.update { $0.column = true } }
            .makeRenderer(frameRate: try FrameRate(4), duration: 2)
        #expect(Picture(pixmap: try jump.render(frame: 5), scale: 1).at(15, 40).b > 200)
    }

    @Test func stackLayoutsWorkThroughTheLayoutProtocol() throws {
        // HStackLayout(alignment: .top, spacing: 15) called by a custom layout.
        let picture = try render(AdaptiveSwatches(arrangement: .spaced), scale: 1)
        #expect(picture.pixmap.width == 65 && picture.pixmap.height == 40)
        #expect(picture.at(50, 12).b > 200 && picture.isClear(50, 22) && picture.isClear(40, 12))
    }

    @Test func namedCoordinateSpaceMeasuresFromTheNamedView() throws {
        // The card (after its 10-point padding) starts at (15, 15); the
        // reader at (25, 45), so in the card's space it is at (10, 30): the
        // bar is 10 × 30 from the reader's corner.
        for old in [false, true] {
            let picture = try render(NamedSpaceCard(oldSpelling: old), scale: 1)
            #expect(picture.pixmap.width == 110 && picture.pixmap.height == 110)
            #expect(picture.isOpaque(25.5, 45.5) && picture.isOpaque(34.5, 74.5), "old spelling: \(old)")
            #expect(picture.isClear(35.5, 60) && picture.isClear(30, 75.5) && picture.isClear(24.5, 60))
        }
    }

    @Test func aReaderSeesTheGeometryEffectsAroundIt() throws {
        // The 20 × 10 reader is laid out at (20, 10). Apple's GeometryEffect
        // page: an effect changes "the coordinate transform to and from" the
        // views inside it, so the global frame is where the reader is drawn.
        func painted<M: ViewModifier>(_ effect: M, in space: CoordinateSpace = .global) throws -> (ClosedRange<Int>?, ClosedRange<Int>?) {
            let picture = try render(ReaderThroughEffect(effect: effect, space: space), scale: 1)
            #expect(picture.pixmap.width == 120 && picture.pixmap.height == 60)
            guard let columns = (0..<60).lazy.compactMap({ picture.inkedColumns(row: $0) }).first else { return (nil, nil) }
            return (columns, picture.inkedRows(column: (columns.lowerBound + columns.upperBound) / 2))
        }
        #expect(try painted(AsLaidOut()) == (20...39, 10...19))
        // offset(x: 50, y: 30): (70, 40); in the card's named space (the card is the root) too.
        #expect(try painted(OffsetBy(x: 50, y: 30)) == (70...89, 40...49))
        #expect(try painted(OffsetBy(x: 50, y: 30), in: .named("card")) == (70...89, 40...49))
        // Doubled about the centre (30, 15): 40 × 20 from (10, 5); about the top-left corner: from (20, 10).
        #expect(try painted(ScaledBy(scale: 2)) == (10...49, 5...24))
        #expect(try painted(ScaledBy(scale: 2, anchor: .topLeading)) == (20...59, 10...29))
        // A quarter turn about the centre: the box around it is 10 × 20 from (25, 5).
        #expect(try painted(RotatedBy(degrees: 90)) == (25...34, 5...24))
        // A GeometryEffect of one's own moves the space; made ignoredByLayout() it only draws.
        #expect(try painted(Shift(x: 50)) == (70...89, 10...19))
        #expect(try painted(Shift(x: 50).ignoredByLayout()) == (20...39, 10...19))
    }

    @Test func aReaderFollowsAnAnimatedOffset() throws {
        // offset(x:) from 0 to 60 over 2 s, linear: at t the reader is at 30 t.
        // Frames rendered in sequence also exercise the nodes kept between frames.
        let frames = try ViewAnimation(SlidingReader(), width: 100, height: 20)
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        for (index, x) in [(5, 15), (10, 30), (15, 45), (25, 60), (10, 30)] {
            let picture = Picture(pixmap: try frames.render(frame: index), scale: 1)
            #expect(picture.inkedColumns(row: 5) == x...(x + 9), "frame \(index)")
        }
    }

    @Test func depthFramesLeaveAFlatRenderAsItIs() throws {
        // A render is seen from the front: views have no depth to frame.
        let picture = try render(DepthFramedCard(), scale: 1)
        #expect(picture.pixmap.width == 20 && picture.pixmap.height == 10)
        #expect(matches(picture.at(0.5, 0.5), 255, 59, 48) && matches(picture.at(19.5, 9.5), 255, 59, 48))
    }

    @Test func safeAreaInsetsAreZeroHeadless() throws {
        let picture = try render(SafeAreaAwareBar(), scale: 1)
        #expect(picture.isOpaque(10, 0.5) && picture.isOpaque(10, 9.5) && picture.isClear(10, 10.5))
    }
}

@Suite struct LazyLayoutChecks {
    @Test func lazyVStackIsAColumnAsWideAsItsContainer() throws {
        // Rows 10 high, 5 apart: y 0…10, 15…25, 30…40, each at the leading edge.
        let picture = try render(LazyBars(), scale: 1)
        #expect(picture.pixmap.width == 50 && picture.pixmap.height == 40)
        for (row, width) in [(5.0, 10.0), (20, 20), (35, 30)] {
            #expect(picture.isOpaque(0.5, row) && picture.isOpaque(width - 0.5, row) && picture.isClear(width + 0.5, row))
        }
        #expect(picture.isClear(5, 12.5) && picture.isClear(5, 27.5))
    }

    @Test func lazyHStackIsARowAsTallAsItsContainer() throws {
        let picture = try render(LazyTiles(), scale: 1)
        #expect(picture.pixmap.width == 30 && picture.pixmap.height == 30)
        #expect(matches(picture.at(5, 5), 255, 0, 0) && picture.isClear(5, 15) && picture.isClear(15, 5))
        #expect(matches(picture.at(25, 1), 0, 0, 255) && matches(picture.at(25, 19), 0, 0, 255) && picture.isClear(25, 21))
    }

    @Test func safeAreaInsetsPlaceTheirContentAtTheEdge() throws {
        // Inset below (spacing 0, leading): blue (0, 0)–(40, 20), red (0, 20)–(10, 30).
        // Rail at the leading edge, 5 apart: green 10 wide, the panel from x = 15.
        // Safe-area padding of 4 on top moves everything down by 4.
        let picture = try render(InsetPanel(), scale: 1)
        #expect(picture.pixmap.width == 55 && picture.pixmap.height == 34)
        #expect(picture.isClear(5, 2) && picture.isClear(30, 2))
        #expect(matches(picture.at(5, 5), 0, 255, 0) && matches(picture.at(5, 33), 0, 255, 0) && picture.isClear(12, 20))
        #expect(matches(picture.at(16, 5), 0, 0, 255) && matches(picture.at(54, 23), 0, 0, 255))
        #expect(matches(picture.at(16, 25), 255, 0, 0) && matches(picture.at(24, 33), 255, 0, 0) && picture.isClear(26, 30))
    }

    @Test func lazyVGridSizesFixedAndFlexibleColumns() throws {
        // 76 − 20 fixed − 2 × 8 spacing = 40 for two flexible columns of 20:
        // x 0…20, 28…48, 56…76; rows 10 high, 4 apart.
        let picture = try render(TileGrid(), scale: 1)
        #expect(picture.pixmap.width == 76 && picture.pixmap.height == 24)
        for x in [0.5, 19.5, 28.5, 47.5, 56.5, 75.5] { #expect(picture.isOpaque(x, 5), "x \(x)") }
        for x in [20.5, 27.5, 48.5, 55.5] { #expect(picture.isClear(x, 5), "x \(x)") }
        #expect(picture.isClear(10, 12) && picture.isOpaque(10, 14.5) && picture.isOpaque(40, 23.5))
        #expect(picture.isClear(66, 19))   // the sixth cell is empty
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        // ⌊(50 + 5) / (15 + 5)⌋ = 2 columns of (50 − 5) / 2 = 22.5.
        let picture = try render(AdaptiveGrid(), scale: 2)
        #expect(picture.isOpaque(22.25, 5) && picture.isClear(22.75, 5) && picture.isClear(27.25, 5) && picture.isOpaque(27.75, 5))
        #expect(picture.isOpaque(49.75, 5) && picture.isOpaque(10, 20) && picture.isClear(35, 20) && picture.isClear(10, 12.5))
    }

    @Test func lazyHGridFillsRowsThenColumns() throws {
        // Rows y 0…10 and 18…28; items 0 and 1 in the first column (10 wide),
        // item 1 (6 wide) at its cell's leading edge; item 2 from x = 10 + 2.
        let picture = try render(RowGrid(), scale: 1)
        #expect(picture.pixmap.width == 22 && picture.pixmap.height == 28)
        #expect(picture.isOpaque(0.5, 5) && picture.isOpaque(9.5, 5) && picture.isClear(10.5, 5) && picture.isOpaque(12.5, 5))
        #expect(picture.isOpaque(0.5, 20) && picture.isOpaque(5.5, 20) && picture.isClear(6.5, 20) && picture.isClear(15, 20))
        #expect(picture.isClear(5, 14))
    }
}
