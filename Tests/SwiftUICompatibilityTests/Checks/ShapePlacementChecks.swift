// SwiftUI hands `path(in:)` a rect at the origin and places the result at
// the view's position. These shapes do local math, so any other contract
// draws them in the wrong place. Positions below are worked out by hand
// from the layout rules (padding, stacks, frames, offsets).
import AnimGen
import Testing

@Suite struct ShapePlacementChecks {
    @Test func starsInAPaddedHStackSitInTheirOwnFrames() throws {
        let picture = try render(RatingView(rating: 3))
        // 5 × 30 + 4 × 10 spacing + 2 × 20 padding by 30 + 40.
        #expect(picture.pixmap.width == 460 && picture.pixmap.height == 140)
        for index in 0..<5 {
            let centerX = 20 + CGFloat(index) * 40 + 15
            let center = picture.at(centerX, 35)
            #expect(center.a == 255, "star \(index) centre")
            if index < 3 {
                #expect(center.r > 200 && center.b < 60, "star \(index) is yellow")
            } else {
                #expect(abs(Int(center.r) - Int(center.b)) < 10, "star \(index) is gray")
            }
            // Its top point is at y = 20; 3 pt below it the star is 2.5 pt wide.
            #expect(picture.isOpaque(centerX, 23), "star \(index) top point")
            // The notches between the points at 12 and 2 o'clock.
            #expect(picture.isClear(centerX + 7, 24), "star \(index) notch")
        }
        #expect(picture.isClear(55, 35))   // the gap between the first two stars
        #expect(picture.isClear(15, 15))   // where a star drawn at the origin would be
    }

    @Test func heartAndCapsuleInAPaddedVStack() throws {
        let picture = try render(HeartBadge())
        // The VStack is 80 wide, at (40, 30); the heart is centred: (50, 30) 60 × 54.
        let leftLobe = picture.at(65, 43.5), rightLobe = picture.at(95, 43.5)
        #expect(leftLobe.a == 255 && leftLobe.r > 200 && leftLobe.g < 90)
        #expect(rightLobe.a == 255 && rightLobe.r > 200 && rightLobe.g < 90)
        #expect(picture.isOpaque(80, 80))     // 4 pt above the bottom point (80, 84)
        #expect(picture.isClear(80, 32))      // the notch between the lobes
        #expect(picture.isClear(52, 80))      // beside the point
        #expect(picture.isClear(112, 50))     // right of the heart
        // The capsule: (40, 92) 80 × 12.
        #expect(picture.isOpaque(60, 98) && picture.isOpaque(41, 98))
        #expect(picture.isClear(35, 98) && picture.isClear(60, 90))
        #expect(picture.isClear(10, 10))
    }

    @Test func arrowOverlayMovesWithItsOffsetButton() throws {
        let picture = try render(ArrowButton())
        // Button (30, 20) 100 × 60; arrow inside its 15 pt padding: (45, 35) 70 × 30,
        // shaft y 45.5…54.5 up to x = 87, head from x = 87 to the tip (115, 50).
        let shaft = picture.at(60, 50), aboveShaft = picture.at(60, 40), pastTip = picture.at(120, 50)
        #expect(shaft.a == 255 && shaft.r > 240 && shaft.g > 240 && shaft.b > 240)
        #expect(aboveShaft.a == 255 && aboveShaft.b > 200 && aboveShaft.r < 100)
        #expect(pastTip.a == 255 && pastTip.b > 200 && pastTip.r < 100)
        let nearTip = picture.at(110, 50)
        #expect(nearTip.a == 255 && nearTip.r > 240)
        #expect(picture.isClear(31, 21))      // rounded corner
        #expect(picture.isClear(135, 50) && picture.isClear(20, 10))
    }

    @Test func geometryReaderPositionsInItsOwnSpace() throws {
        let picture = try render(CenteredDot())
        #expect(picture.pixmap.width == 300 && picture.pixmap.height == 160)
        // The reader is (50, 0) 100 × 80: the dot is centred at (100, 40), radius 10.
        let center = picture.at(100, 40)
        #expect(center.a == 255 && center.g > 100 && center.r < 100)
        #expect(picture.isOpaque(91, 40) && picture.isOpaque(100, 31))
        #expect(picture.isClear(88, 40) && picture.isClear(111, 40) && picture.isClear(50, 40))
    }

    @Test func canvasGetsItsOwnOriginAndSize() throws {
        let picture = try render(EllipseCanvas())
        #expect(picture.pixmap.width == 220 && picture.pixmap.height == 180)
        // The canvas is (25, 25) 60 × 40; the ellipse fills it.
        #expect(picture.isOpaque(55, 45) && picture.isOpaque(27, 45) && picture.isOpaque(55, 26))
        #expect(picture.isClear(26, 26) && picture.isClear(20, 45) && picture.isClear(55, 24))
        #expect(picture.isClear(84, 64))
    }

    @Test func clipShapeIsPlacedWithTheClippedView() throws {
        let picture = try render(StarWindow())
        // The square is (40, 40) 80 × 80; the star is centred on it, radius 40.
        #expect(picture.isOpaque(80, 80) && picture.isOpaque(80, 43))
        #expect(picture.isClear(42, 42) && picture.isClear(118, 118) && picture.isClear(20, 20))
    }

    @Test func shapesSizeThemselvesThroughSizeThatFits() throws {
        // Row 1: the frame offers 40 × 20, the badge takes 20 × 20, centred
        // (x 10…30). Row 2: the fixed-size row is 20 + 10 wide, centred in
        // the VStack's 40 (x 5…35): the ideal badge 20 × 20, the red square
        // 10 × 10 beside it, centred on the row's 20.
        let picture = try render(SelfSizedBadges(), scale: 1)
        #expect(picture.pixmap.width == 40 && picture.pixmap.height == 40)
        #expect(picture.isClear(9.5, 10) && matches(picture.at(10.5, 10), 0, 122, 255) && matches(picture.at(29.5, 10), 0, 122, 255))
        #expect(picture.isClear(30.5, 10))
        #expect(picture.isClear(4.5, 30) && matches(picture.at(5.5, 21), 0, 0, 0) && matches(picture.at(24.5, 39), 0, 0, 0))
        #expect(matches(picture.at(25.5, 25.5), 255, 59, 48) && picture.isClear(30, 24.5) && picture.isClear(35.5, 30))
    }

    @Test func shapesMirrorInRightToLeftUnlessFixed() throws {
        // Apple: a shape whose layoutDirectionBehavior mirrors has its path
        // mirrored horizontally in that direction; `.mirrors` (the default)
        // is right-to-left. At y = 5 the triangle covers x 0…5 as drawn, and
        // x 35…40 mirrored.
        let ltr = try render(DirectedTriangle(direction: .leftToRight), scale: 1)
        #expect(ltr.isOpaque(1.5, 5) && ltr.isClear(38.5, 5))
        let rtl = try render(DirectedTriangle(direction: .rightToLeft), scale: 1)
        #expect(rtl.isOpaque(38.5, 5) && rtl.isClear(1.5, 5))
        let fixed = try render(DirectedTriangle(direction: .rightToLeft, fixed: true), scale: 1)
        #expect(fixed.isOpaque(1.5, 5) && fixed.isClear(38.5, 5))
        // A view's own behavior: mirrored in left-to-right when asked to.
        let view = try render(DirectedTriangle(direction: .leftToRight).layoutDirectionBehavior(.mirrors(in: .leftToRight)), scale: 1)
        #expect(view.isOpaque(38.5, 5) && view.isClear(1.5, 5))
    }

    @Test func aShapeBuiltWithCGMutablePathDraws() throws {
        // An arc from angle 0 to π/2, not clockwise in CoreGraphics' terms:
        // growing angles, which in SwiftUI's y-down space sweep from the
        // right edge down to the bottom: the bottom-right quarter of the circle.
        let p = try render(CGQuarterPie().fill(.black).frame(width: 40, height: 40), scale: 1)
        #expect(p.isOpaque(30, 30) && p.isClear(10, 30) && p.isClear(30, 10) && p.isClear(10, 10))
        #expect(p.isClear(38.5, 38.5))   // outside the radius
    }
}
