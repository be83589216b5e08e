// A custom `Shape` takes view modifiers directly. The strip is four 40 × 40
// cells from x = 0; in each, the wedge covers the points with x + y < 40
// (cell-local), the rest of the cell is clear unless a modifier paints it.
import AnimGen
import Testing

@Suite struct ShapeAsViewChecks {
    @Test func viewModifiersApplyToACustomShape() throws {
        let picture = try render(WedgeStrip())
        #expect(picture.pixmap.width == 320 && picture.pixmap.height == 80)
        // foregroundStyle(.red, .blue): the shape fills with the primary style.
        #expect(matches(picture.at(10, 10), 255, 59, 48))   // Color.red, iOS's sRGB values
        #expect(picture.isClear(30, 30))
        // colorInvert: the black foreground turns white.
        #expect(matches(picture.at(50, 10), 255, 255, 255))
        #expect(picture.isClear(70, 30))
        // overlay(.blue, in: inset rectangle): (130, 10)…(150, 30) blue over and beside the wedge.
        #expect(matches(picture.at(85, 5), 0, 0, 0))
        let overlay = picture.at(105, 25)   // outside the wedge (25 + 25 > 40)
        #expect(overlay.a == 255 && overlay.b > 200 && overlay.r < 60)
        #expect(picture.isClear(115, 35))
        // The last wedge: identity modifiers, drawn as the plain shape.
        #expect(matches(picture.at(125, 5), 0, 0, 0))
        #expect(picture.isClear(150, 30))
    }

    @Test func aCustomShapeIsAViewOnItsOwn() throws {
        let icon = try render(wedgeIcon().frame(width: 20, height: 20), scale: 1)
        #expect(matches(icon.at(3, 3), 0, 0, 0) && icon.isClear(17, 17))
        #expect(erasedWedges().count == 2)
        let moved = try render(HStack(spacing: 0) { erasedWedges()[1] }.frame(width: 20, height: 20), scale: 1)
        // offset(x: 5) is the shape modifier (the shape wins over View.offset): the wedge moves 5 right.
        #expect(moved.isClear(2, 2) && matches(moved.at(7, 2), 0, 0, 0))
    }
}
