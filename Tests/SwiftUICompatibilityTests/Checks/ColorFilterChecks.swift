// The color filters against the arithmetic of their documentation: the
// swatch is (0.2, 0.4, 0.6) = bytes (51, 102, 153).
// brightness(0.2) adds 0.2: (0.4, 0.6, 0.8) = (102, 153, 204).
// contrast(0.5) halves the distance from 0.5: (0.35, 0.45, 0.55) = (89, 115, 140).
// saturation(0) and grayscale(1) give the SVG luma 0.213·0.2 + 0.715·0.4 + 0.072·0.6 = 0.3718 → 95.
// colorInvert gives 1 − c: (204, 153, 102).
// colorMultiply((0.5, 1, 0)) gives (0.1, 0.4, 0) = (26, 102, 0).
// luminanceToAlpha gives black at alpha 0.2125·0.2 + 0.7154·0.4 + 0.0721·0.6 = 0.3719 → 95.
// hueRotation(180°) of pure red, with the SVG hueRotate matrix (cos −1, sin 0):
// r = 0.213 − 0.787 < 0 → 0, g = b = 0.213 + 0.213 = 0.426 → 109.
import AnimGen
import Testing

@Suite struct ColorFilterChecks {
    @Test func eachFilterGivesItsDocumentedColor() throws {
        let picture = try render(FilterGallery(), scale: 1)
        #expect(picture.pixmap.width == 90 && picture.pixmap.height == 10)
        let expected: [(Int, Int, Int)] = [(51, 102, 153), (102, 153, 204), (89, 115, 140), (95, 95, 95),
                                           (95, 95, 95), (204, 153, 102), (26, 102, 0)]
        for (index, (r, g, b)) in expected.enumerated() {
            let p = picture.at(CGFloat(index * 10 + 5), 5)
            #expect(matches(p, r, g, b), "swatch \(index): \(p)")
        }
        let mask = picture.at(75, 5)
        #expect(mask.r == 0 && mask.g == 0 && mask.b == 0 && abs(Int(mask.a) - 95) <= 2, "\(mask)")
        #expect(matches(picture.at(85, 5), 0, 109, 109), "\(picture.at(85, 5))")
    }

    @Test func aFilterCoversTheWholeViewAndNothingElse() throws {
        let picture = try render(InvertedBadge(), scale: 1)
        #expect(matches(picture.at(7, 7), 0, 0, 0))       // white inverted
        #expect(matches(picture.at(15, 15), 255, 255, 255)) // the black overlay inverted
        #expect(picture.isClear(2, 2))                    // the padding stays empty
    }
}
