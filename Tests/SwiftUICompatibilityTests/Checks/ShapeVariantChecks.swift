// Per-corner radii, ContainerRelativeShape, Shape.size and animated radii and
// unit points against positions worked out by hand. A circular corner of
// radius r at the top-leading corner of a frame at (x0, y0) is a quarter
// circle about (x0 + r, y0 + r): inside it a point is filled when its
// distance from that centre is at most r.
import AnimGen
import Testing

@Suite struct ShapeVariantChecks {
    @Test func topLeadingRadiusRoundsOnlyThatCorner() throws {
        // Frame (10, 10) 40 × 40; the corner circle's centre is (30, 30).
        let picture = try render(TabCard(), scale: 1)
        #expect(picture.isClear(12, 12))      // 25 from the centre
        #expect(picture.isOpaque(18, 18))     // 15 from the centre
        #expect(picture.isOpaque(48, 11) && picture.isOpaque(11, 48) && picture.isOpaque(48, 48))
    }

    @Test func bottomTrailingRadiusRoundsOnlyThatCorner() throws {
        // Corner circle about (30, 30) again, now for the corner at (50, 50).
        let picture = try render(SpeechBubble(), scale: 1)
        #expect(picture.isClear(48, 48) && picture.isOpaque(42, 42))
        #expect(picture.isOpaque(11, 11) && picture.isOpaque(48, 11) && picture.isOpaque(11, 48))
    }

    @Test func containerRelativeShapeIsTheRectangleWithoutAContainer() throws {
        // Frame (5, 5) 30 × 20; the inset shape is 4 in on every side.
        let picture = try render(WidgetTile(), scale: 1)
        for (x, y) in [(5.5, 5.5), (34.5, 24.5), (8, 15), (20, 6)] {
            let p = picture.at(x, y)
            #expect(p.a == 255 && p.r > 200 && p.b < 60, "(\(x), \(y)) is orange: \(p)")
        }
        #expect(matches(picture.at(9.5, 9.5), 255, 255, 255) && matches(picture.at(30.5, 20.5), 255, 255, 255))
        #expect(picture.isClear(4.5, 15) && picture.isClear(35.5, 15))
    }

    @Test func sizedShapeDrawsAtItsOwnSizeInTheFrame() throws {
        // Frame (10, 10) 60 × 60: the red dot is 20 wide from the frame's
        // origin, centre (20, 20); the blue one sits in the bottom-trailing
        // corner, centre (60, 60).
        let picture = try render(FixedDots(), scale: 1)
        #expect(picture.pixmap.width == 80 && picture.pixmap.height == 80)
        let red = picture.at(20, 20), blue = picture.at(60, 60)
        #expect(red.a == 255 && red.r > 200 && red.b < 100)
        #expect(blue.a == 255 && blue.b > 200 && blue.r < 100)
        #expect(picture.isClear(40, 40) && picture.isClear(31, 20) && picture.isClear(20, 31))
        #expect(picture.isClear(49, 60) && picture.isOpaque(51, 60))
    }

    @Test func unitPointAnimatesLinearly() throws {
        // At 10 fps frame 5 is t = 0.5: the dot's centre is halfway from
        // (10, 10) to (90, 90), at (50, 50), 5 in radius.
        let picture = try frame(5, of: TravellingMarker(), width: 100, height: 100, fps: 10, seconds: 1.5)
        #expect(picture.isOpaque(50, 50) && picture.isOpaque(46, 50) && picture.isOpaque(50, 53))
        #expect(picture.isClear(56, 50) && picture.isClear(50, 44) && picture.isClear(12, 12))
        let end = try frame(12, of: TravellingMarker(), width: 100, height: 100, fps: 10, seconds: 1.5)
        #expect(end.isOpaque(89, 89) && end.isClear(50, 50))
    }

    @Test func cornerRadiiAnimate() throws {
        // Radius 0 → 40 over 1 s; at frame 5 it is 20, about (20, 20).
        let start = try frame(0, of: RoundingCorner(), width: 40, height: 40, fps: 10, seconds: 1.5)
        #expect(start.isOpaque(3.5, 3.5))
        let middle = try frame(5, of: RoundingCorner(), width: 40, height: 40, fps: 10, seconds: 1.5)
        #expect(middle.isClear(3.5, 3.5) && middle.isOpaque(8.5, 8.5) && middle.isOpaque(38, 2))
    }

    @Test func contentShapeDrawsNothing() throws {
        // A 40 × 20 row at (5, 5): the circle fills its first 20 points, the
        // rest (and the content shape) stays empty.
        let picture = try render(TappableRow(), scale: 1)
        #expect(picture.pixmap.width == 50 && picture.pixmap.height == 30)
        #expect(picture.isOpaque(15, 15) && picture.isClear(35, 15) && picture.isClear(6, 6))
    }
}

/// Container shapes against corner circles worked out by hand. Every
/// platter's container is the 100 × 60 frame at (10, 10), rounded by r
/// (circular corners); a view d inside it takes radius r − d.
@Suite struct ContainerShapeChecks {
    func isBlue(_ p: RGBA8) -> Bool { p.a == 255 && p.b > 200 && p.r < 60 && p.g < 160 }

    @Test func aPaddedShapeIsConcentricWithItsContainer() throws {
        // Frame (18, 18) 84 × 44, radius 20 − 8 = 12: corner centres
        // (30, 30) and (90, 50).
        let picture = try render(InsetCard(), scale: 1)
        #expect(!isBlue(picture.at(20.5, 20.5)))   // 13.4 from (30, 30)
        #expect(isBlue(picture.at(23, 23)))        // 9.9
        #expect(isBlue(picture.at(21, 24)))        // 10.8: inside radius 12, 22 from radius 20's centre (38, 38)
        #expect(!isBlue(picture.at(100.5, 60.5)))  // 14.8 from (90, 50)
        #expect(isBlue(picture.at(97, 57)) && isBlue(picture.at(60, 19)))
        // The container's own background keeps radius 20 about (30, 30).
        #expect(picture.isClear(11.5, 11.5) && !picture.isClear(18.5, 18.5))
    }

    @Test func anInsetContainerRelativeShapeIsConcentricToo() throws {
        // Inset 4 in the container's own frame: (14, 14) 92 × 52,
        // radius 16, corner centre (30, 30) again.
        let picture = try render(InsetBorder(), scale: 1)
        #expect(!isBlue(picture.at(17.5, 17.5)))  // 17.7 from (30, 30)
        #expect(isBlue(picture.at(20, 20)))        // 14.1
        #expect(isBlue(picture.at(15, 30)) && !isBlue(picture.at(13, 30)))
        #expect(isBlue(picture.at(104.5, 45)) && !isBlue(picture.at(106.5, 45)))
    }

    @Test func theRadiusStopsAtZero() throws {
        // 25 inside radius 20: a plain rectangle (35, 35) 50 × 10.
        let picture = try render(DeepCard(), scale: 1)
        #expect(isBlue(picture.at(35.5, 35.5)) && isBlue(picture.at(84.5, 44.5)))
        #expect(!isBlue(picture.at(34.5, 40)) && !isBlue(picture.at(60, 45.5)))
    }

    @Test func aClipTakesTheContainerShape() throws {
        // Radius 16 seen from 6 inside: 10, about (26, 26) for the frame
        // (16, 16) 88 × 48.
        let picture = try render(ClippedPhoto(), scale: 1)
        let green = { (p: RGBA8) in p.a == 255 && p.g > 150 && p.b < 100 && p.r < 100 }
        #expect(!green(picture.at(17.5, 17.5)))   // 11.3 from (26, 26)
        #expect(green(picture.at(20, 20)))         // 8.5
        #expect(green(picture.at(60, 16.5)) && green(picture.at(103.5, 40)))
    }

    @Test func buttonBorderResolvesFromTheEnvironment() throws {
        // Apple: `.buttonBorder` "defers to the environment"; with nothing
        // set it resolves automatically (here a rounded rectangle, radius 8).
        // Rows of 20: automatic, circle (diameter 20, x 20…40), a square
        // corner, and a capsule inset by 5 (x 5…55, y 65…75).
        let p = try render(BorderPlatter(), scale: 1)
        #expect(p.isClear(0.5, 0.5) && p.isOpaque(5, 10) && p.isOpaque(30, 0.5))
        #expect(p.isClear(5, 30) && p.isOpaque(30, 30) && p.isClear(55, 30))
        #expect(p.isOpaque(0.5, 40.5) && p.isOpaque(59.5, 59.5))
        #expect(p.isClear(4.5, 70) && p.isOpaque(6.5, 70) && p.isClear(5.5, 65.5) && p.isClear(30, 64) && p.isOpaque(30, 66))
    }
}
