import Testing
@testable import Raster

/// The bloom's promises, checked against hand-computed pixels: only light
/// above the threshold spreads, it is screened (c + l·(255 − c)/256), it
/// spreads evenly both ways, and a frame's result depends on that frame alone.
@Suite struct BloomTests {
    /// An opaque picture filled with one grey.
    func grey(_ v: UInt8, width: Int = 40, height: Int = 24) -> Pixmap {
        let p = Pixmap(width: width, height: height)
        p.clear(to: RGBA8(r: v, g: v, b: v, a: 255))
        return p
    }

    /// A linear single level (a knee far above 255): a uniform picture's light
    /// is uniform too, its excess over the threshold, so every pixel is
    /// screened by the same light.
    @Test func aUniformPictureIsScreenedByItsExcess() {
        // 64 over threshold 0: light 64; 64 + ⌈64·191/256⌉ = 64 + ⌈47.75⌉ = 112.
        // 64 over threshold 28: light 36; 64 + ⌈36·191/256⌉ = 64 + ⌈26.86⌉ = 91.
        for (threshold, expected) in [(UInt8(0), UInt8(112)), (28, 91)] {
            let picture = grey(64)
            Bloom(width: 40, height: 24, style: BloomStyle(threshold: threshold, levelWeights: [1], knee: 1e9)).apply(to: picture)
            for y in 0..<24 { for x in 0..<40 {
                #expect(picture.pixel(x: x, y: y) == RGBA8(r: expected, g: expected, b: expected, a: 255), "(\(x), \(y))")
            } }
        }
    }

    /// The night sky stays as it is: nothing above the threshold, no light.
    @Test func nothingAboveTheThresholdChangesNothing() {
        let picture = grey(26)
        let before = picture.copy()
        Bloom(width: 40, height: 24, style: BloomStyle(threshold: 28, levelWeights: [1, 1, 1], knee: 150)).apply(to: picture)
        #expect((0..<picture.byteCount).allSatisfy { picture.data[$0] == before.data[$0] })
    }

    /// A white square in the middle of black: light around it, falling
    /// off with distance, the same left and right, up and down; white stays
    /// white, alpha stays 255, nothing gets darker.
    @Test func lightSpreadsEvenlyAroundABrightSquare() {
        let (w, h) = (64, 64)
        let picture = grey(0, width: w, height: h)
        for y in 28..<36 { for x in 28..<36 { picture.setPixel(x: x, y: y, RGBA8(r: 255, g: 255, b: 255, a: 255)) } }
        Bloom(width: w, height: h, style: BloomStyle(threshold: 28, levelWeights: [1, 1, 1], knee: 150)).apply(to: picture)
        for y in 0..<h { for x in 0..<w {
            let p = picture.pixel(x: x, y: y)
            #expect(p.a == 255)
            #expect(p == picture.pixel(x: w - 1 - x, y: y), "(\(x), \(y)) against its mirror")
            #expect(p == picture.pixel(x: x, y: h - 1 - y), "(\(x), \(y)) against its mirror")
        } }
        #expect(picture.pixel(x: 31, y: 31) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        let near = picture.pixel(x: 24, y: 31).r, far = picture.pixel(x: 12, y: 31).r, corner = picture.pixel(x: 0, y: 0).r
        #expect(near > far && far > corner, "\(near) \(far) \(corner)")
        #expect(near > 0)
    }

    /// One bloom used for frame after frame gives each frame what a fresh one gives.
    @Test func aReusedBloomKeepsNothingOfTheFrameBefore() {
        let style = BloomStyle(threshold: 28, levelWeights: [1.1, 1, 1.1, 1.6], knee: 150)
        let reused = Bloom(width: 50, height: 30, style: style)
        let bright = grey(0, width: 50, height: 30)
        bright.setPixel(x: 5, y: 5, RGBA8(r: 255, g: 200, b: 40, a: 255))
        reused.apply(to: bright)
        let frame = grey(0, width: 50, height: 30)
        frame.setPixel(x: 40, y: 20, RGBA8(r: 30, g: 255, b: 90, a: 255))
        let alone = frame.copy()
        reused.apply(to: frame)
        Bloom(width: 50, height: 30, style: style).apply(to: alone)
        #expect((0..<frame.byteCount).allSatisfy { frame.data[$0] == alone.data[$0] })
    }
}
