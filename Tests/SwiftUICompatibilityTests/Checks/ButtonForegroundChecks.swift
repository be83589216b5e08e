// Apple: foregroundStyle(_:) "sets a view's foreground elements to use a
// given style"; a borderless button's label is drawn in the tint when
// nothing says otherwise. Red is (255, 59, 48), white (255, 255, 255), the
// tint blue (0, 122, 255): on the red square, label ink is white (green
// above 200) with a foreground style around the button, blue without.
import AnimGen
import Testing

@Suite struct ButtonForegroundChecks {
    private func count(_ p: Picture, where test: (RGBA8) -> Bool) -> Int {
        var n = 0
        for y in 0..<p.pixmap.height { for x in 0..<p.pixmap.width where test(p.pixmap.pixel(x: x, y: y)) { n += 1 } }
        return n
    }

    @Test func aForegroundStyleAroundAButtonColoursItsLabel() throws {
        let white = try render(WhiteOnRedButton(), scale: 2)
        #expect(count(white) { $0.b > $0.r } == 0)
        #expect(count(white) { $0.g > 200 && $0.a == 255 } > 20)
        let tinted = try render(TintedOnRedButton(), scale: 2)
        #expect(count(tinted) { $0.b > 200 && $0.r < 60 } > 20)
    }
}
