// Canvas symbols and path boolean operations against hand-computed
// positions: resolveSymbol(id:) gives the tagged view, drawn centred on the
// point by default; subtracting leaves the second path's area empty.
import AnimGen
import Testing

@Suite struct CanvasAndPathChecks {
    @Test func canvasDrawsTaggedSymbols() throws {
        let picture = try render(DotRow())
        for index in 0..<4 {
            let x = 20 + CGFloat(index) * 40
            let p = picture.at(x, 20)
            #expect(p.a == 255 && p.b > 200 && p.r < 60, "dot \(index)")
            #expect(picture.isOpaque(x - 7, 20) && picture.isClear(x - 9, 20), "dot \(index) is 16 wide")
        }
        #expect(picture.isClear(40, 20) && picture.isClear(20, 5))
    }

    @Test func canvasTypesSpellAsInSwiftUI() throws {
        // A Canvas<EmptyView> property fills its 10-point frame red; the
        // next canvas draws its 6-point symbol centred in its own frame.
        let picture = try render(StoredCanvases(), scale: 1)
        #expect(picture.pixmap.width == 20 && picture.pixmap.height == 10)
        #expect(matches(picture.at(0.5, 0.5), 255, 59, 48) && matches(picture.at(9.5, 9.5), 255, 59, 48))
        #expect(picture.at(15, 5).b > 200 && picture.isClear(11, 5) && picture.isClear(15, 1))
    }

    @Test func canvasForegroundIsTheViewsForegroundStyle() throws {
        // The circle fills the canvas's 20-point frame at (10, 10) in (0, 0.6, 0) = (0, 153, 0).
        let picture = try render(ForegroundCanvas(), scale: 1)
        #expect(matches(picture.at(20, 20), 0, 153, 0))
        #expect(picture.isClear(11, 11) && picture.isClear(5, 20))
    }

    @Test func subtractedPathLeavesAHole() throws {
        let picture = try render(DonutView())
        // Centre (50, 50): outer radius 40, inner 20.
        #expect(picture.isClear(50, 50) && picture.isClear(50, 35))
        #expect(picture.isOpaque(50, 15) && picture.isOpaque(80, 50) && picture.isOpaque(22, 50))
        #expect(picture.isClear(50, 9) && picture.isClear(92, 50))
    }
}

@Suite struct ProjectionFilterChecks {
    @Test func projectionFilterMovesTheRasterizedDrawing() throws {
        // Points (20, 10)–(30, 20) at scale 2: pixels 40…59 by 20…39.
        let picture = try render(ShiftedSquareCanvas(), scale: 2)
        #expect(matches(picture.at(20.25, 10.25), 255, 59, 48, within: 0) && matches(picture.at(29.75, 19.75), 255, 59, 48, within: 0))
        #expect(picture.isClear(5, 5) && picture.isClear(19.75, 15) && picture.isClear(30.25, 15) && picture.isClear(25, 20.25))
    }

    @Test func projectionFilterDrawsInPerspective() throws {
        // (x, y) → (x, y) / (1 + x/100): column x′ spans y′ < 40 (1 − x′/100).
        let picture = try render(PerspectiveCanvas(), scale: 1)
        for (column, height) in [(0, 39.8), (25, 29.8), (45, 21.8), (49, 20.2)] {
            #expect(abs(Double(picture.inkedRowCount(column: column)) - height) <= 1, "column \(column)")
        }
        #expect(picture.inkedRowCount(column: 51) == 0 && picture.inkedRowCount(column: 80) == 0)
        #expect(matches(picture.at(25, 10), 255, 59, 48, within: 0))   // system red
    }

    @Test func coreGraphicsCodeDrawsThroughTheContext() throws {
        // Apple: state set on the GraphicsContext before withCGContext (here
        // opacity) applies inside it; the CG context's own state (the
        // translation, colours, alpha saved and restored) behaves as in
        // CoreGraphics.
        let p = try render(CoreGraphicsSketch(), scale: 1)
        #expect(matches(p.at(20, 20), 255, 0, 0) && p.isClear(35, 20))
        // The line: (40, 48)…(80, 52) after the translation.
        #expect(matches(p.at(60, 50), 0, 0, 0) && p.isClear(60, 46) && p.isClear(38, 50))
        // The ellipse at half alpha, over nothing: alpha 128 of blue.
        let e = p.at(50, 10)
        #expect(abs(Int(e.a) - 128) <= 1 && e.b >= 126 && e.r == 0)
        // After restoreGState: opaque red, translated.
        #expect(matches(p.at(75, 75), 255, 0, 0))
        // The faded context's opacity reaches the CG drawing.
        #expect(abs(Int(p.at(5, 95).a) - 128) <= 1)
    }

    @Test func coreGraphicsGradientsShadowsAndImagesDrawAsInCoreGraphics() throws {
        // Apple's pages: the gradient's colour at t = x / 100, clipped to the
        // rect; the shadow moves (4, 4) in base space (points, y down); the
        // flipped image's bottom row (red in the bitmap context, y up) lies
        // at the canvas's bottom edge.
        let p = try render(CoreGraphicsCard(), scale: 1)
        #expect(matches(p.at(25.5, 10), 190, 0, 65, within: 2) && p.isClear(50, 25))
        #expect(matches(p.at(20, 40), 255, 255, 255) && matches(p.at(42, 52), 0, 0, 0) && p.isClear(46, 56))
        #expect(matches(p.at(65, 95), 255, 0, 0) && p.isClear(65, 85))
        // ImageRenderer's cgImage holds the same pixels.
        let image = try #require(ImageRenderer(content: CoreGraphicsCard()).cgImage)
        #expect(image.width == 100 && image.height == 100)
    }
}
