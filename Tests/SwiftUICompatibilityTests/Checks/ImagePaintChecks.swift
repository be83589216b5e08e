// ImagePaint and ShapeStyle.image(_:sourceRect:scale:) on pixels.
import AnimGen
import Testing

@Suite struct ImagePaintChecks {
    /// Red, green / blue, white.
    static func quad() -> Image {
        let p = Pixmap(width: 2, height: 2)
        p.setPixel(x: 0, y: 0, RGBA8(r: 255, g: 0, b: 0, a: 255))
        p.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 255, b: 0, a: 255))
        p.setPixel(x: 0, y: 1, RGBA8(r: 0, g: 0, b: 255, a: 255))
        p.setPixel(x: 1, y: 1, RGBA8(r: 255, g: 255, b: 255, a: 255))
        return Image(pixmap: p)
    }

    @Test func imagePaintRepeatsFromTheShapesCorner() throws {
        // The rectangle spans (5, 5)–(35, 25); tiles are 10 × 10, image pixel
        // (i, j) covering 5 × 5 of each, from (5, 5).
        let picture = try render(TiledPanel(tile: Self.quad()), scale: 2)
        for y in stride(from: 5.5, to: 25, by: 2.5) {
            for x in stride(from: 5.5, to: 35, by: 2.5) {
                let i = Int((x - 5).truncatingRemainder(dividingBy: 10)) / 5
                let j = Int((y - 5).truncatingRemainder(dividingBy: 10)) / 5
                let expected = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)][j * 2 + i]
                #expect(matches(picture.at(x, y), expected.0, expected.1, expected.2, within: 0), "(\(x), \(y))")
            }
        }
        #expect(picture.isClear(3, 10) && picture.isClear(37, 10) && picture.isClear(10, 27))
    }

    @Test func sourceRectSelectsPartOfTheImage() throws {
        // The right column only: green over white, each 10 × 10, repeating every 20 down.
        let picture = try render(HalfTileBadge(tile: Self.quad()), scale: 1)
        for x in [1.0, 9, 11, 19] {
            #expect(matches(picture.at(x, 2), 0, 255, 0, within: 0))
            #expect(matches(picture.at(x, 12), 255, 255, 255, within: 0))
            #expect(matches(picture.at(x, 22), 0, 255, 0, within: 0))
            #expect(matches(picture.at(x, 38), 255, 255, 255, within: 0))
        }
    }

    @Test func opacityFadesTheImage() throws {
        let p = try render(FadedPattern(tile: Self.quad()), scale: 1).at(2, 2)
        // Red at half opacity, premultiplied: (128, 0, 0, 128).
        #expect(abs(Int(p.a) - 128) <= 1 && abs(Int(p.r) - 128) <= 1 && p.g == 0 && p.b == 0, "\(p)")
    }
}
