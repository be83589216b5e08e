// Label styles against layouts worked out by hand: a style's makeBody gets
// the label's title and icon; `Label(configuration)` inside a style draws
// with the style around it (Apple's LabelStyle and Label(_:) pages).
import AnimGen
import Testing

@Suite struct LabelStyleChecks {
    @Test func theAutomaticStylePutsTheIconBeforeTheTitle() throws {
        // Icon 10 wide, 8 points, title 20 wide: 38 × 10.
        let picture = try render(BlockLabel(), scale: 1)
        #expect(picture.pixmap.width == 38 && picture.pixmap.height == 10)
        #expect(matches(picture.at(5, 5), 0, 0, 255, within: 0))
        #expect(picture.isClear(14, 5))
        #expect(matches(picture.at(28, 5), 255, 0, 0, within: 0))
    }

    @Test func aCustomStyleLaysOutTheParts() throws {
        // Icon (10 × 10, centred) over 4 points over the title (20 × 10): 20 × 24.
        let picture = try render(StackedBlockLabel(), scale: 1)
        #expect(picture.pixmap.width == 20 && picture.pixmap.height == 24)
        #expect(matches(picture.at(10, 5), 0, 0, 255, within: 0) && picture.isClear(2, 5))
        #expect(picture.isClear(10, 12))
        #expect(matches(picture.at(10, 19), 255, 0, 0, within: 0))
    }

    @Test func labelOfAConfigurationUsesTheStyleAroundIt() throws {
        // The tile style's Label(configuration) is icon-only: the 10-point icon padded by 5.
        let picture = try render(TiledIconLabel(), scale: 1)
        #expect(picture.pixmap.width == 20 && picture.pixmap.height == 20)
        #expect(matches(picture.at(10, 10), 0, 0, 255, within: 0))
        #expect(matches(picture.at(2, 2), 0, 255, 0, within: 0))
    }
}
