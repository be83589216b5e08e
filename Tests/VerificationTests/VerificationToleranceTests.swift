import Foundation
import Raster
@testable import Verification
import Testing
import Timeline

@Suite struct VerificationToleranceTests {
    /// 10×10 grey; the actual frame has red +4 on 5 pixels.
    /// Hand-computed: max 4; 5 differing; squared error 5·16 = 80 over 400
    /// samples, MSE 0.2; PSNR = 10·log10(65025 / 0.2) = 10·log10(325125) = 55.1205 dB.
    func pair() -> (Pixmap, Pixmap) {
        let golden = makePixmap(width: 10, height: 10) { _, _ in RGBA8(r: 100, g: 100, b: 100, a: 255) }
        let actual = golden.copy()
        for x in 0..<5 { actual.setPixel(x: x, y: 7, RGBA8(r: 104, g: 100, b: 100, a: 255)) }
        return (golden, actual)
    }

    @Test func figuresOfAKnownDifference() {
        let (golden, actual) = pair()
        let d = FrameDifference(golden: golden, actual: actual)
        #expect(d.maxChannelDifference == 4)
        #expect(d.differingPixels == 5)
        #expect(d.pixelsDiffering(moreThan: 3) == 5)
        #expect(d.pixelsDiffering(moreThan: 4) == 0)
        #expect(abs(d.meanSquaredError - 0.2) < 1e-15)
        #expect(abs(d.psnr - 55.1205) < 0.0001)
        #expect(FrameDifference(golden: golden, actual: golden.copy()).psnr == .infinity)
    }

    @Test func tolerancesAcceptAndRejectAsDocumented() {
        let (golden, actual) = pair()
        let d = FrameDifference(golden: golden, actual: actual)
        #expect(!Tolerance.exact.accepts(d))
        #expect(Tolerance.exact.accepts(FrameDifference(golden: golden, actual: golden.copy())))
        #expect(Tolerance.maxChannelDifference(4).accepts(d))
        #expect(!Tolerance.maxChannelDifference(3).accepts(d))
        // 5 of 100 pixels: 5 % passes, 4 % does not.
        #expect(Tolerance.maxDifferingFraction(0.05).accepts(d))
        #expect(!Tolerance.maxDifferingFraction(0.04).accepts(d))
        #expect(Tolerance.psnr(55).accepts(d))
        #expect(!Tolerance.psnr(55.2).accepts(d))
        // Pixels off by more than 3 may be 5 %: the 5 pixels off by 4 fit.
        #expect(Tolerance(maxChannelDifference: 3, maxDifferingFraction: 0.05).accepts(d))
        #expect(!Tolerance(maxChannelDifference: 3, maxDifferingFraction: 0.04).accepts(d))
        // A PSNR limit alone decides by itself; with a share of pixels, both hold.
        #expect(Tolerance(minimumPSNR: 55) == .psnr(55))
        #expect(Tolerance(minimumPSNR: 55).accepts(d))
        #expect(Tolerance(maxDifferingFraction: 0.05, minimumPSNR: 55).accepts(d))
        #expect(!Tolerance(maxDifferingFraction: 0.04, minimumPSNR: 55).accepts(d))
        // Every given limit must hold.
        #expect(!Tolerance(maxChannelDifference: 4, minimumPSNR: 60).accepts(d))
    }

    @Test func differentSizesNeverPass() {
        let a = makePixmap(width: 4, height: 4) { _, _ in .transparent }
        let b = makePixmap(width: 4, height: 5) { _, _ in .transparent }
        let d = FrameDifference(golden: a, actual: b)
        #expect(!d.sizeMatches)
        #expect(!Tolerance.psnr(1).accepts(d))
        #expect(!Tolerance(maxChannelDifference: 255, maxDifferingFraction: 1).accepts(d))
    }

    @Test func invalidTolerancesAreRejected() throws {
        #expect(throws: VerificationError.self) { try Tolerance(maxChannelDifference: 256).validated() }
        #expect(throws: VerificationError.self) { try Tolerance(maxDifferingFraction: 1.5).validated() }
        #expect(throws: VerificationError.self) { try Tolerance(minimumPSNR: -3).validated() }
        #expect(try Tolerance.parseFraction("0.1%") == 0.001)
        #expect(try Tolerance.parseFraction("0.25") == 0.25)
        #expect(throws: VerificationError.self) { try Tolerance.parseFraction("lots") }
        #expect(throws: VerificationError.self) { try Tolerance.parseFraction("150%") }
    }

    @Test func diffPictureMarksChangesByMagnitude() {
        let (golden, actual) = pair()
        actual.setPixel(x: 9, y: 9, RGBA8(r: 0, g: 100, b: 100, a: 255)) // off by 100
        let diff = DiffPicture.make(golden: golden, actual: actual)
        #expect(diff.pixel(x: 0, y: 7) == RGBA8(r: 255, g: 0, b: 4, a: 255))
        #expect(diff.pixel(x: 9, y: 9) == RGBA8(r: 255, g: 0, b: 100, a: 255))
        // Unchanged grey 100 → luma 100 → 48 + 25 = 73.
        #expect(diff.pixel(x: 0, y: 0) == RGBA8(r: 73, g: 73, b: 73, a: 255))
    }
}
